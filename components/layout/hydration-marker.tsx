"use client";

import { useEffect } from "react";

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). Prerendered pages load
 * their scripts only after the first paint (scripts/defer-startup-scripts.mjs), so a page can be
 * visible, and its load event over, before its buttons answer; the browser tests wait for this
 * mark before they act, as a person would wait for a page to settle.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
