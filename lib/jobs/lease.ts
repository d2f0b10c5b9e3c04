import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { settings } from "@/lib/settings";

/** This process, as named in the claims it holds on queued work. */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;

/**
 * How long a claim on an e-mail or calendar write holds. An instance that dies holding one (crash,
 * SIGKILL, lost network) lets the work go to the others when it ends. WORK_LEASE_MS shortens it
 * for tests.
 */
export function leaseMs(): number {
  return settings().workLeaseMs;
}

/**
 * A claimed item is started only while at least half the lease is left, so a slow send cannot
 * outlive the claim and let a second instance send the same message. Items skipped this way stay
 * claimed until the lease ends, then any instance picks them up.
 */
export function claimStillSafe(claimedUntil: number, now = Date.now()): boolean {
  return claimedUntil - now >= leaseMs() / 2;
}
