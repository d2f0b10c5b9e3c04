import { useId } from "react";
import { formatAppointmentTime } from "@/lib/scheduling/format";
import type { VisitKind } from "@/lib/scheduling/visit";
import type { Slot } from "./types";
import { FormAlert } from "@/components/ui/form-alert";
import { arrivalWindowAt } from "@/lib/scheduling/on-site";
import { ArrivalWindowPicker } from "./arrival-window-picker";
import { WizardActions } from "./wizard-actions";
import { DayList } from "./day-list";
import type { DayAvailability } from "@/lib/scheduling/day-availability";

interface DateTimeStepProps {
  /**
   * A wait picks a start time; a drop-off only a day with a place left (at opening time); on-site
   * work an arrival window with a service truck free.
   */
  visit: VisitKind;
  date: string;
  minDate: string;
  maxDate: string;
  /** The holiday closures within the booking window, for the date's hint. */
  closedHint: string | null;
  /** Where the chosen tires come from and when they are at the store, or null without tires. */
  tiresNote?: string | null;
  /** Why the picked date cannot be booked, when known without asking the store (e.g. a holiday). */
  dateMessage: string | null;
  onDateChange: (date: string) => void;
  /** Today on the store's calendar. */
  today: string;
  /** The store's days for this visit, in one answer; null while loading or when it failed. */
  days: readonly DayAvailability[] | null;
  daysLoading: boolean;
  daysError: boolean;
  onDaysRetry: () => void;
  slots: Slot[] | null;
  loading: boolean;
  loadError: boolean;
  degraded: boolean;
  onRetry: () => void;
  time: string | null;
  onTimeChange: (time: string | null) => void;
  alert: string | null;
  onContinue: () => void;
  onBack: () => void;
}

/**
 * Step 3: a day from the store's open days (or a date typed in the booking window), then one
 * start time from that day's slots; for a drop-off, whether the day still has room.
 */
export function DateTimeStep(props: DateTimeStepProps) {
  const {
    visit,
    date,
    minDate,
    maxDate,
    closedHint,
    tiresNote,
    dateMessage,
    onDateChange,
    today,
    days,
    daysLoading,
    daysError,
    onDaysRetry,
    slots,
    loading,
    loadError,
    degraded,
    onRetry,
    time,
    onTimeChange,
    alert,
    onContinue,
    onBack,
  } = props;
  const dateId = useId();
  const hintId = useId();
  const available = slots?.filter((s) => s.available).length ?? 0;
  const onSite = visit === "on-site";

  return (
    <div className="space-y-6">
      {tiresNote && (
        <p
          data-testid="tire-stock-note"
          className="rounded-lg border-l-4 border-brand-500 bg-brand-50 p-3 text-gray-900 dark:bg-gray-800 dark:text-gray-100"
        >
          {tiresNote}
        </p>
      )}
      <DayList
        visit={visit}
        days={days}
        fromDate={minDate}
        today={today}
        chosen={date}
        loading={daysLoading}
        loadError={daysError}
        onRetry={onDaysRetry}
        onChoose={onDateChange}
      />
      <div className="max-w-xs">
        <label htmlFor={dateId} className="mb-1 block font-semibold text-gray-900 dark:text-gray-100">
          Preferred date
        </label>
        <input
          id={dateId}
          type="date"
          value={date}
          min={minDate}
          max={maxDate}
          aria-describedby={hintId}
          onChange={(event) => onDateChange(event.target.value)}
          className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:[color-scheme:dark]"
        />
        <p id={hintId} className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          Or type a date: Monday to Friday, within the next 30 days.{closedHint && ` ${closedHint}`}
        </p>
      </div>

      {date && dateMessage && (
        <p
          role="status"
          className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 font-semibold text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
        >
          {dateMessage}
        </p>
      )}

      {date && !dateMessage && visit === "drop-off" && (
        <DropOffDay
          slot={slots?.[0] ?? null}
          closed={Boolean(slots && slots.length === 0)}
          today={date === minDate}
          loading={loading}
          loadError={loadError}
          onRetry={onRetry}
        />
      )}

      {date && !dateMessage && visit !== "drop-off" && (
        <section aria-labelledby={`${dateId}-times`} aria-busy={loading}>
          <h3 id={`${dateId}-times`} className="font-semibold text-gray-900 dark:text-gray-100">
            {onSite ? "Arrival windows" : "Available times"}
          </h3>
          {degraded && !loading && (
            <p className="mt-2 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
              We couldn&apos;t reach the store calendar just now, so these times are estimates. The store will
              confirm your time.
            </p>
          )}
          {loading && (
            <p role="status" className="mt-3 flex items-center gap-2 text-gray-700 dark:text-gray-300">
              {spinner}
              {onSite ? "Checking our service trucks…" : "Loading available times…"}
            </p>
          )}
          {loadError && !loading && (
            <div role="alert" className="mt-3 text-red-800 dark:text-red-300">
              We couldn&apos;t load times for this date.{" "}
              <button type="button" onClick={onRetry} className="font-semibold underline">
                Try again
              </button>
            </div>
          )}
          {slots && !loading && slots.length === 0 && (
            <p className="mt-3 text-gray-700 dark:text-gray-300">
              The store is closed on this date. Please choose a weekday.
            </p>
          )}
          {slots && !loading && slots.length > 0 && available === 0 && (
            <p className="mt-3 text-gray-700 dark:text-gray-300">
              {onSite
                ? "Our service trucks are booked for this day. Please choose another date."
                : "This day is fully booked. Please choose another date."}
            </p>
          )}
          {onSite && slots && !loading && slots.length > 0 && (
            <ArrivalWindowPicker
              slots={slots}
              time={time}
              onChoose={onTimeChange}
              labelledBy={`${dateId}-times`}
            />
          )}
          {!onSite && slots && !loading && slots.length > 0 && (
            <ul
              className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6"
              aria-label="Start times"
            >
              {slots.map((slot) => {
                const chosen = slot.time === time;
                return (
                  <li key={slot.time}>
                    <button
                      type="button"
                      disabled={!slot.available}
                      aria-pressed={chosen}
                      onClick={() => onTimeChange(slot.time)}
                      className={`flex min-h-12 w-full flex-col items-center justify-center rounded-lg border px-1 py-1 text-sm font-semibold ${
                        chosen
                          ? "border-ink-900 bg-brand-400 text-ink-900"
                          : slot.available
                            ? "border-gray-300 bg-white text-gray-900 hover:border-ink-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
                            : "cursor-not-allowed border-dashed border-gray-300 bg-gray-50 text-gray-500 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-400"
                      }`}
                    >
                      {formatAppointmentTime(slot.time)}
                      {!slot.available && <span className="text-xs font-normal">Unavailable</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}

      {time && visit !== "drop-off" && (
        <p
          className="flex flex-wrap items-center gap-3 rounded-lg bg-gray-50 p-3 dark:bg-gray-800"
          data-testid="chosen-time"
        >
          <span>
            {onSite ? "Arrival window" : "Selected time"}:{" "}
            <strong>{onSite ? (arrivalWindowAt(time)?.label ?? time) : formatAppointmentTime(time)}</strong>
          </span>
          <button type="button" onClick={() => onTimeChange(null)} className="font-semibold underline">
            Remove<span className="sr-only"> selected time</span>
          </button>
        </p>
      )}

      {alert && <FormAlert>{alert}</FormAlert>}

      <WizardActions onBack={onBack}>
        {/*
          Looks unavailable until a time is chosen, yet stays pressable: a press then says what is
          missing (SPEC's alert) instead of doing nothing.
        */}
        <button
          type="button"
          onClick={onContinue}
          className="btn-primary"
          data-inactive={time ? undefined : "true"}
          aria-describedby={time ? undefined : `${dateId}-needs-time`}
        >
          {visit === "drop-off"
            ? "Continue with Drop-off"
            : onSite
              ? "Continue with Arrival Window"
              : "Continue with Selected Time"}
        </button>
        {!time && (
          <span id={`${dateId}-needs-time`} className="sr-only">
            {visit === "drop-off"
              ? "Choose a date with drop-off places first."
              : onSite
                ? "Choose a date and an arrival window first."
                : "Choose a date and a time first."}
          </span>
        )}
      </WizardActions>
    </div>
  );
}

const spinner = (
  <span
    aria-hidden="true"
    className="h-5 w-5 animate-spin rounded-full border-2 border-gray-300 border-t-ink-900 dark:border-gray-600 dark:border-t-brand-400"
  />
);

/**
 * A drop-off has no time to pick: the vehicle comes at opening time, so the day's one slot says
 * whether it still has a place. Its answer is announced, as there is nothing else to look through.
 */
function DropOffDay(props: {
  /** The opening-time slot; `remaining` is the day's drop-off places still free. */
  slot: Slot | null;
  closed: boolean;
  /** Today's opening is usually too close (or past) to book. */
  today: boolean;
  loading: boolean;
  loadError: boolean;
  onRetry: () => void;
}) {
  const { slot, closed, today, loading, loadError, onRetry } = props;
  const places = slot?.remaining;
  const box = "rounded-lg border-l-4 p-3";
  return (
    <section aria-label="Drop-off places on this date" aria-busy={loading}>
      {loading && (
        <p role="status" className="flex items-center gap-2 text-gray-700 dark:text-gray-300">
          {spinner}
          Checking drop-off places for this date…
        </p>
      )}
      {loadError && !loading && (
        <div role="alert" className="text-red-800 dark:text-red-300">
          We couldn&apos;t check this date.{" "}
          <button type="button" onClick={onRetry} className="font-semibold underline">
            Try again
          </button>
        </div>
      )}
      {!loading && !loadError && (closed || slot) && (
        <p
          role="status"
          data-testid="drop-off-day"
          className={
            slot?.available
              ? `${box} border-green-700 bg-green-50 text-green-900 dark:bg-green-950/40 dark:text-green-100`
              : `${box} border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200`
          }
        >
          {closed
            ? "The store is closed on this date. Please choose a weekday."
            : slot?.available
              ? `This date has room for your vehicle${places ? ` (${places} drop-off ${places === 1 ? "place" : "places"} left)` : ""}. Bring it at ${formatAppointmentTime(slot.time)}.`
              : today
                ? "Drop-offs start when the store opens, which is too soon for today. Please choose a later date."
                : "This date has no drop-off places left. Please choose another date, or choose I'll wait to pick a time."}
        </p>
      )}
    </section>
  );
}
