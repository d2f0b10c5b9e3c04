import type { PublicAppointment } from "@/lib/appointments/presentation";

/**
 * What the store's e-mail page offers for an appointment in each state, and the words around
 * each choice: the same with JavaScript and without.
 */

export type StorePanel = "confirm" | "decline" | "move" | "cancel";

/** A request: confirm, decline or propose another time. A confirmed visit: propose another time or cancel. */
export function storePanels(status: PublicAppointment["status"]): StorePanel[] {
  if (status === "requested") return ["confirm", "decline", "move"];
  if (status === "confirmed") return ["move", "cancel"];
  return [];
}

const CLOSED_WORDS: Partial<Record<PublicAppointment["status"], string>> = {
  cancelled: "cancelled",
  completed: "marked completed",
  no_show: "marked as a no-show",
};

/** Why nothing is offered any more. */
export function closedText(status: PublicAppointment["status"]): string {
  const words = CLOSED_WORDS[status];
  return words
    ? `This appointment is ${words}; there is nothing more to do here.`
    : "This request has been answered; there is nothing more to do here.";
}

const currentTime = (a: PublicAppointment) =>
  a.arrivalWindow ? `${a.dateLabel}, arriving ${a.arrivalWindow}` : `${a.dateLabel} at ${a.timeLabel}`;

export function confirmText(a: PublicAppointment): string {
  return a.proposal
    ? `The customer gets an e-mail saying the appointment is confirmed at its original time, ${currentTime(a)}; the time you proposed no longer applies.`
    : "The customer gets an e-mail saying the appointment is confirmed.";
}

export function proposeText(a: PublicAppointment): string {
  return `The customer is e-mailed the new time and asked to accept it or keep their own. Until they answer, the appointment stays on ${currentTime(a)}${a.status === "requested" ? " and is still a request" : ", confirmed"}.`;
}

export const CANCEL_TEXT =
  "The customer is e-mailed that the store has cancelled, with your reason; the time is freed and any tires held for the visit go back in stock.";

/** Completed or No-show, once the visit's time has come (confirmed visits only). */
export function VisitMarks({
  busy,
  onMark,
}: {
  busy: boolean;
  onMark: (action: "complete" | "no_show") => void;
}) {
  return (
    <div role="group" aria-label="Mark the visit" className="flex flex-wrap gap-2">
      <button type="button" className="btn-dark" disabled={busy} onClick={() => onMark("complete")}>
        Completed
      </button>
      <button type="button" className="btn-outline-dark" disabled={busy} onClick={() => onMark("no_show")}>
        No-show
      </button>
    </div>
  );
}
