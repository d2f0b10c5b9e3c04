"use client";

import { useSearchParams } from "next/navigation";
import { Suspense, useActionState, useRef, useState } from "react";
import useSWR from "swr";
import { expiredLinkOf } from "@/lib/appointments/link-expiry";
import { answerManageForm } from "@/lib/appointment-actions/link-page-actions";
import { fetchJson, HttpError } from "@/lib/http/fetch-json";
import { AppointmentSummary, type AppointmentView } from "./appointment-summary";
import { ExpiredLinkNotice } from "./expired-link-notice";
import { OpenWithoutScripts } from "./link-page-parts";
import { bookingNoun, CancelSection } from "./cancel-section";
import { CancelledNotice, ChangesClosed } from "./manage-states";
import { LinkProblem, ManageWithoutScripts } from "./manage-without-scripts";
import { ProposalAnswer } from "./proposal-answer";
import { SlotPicker } from "./slot-picker";
import { VisitActions } from "./visit-actions";

type Reply = {
  success: boolean;
  appointment: AppointmentView;
  changes?: { allowed: boolean; reason: string | null };
  history?: string[];
  statusLabel?: string;
  calendarUrl?: string;
  message?: string;
};

type Work = { kind: "idle" | "working" | "failed" | "done"; message?: string };

/**
 * The customer's page for one appointment (from the link in every e-mail): see it, move it, or
 * cancel it. The page is prerendered and loads the appointment in the browser; without JavaScript
 * its forms post to a server action instead, and the server answers with the page as it now
 * stands (kept here, outside the part that waits for the address, so the answer finds its form).
 */
export function ManageAppointment() {
  const [answer, action] = useActionState(answerManageForm, null);
  if (answer) return <ManageWithoutScripts state={answer} action={action} />;
  return (
    <>
      <OpenWithoutScripts action={action} what="your appointment" button="Show my appointment" />
      <Suspense fallback={<p role="status">Loading your appointment…</p>}>
        <LiveManageAppointment />
      </Suspense>
    </>
  );
}

/** The page with JavaScript: the appointment read from the JSON API, changes sent to it. */
function LiveManageAppointment() {
  const search = useSearchParams();
  const reference = search.get("ref") ?? "";
  const token = search.get("token") ?? "";
  const path =
    reference && token
      ? `/api/appointments/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`
      : null;
  const { data, error, isLoading, mutate } = useSWR<Reply>(path, (p: string) => fetchJson<Reply>(p), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const [choice, setChoice] = useState<{ date: string; time: string } | null>(null);
  const [move, setMove] = useState<Work>({ kind: "idle" });
  const [cancelWork, setCancelWork] = useState<Work>({ kind: "idle" });
  const [refresh, setRefresh] = useState(0);
  const noticeRef = useRef<HTMLDivElement>(null);
  // After the page changed under the customer's finger, the message saying so is what they see.
  const showNotice = () =>
    requestAnimationFrame(() => {
      noticeRef.current?.scrollIntoView({ block: "start" });
      noticeRef.current?.focus({ preventScroll: true });
    });

  if (!path)
    return (
      <LinkProblem text="This link is incomplete. Please use the full link from your confirmation e-mail." />
    );
  if (isLoading) return <p role="status">Loading your appointment…</p>;
  const expired = error instanceof HttpError ? expiredLinkOf(error.body) : null;
  if (expired) return <ExpiredLinkNotice link={expired} audience="customer" />;
  if (error || !data)
    return (
      <LinkProblem text={error instanceof Error ? error.message : "We couldn't load this appointment."} />
    );

  const a = data.appointment;
  const changes = data.changes ?? { allowed: false, reason: null };
  const base = `/api/appointments/${encodeURIComponent(reference)}`;

  async function reschedule() {
    if (!choice) return;
    setMove({ kind: "working" });
    try {
      const reply = await fetchJson<Reply>(`${base}/reschedule`, {
        method: "POST",
        body: JSON.stringify({ token, ...choice }),
      });
      setMove({ kind: "done", message: reply.message });
      setChoice(null);
      await mutate();
      showNotice();
    } catch (e) {
      if (e instanceof HttpError && e.status === 409) setRefresh((n) => n + 1);
      setMove({
        kind: "failed",
        message: e instanceof Error ? e.message : "Something went wrong. Please call the store.",
      });
    }
  }

  async function cancel() {
    setCancelWork({ kind: "working" });
    try {
      const reply = await fetchJson<Reply>(`${base}/cancel`, {
        method: "POST",
        body: JSON.stringify({ token }),
      });
      setCancelWork({ kind: "done", message: reply.message });
      setMove({ kind: "idle" });
      await mutate();
      showNotice();
    } catch (e) {
      setCancelWork({
        kind: "failed",
        message: e instanceof Error ? e.message : "Something went wrong. Please call the store.",
      });
    }
  }

  return (
    <div className="space-y-8">
      <AppointmentSummary a={a} history={data.history} statusLabel={data.statusLabel} />
      <ProposalAnswer a={a} reference={reference} token={token} onAnswered={mutate} />
      <VisitActions a={a} calendarUrl={data.calendarUrl} />
      {/* One current message: a cancel replaces the move's, and it is brought into view. */}
      <div ref={noticeRef} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
        {a.status === "cancelled" ? (
          <CancelledNotice a={a} message={cancelWork.message} />
        ) : (
          move.kind === "done" && (
            <p
              role="status"
              className="rounded-xl border-2 border-green-700 bg-green-50 p-4 font-semibold text-green-900 dark:bg-green-950/40 dark:text-green-100"
            >
              {move.message} We&apos;ve e-mailed you the new time.
            </p>
          )
        )}
      </div>
      {!changes.allowed && a.status !== "cancelled" && changes.reason && (
        <ChangesClosed a={a} reason={changes.reason} />
      )}
      {changes.allowed && (
        <>
          <section aria-labelledby="reschedule-heading" className="space-y-4">
            <h2 id="reschedule-heading" className="text-2xl font-bold">
              Choose another time
            </h2>
            <p className="text-gray-700 dark:text-gray-300">
              Same store and {a.services.length > 1 ? "services" : "service"}
              {a.visit === "drop-off" ? ", dropped off when the store opens" : ""}
              {a.visit === "on-site" ? ", at the same site: choose another arrival window" : ""}. Your current
              time stays yours until the new one is booked.
            </p>
            <SlotPicker
              reference={reference}
              token={token}
              audience="customer"
              current={{ date: a.date, time: a.time }}
              refreshKey={refresh}
              onPick={setChoice}
              windows={a.visit === "on-site"}
              earliest={a.tiresReadyBy}
            />
            {move.kind === "failed" && (
              <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
                {move.message}
              </p>
            )}
            <button
              type="button"
              className="btn-dark disabled:cursor-not-allowed disabled:opacity-50"
              disabled={!choice || move.kind === "working"}
              onClick={() => void reschedule()}
            >
              {move.kind === "working" ? "Moving…" : "Move my appointment"}
            </button>
          </section>
          <CancelSection
            a={a}
            problem={
              cancelWork.kind === "failed" && (
                <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
                  {cancelWork.message}
                </p>
              )
            }
            confirm={
              <button
                type="button"
                onClick={() => void cancel()}
                disabled={cancelWork.kind === "working"}
                className="btn-dark disabled:cursor-not-allowed disabled:opacity-50"
              >
                {cancelWork.kind === "working" ? "Cancelling..." : `Yes, cancel my ${bookingNoun(a)}`}
              </button>
            }
          />
        </>
      )}
    </div>
  );
}
