"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** The year as of the build, corrected in the browser when a prerendered page outlives New Year. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  return useSyncExternalStore(
    noop,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}
