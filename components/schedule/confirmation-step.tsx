import Link from "next/link";
import { CalendarIcon, CheckIcon } from "@/components/ui/icons";
import { telHref } from "@/data/brand-core";
import { formatDuration } from "@/components/schedule/wizard-visit";
import type { Confirmation } from "./types";

/** Step 5: the request is in. Says plainly that the store still has to confirm it. */
export function ConfirmationStep({
  confirmation,
  onStartOver,
}: {
  confirmation: Confirmation;
  onStartOver: () => void;
}) {
  const c = confirmation;
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
              ? "Requested date"
              : c.visit === "on-site"
                ? "Requested date and arrival window"
                : "Requested date and time"}
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
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-gray-700 dark:text-gray-300">
          <li>We e-mailed you a copy of this request with a calendar invitation.</li>
          <li>
            The {c.storeName} store will call or e-mail you, usually within one business day, to confirm the
            time. Your appointment is not final until they do.
          </li>
          <li>
            Questions or changes? Call the store at{" "}
            <a href={telHref(c.storePhone)} className="font-semibold underline">
              {c.storePhone}
            </a>
            .
          </li>
        </ol>
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
