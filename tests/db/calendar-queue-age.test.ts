import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Driver } from "@/lib/db/driver";
import { queueHealth } from "@/lib/db/health-queries";
import { migratedDriver, type Kind } from "./history-support";

// How long the oldest due calendar write has waited (the metric calendar_oldest_due_age_seconds):
// from its retry time, or else from the appointment's last change, not from the booking itself.
const T = Date.UTC(2031, 5, 2, 12, 0);

describe.each(["sqlite", "postgres"] as const)("the calendar queue's age (%s)", (kind: Kind) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await migratedDriver(kind, inject("postgresUrl"), `calendar-age-${kind}`);
  });
  afterAll(() => driver?.close());

  async function appointment(
    reference: string,
    sync: string,
    createdAt: number,
    nextAttemptAt: number | null,
  ) {
    const row = await driver.get(
      `INSERT INTO appointments (reference, cancel_token_hash, store_id, store_email, service_name, duration_minutes,
         starts_at, ends_at, date, time, first_name, last_name, email, phone, status, calendar_sync,
         calendar_next_attempt_at, created_at)
       VALUES (?, 'h', 1, 'store1@alleghenytire.example', 'Oil Changes', 30, ?, ?, '2031-06-09', '09:00', 'Ada',
         'Hatfield', 'a@example.com', '3045550100', 'confirmed', ?, ?, ?) RETURNING id`,
      [reference, T + 7 * 86_400_000, T + 7 * 86_400_000 + 1_800_000, sync, nextAttemptAt, createdAt],
    );
    return Number(row!.id);
  }
  const event = (id: number, at: number) =>
    driver.run(
      "INSERT INTO appointment_events (appointment_id, at, what, actor_kind) VALUES (?, ?, 'moved', 'customer')",
      [id, at],
    );

  it("is 0 with nothing due, then counts from the last change or the retry time", async () => {
    expect((await queueHealth(driver, T)).oldestDueCalendarAgeMs).toBe(0);
    // Written to the calendar long ago: no work.
    await appointment("AT-DONE", "created", T - 30 * 86_400_000, null);
    // Booked a month ago, moved a minute ago: the new event is due since the move.
    const moved = await appointment("AT-MOVED", "pending", T - 30 * 86_400_000, null);
    await event(moved, T - 60_000);
    expect((await queueHealth(driver, T)).oldestDueCalendarAgeMs).toBe(60_000);
    // A retry set for later is not due; one due five minutes ago is the oldest.
    await appointment("AT-LATER", "pending", T - 86_400_000, T + 60_000);
    await appointment("AT-RETRY", "delete_pending", T - 86_400_000, T - 300_000);
    const health = await queueHealth(driver, T);
    expect(health.oldestDueCalendarAgeMs).toBe(300_000);
    expect(health.calendarPending).toBe(3);
  });
});
