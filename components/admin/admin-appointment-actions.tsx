"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { DeclineForm, MoveForm, sendStoreAction } from "@/components/appointments/store-answer-forms";
import type { AppointmentStatus } from "@/lib/db/types";
import { HttpError } from "@/lib/http/fetch-json";
import { toast } from "@/lib/toast/toast-store";

type Open = "none" | "decline" | "move";
type Work = { kind: "idle" | "working" | "failed"; message?: string };

interface Props {
  reference: string;
  storeToken: string;
  status: AppointmentStatus;
  /** The start has passed: only then can a confirmed appointment be marked completed or a no-show. */
  started: boolean;
  current: { date: string; time: string };
  /** The first day the held tires are at the store: no earlier day is offered for a move. */
  earliest?: string | null;
  /** Names the appointment for screen readers ("Jane Doe at 9:00 AM"). */
  label: string;
  /** After an action went through: the day view closes its details so the toast is seen and heard. */
  onDone?: () => void;
}

/**
 * One appointment's actions on the staff page: the same endpoint and rules as the store's e-mail
 * links. After an action the page is read again, so the card or lane shows the new state.
 */
export function AdminAppointmentActions({
  reference,
  storeToken,
  status,
  started,
  current,
  earliest,
  label,
  onDone,
}: Props) {
  const router = useRouter();
  const [open, setOpen] = useState<Open>("none");
  const [refresh, setRefresh] = useState(0);
  const [work, setWork] = useState<Work>({ kind: "idle" });
  const busy = work.kind === "working";

  async function act(body: Record<string, unknown>) {
    setWork({ kind: "working" });
    try {
      const reply = await sendStoreAction(reference, storeToken, body);
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
  const canMove = status === "requested" || status === "confirmed";
  const canMark = status === "confirmed" && started;

  return (
    <div className="space-y-3">
      <p aria-live="polite" className="empty:hidden">
        {work.kind === "failed" && (
          <span className="font-semibold text-red-800 dark:text-red-300">{work.message}</span>
        )}
      </p>
      {(canMove || canMark) && (
        <div role="group" aria-label={`Actions for ${label}`} className="flex flex-wrap gap-2">
          {status === "requested" && (
            <>
              <button
                type="button"
                className="btn-primary"
                disabled={busy}
                onClick={() => void act({ action: "confirm" })}
              >
                Confirm
              </button>
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
              Move…
            </button>
          )}
          {canMark && (
            <>
              <button
                type="button"
                className="btn-dark"
                disabled={busy}
                onClick={() => void act({ action: "complete" })}
              >
                Completed
              </button>
              <button
                type="button"
                className="btn-outline-dark"
                disabled={busy}
                onClick={() => void act({ action: "no_show" })}
              >
                No-show
              </button>
            </>
          )}
        </div>
      )}
      {open === "decline" && status === "requested" && (
        <DeclineForm busy={busy} onDecline={(reason) => void act({ action: "decline", reason })} />
      )}
      {open === "move" && canMove && (
        <MoveForm
          reference={reference}
          storeToken={storeToken}
          current={current}
          refreshKey={refresh}
          busy={busy}
          submitLabel="Move to this time"
          onMove={(slot) => void act({ action: "move", ...slot })}
          earliest={earliest}
        />
      )}
    </div>
  );
}
