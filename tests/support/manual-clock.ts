import type { BudgetClock } from "@/lib/calendar/graph-budget";

export interface ManualClock extends BudgetClock {
  /** Moves the clock on by `ms`, running the timers that fall due on the way, in order. */
  advance(ms: number): void;
}

/** A clock that stands still until the test moves it, so no test waits for real time to pass. */
export function manualClock(start = Date.now()): ManualClock {
  let now = start;
  let timers: { at: number; fn: () => void }[] = [];
  return {
    now: () => now,
    after(ms, fn) {
      const timer = { at: now + ms, fn };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const next = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        now = next.at;
        next.fn();
      }
      now = until;
    },
  };
}
