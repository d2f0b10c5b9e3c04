import { PhoneIcon } from "@/components/ui/icons";
import { telHref } from "@/data/brand";
import { findLocation } from "@/data/locations";
import { ROAD_SERVICE_LINE, ROAD_VEHICLES } from "@/data/road-service";
import type { RoadCall, RoadCallEvent } from "@/lib/db";
import { phoneInWords } from "@/lib/core/phone";
import { displayPhone } from "@/lib/texts/rules";
import { cancelRoadCallByDriver } from "@/lib/road-service-form/driver-cancel-action";
import { DRIVER_CANCEL_REASONS } from "@/lib/road-service-form/driver-cancel-answer";
import { isOpen, STATUS_WORDS, type RoadCallStatus } from "@/lib/road-service/call-states";
import { clockTime } from "@/lib/road-service/call-times";
import { placeWords, positionWords } from "@/lib/road-service/road-call-request";

const STEPS: readonly { status: RoadCallStatus; at: (c: RoadCall) => number | null }[] = [
  { status: "received", at: (c) => c.createdAt },
  { status: "accepted", at: (c) => c.acceptedAt },
  { status: "on-the-way", at: (c) => c.onTheWayAt },
  { status: "on-site", at: (c) => c.onSiteAt },
  { status: "rolling", at: (c) => c.rollingAt },
];

/** What the driver reads first: where the call stands, in one sentence. */
function headline(call: RoadCall, timeZone: string): string {
  const store = findLocation(call.storeId ?? 0);
  switch (call.status) {
    case "received":
      return call.deskAlertedAt
        ? `Our 24/7 dispatcher has your call and is calling you back at ${call.phone}.`
        : `Finding you a crew: the crew on call at ${store?.name ?? "the nearest store"} has your call.`;
    case "accepted":
    case "on-the-way":
      return `${call.crewName} from ${store?.name ?? "our store"} is ${call.status === "accepted" ? "coming" : "on the way"} with service truck ${call.truck}. ETA about ${clockTime(call.etaAt ?? call.createdAt, timeZone, true)}.`;
    case "on-site":
      return "The crew is with you.";
    case "rolling":
      return "You're rolling again. This call is closed.";
    case "cancelled":
      return `This call is cancelled: ${call.cancelReason ?? "no reason given"}.`;
  }
}

/** The driver's status page: where the call stands, each step with its time, and what we were told. */
export function RoadCallStatusView({
  call,
  events,
  token,
  refreshSeconds,
}: {
  call: RoadCall;
  events: readonly RoadCallEvent[];
  token: string;
  refreshSeconds: number;
}) {
  const store = findLocation(call.storeId ?? 0);
  const timeZone = store?.timeZone ?? "America/New_York";
  const open = isOpen(call.status);
  const offers = events.filter((e) => e.what === "offered").length;
  return (
    <div className="container-page max-w-2xl space-y-6 py-6 sm:py-10">
      <header className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
          Road service · {call.reference}
        </p>
        <h1 className="text-3xl font-extrabold text-ink-900 dark:text-white">{STATUS_WORDS[call.status]}</h1>
        <p role="status" className="text-lg text-gray-800 dark:text-gray-200">
          {headline(call, timeZone)}
        </p>
        {open ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">
            This page updates itself every {refreshSeconds} seconds
            {call.textConsent ? ", and we text you at each change" : ""}.{" "}
            <a
              href={`/road-service/calls/${call.reference}?t=${encodeURIComponent(token)}`}
              className="font-semibold underline"
            >
              Refresh now
            </a>
          </p>
        ) : null}
      </header>

      <a
        href={telHref(ROAD_SERVICE_LINE)}
        aria-label={`Call 24/7 road service, ${phoneInWords(ROAD_SERVICE_LINE)}`}
        className="btn-primary w-full sm:w-auto"
      >
        <PhoneIcon size={20} />
        Call {ROAD_SERVICE_LINE}
      </a>

      <section aria-labelledby="steps-heading" className="card p-5">
        <h2 id="steps-heading" className="mb-3 text-lg font-bold text-ink-900 dark:text-white">
          Progress
        </h2>
        <ol className="space-y-3">
          {STEPS.map((step) => {
            const at = step.at(call);
            return (
              <li key={step.status} className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={`size-4 shrink-0 rounded-full ${at ? "bg-green-700" : "border-2 border-gray-400"}`}
                />
                <span
                  className={
                    at ? "font-semibold text-ink-900 dark:text-white" : "text-gray-600 dark:text-gray-400"
                  }
                >
                  {STATUS_WORDS[step.status]}
                  {at ? (
                    <span className="font-normal"> · {clockTime(at, timeZone, true)}</span>
                  ) : (
                    <span className="sr-only"> (not yet)</span>
                  )}
                </span>
              </li>
            );
          })}
          {call.cancelledAt ? (
            <li className="flex items-center gap-3 font-semibold text-red-800 dark:text-red-300">
              <span aria-hidden="true" className="size-4 shrink-0 rounded-full bg-red-700" />
              Cancelled · {clockTime(call.cancelledAt, timeZone, true)}
            </li>
          ) : null}
        </ol>
        {call.status === "received" && offers > 1 ? (
          <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
            The first store&apos;s crew did not answer in time, so the call went to the next store in reach.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="details-heading" className="card p-5">
        <h2 id="details-heading" className="mb-3 text-lg font-bold text-ink-900 dark:text-white">
          What you told us
        </h2>
        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">Where</dt>
          <dd>{placeWords(call.place)}</dd>
          <dt className="font-semibold">Vehicle</dt>
          <dd>{ROAD_VEHICLES.find((v) => v.id === call.vehicle)?.label}</dd>
          <dt className="font-semibold">Tire</dt>
          <dd>
            {positionWords(call)}; {call.size ?? "size not known"}; {call.count} tire
            {call.count === 1 ? "" : "s"}
          </dd>
          <dt className="font-semibold">Callback phone</dt>
          <dd>{displayPhone(call.phone)}</dd>
          {call.accountNumber ? (
            <>
              <dt className="font-semibold">Account</dt>
              <dd>
                {call.accountNumber} ({call.company})
              </dd>
            </>
          ) : null}
          {call.po ? (
            <>
              <dt className="font-semibold">PO or authorization</dt>
              <dd>{call.po}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {open ? (
        <form action={cancelRoadCallByDriver} className="card space-y-3 p-5">
          <h2 className="text-lg font-bold text-ink-900 dark:text-white">Don&apos;t need us any more?</h2>
          <input type="hidden" name="reference" value={call.reference} />
          <input type="hidden" name="t" value={token} />
          <label htmlFor="cancel-reason" className="block text-sm font-semibold">
            Why
          </label>
          <select
            id="cancel-reason"
            name="reason"
            className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 dark:border-gray-600 dark:bg-gray-800"
          >
            {Object.entries(DRIVER_CANCEL_REASONS).map(([value, { choice }]) => (
              <option key={value} value={value}>
                {choice}
              </option>
            ))}
          </select>
          <button type="submit" className="btn-outline w-full sm:w-auto">
            Cancel this call
          </button>
        </form>
      ) : null}
    </div>
  );
}
