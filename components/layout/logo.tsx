import { brandCore } from "@/data/brand-core";

/** The brand mark: a tire with a yellow mountain peak, beside the wordmark. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const text = inverted ? "text-white" : "text-ink-900 dark:text-white";
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg
        width="44"
        height="44"
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
        className="size-10 shrink-0 sm:size-11"
      >
        <circle cx="24" cy="24" r="22" fill="#111827" />
        <circle cx="24" cy="24" r="22" fill="none" stroke="#374151" strokeWidth="4" strokeDasharray="5 3" />
        <circle cx="24" cy="24" r="12" fill="#facc15" />
        <path d="M14.5 30 21 19l3.5 5 3-4 6 10z" fill="#111827" />
      </svg>
      <span className={`flex flex-col leading-none ${text}`}>
        <span className="text-sm font-black tracking-tight whitespace-nowrap uppercase min-[380px]:text-base min-[400px]:text-lg sm:text-xl">
          Allegheny Tire
        </span>
        <span className="mt-1 text-[0.65rem] font-semibold tracking-[0.1em] whitespace-nowrap uppercase opacity-80 min-[380px]:text-[0.7rem] min-[380px]:tracking-[0.12em] min-[400px]:tracking-[0.2em]">
          &amp; Service · Est. {brandCore.founded}
        </span>
      </span>
    </span>
  );
}
