"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Keeps a page live (the dispatch board, a road call's status): it asks the server for the page
 * again every `seconds`, except while someone is filling in one of its forms (their typing is
 * kept). Not a <meta> refresh, which reloads the whole page under a screen reader's feet; without
 * scripts the page offers a Refresh link instead.
 */
export function LiveRefresh({ seconds }: { seconds: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      const active = document.activeElement;
      if (active && active.closest("form") && active !== document.body) return;
      router.refresh();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [router, seconds]);
  return null;
}
