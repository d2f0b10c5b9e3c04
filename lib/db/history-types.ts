import type { ChangeOrigin } from "@/lib/staff/actor";

/** A date and time in the store's own clock, as the appointment keeps them. */
export interface WhenAt {
  date: string;
  time: string;
}

/**
 * What happened to an appointment, with what the change needs to be told again later ("booked":
 * made and confirmed at once, on the spot, where "requested" waits for the store): the
 * reason a request was declined, a move's old and new time ("moved" by the store, "rescheduled"
 * by the customer), a service's old and new unit ("Bay 2" to "Bay 4"). Two are the site's own:
 * "unanswered", a request cancelled because its time came before the store answered it, and
 * "tires_returned", the tires of a visit nobody marked completed or no-show put back in stock.
 */
export type HistoryEntry =
  | {
      what:
        | "requested"
        | "booked"
        | "confirmed"
        | "completed"
        | "no_show"
        | "cancelled"
        | "unanswered"
        | "tires_returned";
    }
  | { what: "declined"; detail: { reason: string } }
  | { what: "moved" | "rescheduled"; detail: { from: WhenAt; to: WhenAt } }
  | { what: "unit"; detail: { service: string; from: string; to: string } };

export type HistoryWhat = HistoryEntry["what"];

/** One recorded change: what, when (epoch ms), who and from which address. */
export type AppointmentEvent = HistoryEntry & {
  id: number;
  appointmentId: number;
  at: number;
  origin: ChangeOrigin;
};
