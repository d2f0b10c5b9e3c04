"use client";

import { useId, useState } from "react";
import useSWR from "swr";
import { fetchJson } from "@/lib/http/fetch-json";
import { formatAppointmentTime } from "@/lib/scheduling/format";

interface Slot {
  time: string;
  available: boolean;
}

interface SlotPickerProps {
  reference: string;
  token: string;
  /** Whose token it is: the customer's (manage page) or the store's (action page). */
  audience: "customer" | "store";
  minDate: string;
  maxDate: string;
  initialDate: string;
  /** Bumped after a refused move, so the day's times are read again. */
  refreshKey?: number;
  onPick: (choice: { date: string; time: string } | null) => void;
}

/** A date, then one free start time for this appointment's store and service (its own time counts as free). */
export function SlotPicker(props: SlotPickerProps) {
  const { reference, token, audience, minDate, maxDate, initialDate, refreshKey = 0, onPick } = props;
  const [date, setDate] = useState(initialDate);
  const [time, setTime] = useState<string | null>(null);
  const dateId = useId();
  const path = date
    ? `/api/appointments/${encodeURIComponent(reference)}/availability/${date}?${new URLSearchParams({ token, as: audience })}`
    : null;
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
          min={minDate}
          max={maxDate}
          onChange={(event) => {
            setDate(event.target.value);
            setTime(null);
            onPick(null);
          }}
          className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:[color-scheme:dark]"
        />
      </div>
      {isLoading && <p role="status">Loading open times…</p>}
      {error && (
        <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
          {error instanceof Error ? error.message : "Open times could not be loaded."}
        </p>
      )}
      {data && free.length === 0 && (
        <p role="status">No open times on this date. Please choose another day.</p>
      )}
      {free.length > 0 && (
        <fieldset>
          <legend className="mb-2 font-semibold">New time</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {free.map((slot) => (
              <button
                key={slot.time}
                type="button"
                aria-pressed={time === slot.time}
                onClick={() => {
                  setTime(slot.time);
                  onPick({ date, time: slot.time });
                }}
                className={`min-h-11 rounded-lg border-2 px-2 font-semibold ${
                  time === slot.time
                    ? "border-ink-900 bg-ink-900 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-ink-900"
                    : "border-gray-300 hover:border-ink-900 dark:border-gray-600 dark:hover:border-gray-200"
                }`}
              >
                {formatAppointmentTime(slot.time)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
