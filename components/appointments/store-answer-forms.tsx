"use client";

import { useId, useState } from "react";
import { fetchJson } from "@/lib/http/fetch-json";
import { SlotPicker } from "./slot-picker";

type Slot = { date: string; time: string };

/**
 * One store action on an appointment (confirm, decline, propose a time, cancel, complete, no-show), authorised by
 * the store's token: the store's e-mail page answers through it.
 */
export function sendStoreAction<Reply extends { message: string }>(
  reference: string,
  storeToken: string,
  body: Record<string, unknown>,
): Promise<Reply> {
  return fetchJson<Reply>(`/api/appointments/${encodeURIComponent(reference)}/store-action`, {
    method: "POST",
    body: JSON.stringify({ storeToken, ...body }),
  });
}

/** The same actions from the staff board, as the signed-in member (no token: the sign-in is the key). */
export function sendStaffAction<Reply extends { message: string }>(
  reference: string,
  body: Record<string, unknown>,
): Promise<Reply> {
  return fetchJson<Reply>(`/api/admin/appointments/${encodeURIComponent(reference)}`, {
    method: "POST",
    body: JSON.stringify(body),
  });
}

/** Declining needs a reason: it is sent to the customer. */
export function DeclineForm({ busy, onDecline }: { busy: boolean; onDecline: (reason: string) => void }) {
  return <ReasonForm busy={busy} onSubmit={onDecline} submitLabel="Decline request" />;
}

/** Cancelling a confirmed visit needs a reason too: the customer is told why. */
export function CancelVisitForm({ busy, onCancel }: { busy: boolean; onCancel: (reason: string) => void }) {
  return <ReasonForm busy={busy} onSubmit={onCancel} submitLabel="Cancel appointment" />;
}

/** A reason for the customer and the button that sends it; the button waits for a reason. */
function ReasonForm({
  busy,
  onSubmit,
  submitLabel,
}: {
  busy: boolean;
  onSubmit: (reason: string) => void;
  submitLabel: string;
}) {
  const [reason, setReason] = useState("");
  const reasonId = useId();
  return (
    <div className="space-y-3">
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
        onClick={() => onSubmit(reason)}
      >
        {submitLabel}
      </button>
    </div>
  );
}

/** The store's free times for this appointment, and the button that moves it to the one picked. */
export function MoveForm({
  reference,
  storeToken,
  current,
  refreshKey,
  busy,
  submitLabel,
  onMove,
  windows = false,
  earliest,
}: {
  reference: string;
  /** The store's link token; null on the staff board, which reads the times as the signed-in member. */
  storeToken: string | null;
  current: Slot;
  /** Changed after a refused move (the time was taken), so the picker reads the times again. */
  refreshKey: number;
  busy: boolean;
  submitLabel: string;
  onMove: (slot: Slot) => void;
  /** On-site work: moves between arrival windows. */
  windows?: boolean;
  /** The first day the held tires are at the store. */
  earliest?: string | null;
}) {
  const [choice, setChoice] = useState<Slot | null>(null);
  return (
    <div className="space-y-3">
      <SlotPicker
        reference={reference}
        token={storeToken ?? ""}
        audience={storeToken === null ? "staff" : "store"}
        current={current}
        refreshKey={refreshKey}
        onPick={setChoice}
        windows={windows}
        earliest={earliest}
      />
      <button
        type="button"
        className="btn-dark"
        disabled={!choice || busy}
        onClick={() => choice && onMove(choice)}
      >
        {submitLabel}
      </button>
    </div>
  );
}
