import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Driver } from "@/lib/db/driver";
import { listQuoteRequests } from "@/lib/db/quote-queries";
import { migratedDriver, type Kind } from "./history-support";

// The desk's counts per state come from quote_state_counts, kept by triggers: they must equal a
// count of quote_requests itself after inserts, state and category changes and deletes, however
// the rows were written.
describe.each(["sqlite", "postgres"] as const)("quote counts per state (%s)", (kind: Kind) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await migratedDriver(kind, inject("postgresUrl"), `quote-counts-${kind}`);
  });
  afterAll(() => driver?.close());

  const insert = (n: number, application: string, state: string) =>
    driver.run(
      `INSERT INTO quote_requests (reference, product, size, quantity, application, name, email, phone, created_at, state)
       VALUES (?, 'Tire', '11R22.5', 4, ?, 'N', 'n@example.com', '3045550100', ?, ?)`,
      [`Q-${n}`, application, 1_000 + n, state],
    );

  async function truth(application: string | null) {
    const rows = await driver.all(
      `SELECT state, COUNT(*) AS n FROM quote_requests${application ? " WHERE application = ?" : ""} GROUP BY state`,
      application ? [application] : [],
    );
    const counts: Record<string, number> = { new: 0, quoted: 0, won: 0, lost: 0 };
    for (const r of rows) counts[String(r.state)] = Number(r.n);
    return counts;
  }

  const shown = async (application: string | null) =>
    (await listQuoteRequests(driver, { application, state: null, after: null, limit: 1 })).counts;

  it("counts what quote_requests holds, per category and in all", async () => {
    const states = ["new", "quoted", "won", "lost"];
    const applications = ["farm", "mining", "commercial"];
    for (let n = 0; n < 40; n++) await insert(n, applications[n % 3]!, states[n % 4]!);
    await driver.run(
      "UPDATE quote_requests SET state = 'won' WHERE state = 'quoted' AND application = 'farm'",
    );
    await driver.run("UPDATE quote_requests SET application = 'mining' WHERE reference IN ('Q-0', 'Q-3')");
    await driver.run("UPDATE quote_requests SET note = 'seen' WHERE reference = 'Q-4'");
    await driver.run("DELETE FROM quote_requests WHERE reference IN ('Q-5', 'Q-6')");
    for (const application of [null, ...applications]) {
      const expected = await truth(application);
      expect(await shown(application), String(application)).toEqual(expected);
    }
    expect(Object.values(await shown(null)).reduce((a, b) => a + b, 0)).toBe(38);
  });
});
