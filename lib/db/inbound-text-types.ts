import type { Appointment } from "./appointment-types";
import type { HistoryEntry } from "./history-types";
import type { OutgoingMail } from "./mail-types";
import type { RoadCall } from "./road-call-types";
import type { OutgoingText } from "./text-types";

/** What the replies' handler sees: the appointment last texted to that number, and whether it opted out. */
export interface InboundContext {
  appointment: Appointment | null;
  /** The open road-service call from that number, if any: a stranded driver's reply is about it. */
  roadCall: RoadCall | null;
  optedOut: boolean;
}

/**
 * What a reply leads to, all written in the transaction that stores it: how it was handled (in a
 * word), the opt-out set or cleared, texts and e-mails, and an event in the appointment's history.
 */
export interface InboundHandling {
  handledAs: string;
  optOut?: { set: string } | { clear: true };
  texts?: readonly OutgoingText[];
  mails?: readonly OutgoingMail[];
  event?: { appointmentId: number; entry: HistoryEntry };
  /** An event in a road call's history (the driver's words, for the dispatch board). */
  roadCallEvent?: { callId: number; what: string; detail: string };
}

/** A reply stored and handled now, or one already handled (the provider sent the event again). */
export type InboundResult = { outcome: "duplicate" } | { outcome: "handled"; handling: InboundHandling };
