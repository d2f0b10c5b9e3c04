import "server-only";
import { withTimeout } from "@/lib/core/with-timeout";
import { getDatabase } from "@/lib/db";
import { isDraining } from "./server-lifecycle";

const DATABASE_TIMEOUT_MS = 1_000;

export interface Readiness {
  status: "ready" | "draining" | "unavailable";
}

/** Whether the proxy should send this instance requests (see app/api/ready/route.ts). */
export async function readiness(): Promise<Readiness> {
  if (isDraining()) return { status: "draining" };
  try {
    await withTimeout(
      getDatabase().then((db) => db.ping()),
      DATABASE_TIMEOUT_MS,
    );
    return { status: "ready" };
  } catch {
    return { status: "unavailable" };
  }
}
