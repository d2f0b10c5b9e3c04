"use client";

import { useSyncExternalStore } from "react";

const MINUTE_MS = 60_000;
/** Checked more often than once a minute so a change of minute shows within seconds. */
const TICK_MS = 10_000;

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, TICK_MS);
  // Timers are throttled in background tabs: catch up as soon as the tab is shown again.
  document.addEventListener("visibilitychange", onChange);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener("visibilitychange", onChange);
  };
}

/** The start of the current minute; the snapshot only changes when the minute does. */
function currentMinute(): number {
  return Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
}

const onServer = (): null => null;

/**
 * The current time to the minute, or null while rendering on the server and hydrating, so that
 * time-dependent text (open or closed, today's date) is worked out in the visitor's browser and
 * never frozen into a prerendered page.
 */
export function useCurrentMinute(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, onServer);
}
