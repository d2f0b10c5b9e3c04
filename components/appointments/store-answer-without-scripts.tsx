import { useId } from "react";
import type { LinkPageState } from "@/lib/appointment-actions/link-page";
import { AppointmentSummary } from "./appointment-summary";
import { ExpiredLinkNotice } from "./expired-link-notice";
import { LinkNotice, TimeChoice, type PostAction } from "./link-page-parts";
import { StoreCustomerItems } from "./store-customer-items";

const sectionClass = "space-y-3 border-t border-gray-200 pt-6 dark:border-gray-700";

/**
 * The store's answer page as the server answered a post of its forms (JavaScript off): the
 * request as it now stands and, while it waits for an answer, Confirm, Decline with a reason, or
 * Propose another time. Each is a form of its own, so Enter in one field never sends another.
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
  const { appointment: a, customer, history, statusLabel } = state.view;
  const open = a.status === "requested";
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
      {!open && state.notice?.tone !== "done" && (
        <p className="font-semibold">This request has been answered; there is nothing more to do here.</p>
      )}
      {open && (
        <>
          <form action={action} aria-labelledby={`${id}-confirm`} className="space-y-3">
            <h2 id={`${id}-confirm`} className="text-2xl font-bold">
              Confirm
            </h2>
            <p>The customer gets an e-mail saying the appointment is confirmed.</p>
            <button type="submit" name="intent" value="confirm" className="btn-primary">
              Confirm appointment
            </button>
          </form>
          <form action={action} aria-labelledby={`${id}-decline`} className={sectionClass}>
            <h2 id={`${id}-decline`} className="text-2xl font-bold">
              Decline
            </h2>
            <label htmlFor={`${id}-reason`} className="block font-semibold">
              Reason for the customer
            </label>
            <textarea
              id={`${id}-reason`}
              name="reason"
              defaultValue={state.reason ?? ""}
              maxLength={500}
              rows={3}
              className="w-full rounded-lg border border-gray-300 bg-white p-3 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
            />
            <button type="submit" name="intent" value="decline" className="btn-dark">
              Decline request
            </button>
          </form>
          <form action={action} aria-labelledby={`${id}-move`} className={sectionClass}>
            <h2 id={`${id}-move`} className="text-2xl font-bold">
              Propose another time
            </h2>
            <p>Book the customer for another time; they get an e-mail and can change it again.</p>
            <TimeChoice
              times={state.times}
              current={a}
              windows={a.visit === "on-site"}
              submitLabel={a.visit === "on-site" ? "Propose this window" : "Propose this time"}
            />
          </form>
        </>
      )}
    </div>
  );
}
