import "server-only";
import { getDatabase } from "@/lib/db";
import { isDraining } from "./server-lifecycle";

const DATABASE_TIMEOUT_MS = 1_000;

export interface Readiness {
  status: "ready" | "draining" | "unavailable";
}

/** Whether the proxy should send this instance requests (see app/api/ready/route.ts). */
export async function readiness(): Promise<Readiness> {
  if (isDraining()) return { status: "draining" };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      getDatabase().then((db) => db.ping()),
      new Promise(
        (_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), DATABASE_TIMEOUT_MS)),
      ),
    ]);
    return { status: "ready" };
  } catch {
    return { status: "unavailable" };
  } finally {
    clearTimeout(timer);
  }
}
