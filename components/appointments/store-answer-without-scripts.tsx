import { useId } from "react";
import type { LinkPageState } from "@/lib/appointment-actions/link-page";
import { AppointmentSummary } from "./appointment-summary";
import { ExpiredLinkNotice } from "./expired-link-notice";
import { LinkNotice, TimeChoice, type PostAction } from "./link-page-parts";
import { PendingProposal } from "./proposal-notice";
import { StoreCustomerItems } from "./store-customer-items";
import { CANCEL_TEXT, closedText, confirmText, proposeText, storePanels } from "./store-panels";

const sectionClass = "space-y-3 border-t border-gray-200 pt-6 dark:border-gray-700";

/**
 * The store's answer page as the server answered a post of its forms (JavaScript off): the
 * appointment as it now stands and what the store can do with it: a request, Confirm, Decline
 * with a reason, or Propose another time; a confirmed visit, Propose another time, Cancel with a
 * reason, and once its time came, Completed or No-show. Each is a form of its own, so Enter in
 * one field never sends another.
 */
export function StoreAnswerWithoutScripts({ state, action }: { state: LinkPageState; action: PostAction }) {
  const id = useId();
  if (state.expired) return <ExpiredLinkNotice link={state.expired} audience="store" />;
  if (!state.view)
    return (
      <div role="alert" className="space-y-4">
        <p>{state.problem ?? "This request could not be loaded."}</p>
        <form action={action}>
          <button type="submit" name="intent" value="open" className="btn-outline-dark">
            Try again
          </button>
        </form>
      </div>
    );
  const { appointment: a, customer, history, started, statusLabel } = state.view;
  const panels = storePanels(a.status);
  return (
    <div className="space-y-8">
      <AppointmentSummary
        a={a}
        forStore
        extra={customer && <StoreCustomerItems c={customer} />}
        history={history}
        statusLabel={statusLabel}
      />
      <LinkNotice notice={state.notice} />
      <PendingProposal a={a} />
      {panels.length === 0 && state.notice?.tone !== "done" && (
        <p className="font-semibold">{closedText(a.status)}</p>
      )}
      {a.status === "confirmed" && started && (
        <form action={action} aria-labelledby={`${id}-mark`} className="space-y-3">
          <h2 id={`${id}-mark`} className="text-2xl font-bold">
            Mark the visit
          </h2>
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="intent" value="complete" className="btn-dark">
              Completed
            </button>
            <button type="submit" name="intent" value="no_show" className="btn-outline-dark">
              No-show
            </button>
          </div>
        </form>
      )}
      {panels.includes("confirm") && (
        <form action={action} aria-labelledby={`${id}-confirm`} className="space-y-3">
          <h2 id={`${id}-confirm`} className="text-2xl font-bold">
            Confirm
          </h2>
          <p>{confirmText(a)}</p>
          <button type="submit" name="intent" value="confirm" className="btn-primary">
            Confirm appointment
          </button>
        </form>
      )}
      {panels.includes("decline") && (
        <ReasonSection
          id={`${id}-decline`}
          heading="Decline"
          intent="decline"
          submitLabel="Decline request"
          reason={state.reason}
          action={action}
        />
      )}
      {panels.includes("move") && (
        <form action={action} aria-labelledby={`${id}-move`} className={sectionClass}>
          <h2 id={`${id}-move`} className="text-2xl font-bold">
            Propose another time
          </h2>
          <p>{proposeText(a)}</p>
          <TimeChoice
            times={state.times}
            current={a}
            windows={a.visit === "on-site"}
            submitLabel={a.visit === "on-site" ? "Propose this window" : "Propose this time"}
          />
        </form>
      )}
      {panels.includes("cancel") && (
        <ReasonSection
          id={`${id}-cancel`}
          heading="Cancel this appointment"
          intent="cancel"
          text={CANCEL_TEXT}
          submitLabel="Cancel appointment"
          reason={state.reason}
          action={action}
        />
      )}
    </div>
  );
}

/** A reason for the customer, sent with one action (decline a request, cancel a visit). */
function ReasonSection({
  id,
  heading,
  intent,
  text,
  submitLabel,
  reason,
  action,
}: {
  id: string;
  heading: string;
  intent: "decline" | "cancel";
  text?: string;
  submitLabel: string;
  /** What the store typed, kept when the action was refused. */
  reason?: string;
  action: PostAction;
}) {
  return (
    <form action={action} aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className="text-2xl font-bold">
        {heading}
      </h2>
      {text && <p>{text}</p>}
      <label htmlFor={`${id}-reason`} className="block font-semibold">
        Reason for the customer
      </label>
      <textarea
        id={`${id}-reason`}
        name="reason"
        defaultValue={reason ?? ""}
        maxLength={500}
        rows={3}
        className="w-full rounded-lg border border-gray-300 bg-white p-3 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
      />
      <button type="submit" name="intent" value={intent} className="btn-dark">
        {submitLabel}
      </button>
    </form>
  );
}
