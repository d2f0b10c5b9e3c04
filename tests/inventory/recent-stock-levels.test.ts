import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeEach, describe, expect, inject, it } from "vitest";
import { WAREHOUSE_ID } from "@/data/inventory";
import { findLocation } from "@/data/locations";
import { getDatabase, resetDatabase } from "@/lib/db";
import { levelAt } from "@/lib/db/stock-queries";
import { STOCK_READ_FRESH_MS, recentStockLevels } from "@/lib/stock/recent-stock-levels";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";

const BRISTOL = findLocation(3)!;
// Real catalog products, picked from the data rather than written here.
const [first, second] = passengerCatalog.bySize("225/65R17");
const NOW = Date.UTC(2030, 0, 8, 15, 0);

describe.each(["sqlite", "postgres"] as DatabaseKind[])("recent stock levels, on %s", (kind) => {
  let dataDir: string;

  /** Another instance's write: straight to the database, past this process's count of changes. */
  async function setElsewhere(offerId: string, onHand: number) {
    const sql = "UPDATE stock SET on_hand = $1 WHERE location_id = $2 AND offer_id = $3";
    if (kind === "sqlite") {
      const db = new Database(join(dataDir, "scheduling.sqlite"));
      db.prepare(sql.replace(/\$\d/g, "?")).run(onHand, BRISTOL.id, offerId);
      db.close();
      return;
    }
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(sql, [onHand, BRISTOL.id, offerId]);
    await client.end();
  }

  async function setHere(offerId: string, onHand: number) {
    const result = await (await getDatabase()).setStock([{ locationId: BRISTOL.id, offerId, onHand }], NOW);
    expect(result.ok).toBe(true);
  }

  const onHandAtBristol = async (offerId: string, now: number) =>
    levelAt(await recentStockLevels([offerId], now), BRISTOL.id, offerId).onHand;

  beforeEach(async () => {
    dataDir = await useFreshDatabase(kind, inject("postgresUrl"));
    await setHere(first!.id, 7);
    await setHere(second!.id, 3);
  });
  afterAll(resetDatabase);

  it("reads what the database has", async () => {
    expect(await onHandAtBristol(first!.id, NOW)).toBe(7);
    const both = await recentStockLevels([first!.id, second!.id], NOW);
    expect(levelAt(both, BRISTOL.id, first!.id).onHand).toBe(7);
    expect(levelAt(both, BRISTOL.id, second!.id).onHand).toBe(3);
    expect(levelAt(both, WAREHOUSE_ID, first!.id).offerId).toBe(first!.id);
  });

  it("answers from its last read for a few seconds, then reads again: another instance's change shows within them", async () => {
    expect(await onHandAtBristol(first!.id, NOW)).toBe(7);
    await setElsewhere(first!.id, 2);
    expect(await onHandAtBristol(first!.id, NOW + STOCK_READ_FRESH_MS - 1)).toBe(7);
    expect(await onHandAtBristol(first!.id, NOW + STOCK_READ_FRESH_MS)).toBe(2);
  });

  it("reads again at once after this process changes stock", async () => {
    expect(await onHandAtBristol(first!.id, NOW)).toBe(7);
    await setHere(first!.id, 5);
    expect(await onHandAtBristol(first!.id, NOW)).toBe(5);
  });

  it("reads the offers it has no fresh read of, and keeps the others' reads", async () => {
    expect(await onHandAtBristol(first!.id, NOW)).toBe(7);
    await setElsewhere(first!.id, 1);
    await setElsewhere(second!.id, 0);
    const both = await recentStockLevels([first!.id, second!.id], NOW + 1);
    expect(levelAt(both, BRISTOL.id, first!.id).onHand).toBe(7);
    expect(levelAt(both, BRISTOL.id, second!.id).onHand).toBe(0);
  });

  it("forgets a database's reads when the database is closed", async () => {
    expect(await onHandAtBristol(first!.id, NOW)).toBe(7);
    await setElsewhere(first!.id, 4);
    await resetDatabase();
    expect(await onHandAtBristol(first!.id, NOW)).toBe(4);
  });
});
