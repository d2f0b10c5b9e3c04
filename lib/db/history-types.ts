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
 * A store's new time is a proposal until the customer answers it.
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
  | { what: "unit"; detail: { service: string; from: string; to: string } }
  /** The store cancelled a confirmed visit, with its reason for the customer. */
  | { what: "cancelled"; detail: { reason: string } }
  /** The store proposed a new time ("proposed"); the customer took it, which moved the appointment ("accepted"). */
  | { what: "proposed" | "accepted"; detail: { from: WhenAt; to: WhenAt } }
  /** The customer kept the original time ("kept"), or accepted a time taken meanwhile ("lapsed"). */
  | { what: "kept" | "lapsed"; detail: { proposal: WhenAt } }
  /** A text from the customer that was not a keyword (STOP, HELP…): its words, and the number. */
  | { what: "text-received"; detail: { body: string; from: string } }
  /** Staff told the customer the crew left for the site, or the dropped-off vehicle is ready. */
  | { what: "on-the-way" | "ready" }
  /** Staff answered the customer by text: its words. */
  | { what: "text-sent"; detail: { body: string } };

export type HistoryWhat = HistoryEntry["what"];

/** One recorded change: what, when (epoch ms), who and from which address. */
export type AppointmentEvent = HistoryEntry & {
  id: number;
  appointmentId: number;
  at: number;
  origin: ChangeOrigin;
};
