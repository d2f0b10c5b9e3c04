import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { getDatabase, openDatabase, resetDatabase } from "@/lib/db";
import {
  decidePartNumber,
  readStockFile,
  uploadPartNumbers,
  waitingPartNumbersCsv,
} from "@/lib/stock/part-number-list";
import { partNumberBook } from "@/lib/stock/part-number-list";
import { readStockFeed, updateStock } from "@/lib/stock/stock-update";
import { useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";
import { OPERATOR, storeMember } from "../support/staff";

const BRISTOL = 3;
const manager = storeMember(BRISTOL);

const onHand = async (offerId: string) =>
  (await (await getDatabase()).stockLevels([offerId])).find((l) => l.locationId === BRISTOL)?.onHand ?? 0;
const waiting = async () => (await (await getDatabase()).unmappedPartNumbers(50)).rows;
const entry = async (partNumber: string) =>
  (await (await getDatabase()).partNumberEntries()).find((e) => e.partNumber === partNumber);

describe.each(["sqlite", "postgres"] as DatabaseKind[])("part numbers on %s", (kind) => {
  let dataDir: string;
  let tire: string;
  let other: string;

  beforeAll(async () => {
    dataDir = await useFreshDatabase(kind, inject("postgresUrl"));
    const levels = (await (await getDatabase()).allStockLevels()).filter(
      (l) => l.locationId === BRISTOL && l.held === 0,
    );
    [tire, other] = [levels[0]!.offerId, levels[1]!.offerId];
  });
  afterAll(() => resetDatabase());

  const upload = async (lines: string[]) =>
    updateStock(await readStockFile(["location_id,part_number,on_hand", ...lines].join("\n")), manager);

  it("counts an export by part number once its numbers are mapped, and lists the others to map", async () => {
    const first = await upload([`${BRISTOL},POS-100,17`, `${BRISTOL},POS-200,3`]);
    expect(first).toEqual({
      kind: "saved",
      updated: 0,
      message:
        "Stock saved: 0 rows updated. 2 part numbers are not mapped to a tire yet and were not counted: map them under Part numbers and upload again.",
      leftOut: { unmapped: ["POS-100", "POS-200"], unmappedCount: 2, notTires: 0 },
    });
    expect(await waiting()).toEqual([
      expect.objectContaining({
        partNumber: "POS-100",
        locationId: BRISTOL,
        onHand: 17,
        timesSeen: 1,
        seenBy: "Sam Counter",
      }),
      expect.objectContaining({ partNumber: "POS-200", locationId: BRISTOL, onHand: 3, timesSeen: 1 }),
    ]);
    expect(await waitingPartNumbersCsv()).toBe("part_number,offer_id\r\nPOS-100,\r\nPOS-200,\r\n");

    // A size typed where the offer id goes gets a way to the right one; nothing is mapped.
    const typo = await decidePartNumber(
      { partNumber: "pos-100", action: "map", offerId: "225/65R17", expectedUpdatedAt: "" },
      manager,
    );
    expect(typo).toEqual({ ok: false, message: expect.stringMatching(/^225\/65R17 is a size: look it up/) });

    const mapped = await decidePartNumber(
      { partNumber: "pos-100", action: "map", offerId: tire, expectedUpdatedAt: "" },
      manager,
    );
    expect(mapped).toEqual({
      ok: true,
      message: `Part number POS-100 is now ${tire}. Upload the export again to count it.`,
    });
    expect(
      await decidePartNumber(
        { partNumber: "POS-200", action: "not-a-tire", offerId: "", expectedUpdatedAt: "" },
        manager,
      ),
    ).toMatchObject({ ok: true });
    expect(await waiting()).toEqual([]);

    const again = await upload([`${BRISTOL},POS-100,17`, `${BRISTOL},POS-200,3`, `${BRISTOL},POS-300,1`]);
    expect(again).toMatchObject({
      kind: "saved",
      updated: 1,
      message:
        "Stock saved: 1 row updated. 1 part number is not mapped to a tire yet and was not counted: map it under Part numbers and upload again. 1 line is for items marked as not tires.",
    });
    expect(await onHand(tire)).toBe(17);
    expect((await waiting()).map((w) => w.partNumber)).toEqual(["POS-300"]);
  });

  it("keeps noting a number every export sends, and notes it even when the file is refused", async () => {
    const refused = await upload([`${BRISTOL},POS-300,4`, `${BRISTOL},POS-100,-1`]);
    expect(refused).toMatchObject({
      kind: "invalid",
      refusedCount: 1,
      leftOut: { unmapped: ["POS-300"], unmappedCount: 1 },
    });
    expect(await waiting()).toEqual([
      expect.objectContaining({ partNumber: "POS-300", timesSeen: 2, onHand: 4 }),
    ]);
    // A store's staff cannot count another store's rows by part number either.
    const elsewhere = await upload([`5,POS-100,2`]);
    expect(elsewhere).toMatchObject({ kind: "forbidden" });
  });

  it("saves an uploaded list as it stands and says what changed", async () => {
    const saved = await uploadPartNumbers(
      `part_number,offer_id\nPOS-100,${other}\nPOS-300,${tire}\nPOS-200,not a tire\nPOS-400,\n`,
      OPERATOR,
    );
    expect(saved).toEqual({
      kind: "saved",
      message:
        "Part numbers saved: 1 new, 1 changed, 1 already so. 1 line without an offer id was left as it was.",
    });
    expect(await entry("POS-100")).toMatchObject({ offerId: other, updatedBy: "Dana Whitt" });
    expect(await waiting()).toEqual([]);
    const refused = await uploadPartNumbers(`POS-100,${tire}\nPOS-500,nope\n`, OPERATOR);
    expect(refused).toMatchObject({ kind: "invalid", refusedCount: 1 });
    expect(await entry("POS-100")).toMatchObject({ offerId: other });
  });

  it("takes the JSON feed's part numbers the same way, and refuses a row that names its tire twice", async () => {
    const feed = async (rows: unknown[]) =>
      updateStock(readStockFeed({ rows }, await partNumberBook()), manager);
    const saved = await feed([
      { locationId: BRISTOL, partNumber: "pos-300", onHand: 9 },
      { locationId: BRISTOL, partNumber: "POS-200", onHand: 50 },
      { locationId: BRISTOL, partNumber: "FEED-1", onHand: 2 },
    ]);
    expect(saved).toMatchObject({
      kind: "saved",
      updated: 1,
      leftOut: { unmapped: ["FEED-1"], unmappedCount: 1, notTires: 1 },
    });
    expect(await onHand(tire)).toBe(9);
    const refused = await feed([
      { locationId: BRISTOL, partNumber: "POS-300", offerId: tire, onHand: 1 },
      { locationId: 42, partNumber: "FEED-2", onHand: 1 },
      { locationId: BRISTOL, partNumber: 7, onHand: 1 },
    ]);
    expect(refused).toMatchObject({
      kind: "invalid",
      refused: [
        { index: 0, reason: "A row names its tire once: offerId or partNumber, not both." },
        { index: 1, reason: expect.stringMatching(/^Location "42" is not one of ours/) },
        { index: 2, reason: expect.stringMatching(/^"7" is not a part number/) },
      ],
    });
    expect(await onHand(tire)).toBe(9);
  });

  it("never overwrites a colleague's change unseen, from two instances at once", async () => {
    await upload([`${BRISTOL},POS-900,5`]);
    const url = process.env.DATABASE_URL;
    const [one, two] = await Promise.all([
      openDatabase(url ? { url } : { file: join(dataDir, "scheduling.sqlite") }),
      openDatabase(url ? { url } : { file: join(dataDir, "scheduling.sqlite") }),
    ]);
    try {
      const now = Date.now();
      const results = await Promise.all([
        one.decidePartNumber("POS-900", tire, null, now, "Sam Counter"),
        two.decidePartNumber("POS-900", other, null, now, "Dana Whitt"),
      ]);
      expect(results.sort()).toEqual(["saved", "stale"]);
      const won = (await entry("POS-900"))!;
      // Both change it from what they read: one wins, the other is told.
      const changes = await Promise.all([
        one.decidePartNumber("POS-900", null, won.updatedAt, now, "Sam Counter"),
        two.decidePartNumber("POS-900", tire, won.updatedAt, now, "Dana Whitt"),
      ]);
      expect(changes.sort()).toEqual(["saved", "stale"]);
      const after = (await entry("POS-900"))!;
      expect(after.updatedAt).toBeGreaterThan(won.updatedAt);
      expect(await one.removePartNumber("POS-900", won.updatedAt)).toBe("stale");
      expect(await two.removePartNumber("POS-900", after.updatedAt)).toBe("removed");
      // A number mapped while an upload was noting it never comes back as waiting.
      await one.decidePartNumber("POS-901", tire, null, now, "Sam Counter");
      await two.noteUnmappedPartNumbers(
        [{ partNumber: "POS-901", locationId: BRISTOL, onHand: 1 }],
        now,
        "x",
      );
      expect((await two.unmappedPartNumbers(50)).rows.map((r) => r.partNumber)).toEqual(["FEED-1"]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
    const stale = await decidePartNumber(
      { partNumber: "POS-100", action: "map", offerId: tire, expectedUpdatedAt: "1" },
      manager,
    );
    expect(stale).toEqual({
      ok: false,
      message:
        "Part number POS-100 was changed meanwhile by someone else. Its entry below is as it stands now.",
    });
  });
});
