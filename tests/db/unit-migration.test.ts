import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import type { Driver } from "@/lib/db/driver";
import { migrations } from "@/lib/db/migrations";
import { openPostgresDriver } from "@/lib/db/postgres-driver";
import { openSqliteDriver } from "@/lib/db/sqlite-driver";
import { openStore } from "@/lib/db/store";
import { createDatabase } from "../../scripts/throwaway-postgres.mjs";

type Kind = "sqlite" | "postgres";

const T0 = Date.UTC(2031, 2, 3, 14, 0);
const HALF_HOUR = 30 * 60_000;

/** A database as the release before store capacity left it: migrations 1-5, with appointments in it. */
async function lastRelease(kind: Kind): Promise<{ driver: () => Driver }> {
  const file = join(mkdtempSync(join(tmpdir(), "units-migration-")), "db.sqlite");
  const url = kind === "postgres" ? await createDatabase(inject("postgresUrl"), "units_migration") : "";
  const open = () => (kind === "sqlite" ? openSqliteDriver(file) : openPostgresDriver(url));
  const driver = open();
  const big = kind === "postgres" ? "BIGINT" : "INTEGER";
  await driver.transaction(async (tx) => {
    await tx.script(
      `CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at ${big} NOT NULL)`,
    );
    for (const m of migrations.filter((m) => m.version <= 5)) {
      await tx.script(kind === "postgres" ? m.postgres : m.sqlite);
      await tx.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)", [
        m.version,
        m.name,
        0,
      ]);
    }
    const row = (reference: string, service: string, startsAt: number, status: string) =>
      tx.run(
        `INSERT INTO appointments (reference, cancel_token_hash, store_id, store_email, service_name, duration_minutes,
           starts_at, ends_at, date, time, first_name, last_name, email, phone, status, calendar_sync, created_at)
         VALUES (?, 'h', 3, 'bristol@alleghenytire.example', ?, 30, ?, ?, '2031-03-03', '09:00', 'Ada', 'Hatfield',
           'ada@example.com', '4235550100', ?, 'not_applicable', 0)`,
        [reference, service, startsAt, startsAt + HALF_HOUR, status],
      );
    // Under the old rule one store held one job at a time: back to back, never side by side.
    await row("AT-AAAA-0001", "Oil Changes", T0, "requested");
    await row("AT-AAAA-0002", "Wheel Alignment", T0 + HALF_HOUR, "confirmed");
    await row("AT-AAAA-0003", "Commercial Tire Service", T0 + 2 * HALF_HOUR, "confirmed");
    await row("AT-AAAA-0004", "Brake Service", T0, "cancelled");
  });
  await driver.close();
  return { driver: open };
}

describe.each(["sqlite", "postgres"] as Kind[])("upgrading a %s database to store capacity", (kind) => {
  it("moves every appointment to unit 1 of its service's kind, live ones holding it", async () => {
    const { driver } = await lastRelease(kind);
    const db = await openStore(driver());
    try {
      const oil = await db.findByReference("AT-AAAA-0001");
      expect(oil).toMatchObject({ visit: "wait", addOns: [], status: "requested" });
      expect(oil?.segments).toEqual([
        { serviceName: "Oil Changes", kind: "bay", unit: 1, startsAt: T0, endsAt: T0 + HALF_HOUR },
      ]);
      expect((await db.findByReference("AT-AAAA-0002"))?.segments[0]).toMatchObject({
        kind: "alignment",
        unit: 1,
      });
      expect((await db.findByReference("AT-AAAA-0003"))?.segments[0]).toMatchObject({
        kind: "truck-bay",
        unit: 1,
      });

      const held = await db.heldUnits("bristol@alleghenytire.example", T0 - HALF_HOUR, T0 + 4 * HALF_HOUR);
      // The cancelled brake job holds nothing.
      expect(held.map((h) => `${h.kind} ${h.unit} ${(h.start - T0) / HALF_HOUR}`).sort()).toEqual([
        "alignment 1 1",
        "bay 1 0",
        "truck-bay 1 2",
      ]);
      expect(await db.countAppointments()).toBe(3);
    } finally {
      await db.close();
    }
  });

  it("is applied once, however many instances start on it together", async () => {
    const { driver } = await lastRelease(kind);
    const [a, b] = await Promise.all([openStore(driver()), openStore(driver())]);
    try {
      const held = await a.heldUnits("bristol@alleghenytire.example", T0 - HALF_HOUR, T0 + 4 * HALF_HOUR);
      expect(held).toHaveLength(3);
      expect(await b.heldUnits("bristol@alleghenytire.example", T0 - HALF_HOUR, T0 + 4 * HALF_HOUR)).toEqual(
        held,
      );
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
