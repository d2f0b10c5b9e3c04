"use client";

import { STAFF_FIELD } from "@/components/admin/staff-field";
import { useRouter } from "next/navigation";
import { useActionState, useRef, useState, type FormEvent } from "react";
import { fetchJson, HttpError } from "@/lib/http/fetch-json";
import { saveQuoteForm } from "@/lib/quote-forms/quote-desk-actions";
import type { QuoteFormAnswer } from "@/lib/quote-forms/quote-desk-form";
import { QUOTE_MESSAGE_MAX, QUOTE_NOTE_MAX, QUOTE_STATES, type QuoteState } from "@/lib/quotes/quote-states";

const field = `${STAFF_FIELD} font-normal`;

interface Props {
  reference: string;
  /** The request as stored when the page was read: the form starts from it, and guards with its state. */
  state: QuoteState;
  assignee: string;
  note: string;
  /** Changes whenever the stored request does, so the fields start again from it. */
  version: string;
  /** The one signed in: "Assign to me" picks this name. */
  myName: string;
  /** Who the request can be assigned to: the sales desk on the staff list. */
  salesDesk: readonly string[];
  /** The total it was quoted at, in cents (null: none yet). */
  quotedTotal: number | null;
  customerEmail: string;
}

/** Cents as the field shows them: "1249.90". */
const dollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

/**
 * The desk's form for one request: state, assignee and note, and with the state Quoted a message
 * e-mailed to the customer. With JavaScript it sends only what was changed to
 * PATCH /api/admin/quotes/{reference} and reads the page again; without it, the same form posts to
 * a server action with the same checks. Both carry the state, assignee and note the page showed,
 * so a save made on an old page is refused rather than overwriting a colleague's.
 */
export function QuoteChangeForm({
  reference,
  state,
  assignee,
  note,
  version,
  myName,
  salesDesk,
  quotedTotal,
  customerEmail,
}: Props) {
  const router = useRouter();
  const [posted, postForm, posting] = useActionState(saveQuoteForm, null);
  const [sent, setSent] = useState<QuoteFormAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const assigneeField = useRef<HTMLSelectElement>(null);
  // Everyone it can go to, and whoever has it now (assigned before the desk was listed) kept.
  const people = [...new Set([...salesDesk, myName, ...(assignee ? [assignee] : [])])].sort();
  const answer = sent ?? posted;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const body: Record<string, string> = { expectedState: state };
    if (text("state") !== state) body.state = text("state");
    if (text("assignee").trim() !== assignee) {
      body.assignee = text("assignee");
      body.expectedAssignee = assignee;
    }
    if (text("note").trim() !== note) {
      body.note = text("note");
      body.expectedNote = note;
    }
    if (text("message").trim()) body.message = text("message");
    if (text("quotedTotal").trim() && text("quotedTotal").trim() !== dollars(quotedTotal))
      body.quotedTotal = text("quotedTotal");
    setBusy(true);
    try {
      const reply = await fetchJson<{ message: string }>(
        `/api/admin/quotes/${encodeURIComponent(reference)}`,
        {
          method: "PATCH",
          body: JSON.stringify(body),
        },
      );
      setSent({ tone: "done", text: reply.message });
      router.refresh();
    } catch (error) {
      setSent({ tone: "failed", text: error instanceof Error ? error.message : "Something went wrong." });
      // Someone else saved it meanwhile: show the request as it is now.
      if (error instanceof HttpError && error.status === 409) router.refresh();
    } finally {
      setBusy(false);
    }
  }

  const disabled = busy || posting;
  return (
    <div className="space-y-4">
      <p aria-live="polite" className="empty:hidden">
        {answer && (
          <span
            className={`font-semibold ${answer.tone === "done" ? "text-green-800 dark:text-green-300" : "text-red-800 dark:text-red-300"}`}
          >
            {answer.text}
          </span>
        )}
      </p>
      <form key={version} action={postForm} onSubmit={(event) => void send(event)} className="space-y-4">
        <input type="hidden" name="reference" value={reference} />
        <input type="hidden" name="expectedState" value={state} />
        <input type="hidden" name="expectedAssignee" value={assignee} />
        <input type="hidden" name="expectedNote" value={note} />
        <label className="block font-semibold">
          State
          <select name="state" defaultValue={state} className={field}>
            {QUOTE_STATES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <div>
          <label className="block font-semibold">
            Assignee
            <select ref={assigneeField} name="assignee" defaultValue={assignee} className={field}>
              <option value="">Nobody yet</option>
              {people.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            name="assignToMe"
            value="1"
            className="btn-outline-dark mt-2"
            disabled={disabled}
            onClick={(event) => {
              // With JavaScript it only fills the field; without, it saves the form with you as assignee.
              event.preventDefault();
              if (assigneeField.current) assigneeField.current.value = myName;
              assigneeField.current?.focus();
            }}
          >
            Assign to me
          </button>
        </div>
        <label className="block font-semibold">
          Note for the desk
          <textarea name="note" defaultValue={note} rows={3} maxLength={QUOTE_NOTE_MAX} className={field} />
        </label>
        <input type="hidden" name="shownTotal" value={dollars(quotedTotal)} />
        <label className="block font-semibold">
          Quoted total (USD)
          <span className="block text-sm font-normal text-gray-700 dark:text-gray-300">
            Kept on the record with the state Quoted: the total you quote, delivered and installed as agreed.
          </span>
          <input
            name="quotedTotal"
            inputMode="decimal"
            defaultValue={dollars(quotedTotal)}
            placeholder="1249.90"
            autoComplete="off"
            className={`${field} max-w-48`}
          />
        </label>
        {state !== "quoted" && (
          <label className="block font-semibold">
            Message to the customer
            <span className="block text-sm font-normal text-gray-700 dark:text-gray-300">
              Optional. E-mailed to {customerEmail} when you save the state Quoted.
            </span>
            <textarea name="message" rows={5} maxLength={QUOTE_MESSAGE_MAX} className={field} />
          </label>
        )}
        <button type="submit" className="btn-primary" disabled={disabled}>
          Save
        </button>
      </form>
    </div>
  );
}
