"use client";

import { useSearchParams } from "next/navigation";
import { Suspense, useActionState, useState } from "react";
import useSWR from "swr";
import { expiredLinkOf } from "@/lib/appointments/link-expiry";
import { answerStoreForm } from "@/lib/appointment-actions/link-page-actions";
import type { StoreCustomerView } from "@/lib/appointments/link-view";
import { fetchJson, HttpError } from "@/lib/http/fetch-json";
import { AppointmentSummary, type AppointmentView } from "./appointment-summary";
import { ExpiredLinkNotice } from "./expired-link-notice";
import { OpenWithoutScripts } from "./link-page-parts";
import { StoreAnswerWithoutScripts } from "./store-answer-without-scripts";
import { PendingProposal } from "./proposal-notice";
import {
  CANCEL_TEXT,
  closedText,
  confirmText,
  proposeText,
  storePanels,
  VisitMarks,
  type StorePanel,
} from "./store-panels";
import { CancelVisitForm, DeclineForm, MoveForm, sendStoreAction } from "./store-answer-forms";
import { StoreCustomerItems } from "./store-customer-items";

type Reply = {
  success: boolean;
  changed?: boolean;
  message: string;
  appointment: AppointmentView;
  customer?: StoreCustomerView;
  history?: string[];
  started?: boolean;
  statusLabel?: string;
};

type Panel = StorePanel;
const PANEL_LABELS: Record<Panel, string> = {
  confirm: "Confirm",
  decline: "Decline",
  move: "Propose another time",
  cancel: "Cancel this appointment",
};

/**
 * The store's page behind the links in its e-mail: a request, with Confirm, Decline (with a
 * reason for the customer) or Propose another time; a confirmed visit, with Propose another time,
 * Cancel (with a reason) and, once its time came, Completed or No-show. Opening it changes
 * nothing; each action is a POST, so mail scanners that follow links cannot act. Prerendered, it
 * loads the appointment in the browser; without JavaScript its forms post to a server action,
 * which answers with the page.
 */
export function StoreRequestActions() {
  const [answer, action] = useActionState(answerStoreForm, null);
  if (answer) return <StoreAnswerWithoutScripts state={answer} action={action} />;
  return (
    <>
      <OpenWithoutScripts action={action} what="the request" button="Show the request" />
      <Suspense fallback={<p role="status">Loading the request…</p>}>
        <LiveStoreRequestActions />
      </Suspense>
    </>
  );
}

/** The page with JavaScript: the request read from the JSON API, answers sent to it. */
function LiveStoreRequestActions() {
  const search = useSearchParams();
  const reference = search.get("ref") ?? "";
  const token = search.get("token") ?? "";
  const wanted = search.get("action");
  const [chosen, setPanel] = useState<Panel | null>(
    wanted && wanted in PANEL_LABELS ? (wanted as Panel) : null,
  );
  const [work, setWork] = useState<{ kind: "idle" | "working" | "done" | "failed"; message?: string }>({
    kind: "idle",
  });
  const [refresh, setRefresh] = useState(0);
  const path =
    reference && token
      ? `/api/appointments/${encodeURIComponent(reference)}?${new URLSearchParams({ token, as: "store" })}`
      : null;
  const { data, error, isLoading, mutate } = useSWR<Reply>(path, (p: string) => fetchJson<Reply>(p), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  if (!path) return <p role="alert">This link is incomplete. Please use the full link from the e-mail.</p>;
  if (isLoading) return <p role="status">Loading the request…</p>;
  const expired = error instanceof HttpError ? expiredLinkOf(error.body) : null;
  if (expired) return <ExpiredLinkNotice link={expired} audience="store" />;
  if (error || !data)
    return <p role="alert">{error instanceof Error ? error.message : "This request could not be loaded."}</p>;

  const a = data.appointment;
  const c = data.customer;

  async function act(body: Record<string, unknown>) {
    setWork({ kind: "working" });
    try {
      const reply = await sendStoreAction<Reply>(reference, token, body);
      setWork({ kind: "done", message: reply.message });
      await mutate();
    } catch (e) {
      if (e instanceof HttpError && e.status === 409) setRefresh((n) => n + 1);
      setWork({ kind: "failed", message: e instanceof Error ? e.message : "Something went wrong." });
    }
  }

  const panels = storePanels(a.status);
  const panel = chosen && panels.includes(chosen) ? chosen : panels[0];
  const busy = work.kind === "working";
  return (
    <div className="space-y-8">
      <AppointmentSummary
        a={a}
        forStore
        extra={c && <StoreCustomerItems c={c} />}
        history={data.history}
        statusLabel={data.statusLabel}
      />
      {work.kind === "done" && (
        <p
          role="status"
          className="rounded-xl border-2 border-green-700 bg-green-50 p-4 font-semibold text-green-900 dark:bg-green-950/40 dark:text-green-100"
        >
          {work.message}
        </p>
      )}
      {work.kind === "failed" && (
        <p
          role="alert"
          className="rounded-xl border-2 border-red-700 p-4 font-semibold text-red-800 dark:text-red-300"
        >
          {work.message}
        </p>
      )}
      <PendingProposal a={a} />
      {!panel && work.kind !== "done" && <p className="font-semibold">{closedText(a.status)}</p>}
      {a.status === "confirmed" && data.started && (
        <VisitMarks busy={busy} onMark={(action) => void act({ action })} />
      )}
      {panel && (
        <div className="space-y-6">
          <div role="radiogroup" aria-label="What to do" className="flex flex-wrap gap-2">
            {panels.map((p) => (
              <button
                key={p}
                type="button"
                role="radio"
                aria-checked={panel === p}
                onClick={() => setPanel(p)}
                className={panel === p ? "btn-dark" : "btn-outline-dark"}
              >
                {PANEL_LABELS[p]}
              </button>
            ))}
          </div>
          {panel === "confirm" && (
            <div className="space-y-3">
              <p>{confirmText(a)}</p>
              <button
                type="button"
                className="btn-primary"
                disabled={busy}
                onClick={() => void act({ action: "confirm" })}
              >
                Confirm appointment
              </button>
            </div>
          )}
          {panel === "decline" && (
            <DeclineForm busy={busy} onDecline={(reason) => void act({ action: "decline", reason })} />
          )}
          {panel === "cancel" && (
            <div className="space-y-4">
              <p>{CANCEL_TEXT}</p>
              <CancelVisitForm busy={busy} onCancel={(reason) => void act({ action: "cancel", reason })} />
            </div>
          )}
          {panel === "move" && (
            <div className="space-y-4">
              <p>{proposeText(a)}</p>
              <MoveForm
                reference={reference}
                storeToken={token}
                current={{ date: a.date, time: a.time }}
                refreshKey={refresh}
                busy={busy}
                submitLabel={a.visit === "on-site" ? "Propose this window" : "Propose this time"}
                onMove={(slot) => void act({ action: "move", ...slot })}
                windows={a.visit === "on-site"}
                earliest={a.tiresReadyBy}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
