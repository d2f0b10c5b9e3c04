"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { SlotPicker } from "@/components/appointments/slot-picker";
import type { AppointmentStatus } from "@/lib/db/types";
import { fetchJson, HttpError } from "@/lib/http/fetch-json";
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
  /** Names the appointment for screen readers ("Jane Doe at 9:00 AM"). */
  label: string;
}

/**
 * One appointment's actions on the staff list: the same endpoint and rules as the store's e-mail
 * links. After an action the list is read again, so the card shows the new state.
 */
export function AdminAppointmentActions({ reference, storeToken, status, started, current, label }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState<Open>("none");
  const [reason, setReason] = useState("");
  const [choice, setChoice] = useState<{ date: string; time: string } | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [work, setWork] = useState<Work>({ kind: "idle" });
  const reasonId = useId();
  const busy = work.kind === "working";

  async function act(body: Record<string, unknown>) {
    setWork({ kind: "working" });
    try {
      const reply = await fetchJson<{ message: string }>(
        `/api/appointments/${encodeURIComponent(reference)}/store-action`,
        { method: "POST", body: JSON.stringify({ storeToken, ...body }) },
      );
      // A toast, not text in the card: the refreshed list may no longer show this card
      // (a declined request leaves the "requested and confirmed" view).
      toast({ title: reply.message, description: label });
      setWork({ kind: "idle" });
      setOpen("none");
      setChoice(null);
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
        <div className="space-y-2">
          <label htmlFor={reasonId} className="block font-semibold">
            Reason for the customer
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            className="w-full rounded-lg border border-gray-300 bg-white p-3 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
          />
          <button
            type="button"
            className="btn-dark"
            disabled={!reason.trim() || busy}
            onClick={() => void act({ action: "decline", reason })}
          >
            Decline request
          </button>
        </div>
      )}
      {open === "move" && canMove && (
        <div className="space-y-3">
          <SlotPicker
            reference={reference}
            token={storeToken}
            audience="store"
            current={current}
            refreshKey={refresh}
            onPick={setChoice}
          />
          <button
            type="button"
            className="btn-dark"
            disabled={!choice || busy}
            onClick={() => choice && void act({ action: "move", ...choice })}
          >
            Move to this time
          </button>
        </div>
      )}
    </div>
  );
}
