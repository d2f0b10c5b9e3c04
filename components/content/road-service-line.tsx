import type { ReactNode } from "react";
import { PhoneIcon } from "@/components/ui/icons";
import { brand, telHref } from "@/data/brand";

const TONES = {
  // On the dark hero and the dark closing panels.
  dark: {
    box: "border-red-500 bg-white/10 text-white",
    link: "text-white decoration-red-400",
    note: "text-gray-200",
  },
  light: {
    box: "border-red-600 bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100",
    link: "text-red-800 decoration-red-600 dark:text-red-200 dark:decoration-red-400",
    note: "text-red-900 dark:text-red-100",
  },
} as const;

/**
 * The 24/7 road-service line, placed ahead of any link into online scheduling: a request made
 * online is planned work the store confirms later, and a machine broken down in a field, a mine
 * or on the road needs a person on the phone now. `children` says what the online request is for.
 */
export function RoadServiceLine({
  tone = "light",
  className = "",
  children,
}: {
  tone?: keyof typeof TONES;
  className?: string;
  children?: ReactNode;
}) {
  const line = brand.commercialContact.emergencyLine;
  const style = TONES[tone];
  return (
    <div
      data-testid="road-service-line"
      className={`flex flex-wrap items-center gap-x-3 rounded-lg border-l-4 px-4 py-2 text-base ${style.box} ${className}`}
    >
      <span className="font-bold">Broken down?</span>
      <a
        href={telHref(line)}
        className={`inline-flex min-h-11 items-center gap-2 font-bold underline decoration-2 underline-offset-4 ${style.link}`}
      >
        <PhoneIcon size={18} />
        {/* The number stays on one line on a phone. */}
        <span>
          Call 24/7 road service: <span className="whitespace-nowrap">{line}</span>
        </span>
      </a>
      {children && <p className={`basis-full pb-1 text-sm ${style.note}`}>{children}</p>}
    </div>
  );
}
