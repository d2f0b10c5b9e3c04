import type { PublicAppointment } from "@/lib/appointments/presentation";

/**
 * A new time the store proposed and the customer has not answered yet, as the store and staff
 * read it. Renders nothing when no proposal waits.
 */
export function PendingProposal({ a }: { a: Pick<PublicAppointment, "proposal"> }) {
  if (!a.proposal) return null;
  return (
    <p className="rounded-xl border-2 border-brand-600 bg-brand-50 p-4 font-semibold text-ink-900 dark:bg-gray-800 dark:text-gray-100">
      Proposed to the customer: {a.proposal.label} — waiting for their answer.
    </p>
  );
}
