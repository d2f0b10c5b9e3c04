"use client";

import { useRouter } from "next/navigation";
import { useActionState, useState, type ReactNode } from "react";
import {
  CancelVisitForm,
  DeclineForm,
  MoveForm,
  sendStaffAction,
} from "@/components/appointments/store-answer-forms";
import { answerStaffForm } from "@/lib/appointment-actions/staff-actions";
import type { AppointmentStatus } from "@/lib/db";
import { HttpError } from "@/lib/http/fetch-json";
import type { VisitKind } from "@/lib/scheduling/visit";
import { TextCustomerForm } from "./text-customer-form";
import { toast } from "@/lib/toast/toast-store";

type Open = "none" | "decline" | "move" | "cancel" | "text";
type Work = { kind: "idle" | "working" | "failed"; message?: string };

interface Props {
  reference: string;
  status: AppointmentStatus;
  /** The start has passed: only then can a confirmed appointment be marked completed or a no-show. */
  started: boolean;
  current: { date: string; time: string };
  /** The first day the held tires are at the store: no earlier day is offered for a move. */
  earliest?: string | null;
  /** Wait, drop-off or on-site: what can be told on the day ("on the way", "ready for pickup"). */
  visit?: VisitKind;
  /** The visit is today on the store's clock. */
  today?: boolean;
  /** The customer's mobile for texts ("(304) 555-0177"), when they chose texts. */
  textsTo?: string | null;
  /** Names the appointment for screen readers ("Jane Doe at 9:00 AM"). */
  label: string;
  /** After an action went through: the day view closes its details so the toast is seen and heard. */
  onDone?: () => void;
}

/**
 * One appointment's actions on the staff page, as the signed-in member: the same rules and words
 * as the store's e-mail links, through POST /api/admin/appointments/{reference}. After an action
 * the page is read again, so the card or lane shows the new state.
 *
 * Each button is a form's: without JavaScript (or before it starts) Confirm, Completed and No-show
 * post to a server action, and the list answers with the card in its new state. Declining or
 * cancelling (with a reason) and proposing another time (with the live free times) open panels,
 * which need JavaScript; without it, a plain decline or cancel form with its reason takes the
 * place of the panel. A proposed time moves nothing until the customer accepts it.
 */
export function AdminAppointmentActions({
  reference,
  status,
  started,
  current,
  earliest,
  visit,
  today = false,
  textsTo = null,
  label,
  onDone,
}: Props) {
  const router = useRouter();
  const [answer, postAction] = useActionState(answerStaffForm, null);
  const [open, setOpen] = useState<Open>("none");
  const [refresh, setRefresh] = useState(0);
  const [work, setWork] = useState<Work>({ kind: "idle" });
  const busy = work.kind === "working";

  async function act(body: Record<string, unknown>) {
    setWork({ kind: "working" });
    try {
      const reply = await sendStaffAction(reference, body);
      // A toast, not text in the card: the refreshed list may no longer show this card
      // (a declined request leaves the "requested and confirmed" view).
      toast({ title: reply.message, description: label });
      setWork({ kind: "idle" });
      setOpen("none");
      onDone?.();
    } catch (e) {
      if (e instanceof HttpError && e.status === 409) setRefresh((n) => n + 1);
      setWork({ kind: "failed", message: e instanceof Error ? e.message : "Something went wrong." });
    }
    router.refresh();
  }

  const toggle = (panel: Open) => setOpen((now) => (now === panel ? "none" : panel));
  /** A one-button form: posted to the server action without JavaScript, sent as JSON with it. */
  const actionForm = (action: "confirm" | "complete" | "no_show", className: string, label: ReactNode) => (
    <form
      action={postAction}
      onSubmit={(event) => {
        event.preventDefault();
        void act({ action });
      }}
      className="contents"
    >
      <input type="hidden" name="reference" value={reference} />
      <button type="submit" name="action" value={action} className={className} disabled={busy}>
        {label}
      </button>
    </form>
  );
  const canMove = status === "requested" || status === "confirmed";
  const canMark = status === "confirmed" && started;
  // Told on the visit's day, by text to a customer who chose texts, else by e-mail.
  const dayNotice =
    status === "confirmed" && today
      ? visit === "on-site"
        ? ({ action: "on-the-way", label: "Crew on the way" } as const)
        : visit === "drop-off"
          ? ({ action: "ready", label: "Ready for pickup" } as const)
          : null
      : null;
  const canText = Boolean(textsTo) && (status === "requested" || status === "confirmed");

  return (
    <div className="space-y-3">
      <p aria-live="polite" className="empty:hidden">
        {work.kind === "failed" && (
          <span className="font-semibold text-red-800 dark:text-red-300">{work.message}</span>
        )}
        {work.kind === "idle" && answer && (
          <span
            className={`font-semibold ${answer.tone === "done" ? "text-green-800 dark:text-green-300" : "text-red-800 dark:text-red-300"}`}
          >
            {answer.text}
          </span>
        )}
      </p>
      {(canMove || canMark || canText) && (
        <div role="group" aria-label={`Actions for ${label}`} className="flex flex-wrap gap-2">
          {status === "requested" && (
            <>
              {actionForm("confirm", "btn-primary", "Confirm")}
              <button
                type="button"
                className="btn-outline-dark"
                aria-expanded={open === "decline"}
                onClick={() => toggle("decline")}
              >
                Decline…
              </button>
            </>
          )}
          {canMove && (
            <button
              type="button"
              className="btn-outline-dark"
              aria-expanded={open === "move"}
              onClick={() => toggle("move")}
            >
              Propose another time…
            </button>
          )}
          {status === "confirmed" && (
            <button
              type="button"
              className="btn-outline-dark"
              aria-expanded={open === "cancel"}
              onClick={() => toggle("cancel")}
            >
              Cancel…
            </button>
          )}
          {dayNotice && (
            <button
              type="button"
              className="btn-outline-dark"
              disabled={busy}
              onClick={() => void act({ action: dayNotice.action })}
            >
              {dayNotice.label}
            </button>
          )}
          {canText && (
            <button
              type="button"
              className="btn-outline-dark"
              aria-expanded={open === "text"}
              onClick={() => toggle("text")}
            >
              Text the customer…
            </button>
          )}
          {canMark && (
            <>
              {actionForm("complete", "btn-dark", "Completed")}
              {actionForm("no_show", "btn-outline-dark", "No-show")}
            </>
          )}
        </div>
      )}
      {(status === "requested" || status === "confirmed") && (
        <noscript>
          <form action={postAction} className="space-y-2">
            <input type="hidden" name="reference" value={reference} />
            <label className="block font-semibold">
              Reason for the customer, to {status === "requested" ? "decline" : "cancel"}
              <textarea
                name="reason"
                required
                maxLength={500}
                rows={2}
                className="mt-1 w-full rounded-lg border border-gray-300 bg-white p-3 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
              />
            </label>
            <button
              type="submit"
              name="action"
              value={status === "requested" ? "decline" : "cancel"}
              className="btn-outline-dark"
            >
              {status === "requested" ? "Decline request" : "Cancel appointment"}
            </button>
          </form>
        </noscript>
      )}
      {open === "decline" && status === "requested" && (
        <DeclineForm busy={busy} onDecline={(reason) => void act({ action: "decline", reason })} />
      )}
      {open === "cancel" && status === "confirmed" && (
        <CancelVisitForm busy={busy} onCancel={(reason) => void act({ action: "cancel", reason })} />
      )}
      {open === "text" && canText && textsTo && (
        <TextCustomerForm
          busy={busy}
          textsTo={textsTo}
          onSend={(body) => void act({ action: "text", body })}
        />
      )}
      {open === "move" && canMove && (
        <MoveForm
          reference={reference}
          storeToken={null}
          current={current}
          refreshKey={refresh}
          busy={busy}
          submitLabel="Propose this time"
          onMove={(slot) => void act({ action: "move", ...slot })}
          earliest={earliest}
        />
      )}
    </div>
  );
}
