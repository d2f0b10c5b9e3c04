import { telHref } from "@/data/brand";
import { displayPhone } from "@/lib/texts/rules";
import { findLocation } from "@/data/locations";
import { ROAD_VEHICLES } from "@/data/road-service";
import type { RoadCall } from "@/lib/db";
import type { BoardStore } from "@/lib/road-calls/dispatch-board";
import { dispatchStep } from "@/lib/road-service-form/dispatch-action";
import { canMove, ETA_CHOICES, STATUS_WORDS } from "@/lib/road-service/call-states";
import { placeWords, positionWords } from "@/lib/road-service/road-call-request";
import { clockTime, durationWords } from "@/lib/road-service/call-times";

const inputClass =
  "min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base dark:border-gray-600 dark:bg-gray-800";
const labelClass = "mb-1 block text-sm font-semibold";

/**
 * One call on the dispatch board: what and where, who has it, and the step the member can take
 * now (accept with a truck and an ETA; on the way, on site, rolling; or cancel with a reason).
 */
export function RoadCallCard({
  call,
  stores,
  mayAct,
  memberName,
  clashes,
  driverTexts = [],
  now,
}: {
  call: RoadCall;
  stores: readonly BoardStore[];
  mayAct: boolean;
  memberName: string;
  clashes: readonly string[];
  driverTexts?: readonly { at: number; body: string }[];
  now: number;
}) {
  const location = findLocation(call.storeId ?? 0);
  const tz = location?.timeZone ?? "America/New_York";
  const waited = Math.max(0, Math.round((now - call.createdAt) / 60_000));
  const nextMarks = (["on-the-way", "on-site", "rolling"] as const).filter((to) => canMove(call.status, to));
  const headingId = `call-${call.reference}`;
  return (
    <article
      id={call.reference}
      aria-labelledby={headingId}
      className="card scroll-mt-24 space-y-3 p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-ink-900 dark:text-white">
          {call.reference} · {STATUS_WORDS[call.status]}
        </h3>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          In at {clockTime(call.createdAt, tz)} ({waited} min ago)
        </p>
      </header>
      {call.status === "received" ? (
        <p
          className={`rounded-lg p-2 text-sm font-semibold ${call.deskAlertedAt ? "bg-red-50 text-red-800 dark:bg-red-950/40 dark:text-red-200" : "bg-brand-50 text-ink-900 dark:bg-gray-800 dark:text-white"}`}
        >
          {call.deskAlertedAt
            ? "No crew has taken it: the 24/7 desk has been alerted. Any crew may take it."
            : `Offered to ${location?.name ?? "no store"}${call.offeredStoreIds.length > 1 ? ` (store ${call.offeredStoreIds.length} of ${call.inReachStoreIds.length} in reach)` : ""}.`}
        </p>
      ) : call.crewName ? (
        <p className="text-sm">
          {call.crewName}, {location?.name}, service truck {call.truck}
          {call.etaAt ? `, ETA ${clockTime(call.etaAt, tz)}` : ""}
        </p>
      ) : null}
      {clashes.length > 0 ? (
        <p className="rounded-lg bg-red-50 p-2 text-sm font-semibold text-red-800 dark:bg-red-950/40 dark:text-red-200">
          Service truck {call.truck} was booked for on-site visit{clashes.length === 1 ? "" : "s"}{" "}
          {clashes.join(", ")} in that time: give {clashes.length === 1 ? "it" : "them"} another truck or move{" "}
          {clashes.length === 1 ? "it" : "them"}.
        </p>
      ) : null}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">Where</dt>
        <dd>{placeWords(call.place)}</dd>
        <dt className="font-semibold">Vehicle</dt>
        <dd>{ROAD_VEHICLES.find((v) => v.id === call.vehicle)?.label}</dd>
        <dt className="font-semibold">Tire</dt>
        <dd>
          {positionWords(call)}; {call.size ?? "size not known"} × {call.count}
        </dd>
        <dt className="font-semibold">Driver</dt>
        <dd>
          {call.name},{" "}
          <a className="font-semibold underline" href={telHref(call.phone.replace(/^\+1/, ""))}>
            {displayPhone(call.phone)}
          </a>
        </dd>
        <dt className="font-semibold">Account</dt>
        <dd>
          {call.accountNumber
            ? `${call.accountNumber} (${call.company})`
            : `None: pays at the truck${call.company ? ` (${call.company})` : ""}`}
          {call.po ? `; PO ${call.po}` : ""}
        </dd>
        {call.notes ? (
          <>
            <dt className="font-semibold">Notes</dt>
            <dd className="whitespace-pre-wrap">{call.notes}</dd>
          </>
        ) : null}
        {driverTexts.length > 0 ? (
          <>
            <dt className="font-semibold">Driver texted</dt>
            <dd>
              <ul>
                {driverTexts.map((t) => (
                  <li key={t.at}>
                    {clockTime(t.at, tz)}: &ldquo;{t.body}&rdquo;
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {call.rollingAt ? (
          <>
            <dt className="font-semibold">To rolling</dt>
            <dd>{durationWords(call.rollingAt - call.createdAt)}</dd>
          </>
        ) : null}
        {call.cancelReason ? (
          <>
            <dt className="font-semibold">Cancelled</dt>
            <dd>{call.cancelReason}</dd>
          </>
        ) : null}
      </dl>

      {mayAct && call.status === "received" && stores.length > 0 ? (
        <form action={dispatchStep} className="space-y-3 border-t border-gray-200 pt-3 dark:border-gray-700">
          <input type="hidden" name="reference" value={call.reference} />
          <input type="hidden" name="action" value="accept" />
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label className={labelClass} htmlFor={`${call.reference}-store`}>
                Store
              </label>
              <select
                id={`${call.reference}-store`}
                name="storeId"
                defaultValue={
                  stores.some((s) => s.storeId === call.storeId)
                    ? String(call.storeId)
                    : String(stores[0]!.storeId)
                }
                className={inputClass}
              >
                {stores.map((s) => (
                  <option key={s.storeId} value={s.storeId}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className={labelClass} htmlFor={`${call.reference}-truck`}>
                Service truck
              </label>
              <select id={`${call.reference}-truck`} name="truck" className={inputClass}>
                {Array.from({ length: Math.max(...stores.map((s) => s.trucks.length)) }, (_, i) => (
                  <option key={i + 1} value={i + 1}>
                    Truck {i + 1}
                    {describeTruck(stores, call.storeId, i + 1)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className={labelClass} htmlFor={`${call.reference}-crew`}>
                Who is going
              </label>
              <input
                id={`${call.reference}-crew`}
                name="crewName"
                defaultValue={memberName}
                maxLength={60}
                className={inputClass}
              />
            </div>
            <div>
              <label className={labelClass} htmlFor={`${call.reference}-eta`}>
                There in
              </label>
              <select id={`${call.reference}-eta`} name="etaMinutes" defaultValue="60" className={inputClass}>
                {ETA_CHOICES.map((m) => (
                  <option key={m} value={m}>
                    {m < 60 ? `${m} minutes` : `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ""}`}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <button type="submit" className="btn-primary w-full sm:w-auto">
            Accept {call.reference}
          </button>
        </form>
      ) : null}

      {mayAct && nextMarks.length > 0 ? (
        <div className="flex flex-wrap gap-2 border-t border-gray-200 pt-3 dark:border-gray-700">
          {nextMarks.map((to) => (
            <form key={to} action={dispatchStep}>
              <input type="hidden" name="reference" value={call.reference} />
              <input type="hidden" name="action" value={to} />
              <button type="submit" className={to === nextMarks[0] ? "btn-primary" : "btn-outline"}>
                {to === "on-the-way"
                  ? "On the way"
                  : to === "on-site"
                    ? "On site"
                    : "Rolling: close the call"}
              </button>
            </form>
          ))}
        </div>
      ) : null}

      {mayAct && (call.status === "received" || nextMarks.length > 0) ? (
        <details className="border-t border-gray-200 pt-3 dark:border-gray-700">
          <summary className="cursor-pointer text-sm font-semibold">Cancel this call</summary>
          <form action={dispatchStep} className="mt-2 space-y-2">
            <input type="hidden" name="reference" value={call.reference} />
            <input type="hidden" name="action" value="cancel" />
            <label className={labelClass} htmlFor={`${call.reference}-reason`}>
              Reason (the driver reads it)
            </label>
            <input
              id={`${call.reference}-reason`}
              name="reason"
              maxLength={200}
              required
              className={inputClass}
            />
            <button type="submit" className="btn-outline">
              Cancel {call.reference}
            </button>
          </form>
        </details>
      ) : null}
    </article>
  );
}

/** " (free)", " (on-site visit 1:00 PM–5:00 PM)": the truck at the call's store, as the board knows it. */
function describeTruck(stores: readonly BoardStore[], storeId: number | null, unit: number): string {
  const store = stores.find((s) => s.storeId === storeId) ?? stores[0];
  const truck = store?.trucks.find((t) => t.unit === unit);
  if (!truck) return "";
  return truck.busy ? ` (${store!.name}: ${truck.busy})` : ` (${store!.name}: free)`;
}
