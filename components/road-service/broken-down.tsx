import Link from "next/link";
import type { ReactNode } from "react";
import { ArrowRightIcon, PhoneIcon } from "@/components/ui/icons";
import { roadServiceEntry } from "@/lib/content/road-service-entry";

const TONES = {
  // On the dark heroes and the dark closing panels.
  dark: {
    box: "border-red-500 bg-white/10 text-white",
    title: "text-white",
    request: "border-white/80 text-white hover:bg-white/10 focus-visible:outline-white",
    terms: "text-gray-200",
  },
  light: {
    box: "border-red-600 bg-red-50 text-red-950 dark:bg-red-950/40 dark:text-red-50",
    title: "text-red-900 dark:text-red-100",
    request:
      "border-red-700 bg-white text-red-900 hover:bg-red-100 focus-visible:outline-red-700 dark:border-red-300 dark:bg-transparent dark:text-red-50 dark:hover:bg-red-900/40",
    terms: "text-red-950 dark:text-red-100",
  },
} as const;

type Tone = keyof typeof TONES;

interface BrokenDownProps {
  tone?: Tone;
  /** "box": in the flow of a hero, panel, card or sidebar. "band": a full-width strip of its own. */
  layout?: "box" | "band";
  /** The box's title element, so it fits the page's outline; a band's title is always an h2. */
  titleAs?: "p" | "h2" | "h3";
  /** The band's id (its title is labelled by it); one band per page. */
  id?: string;
  className?: string;
  /** A line said under the terms: what this page's own online booking or request is for. */
  children?: ReactNode;
}

/**
 * "Broken down?": the 24/7 road-service line to tap and the online request beside it, with one
 * line of terms. It stands ahead of any link into scheduling or quotes, because a request made
 * there is planned work a store confirms later, and a truck, tractor or car that is down now
 * needs a crew dispatched now. Server-rendered: two links, no script.
 */
export function BrokenDown({
  tone = "light",
  layout = "box",
  titleAs,
  id,
  className = "",
  children,
}: BrokenDownProps) {
  const style = TONES[tone];
  if (layout === "band") {
    const bandId = id ?? "broken-down";
    return (
      <section
        id={bandId}
        aria-labelledby={`${bandId}-title`}
        data-testid="broken-down"
        className={`border-y-4 border-red-600 bg-red-50 text-red-950 dark:bg-red-950/40 dark:text-red-50 ${className}`}
      >
        <div className="container-page flex flex-col gap-4 py-5 md:flex-row md:items-center md:justify-between md:gap-8">
          <div className="max-w-2xl">
            <h2 id={`${bandId}-title`} className={`text-xl font-extrabold ${style.title}`}>
              {roadServiceEntry.title}
            </h2>
            <Terms className={`mt-1 ${style.terms}`}>{children}</Terms>
          </div>
          <Actions tone={tone} className="md:shrink-0" />
        </div>
      </section>
    );
  }
  const Title = titleAs ?? "p";
  return (
    <div
      data-testid="broken-down"
      className={`rounded-lg border-l-4 px-4 py-3 text-base ${style.box} ${className}`}
    >
      <Title className={`text-lg font-extrabold ${style.title}`}>{roadServiceEntry.title}</Title>
      <Actions tone={tone} className="mt-2" />
      <Terms className={`mt-2 ${style.terms}`}>{children}</Terms>
    </div>
  );
}

/** The call and the request, side by side where they fit and stacked on a phone. */
function Actions({ tone, className }: { tone: Tone; className: string }) {
  return (
    <div className={`flex flex-col gap-2 min-[480px]:flex-row min-[480px]:flex-wrap ${className}`}>
      <a
        href={roadServiceEntry.telHref}
        className="btn bg-red-700 px-4 text-left text-[0.9375rem] font-bold text-white hover:bg-red-800 focus-visible:outline-red-700"
      >
        <PhoneIcon size={18} className="shrink-0" />
        {/* The number stays on one line when the words wrap on a small phone. */}
        <span>
          {roadServiceEntry.callLabel}: <span className="whitespace-nowrap">{roadServiceEntry.line}</span>
        </span>
      </a>
      <Link
        href={roadServiceEntry.requestHref}
        prefetch={false}
        className={`btn border-2 px-4 text-[0.9375rem] font-bold ${TONES[tone].request}`}
      >
        {roadServiceEntry.requestLabel}
        <ArrowRightIcon size={18} className="shrink-0" />
      </Link>
    </div>
  );
}

/** Who is served and when, in one line; then, if given, what this page's own booking is for. */
function Terms({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <div className={`space-y-1 text-sm ${className}`}>
      <p>{roadServiceEntry.terms}</p>
      {children && <p className="font-semibold">{children}</p>}
    </div>
  );
}
