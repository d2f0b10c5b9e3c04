"use client";

import { useId, useState } from "react";
import useSWR from "swr";
import { fetchJson } from "@/lib/http/fetch-json";
import { BOOKING_WINDOW_DAYS } from "@/lib/scheduling/constants";
import { dayLabel } from "@/lib/inventory/stock-text";
import { formatAppointmentTime } from "@/lib/scheduling/format";
import { arrivalWindowAt } from "@/lib/scheduling/on-site";

interface Slot {
  time: string;
  available: boolean;
}

/** A day in the browser's calendar, offset from today (the server checks the store's own window). */
function isoDay(offsetDays: number): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

interface SlotPickerProps {
  reference: string;
  token: string;
  /**
   * Whose token it is: the customer's (manage page) or the store's (action page); "staff" for
   * the staff board, which needs none (the times are read as the signed-in member).
   */
  audience: "customer" | "store" | "staff";
  /** The appointment's current date and time: shown in the list, but not offered as a "new" time. */
  current: { date: string; time: string };
  /** Bumped after a refused move, so the day's times are read again. */
  refreshKey?: number;
  onPick: (choice: { date: string; time: string } | null) => void;
  /** On-site work: the times are arrival windows, named as such. */
  windows?: boolean;
  /** The first day the held tires are at the store (YYYY-MM-DD): no earlier day is offered. */
  earliest?: string | null;
}

/** A date, then one free start time for this appointment's store and service (its own time counts as free). */
export function SlotPicker(props: SlotPickerProps) {
  const { reference, token, audience, current, refreshKey = 0, onPick, windows = false, earliest } = props;
  const [date, setDate] = useState(current.date);
  const [time, setTime] = useState<string | null>(null);
  const dateId = useId();
  const path = !date
    ? null
    : audience === "staff"
      ? `/api/admin/appointments/${encodeURIComponent(reference)}/availability/${date}`
      : `/api/appointments/${encodeURIComponent(reference)}/availability/${date}?${new URLSearchParams({ token, as: audience })}`;
  const { data, error, isLoading } = useSWR(
    path ? [path, refreshKey] : null,
    ([p]: [string, number]) => fetchJson<{ availableSlots: Slot[] }>(p),
    { revalidateOnFocus: false },
  );
  const free = data?.availableSlots.filter((s) => s.available) ?? [];

  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <label htmlFor={dateId} className="mb-1 block font-semibold">
          New date
        </label>
        <input
          id={dateId}
          type="date"
          value={date}
          min={earliest && earliest > isoDay(0) ? earliest : isoDay(0)}
          aria-describedby={earliest && earliest > isoDay(0) ? `${dateId}-tires` : undefined}
          max={isoDay(BOOKING_WINDOW_DAYS)}
          onChange={(event) => {
            setDate(event.target.value);
            setTime(null);
            onPick(null);
          }}
          className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:[color-scheme:dark]"
        />
      </div>
      {earliest && earliest > isoDay(0) && (
        <p id={`${dateId}-tires`} className="text-sm text-gray-700 dark:text-gray-300">
          The tires held for this appointment are at the store from {dayLabel(earliest)}: choose that day or
          later.
        </p>
      )}
      {isLoading && <p role="status">Loading open times…</p>}
      {error && (
        <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
          {error instanceof Error ? error.message : "Open times could not be loaded."}
        </p>
      )}
      {data && free.length === 0 && (
        <p role="status">
          {windows
            ? "No service truck is free on this date. Please choose another day."
            : "No open times on this date. Please choose another day."}
        </p>
      )}
      {free.length > 0 && (
        <fieldset>
          <legend className="mb-2 font-semibold">{windows ? "New arrival window" : "New time"}</legend>
          <div className={windows ? "grid gap-2 sm:grid-cols-2" : "grid grid-cols-3 gap-2 sm:grid-cols-6"}>
            {free.map((slot) => {
              const isCurrent = date === current.date && slot.time === current.time;
              return (
                <button
                  key={slot.time}
                  type="button"
                  aria-pressed={time === slot.time}
                  disabled={isCurrent}
                  onClick={() => {
                    setTime(slot.time);
                    onPick({ date, time: slot.time });
                  }}
                  className={`min-h-11 rounded-lg border-2 px-2 font-semibold ${
                    isCurrent
                      ? "cursor-not-allowed border-dashed border-gray-300 text-gray-600 dark:border-gray-600 dark:text-gray-400"
                      : time === slot.time
                        ? "border-ink-900 bg-ink-900 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-ink-900"
                        : "border-gray-300 hover:border-ink-900 dark:border-gray-600 dark:hover:border-gray-200"
                  }`}
                >
                  {windows
                    ? (arrivalWindowAt(slot.time)?.label ?? formatAppointmentTime(slot.time))
                    : formatAppointmentTime(slot.time)}
                  {isCurrent && (
                    <span className="block text-xs font-normal">
                      {windows ? "your window now" : "your time now"}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
