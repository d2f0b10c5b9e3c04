import { Fragment } from "react";
import { siteLines } from "@/lib/scheduling/on-site";
import { STATUS_LABELS } from "@/components/appointments/appointment-summary";
import type { AdminRow } from "@/lib/appointments/admin-list";
import { customerHref } from "@/lib/staff/customer-search";

const formatPhone = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{4})$/, "($1) $2-$3");

/** Names one appointment for buttons and toasts: "Ada Hatfield at 9:00 AM". */
export const appointmentLabel = (row: AdminRow) =>
  `${row.appointment.customerName} at ${row.appointment.timeLabel}`;

/**
 * The visit at a glance: from when to when (a drop-off: until it is ready), every service, where
 * it is done and its state. The list's cards and the day view's details open with it.
 */
export function AppointmentVisit({ row }: { row: AdminRow }) {
  const a = row.appointment;
  const status = STATUS_LABELS[a.status];
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-bold">
          {a.timeLabel}–{a.endTimeLabel} <span className="font-normal">· {a.services.join(" + ")}</span>
          {a.visit === "on-site" && <span className="font-normal"> · on site, arrival window</span>}
        </p>
        <span className={`rounded-full px-3 py-1 text-sm font-bold ${status.tone}`}>{status.short}</span>
      </div>
      <p className="text-sm font-semibold text-gray-700 dark:text-gray-300">{row.units}</p>
    </div>
  );
}

// What a phone leaves off the card (one line each is what fits a morning's glance): the e-mail,
// the texts number and the reference. The customer's page has them all, one tap away.
const WIDE_ONLY = "max-sm:hidden";

/**
 * How to reach the customer, and the rest of what they told us, one line each. The name opens the
 * customer's page: their other visits, quotes and messages.
 */
export function AppointmentFacts({ row }: { row: AdminRow }) {
  const a = row.appointment;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-gray-600 dark:text-gray-400">Customer</dt>
      <dd className="font-semibold">
        <a className="underline decoration-1 underline-offset-2" href={customerHref(row.customer.phone)}>
          {a.customerName}
        </a>
      </dd>
      <dt className="text-gray-600 dark:text-gray-400">Phone</dt>
      <dd>
        <a className="font-semibold underline" href={`tel:${row.customer.phone}`}>
          {formatPhone(row.customer.phone)}
        </a>
      </dd>
      <dt className={`text-gray-600 dark:text-gray-400 ${WIDE_ONLY}`}>E-mail</dt>
      <dd className={`break-all ${WIDE_ONLY}`}>
        <a className="underline" href={`mailto:${row.customer.email}`}>
          {row.customer.email}
        </a>
      </dd>
      {row.customer.textsTo && (
        <>
          <dt className={`text-gray-600 dark:text-gray-400 ${WIDE_ONLY}`}>Texts</dt>
          <dd className={WIDE_ONLY}>
            Yes, to <span className="font-semibold">{row.customer.textsTo}</span>
          </dd>
        </>
      )}
      {row.customer.vehicle && (
        <>
          <dt className="text-gray-600 dark:text-gray-400">Vehicle</dt>
          <dd>{row.customer.vehicle}</dd>
        </>
      )}
      {a.site &&
        siteLines(a.site).map(([label, value]) => (
          <Fragment key={label}>
            <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
            <dd className="break-words">
              {value}
              {label === "Site" && (
                <>
                  {" "}
                  <a
                    className="font-semibold underline"
                    href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(value)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Directions<span className="sr-only"> to the site (opens Google Maps)</span>
                  </a>
                </>
              )}
            </dd>
          </Fragment>
        ))}
      {a.tires && (
        <>
          <dt className="text-gray-600 dark:text-gray-400">Tires</dt>
          <dd>{a.tires}</dd>
        </>
      )}
      {row.tiresHeld && (
        <>
          <dt className="text-gray-600 dark:text-gray-400">Tires held</dt>
          <dd>{row.tiresHeld}</dd>
        </>
      )}
      {row.customer.comments && (
        <>
          <dt className="text-gray-600 dark:text-gray-400">Notes</dt>
          <dd className="break-words">{row.customer.comments}</dd>
        </>
      )}
      {a.proposal && (
        <>
          <dt className="text-gray-600 dark:text-gray-400">Proposed</dt>
          <dd className="font-semibold">
            Proposed to the customer: {a.proposal.label} — waiting for their answer.
          </dd>
        </>
      )}
      {row.declineReason && (
        <>
          <dt className="text-gray-600 dark:text-gray-400">Reason given</dt>
          <dd className="break-words">{row.declineReason}</dd>
        </>
      )}
      <dt className={`text-gray-600 dark:text-gray-400 ${WIDE_ONLY}`}>Reference</dt>
      <dd className={`font-mono ${WIDE_ONLY}`}>{a.reference}</dd>
    </dl>
  );
}
