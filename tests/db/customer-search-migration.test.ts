import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { migrations } from "@/lib/db/migrations";
import { openPostgresDriver } from "@/lib/db/postgres-driver";
import { openSqliteDriver } from "@/lib/db/sqlite-driver";
import { openStore } from "@/lib/db/store";
import { createDatabase } from "../../scripts/throwaway-postgres.mjs";

type Kind = "sqlite" | "postgres";

/** A database as the release before customer search left it, with three past bookings in it. */
async function beforeCustomerSearch(kind: Kind) {
  const file = join(mkdtempSync(join(tmpdir(), "customer-search-migration-")), "db.sqlite");
  const url = kind === "postgres" ? await createDatabase(inject("postgresUrl"), "customer_migration") : "";
  const open = () => (kind === "sqlite" ? openSqliteDriver(file) : openPostgresDriver(url));
  const driver = open();
  const big = kind === "postgres" ? "BIGINT" : "INTEGER";
  await driver.transaction(async (tx) => {
    await tx.script(
      `CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at ${big} NOT NULL)`,
    );
    for (const m of migrations.filter((m) => m.version < 20)) {
      await tx.script(kind === "postgres" ? m.postgres : m.sqlite);
      await tx.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)", [
        m.version,
        m.name,
        0,
      ]);
    }
    const row = (reference: string, vehicle: string | null, startsAt: number) =>
      tx.run(
        `INSERT INTO appointments (reference, cancel_token_hash, store_id, store_email, service_name, duration_minutes,
           starts_at, ends_at, date, time, first_name, last_name, email, phone, vehicle, status, calendar_sync, created_at)
         VALUES (?, 'h', 3, 'bristol@alleghenytire.example', 'Oil Changes', 30, ?, ?, '2031-03-03', '09:00', 'Earl',
           'Crowder', 'earl@example.com', '4235550100', ?, 'completed', 'not_applicable', 0)`,
        [reference, startsAt, startsAt + 1_800_000, vehicle],
      );
    await row("AT-AAAA-0001", JSON.stringify({ year: "2019", make: "Ford", model: " F-150 " }), 1);
    await row("AT-AAAA-0002", JSON.stringify({ year: "2012" }), 2);
    await row("AT-AAAA-0003", null, 3);
  });
  await driver.close();
  return open;
}

describe.each(["sqlite", "postgres"] as Kind[])("customer search's migration on %s", (kind) => {
  it("keeps every booking and fills the make and model of past ones from their JSON", async () => {
    const open = await beforeCustomerSearch(kind);
    const driver = open();
    try {
      const store = await openStore(driver);
      const rows = await driver.all(
        "SELECT reference, vehicle_make, vehicle_model FROM appointments ORDER BY reference",
      );
      expect(rows.map((r) => [r.reference, r.vehicle_make, r.vehicle_model])).toEqual([
        ["AT-AAAA-0001", "ford", "f-150"],
        ["AT-AAAA-0002", null, null],
        ["AT-AAAA-0003", null, null],
      ]);
      const scope = { storeEmails: null };
      const found = await store.searchAppointments(
        { kind: "words", first: null, last: "f-1", text: "f-1" },
        scope,
        10,
      );
      expect(found.map((a) => a.reference)).toEqual(["AT-AAAA-0001"]);
    } finally {
      await driver.close();
    }
  });
});
