"use client";

import { useState } from "react";
import { fetchJson } from "@/lib/http/fetch-json";
import type { OperationsList } from "@/lib/status/operations";

interface Pages<T> {
  /** The rows the operations reading brought, and those read since with "Show more". */
  base: readonly T[];
  more: T[];
  next: string | null;
  busy: boolean;
  error: string | null;
}

/**
 * One list of the background-work panel read on past its first page: `showMore` appends the
 * next page from /api/admin/operations/{list}. A refresh of the panel (a new first page) starts
 * the list again from the top.
 */
export function useMorePages<T>(list: OperationsList, first: readonly T[], next: string | null) {
  const [pages, setPages] = useState<Pages<T>>({ base: first, more: [], next, busy: false, error: null });
  let current = pages;
  if (pages.base !== first) {
    current = { base: first, more: [], next, busy: false, error: null };
    setPages(current);
  }
  async function showMore() {
    if (current.busy || !current.next) return;
    setPages({ ...current, busy: true, error: null });
    try {
      const page = await fetchJson<{ items: T[]; next: string | null }>(
        `/api/admin/operations/${list}?cursor=${encodeURIComponent(current.next)}`,
      );
      setPages({ ...current, more: [...current.more, ...page.items], next: page.next, busy: false });
    } catch (error) {
      setPages({ ...current, busy: false, error: error instanceof Error ? error.message : "No answer." });
    }
  }
  return {
    items: [...first, ...current.more],
    next: current.next,
    busy: current.busy,
    error: current.error,
    showMore,
  };
}
