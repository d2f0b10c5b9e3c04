"use client";

import { useState } from "react";
import { CalendarIcon } from "@/components/ui/icons";
import { fetchJson } from "@/lib/http/fetch-json";
import { Spinner } from "./status-primitives";
import type { CalendarTestResponse, StatusStore } from "./status-types";

type Outcome =
  | { kind: "success"; message: string; eventsFound: number }
  | { kind: "failure"; message: string; suggestion: string }
  | { kind: "error"; message: string };

/** Runs the server's calendar read for one store mailbox and turns the answer into SPEC §8's texts. */
async function testStoreCalendar(email: string): Promise<Outcome> {
  try {
    const result = await fetchJson<CalendarTestResponse>(
      `/api/outlook/test-calendar?locationEmail=${encodeURIComponent(email)}`,
    );
    return result.success
      ? { kind: "success", message: result.message, eventsFound: result.eventsFound ?? 0 }
      : {
          kind: "failure",
          message: result.message,
          suggestion: result.suggestion || "Check calendar configuration",
        };
  } catch (error) {
    return { kind: "error", message: (error instanceof Error && error.message) || "Unknown error" };
  }
}

/**
 * A Test Calendar button per bookable store, with the outcome shown beside the store (never a
 * browser alert, which would block the page and vanish once dismissed). Stores can be tested
 * side by side; each button is busy only while its own test runs.
 */
export function StoreCalendarTests({ stores }: { stores: readonly StatusStore[] }) {
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const [outcomes, setOutcomes] = useState<Readonly<Record<string, Outcome>>>({});

  async function run(email: string) {
    setRunning((current) => new Set(current).add(email));
    const outcome = await testStoreCalendar(email);
    setOutcomes((current) => ({ ...current, [email]: outcome }));
    setRunning((current) => {
      const next = new Set(current);
      next.delete(email);
      return next;
    });
  }

  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="Store calendars">
      {stores.map((store) => (
        <StoreTestRow
          key={store.email}
          store={store}
          busy={running.has(store.email)}
          outcome={outcomes[store.email]}
          onTest={() => void run(store.email)}
        />
      ))}
    </ul>
  );
}

interface StoreTestRowProps {
  store: StatusStore;
  busy: boolean;
  outcome: Outcome | undefined;
  onTest: () => void;
}

function StoreTestRow({ store, busy, outcome, onTest }: StoreTestRowProps) {
  return (
    <li className="card p-4" data-testid="store-calendar" data-email={store.email}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-bold text-ink-900 dark:text-white">{store.name}</h3>
          <p className="font-mono text-sm break-all text-gray-700 dark:text-gray-300">{store.email}</p>
        </div>
        {/* aria-disabled rather than disabled: a disabled button drops keyboard focus mid-test. */}
        <button
          type="button"
          className="btn-outline-dark shrink-0 px-4 aria-disabled:cursor-progress aria-disabled:opacity-75"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onTest();
          }}
        >
          {busy ? <Spinner /> : <CalendarIcon size={18} />}
          Test Calendar<span className="sr-only"> for {store.name}</span>
        </button>
      </div>
      {/* Always present, so screen readers announce what is written into it later. */}
      <div role="status">
        {busy ? (
          <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">Testing the {store.name} calendar…</p>
        ) : outcome?.kind === "success" ? (
          <div className="mt-3 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-100">
            <p>{outcome.message}</p>
            <p className="font-semibold">Events found: {outcome.eventsFound}</p>
          </div>
        ) : null}
      </div>
      {!busy && outcome && outcome.kind !== "success" && (
        <div
          role="alert"
          className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
        >
          {outcome.kind === "failure" ? (
            <>
              <p className="font-semibold break-words">Failed: {outcome.message}</p>
              <p className="break-words">Suggestion: {outcome.suggestion}</p>
            </>
          ) : (
            <p className="font-semibold break-words">Error testing calendar: {outcome.message}</p>
          )}
        </div>
      )}
    </li>
  );
}
