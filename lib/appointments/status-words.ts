import type { AppointmentEvent, AppointmentStatus } from "@/lib/db";

/**
 * How each state reads: to the customer on their page (`label`) and on the staff lists (`short`).
 * Plain data, so the pages in the browser can use it too.
 */
export const STATUS_WORDS: Record<AppointmentStatus, { label: string; short: string }> = {
  requested: { label: "Requested: waiting for the store to confirm", short: "Requested" },
  confirmed: { label: "Confirmed by the store", short: "Confirmed" },
  declined: { label: "Declined by the store", short: "Declined" },
  cancelled: { label: "Cancelled", short: "Cancelled" },
  completed: { label: "Completed", short: "Completed" },
  no_show: { label: "Missed", short: "No-show" },
};

/** A visit booked on the spot, confirmed without the store having to answer: to each reader. */
export const BOOKED_ON_THE_SPOT_LABELS = {
  customer: "Booked: confirmed when you booked online",
  store: "Booked online: confirmed on the spot",
} as const;

/** A visit the store's staff booked themselves (a caller, a walk-in): to each reader. */
export const BOOKED_AT_THE_COUNTER_LABELS: Record<keyof typeof BOOKED_ON_THE_SPOT_LABELS, string> = {
  customer: "Booked by the store",
  store: "Booked at the counter",
};

/**
 * Where the appointment stands, for its customer or its store: a confirmed visit says whether it
 * was booked on the spot or confirmed by the store (a time the store moved it to is the store's).
 */
export function statusLabel(
  status: AppointmentStatus,
  events: readonly Pick<AppointmentEvent, "what" | "origin">[],
  reader: keyof typeof BOOKED_ON_THE_SPOT_LABELS,
): string {
  if (status === "confirmed") {
    const last = events.findLast((e) => e.what === "booked" || e.what === "confirmed" || e.what === "moved");
    if (last?.what === "booked")
      return (last.origin.actor.kind === "staff" ? BOOKED_AT_THE_COUNTER_LABELS : BOOKED_ON_THE_SPOT_LABELS)[
        reader
      ];
  }
  return STATUS_WORDS[status].label;
}
