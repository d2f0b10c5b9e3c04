import Link from "next/link";
import { CalendarIcon, CheckIcon } from "@/components/ui/icons";
import { telHref } from "@/data/brand-core";
import { phoneInWords } from "@/lib/core/phone";
import { formatDuration } from "@/components/schedule/wizard-visit";
import type { Confirmation } from "./types";

/** The last step's heading: a booking made on the spot is final, a request is not. */
export const confirmationHeading = (c: Pick<Confirmation, "status">) =>
  c.status === "confirmed" ? "Appointment Booked" : "Appointment Requested";

/**
 * Step 5: the booking is in. A request says plainly that the store still has to confirm it; a
 * booking made on the spot says it is final, and how to change it.
 */
export function ConfirmationStep({
  confirmation,
  onStartOver,
}: {
  confirmation: Confirmation;
  onStartOver: () => void;
}) {
  const c = confirmation;
  const booked = c.status === "confirmed";
  // A request names the time it asked for; a booking, the time it has.
  const when = booked ? "Date" : "Requested date";
  return (
    <div className="space-y-6">
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border-2 border-green-700 bg-green-50 p-5 text-green-900 dark:bg-green-950/40 dark:text-green-100"
      >
        <CheckIcon size={28} className="shrink-0" />
        <p className="text-lg font-semibold">{c.message}</p>
      </div>
      <dl className="card grid gap-4 p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-600 dark:text-gray-400">Reference</dt>
          <dd
            className="font-mono text-xl font-black text-ink-900 dark:text-white"
            data-testid="booking-reference"
          >
            {c.reference}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600 dark:text-gray-400">Store</dt>
          <dd className="font-semibold">
            {c.storeName}
            <span className="block text-sm font-normal text-gray-700 dark:text-gray-300">
              {c.storeAddress}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600 dark:text-gray-400">
            {c.services.length > 1 ? "Services" : "Service"}
          </dt>
          <dd className="font-semibold" data-testid="booking-services">
            {c.services.join(" + ")}{" "}
            <span className="font-normal text-gray-700 dark:text-gray-300">
              {c.visit === "on-site" ? "(at your site)" : `(about ${formatDuration(c.durationMinutes)})`}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600 dark:text-gray-400">
            {c.visit === "drop-off"
              ? when
              : c.visit === "on-site"
                ? `${when} and arrival window`
                : `${when} and time`}
          </dt>
          <dd className="font-semibold">
            {c.visit === "drop-off"
              ? c.dateLabel
              : c.arrivalWindow
                ? `${c.dateLabel}, ${c.arrivalWindow}`
                : `${c.dateLabel} at ${c.timeLabel}`}
            <span className="block font-normal text-gray-700 dark:text-gray-300" data-testid="booking-visit">
              {c.visitLabel}.
            </span>
          </dd>
        </div>
        {c.siteLabel && (
          <div>
            <dt className="text-sm text-gray-600 dark:text-gray-400">Site</dt>
            <dd className="font-semibold">{c.siteLabel}</dd>
          </div>
        )}
        {c.vehicleLabel && (
          <div>
            <dt className="text-sm text-gray-600 dark:text-gray-400">Vehicle</dt>
            <dd className="font-semibold">{c.vehicleLabel}</dd>
          </div>
        )}
        {c.tires && (
          <div className="sm:col-span-2">
            <dt className="text-sm text-gray-600 dark:text-gray-400">Tires</dt>
            <dd className="font-semibold">{c.tires}</dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="next-steps" className="card p-5">
        <h3 id="next-steps" className="text-lg font-bold text-ink-900 dark:text-white">
          What happens next
        </h3>
        {booked ? <BookedNextSteps c={c} /> : <RequestNextSteps c={c} />}
      </section>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {c.icsUrl && (
          <a href={c.icsUrl} download className="btn-dark">
            <CalendarIcon size={18} />
            Add to Calendar (.ics)
          </a>
        )}
        {c.cancelUrl && (
          <Link href={c.cancelUrl} className="btn-outline-dark">
            Change or cancel
          </Link>
        )}
        {/* A link, so it also leads to a new request on a page answered without JavaScript. */}
        <a
          href="/schedule"
          onClick={(event) => {
            event.preventDefault();
            onStartOver();
          }}
          className="btn-outline-dark"
        >
          Schedule another service
        </a>
      </div>
    </div>
  );
}

const STEPS_CLASS = "mt-3 list-decimal space-y-2 pl-6 text-gray-700 dark:text-gray-300";

function StorePhone({ c }: { c: Confirmation }) {
  return (
    <a
      href={telHref(c.storePhone)}
      aria-label={`${c.storePhone}, ${phoneInWords(c.storePhone)}`}
      className="font-semibold underline"
    >
      {c.storePhone}
    </a>
  );
}

/** A request: the store calls to confirm; nothing is final until it does. */
function RequestNextSteps({ c }: { c: Confirmation }) {
  return (
    <ol className={STEPS_CLASS}>
      <li>We e-mailed you a copy of this request with a calendar invitation.</li>
      <li>
        The {c.storeName} store will call or e-mail you, usually within one business day, to confirm the time.
        Your appointment is not final until they do.
      </li>
      <li>
        Questions or changes? Call the store at <StorePhone c={c} />.
      </li>
    </ol>
  );
}

/** Booked on the spot: the time is the customer's; what to bring, and how to change it. */
function BookedNextSteps({ c }: { c: Confirmation }) {
  return (
    <ol className={STEPS_CLASS}>
      <li>
        You&apos;re booked: the time is yours, there is nothing more to wait for. We&apos;ve e-mailed your
        confirmation with a calendar invitation.
      </li>
      <li>
        {c.visit === "drop-off"
          ? "Bring the vehicle when the store opens, with its key and any wheel-lock key."
          : "Please arrive a few minutes early, with your vehicle's key and any wheel-lock key."}
      </li>
      <li>
        Need to change? Move or cancel it with &ldquo;Change or cancel&rdquo; below or the link in your e-mail
        (up to 2 hours before the start), or call the store at <StorePhone c={c} />.
      </li>
    </ol>
  );
}
