"use client";

import type { WeeklyHours } from "@/data/locations";
import { useCurrentMinute } from "@/lib/hooks/use-current-minute";
import { describeOpeningState, openingState } from "@/lib/locations/opening-state";

const DOT = {
  pending: "bg-gray-400",
  open: "bg-green-500",
  closed: "bg-red-500",
} as const;

interface OpeningStatusProps {
  hours: WeeklyHours;
  timeZone: string;
  /**
   * Shown in the server HTML and until the browser knows the time: the usual hours, so the line
   * is useful even without script. The caller reserves the line's height (`className`) so the
   * real state replaces it without moving anything.
   */
  placeholder: string;
  className?: string;
}

/** "Open now · closes 4:30 PM", worked out on the visitor's clock in the store's time zone. */
export function OpeningStatus({ hours, timeZone, placeholder, className = "" }: OpeningStatusProps) {
  const now = useCurrentMinute();
  const state = now === null ? null : openingState(hours, timeZone, now);
  const tone = state?.status ?? "pending";
  return (
    <p data-testid="opening-status" data-state={tone} className={`flex items-start gap-2 ${className}`}>
      {/* Sized in em and centred on the first line, at whatever text size the caller uses. */}
      <span aria-hidden="true" className={`mt-[0.4em] size-[0.7em] shrink-0 rounded-full ${DOT[tone]}`} />
      <span>{state ? describeOpeningState(state) : placeholder}</span>
    </p>
  );
}
