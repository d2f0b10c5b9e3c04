import type { LifecycleOutcome } from "@/lib/appointments/lifecycle";

/**
 * How the pages' forms show a change's outcome, in its own message: done when it was made or was
 * already so, failed otherwise. Every kind is placed here, so a new one must be placed too.
 */
export const CHANGE_TONE: Record<LifecycleOutcome["kind"], "done" | "failed"> = {
  changed: "done",
  unchanged: "done",
  invalid: "failed",
  "not-found": "failed",
  "link-expired": "failed",
  "slot-taken": "failed",
  stale: "failed",
};
