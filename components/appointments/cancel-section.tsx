import type { ReactNode } from "react";
import type { PublicAppointment } from "@/lib/appointments/presentation";

/** A request until the store confirms it; an appointment after. */
export const bookingNoun = (a: Pick<PublicAppointment, "status">) =>
  a.status === "confirmed" ? "appointment" : "request";

/**
 * Cancelling asks once more: the first press opens what will happen and the button that does it
 * (a disclosure, so it works the same with and without JavaScript). `confirm` is that button,
 * given by each page: a JSON call with scripts, a form's submit without.
 */
export function CancelSection({
  a,
  confirm,
  problem,
}: {
  a: PublicAppointment;
  confirm: ReactNode;
  problem?: ReactNode;
}) {
  const noun = bookingNoun(a);
  const when = a.arrivalWindow
    ? `${a.dateLabel}, arriving ${a.arrivalWindow}`
    : `${a.dateLabel} at ${a.timeLabel}`;
  return (
    <section
      aria-labelledby="cancel-heading"
      className="space-y-3 border-t border-gray-200 pt-6 dark:border-gray-700"
    >
      <h2 id="cancel-heading" className="text-2xl font-bold">
        Cancel
      </h2>
      <p>Can&apos;t make it at all? Cancel and the time goes to another customer.</p>
      {problem}
      <details className="group">
        {/* The same control opens the question and closes it again ("keep it"), with or without scripts. */}
        <summary className="btn-outline-dark cursor-pointer list-none group-open:mb-4 [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">Cancel this {noun}</span>
          <span className="hidden group-open:inline">Keep my {noun}</span>
        </summary>
        <div
          role="group"
          aria-label={`Cancel this ${noun}?`}
          className="space-y-4 rounded-xl border-2 border-red-700 p-4 sm:p-5 dark:border-red-400"
        >
          <p className="font-semibold">
            Cancel your {noun} at {a.storeName} on {when}?
          </p>
          <p className="text-gray-700 dark:text-gray-300">
            The time goes to another customer, and we&apos;ll e-mail you and the store. To come back,
            you&apos;d book again.
          </p>
          {confirm}
        </div>
      </details>
    </section>
  );
}
