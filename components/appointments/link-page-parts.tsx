import { useId } from "react";
import type { LinkPageState, LinkPageTimes } from "@/lib/appointment-actions/link-page";
import { formatAppointmentDate, formatAppointmentTime } from "@/lib/scheduling/format";
import { arrivalWindowAt } from "@/lib/scheduling/on-site";

/**
 * The pieces of the manage and store-answer pages as the server renders them after a form was
 * posted without JavaScript: plain forms, each button a POST back to the page.
 */

export type PostAction = (form: FormData) => void;

/** What the last action did, in the same box the page shows with JavaScript. */
export function LinkNotice({ notice }: { notice: LinkPageState["notice"] }) {
  if (!notice) return null;
  return notice.tone === "done" ? (
    <p
      role="status"
      className="rounded-xl border-2 border-green-700 bg-green-50 p-4 font-semibold text-green-900 dark:bg-green-950/40 dark:text-green-100"
    >
      {notice.text}
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-xl border-2 border-red-700 p-4 font-semibold text-red-800 dark:text-red-300"
    >
      {notice.text}
    </p>
  );
}

/**
 * Shown where the page would load by itself: without JavaScript a button does it (a POST back to
 * this address, whose link the server reads). Browsers running scripts never show it.
 */
export function OpenWithoutScripts({
  action,
  what,
  button,
}: {
  action: PostAction;
  what: string;
  button: string;
}) {
  return (
    <noscript>
      <form action={action} className="card mb-6 space-y-3 p-5">
        <p>Your browser is not running JavaScript, so {what} does not load by itself.</p>
        <button type="submit" name="intent" value="open" className="btn-dark">
          {button}
        </button>
      </form>
    </noscript>
  );
}

/**
 * A new date and, once asked for, its free times to choose from. "Show open times" comes first in
 * the form, so Enter in the date field lists times rather than moving anything.
 */
export function TimeChoice({
  times,
  current,
  windows,
  submitLabel,
}: {
  times: LinkPageTimes | null;
  current: { date: string };
  /** On-site work: the times are arrival windows. */
  windows: boolean;
  submitLabel: string;
}) {
  const id = useId();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="max-w-xs flex-1">
          <label htmlFor={`${id}-date`} className="mb-1 block font-semibold">
            New date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            name="date"
            defaultValue={times?.date ?? current.date}
            className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:[color-scheme:dark]"
          />
        </div>
        <button type="submit" name="intent" value="times" className="btn-outline-dark">
          Show open times
        </button>
      </div>
      {times && times.free.length === 0 && (
        <p role="status">
          {windows
            ? "No service truck is free on this date. Please choose another day."
            : "No open times on this date. Please choose another day."}
        </p>
      )}
      {times && times.free.length > 0 && (
        <>
          {/* The times belong to this date, whatever the date field says by now. */}
          <input type="hidden" name="slotDate" value={times.date} />
          <fieldset>
            <legend className="mb-2 font-semibold">
              {windows ? "New arrival window" : "New time"} on {formatAppointmentDate(times.date)}
            </legend>
            <div className={windows ? "grid gap-2 sm:grid-cols-2" : "grid grid-cols-3 gap-2 sm:grid-cols-6"}>
              {times.free.map((time) => (
                <label
                  key={time}
                  className="flex min-h-11 items-center gap-2 rounded-lg border-2 border-gray-300 px-2 font-semibold dark:border-gray-600"
                >
                  <input type="radio" name="time" value={time} />
                  {windows
                    ? (arrivalWindowAt(time)?.label ?? formatAppointmentTime(time))
                    : formatAppointmentTime(time)}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" name="intent" value="move" className="btn-dark">
            {submitLabel}
          </button>
        </>
      )}
    </div>
  );
}
