"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

const SCROLL_DELAY_MS = 50;

/** After an in-site navigation, return to the top 50 ms later (links to #anchors keep their target). */
export function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (window.location.hash) return;
    const timer = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
