import Link from "next/link";
import type { ReactNode } from "react";
import type { LinkPageState } from "@/lib/appointment-actions/link-page";
import { AppointmentSummary } from "./appointment-summary";
import { ExpiredLinkNotice } from "./expired-link-notice";
import { LinkNotice, TimeChoice, type PostAction } from "./link-page-parts";
import { bookingNoun, CancelSection } from "./cancel-section";
import { CancelledNotice, ChangesClosed } from "./manage-states";
import { ProposalAnswerForm } from "./proposal-answer";
import { VisitActions } from "./visit-actions";

/**
 * The customer's manage page as the server answered a post of its forms (JavaScript off): the
 * appointment as it now stands, and the same choices as with JavaScript: the answer to a time the
 * store proposed, another time, or cancel.
 */
export function ManageWithoutScripts({ state, action }: { state: LinkPageState; action: PostAction }) {
  if (state.expired) return <ExpiredLinkNotice link={state.expired} audience="customer" />;
  if (!state.view)
    return (
      <LinkProblem text={state.problem ?? "We couldn't load this appointment."}>
        <form action={action}>
          <button type="submit" name="intent" value="open" className="btn-outline-dark mt-4">
            Try again
          </button>
        </form>
      </LinkProblem>
    );
  const { appointment: a, changes, history, statusLabel, calendarUrl } = state.view;
  const cancelled = a.status === "cancelled";
  return (
    <div className="space-y-8">
      <AppointmentSummary a={a} history={history} statusLabel={statusLabel} />
      <VisitActions a={a} calendarUrl={calendarUrl} />
      {!(cancelled && state.notice?.tone === "done") && <LinkNotice notice={state.notice} />}
      <ProposalAnswerForm a={a} action={action} />
      {cancelled && (
        <CancelledNotice a={a} message={state.notice?.tone === "done" ? state.notice.text : null} />
      )}
      {!changes.allowed && !cancelled && changes.reason && <ChangesClosed a={a} reason={changes.reason} />}
      {changes.allowed && (
        <>
          <form action={action} aria-labelledby="reschedule-heading" className="space-y-4">
            <h2 id="reschedule-heading" className="text-2xl font-bold">
              Choose another time
            </h2>
            <p className="text-gray-700 dark:text-gray-300">
              Same store and {a.services.length > 1 ? "services" : "service"}
              {a.visit === "drop-off" ? ", dropped off when the store opens" : ""}
              {a.visit === "on-site" ? ", at the same site: choose another arrival window" : ""}. Your current
              time stays yours until the new one is booked.
            </p>
            <TimeChoice
              times={state.times}
              current={a}
              windows={a.visit === "on-site"}
              submitLabel="Move my appointment"
            />
          </form>
          <form action={action}>
            <CancelSection
              a={a}
              confirm={
                <button type="submit" name="intent" value="cancel" className="btn-dark">
                  Yes, cancel my {bookingNoun(a)}
                </button>
              }
            />
          </form>
        </>
      )}
    </div>
  );
}

/** A link that opens nothing (incomplete, wrong, or too many tries), and who to call instead. */
export function LinkProblem({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border-2 border-red-700 p-5">
      <p className="font-semibold text-red-800 dark:text-red-300">{text}</p>
      <p className="mt-2">
        You can also call your store to change or cancel an appointment.{" "}
        <Link href="/locations" className="font-semibold underline">
          Find your store
        </Link>
      </p>
      {children}
    </div>
  );
}
