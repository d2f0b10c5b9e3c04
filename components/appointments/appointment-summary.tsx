import type { ReactNode } from "react";
import type { PublicAppointment } from "@/lib/appointments/presentation";
import { STATUS_WORDS } from "@/lib/appointments/status-words";
import { siteLines, type WorkSite } from "@/lib/scheduling/on-site";

/** What the pages receive of an appointment (the API's public view). */
export type AppointmentView = PublicAppointment;

/** How each state reads to the customer (label) and on the staff list (short), in one colour. */
export const STATUS_LABELS: Record<
  AppointmentView["status"],
  { label: string; short: string; tone: string }
> = {
  requested: { ...STATUS_WORDS.requested, tone: "bg-brand-100 text-ink-900" },
  confirmed: { ...STATUS_WORDS.confirmed, tone: "bg-green-100 text-green-900" },
  declined: { ...STATUS_WORDS.declined, tone: "bg-red-100 text-red-900" },
  cancelled: { ...STATUS_WORDS.cancelled, tone: "bg-gray-200 text-gray-900" },
  completed: { ...STATUS_WORDS.completed, tone: "bg-gray-200 text-gray-900" },
  no_show: { ...STATUS_WORDS.no_show, tone: "bg-gray-200 text-gray-900" },
};

/** The appointment's facts and where it stands, as the customer and the store both see them. */
export function AppointmentSummary({
  a,
  extra,
  forStore = false,
  history = [],
  statusLabel,
}: {
  a: AppointmentView;
  extra?: ReactNode;
  /** Where it stands in the reader's words (the page's answer says); else the state's own label. */
  statusLabel?: string;
  /** The store's page says where the set is in its own words (in `extra`). */
  forStore?: boolean;
  /** What happened so far, oldest first, in the reader's words (lib/appointments/history-text.ts). */
  history?: readonly string[];
}) {
  const status = STATUS_LABELS[a.status];
  return (
    <div className="card space-y-4 p-5">
      <p>
        <span className={`inline-block rounded-full px-3 py-1 text-sm font-bold ${status.tone}`}>
          {statusLabel ?? status.label}
        </span>
      </p>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Item label="Reference" value={a.reference} />
        <Item label="Store" value={`${a.storeName}, ${a.storeAddress}`} />
        <Item label={a.services.length > 1 ? "Services" : "Service"} value={a.services.join(" + ")} />
        <Item
          label={a.visit === "drop-off" ? "Date" : a.visit === "on-site" ? "Arrival window" : "Time"}
          value={
            <>
              {a.visit === "drop-off"
                ? a.dateLabel
                : a.arrivalWindow
                  ? `${a.dateLabel}, ${a.arrivalWindow}`
                  : `${a.dateLabel} at ${a.timeLabel}`}
              <span className="block font-normal text-gray-700 dark:text-gray-300">{a.visitLabel}.</span>
            </>
          }
        />
        {a.site && <SiteItems site={a.site} />}
        {a.vehicle && !forStore && <Item label="Vehicle" value={a.vehicle} />}
        {a.tires && <Item label="Tires" value={a.tires} />}
        {a.tireAvailability && !forStore && <Item label="Tire availability" value={a.tireAvailability} />}
        {extra}
      </dl>
      {history.length > 0 && (
        <section aria-label="History" className="border-t border-gray-200 pt-4 dark:border-gray-700">
          <h2 className="text-sm text-gray-600 dark:text-gray-400">History</h2>
          <ol className="mt-1 space-y-1">
            {history.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

/** Where on-site work is, and on what: the lines the crew and the customer both check. */
export function SiteItems({ site }: { site: WorkSite }) {
  return (
    <>
      {siteLines(site).map(([label, value]) => (
        <Item key={label} label={label} value={value} />
      ))}
    </>
  );
}

export function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="font-semibold break-words">{value}</dd>
    </div>
  );
}
