import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROOF_COOKIE } from "@/lib/booking-form/contact-gate";
import { proofTokenFor } from "@/lib/contact-proof/proof-token";
import { resetDatabase } from "@/lib/db";
import { isStoreHoliday } from "@/lib/scheduling/holidays";
import { addDays, todayIn, weekdayOf } from "@/lib/core/zoned-time";
import { createDatabase } from "../../scripts/throwaway-postgres.mjs";

export type DatabaseKind = "sqlite" | "postgres";

/** Points the app at a brand-new database: a fresh SQLite folder, or a new PostgreSQL database. */
export async function useFreshDatabase(kind: DatabaseKind, postgresUrl: string): Promise<string> {
  await resetDatabase();
  delete process.env.AZURE_TENANT_ID;
  delete process.env.AZURE_CLIENT_ID;
  delete process.env.AZURE_CLIENT_SECRET;
  delete process.env.SMTP_URL;
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "scheduling-"));
  if (kind === "sqlite") {
    delete process.env.DATABASE_URL;
    return process.env.DATA_DIR;
  }
  process.env.DATABASE_URL = await createDatabase(postgresUrl);
  return process.env.DATA_DIR;
}

/** A business day (no weekend, no store holiday) at least `ahead` days out, in New York time. */
export function upcomingWeekday(ahead = 3, now = Date.now()): string {
  let date = addDays(todayIn("America/New_York", now), ahead);
  while ([0, 6].includes(weekdayOf(date)) || isStoreHoliday(date)) date = addDays(date, 1);
  return date;
}

export function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });
}

/**
 * A booking POST from a browser whose customer proved their address before (the cookie the site
 * sets once a code is entered): what a returning customer sends. The code step itself is tested in
 * tests/scheduling/contact-proof.test.ts.
 */
export async function bookingRequest(body: unknown, headers: Record<string, string> = {}): Promise<Request> {
  const email = (body as { customer?: { email?: unknown } } | null)?.customer?.email;
  const cookie = typeof email === "string" && email ? `${PROOF_COOKIE}=${await proofTokenFor(email)}` : null;
  return jsonRequest("/api/bookAppointment", body, cookie ? { cookie, ...headers } : headers);
}

export const params = <T extends object>(value: T) => ({ params: Promise.resolve(value) });
