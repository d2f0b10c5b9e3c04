"use client";

import { useSearchParams } from "next/navigation";
import { useId, useRef, useState } from "react";
import type { PublicAppointment } from "@/lib/appointments/presentation";
import { fetchJson, HttpError } from "@/lib/http/fetch-json";
import type { PostAction } from "./link-page-parts";

type Answer = "accept" | "keep";
type Work = { kind: "idle" | "working" } | { kind: "done" | "failed"; message: string };

const currentTime = (a: PublicAppointment) =>
  a.arrivalWindow ? `${a.dateLabel}, arriving ${a.arrivalWindow}` : `${a.dateLabel} at ${a.timeLabel}`;

/** What the store proposes, and what stands until the customer answers. */
function ProposalText({ a, headingId }: { a: PublicAppointment; headingId: string }) {
  const noun = a.status === "confirmed" ? "appointment" : "request";
  return (
    <>
      <h2 id={headingId} className="text-2xl font-bold">
        The store proposes a new time
      </h2>
      <p className="text-lg">
        The {a.storeName} store proposes <strong>{a.proposal?.label}</strong> instead of {currentTime(a)}.
      </p>
      <p className="text-gray-700 dark:text-gray-300">
        Until you answer, your {noun} stays on {currentTime(a)}.
        {a.status === "confirmed"
          ? " Accept and it moves to the new time, still confirmed."
          : " Accept and it moves to the new time, confirmed by the store."}
      </p>
    </>
  );
}

const boxClass = "space-y-3 rounded-xl border-2 border-brand-600 p-4 sm:p-5";
const buttonRow = "flex flex-col gap-2 sm:flex-row";

/**
 * The customer's answer to a time the store proposed, on the manage page with JavaScript: accept
 * it (the appointment moves there, confirmed) or keep the original time. The answer's message
 * stays in view after the proposal is gone. A link from the e-mail (`answer=accept|keep`) puts
 * the focus on that button; only pressing it answers.
 */
export function ProposalAnswer({
  a,
  reference,
  token,
  onAnswered,
}: {
  a: PublicAppointment;
  reference: string;
  token: string;
  /** Reads the appointment again once answered (or refused: the proposal may have ended). */
  onAnswered: () => Promise<unknown>;
}) {
  const headingId = useId();
  const suggested = useSearchParams().get("answer");
  const [work, setWork] = useState<Work>({ kind: "idle" });
  // The buttons go once answered: the focus moves to the answer's message instead of being lost.
  const messageRef = useRef<HTMLDivElement>(null);
  const showMessage = () => requestAnimationFrame(() => messageRef.current?.focus());

  async function send(answer: Answer) {
    setWork({ kind: "working" });
    try {
      const reply = await fetchJson<{ message: string }>(
        `/api/appointments/${encodeURIComponent(reference)}/proposal`,
        { method: "POST", body: JSON.stringify({ token, answer }) },
      );
      setWork({ kind: "done", message: reply.message });
    } catch (e) {
      setWork({
        kind: "failed",
        message: e instanceof Error ? e.message : "Something went wrong. Please call the store.",
      });
      if (!(e instanceof HttpError && e.status === 409)) return;
    }
    await onAnswered();
    showMessage();
  }

  const open = a.proposal !== null && (a.status === "requested" || a.status === "confirmed");
  const busy = work.kind === "working";
  return (
    <>
      <div ref={messageRef} tabIndex={-1} className="scroll-mt-24 empty:hidden focus:outline-none">
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
      </div>
      {open && (
        <section aria-labelledby={headingId} className={boxClass}>
          <ProposalText a={a} headingId={headingId} />
          <div className={buttonRow}>
            <button
              type="button"
              className="btn-primary disabled:cursor-not-allowed disabled:opacity-50"
              disabled={busy}
              autoFocus={suggested === "accept"}
              onClick={() => void send("accept")}
            >
              {busy ? "Sending…" : "Accept the new time"}
            </button>
            <button
              type="button"
              className="btn-outline-dark disabled:cursor-not-allowed disabled:opacity-50"
              disabled={busy}
              autoFocus={suggested === "keep"}
              onClick={() => void send("keep")}
            >
              Keep my original time
            </button>
          </div>
        </section>
      )}
    </>
  );
}

/** The same answer without JavaScript: one form, each button posts its answer to the page's server action. */
export function ProposalAnswerForm({ a, action }: { a: PublicAppointment; action: PostAction }) {
  const headingId = useId();
  if (!a.proposal || (a.status !== "requested" && a.status !== "confirmed")) return null;
  return (
    <form action={action} aria-labelledby={headingId} className={boxClass}>
      <ProposalText a={a} headingId={headingId} />
      <div className={buttonRow}>
        <button type="submit" name="intent" value="accept" className="btn-primary">
          Accept the new time
        </button>
        <button type="submit" name="intent" value="keep" className="btn-outline-dark">
          Keep my original time
        </button>
      </div>
    </form>
  );
}
