"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

/**
 * A shared, cached read for the islands every page carries (the header's store list) and for the
 * tire pages' stock lines. SWR does this for the scheduler and the staff pages, but it is about
 * 5 KB of gzipped script, more than these islands themselves, on the pages people land on most.
 * The contract is SWR's for these reads (SPEC's cached reads): one request per key however many
 * islands ask; an answer reused while fresh, never refetched on a return to the tab; a failed
 * read retried once, after a delay; while a key loads, its last answer (or, with `keepPrevious`,
 * the previous key's) stays on screen.
 */

interface Entry {
  data?: unknown;
  error?: unknown;
  /** When `data` was read (ms). */
  readAt: number;
  loading: boolean;
  /** Bumped on every change, so React sees a new snapshot. */
  version: number;
  listeners: Set<() => void>;
}

/** SWR's first retry interval; one retry only, so well under SPEC's 30 s cap. */
const RETRY_DELAY_MS = 5_000;
/** Answers older than this are dropped when a new key is read (SPEC: 5 minutes). */
const FORGET_AFTER_MS = 5 * 60_000;

const entries = new Map<string, Entry>();

function entryFor(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    const now = Date.now();
    for (const [other, old] of entries)
      if (!old.loading && old.listeners.size === 0 && now - old.readAt > FORGET_AFTER_MS)
        entries.delete(other);
    entry = { readAt: 0, loading: false, version: 0, listeners: new Set() };
    entries.set(key, entry);
  }
  return entry;
}

function changed(entry: Entry) {
  entry.version++;
  for (const listener of entry.listeners) listener();
}

/** Reads `key` unless a read is under way or its answer is still fresh. */
function load(key: string, read: () => Promise<unknown>, freshMs: number) {
  const entry = entryFor(key);
  if (entry.loading || (entry.data !== undefined && Date.now() - entry.readAt < freshMs)) return;
  entry.loading = true;
  changed(entry);
  const attempt = (retries: number): Promise<void> =>
    read().then(
      (data) => {
        entry.data = data;
        entry.error = undefined;
        entry.readAt = Date.now();
      },
      (error: unknown) =>
        retries > 0
          ? new Promise<void>((resolve) => setTimeout(resolve, RETRY_DELAY_MS)).then(() =>
              attempt(retries - 1),
            )
          : void (entry.error = error),
    );
  void attempt(1).finally(() => {
    entry.loading = false;
    changed(entry);
  });
}

export interface SharedRead<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
}

/**
 * `read` answers `key` (null: nothing to read yet); it should change only with the key. `freshMs`:
 * how long an answer is reused.
 */
export function useSharedRead<T>(
  key: string | null,
  read: () => Promise<T>,
  freshMs: number,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
): SharedRead<T> {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (key === null) return () => {};
      const { listeners } = entryFor(key);
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    [key],
  );
  useSyncExternalStore(
    subscribe,
    () => (key === null ? -1 : (entries.get(key)?.version ?? 0)),
    () => -1,
  );
  useEffect(() => {
    if (key !== null) load(key, read, freshMs);
  }, [key, read, freshMs]);

  const entry = key === null ? undefined : entries.get(key);
  const data = entry?.data as T | undefined;
  // The last answer this island showed, for `keepPrevious` (React's derived-state pattern).
  const [last, setLast] = useState<T | undefined>(undefined);
  if (data !== undefined && data !== last) setLast(data);
  return {
    data: data ?? (keepPrevious && key !== null ? last : undefined),
    error: entry?.error,
    // Also before the first read starts (the effect runs after this render).
    isLoading: key !== null && data === undefined && entry?.error === undefined,
  };
}
