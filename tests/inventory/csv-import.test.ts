import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readStockCsv } from "@/lib/inventory/csv-import";
import { MAX_STOCK_ROWS } from "@/lib/inventory/upload-limits";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { hostileText, NASTY_STRINGS } from "../security/fuzz-support";

// Real catalog tires, picked from the data rather than written here.
const [a, b, c] = passengerCatalog.offers;
const A = a!.id;
const B = b!.id;
const C = c!.id;

function refusedLines(text: string) {
  const read = readStockCsv(text);
  if (read.ok) throw new Error("expected a refusal");
  return read;
}

describe("reading the point-of-sale export", () => {
  it("reads a plain file with its header", () => {
    expect(readStockCsv(`location_id,offer_id,on_hand\n1,${A},4\n9,${B},40\n`)).toEqual({
      ok: true,
      rows: [
        { at: { line: 2 }, row: { locationId: 1, offerId: A, onHand: 4 } },
        { at: { line: 3 }, row: { locationId: 9, offerId: B, onHand: 40 } },
      ],
    });
  });

  it("tolerates a byte-order mark, CRLF and CR line ends, spaces, quotes, blank lines and trailing commas", () => {
    const text = `\uFEFF Location ID , "Offer ID" ,On Hand\r\n\r\n 3 , "${A}" , 0 \r\n"5",${B},12,,\r\n,,\r9,${C},"7"\r\n`;
    const read = readStockCsv(text);
    expect(read).toEqual({
      ok: true,
      rows: [
        { at: { line: 3 }, row: { locationId: 3, offerId: A, onHand: 0 } },
        { at: { line: 4 }, row: { locationId: 5, offerId: B, onHand: 12 } },
        { at: { line: 6 }, row: { locationId: 9, offerId: C, onHand: 7 } },
      ],
    });
  });

  it("reads a file without a header, and a header in another order", () => {
    expect(readStockCsv(`2,${A},6`)).toMatchObject({
      ok: true,
      rows: [{ row: { locationId: 2, onHand: 6 } }],
    });
    expect(readStockCsv(`on_hand,location_id,offer_id\n6,2,${A}`)).toMatchObject({
      ok: true,
      rows: [{ at: { line: 2 }, row: { locationId: 2, offerId: A, onHand: 6 } }],
    });
  });

  it("refuses each bad row with its line number and a reason in words, and keeps nothing", () => {
    const text = [
      "location_id,offer_id,on_hand",
      `12,${A},4`, // 2: no such location
      `0,${A},4`, // 3
      `3,no-such-tire,4`, // 4: not in the catalog
      `3,${A},-1`, // 5: below zero
      `3,${B},4.5`, // 6: not whole
      `3,${C},10000`, // 7: too many
      `4,${A}`, // 8: a value short
      `4,${A},4,extra`, // 9: one too many
      `1,${B},4`, // 10: fine on its own …
      ` 1 ,${B}, 5`, // 11: … but the same location and tire again
      `1,,4`, // 12: no offer
      `,${C},`, // 13: no location, no count
      `1;${A};4`, // 14: semicolons
      `7,${A},8`, // 15: fine
    ].join("\n");
    const read = refusedLines(text);
    expect(read.kind).toBe("invalid");
    expect(read.message).toBe("Nothing was changed: 12 rows were refused.");
    const byLine = Object.fromEntries(read.refused!.map((r) => [(r as { line: number }).line, r.reason]));
    expect(Object.keys(byLine).map(Number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14]);
    expect(byLine[2]).toBe('Location "12" is not one of ours: use 1-8 for a store or 9 for the warehouse.');
    expect(byLine[3]).toContain('Location "0" is not one of ours');
    expect(byLine[4]).toBe('No tire in the catalog has the offer id "no-such-tire".');
    expect(byLine[5]).toBe('On hand "-1" is not a whole number from 0 to 9999.');
    expect(byLine[6]).toBe('On hand "4.5" is not a whole number from 0 to 9999.');
    expect(byLine[7]).toBe('On hand "10000" is not a whole number from 0 to 9999.');
    expect(byLine[8]).toBe(
      "Expected three values separated by commas (location id, offer id, on hand); found 2.",
    );
    expect(byLine[9]).toContain("found 4");
    expect(byLine[11]).toBe(
      `Location 1 and offer ${B} are already counted on line 10; each may appear once.`,
    );
    expect(byLine[12]).toBe("The offer id is missing.");
    expect(byLine[13]).toBe(
      "The location id is missing: use 1-8 for a store or 9 for the warehouse. The on-hand count is missing.",
    );
    expect(byLine[14]).toContain("found 1");
  });
});

describe("hostile files", () => {
  it("refuses a file over 2 MB, and one over 20,000 rows, with a 413 in words", () => {
    const big = refusedLines(`1,${A},4\n`.repeat(Math.ceil((2 * 1024 * 1024) / (A.length + 5))));
    expect(big.kind).toBe("too-large");
    expect(big.message).toMatch(/^The file is too large: an upload may be at most 2 MB/);
    const many = refusedLines(`1,${A},4\n`.repeat(MAX_STOCK_ROWS + 1));
    expect(many.kind).toBe("too-large");
    expect(many.message).toContain("20,000 rows");
  });

  it("refuses binary data as not a CSV file", () => {
    const png = String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
    for (const text of [png, `1,${A},4\u0000`, "\u0007\u0008"]) {
      expect(refusedLines(text)).toEqual({
        ok: false,
        kind: "invalid",
        message:
          "This file is not a CSV text file. Export the stock from the point of sale as CSV and upload that file.",
      });
    }
  });

  it("refuses an empty file, and one with only a header", () => {
    for (const text of ["", "\uFEFF", "\r\n\r\n", ",,\n,,", "location_id,offer_id,on_hand\r\n"]) {
      const read = refusedLines(text);
      expect(read.kind, JSON.stringify(text)).toBe("invalid");
      expect(read.message).toMatch(/^The file has no stock rows/);
    }
  });

  it("says which line a broken quote is on", () => {
    const open = refusedLines(`1,${A},4\n2,"${B},4\n3,${C},4\n`);
    expect(open.message).toBe("Nothing was changed: the file could not be read as CSV.");
    expect(open.refused).toEqual([
      { line: 2, reason: expect.stringContaining("a closing double quote is missing") as unknown },
    ]);
    const inside = refusedLines(`1,${A},4\n\n2,"ab"c,4\n`);
    expect(inside.refused).toEqual([
      {
        line: 3,
        reason: expect.stringContaining("A quoted value goes on after its closing quote") as unknown,
      },
    ]);
    const long = refusedLines(`1,${"x".repeat(5000)},4\n`);
    expect(long.refused![0]!.reason).toBe("This line is far too long for a stock row.");
  });

  it("reads a first line with a missing location as a stock line, not a header", () => {
    expect(refusedLines(`,${A},4\n1,${B},4`).refused).toEqual([
      { line: 1, reason: "The location id is missing: use 1-8 for a store or 9 for the warehouse." },
    ]);
  });

  it("refuses a header it does not know, prototype keys included", () => {
    for (const header of [
      "store,sku,qty",
      "__proto__,offer_id,on_hand",
      "location_id,location_id,on_hand",
      "constructor",
    ]) {
      const read = refusedLines(`${header}\n1,${A},4`);
      expect(read.refused, header).toEqual([
        {
          line: 1,
          reason: expect.stringContaining("its columns are not location_id, offer_id, on_hand") as unknown,
        },
      ]);
    }
  });

  it("refuses formula-like, prototype and script cells as values, never running or keeping them", () => {
    const text = [
      `=cmd|' /C calc'!A0,${A},4`,
      `1,=HYPERLINK("http://evil.example"),4`,
      `1,${A},+4`,
      `1,${A},@SUM(1+1)`,
      `-1,${A},4`,
      `1,__proto__,4`,
      `1,constructor,4`,
      `1,<script>alert(1)</script>,4`,
      `1,${A},0x10`,
      `1,${B},1e3`,
      `1e0,${C},4`,
    ].join("\n");
    const read = refusedLines(text);
    expect(read.refused).toHaveLength(11);
    expect(read.refused![0]!.reason).toContain(`Location "=cmd|' /C calc'!A0" is not one of ours`);
    expect(read.refused![1]!.reason).toBe(
      'No tire in the catalog has the offer id "=HYPERLINK("http://evil.example")".',
    );
    expect(read.refused![2]!.reason).toBe('On hand "+4" is not a whole number from 0 to 9999.');
    expect(read.refused![5]!.reason).toBe('No tire in the catalog has the offer id "__proto__".');
    expect(read.refused![6]!.reason).toBe('No tire in the catalog has the offer id "constructor".');
    // A value is quoted short, on one line.
    expect(read.refused![7]!.reason).toBe(
      'No tire in the catalog has the offer id "<script>alert(1)</script>".',
    );
    expect(readStockCsv(`1,${"y".repeat(200)},4`)).toMatchObject({
      refused: [{ reason: `No tire in the catalog has the offer id "${"y".repeat(40)}…".` }],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("never throws, and accepts only rows that follow every rule", () => {
    const cell = fc.oneof(hostileText, fc.constantFrom(A, B, "1", "9", "0", "9999", ...NASTY_STRINGS));
    const line = fc.array(cell, { minLength: 0, maxLength: 4 }).map((cells) => cells.join(","));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.constantFrom("\n", "\r\n", "\r"), (lines, end) => {
        const read = readStockCsv(lines.join(end));
        if (!read.ok) {
          expect(["invalid", "too-large"]).toContain(read.kind);
          expect(read.message.trim()).not.toBe("");
          return;
        }
        for (const { row } of read.rows) {
          expect(row.locationId >= 1 && row.locationId <= 9).toBe(true);
          expect(passengerCatalog.getOffer(row.offerId)).toBeDefined();
          expect(Number.isInteger(row.onHand) && row.onHand >= 0 && row.onHand <= 9999).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
