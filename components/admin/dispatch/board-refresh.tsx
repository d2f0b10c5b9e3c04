"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Keeps the board live: it asks the server for the board again every `seconds`, except while
 * someone is filling in one of its forms (their typing is kept). Without scripts the board has a
 * Refresh link instead.
 */
export function BoardRefresh({ seconds }: { seconds: number }) {
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
