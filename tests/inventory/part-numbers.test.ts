import { describe, expect, it } from "vitest";
import { readStockCsv } from "@/lib/inventory/csv-import";
import { readPartNumberCsv } from "@/lib/inventory/part-number-csv";
import { normalPartNumber } from "@/lib/inventory/part-numbers";
import { passengerCatalog } from "@/lib/tires/passenger-tires";

// Real catalog tires, picked from the data rather than written here.
const [a, b] = passengerCatalog.offers;
const A = a!.id;
const B = b!.id;

describe("part numbers as the point of sale writes them", () => {
  it("reads one spelling per number and refuses what cannot be one", () => {
    expect(normalPartNumber("  mic 123  45 ")).toBe("MIC 123 45");
    expect(normalPartNumber("29391")).toBe("29391");
    expect(normalPartNumber("BFG-KO2/LT.265#7+")).toBe("BFG-KO2/LT.265#7+");
    for (const bad of ["", "   ", "=HYPERLINK(1)", "-29391", "A,B", 'A"B', "x".repeat(41)])
      expect(normalPartNumber(bad)).toBeNull();
  });
});

describe("the stock export by part number", () => {
  const book = new Map<string, string | null>([
    ["MIC-29391", A],
    ["GY 1184", B],
    ["VALVE-TR413", null],
  ]);

  it("counts mapped numbers as their tires, leaves out non-tires and notes the numbers to map", () => {
    const text = [
      "Location ID,Part Number,On Hand",
      "3,mic-29391,8",
      "3,GY  1184,2",
      "3,VALVE-TR413,400",
      "5,NEW-55,6",
      "9,NEW-55,40",
      "5,WIPER-22,",
    ].join("\n");
    const read = readStockCsv(text, book);
    // The count of WIPER-22 is missing: a wrong line refuses the file even when its number is unknown.
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.refused).toEqual([{ line: 7, reason: "The on-hand count is missing." }]);
    expect(read.leftOut).toEqual({
      unmapped: [
        { partNumber: "NEW-55", locationId: 9, onHand: 40 },
        { partNumber: "WIPER-22", locationId: 5, onHand: null },
      ],
      notTires: 1,
    });
    expect(read.rows).toEqual([
      { at: { line: 2 }, row: { locationId: 3, offerId: A, onHand: 8 } },
      { at: { line: 3 }, row: { locationId: 3, offerId: B, onHand: 2 } },
    ]);

    const fixed = readStockCsv(text.replace("5,WIPER-22,", "5,WIPER-22,1"), book);
    expect(fixed).toEqual({
      ok: true,
      rows: [
        { at: { line: 2 }, row: { locationId: 3, offerId: A, onHand: 8 } },
        { at: { line: 3 }, row: { locationId: 3, offerId: B, onHand: 2 } },
      ],
      leftOut: {
        unmapped: [
          { partNumber: "NEW-55", locationId: 9, onHand: 40 },
          { partNumber: "WIPER-22", locationId: 5, onHand: 1 },
        ],
        notTires: 1,
      },
    });
  });

  it("refuses a number that cannot be one, and two numbers counting one tire twice", () => {
    const read = readStockCsv(
      ["location_id,sku,on_hand", "3,=cmd(),1", "3,MIC-29391,4", "3,OLD-29391,5"].join("\n"),
      new Map([...book, ["OLD-29391", A]]),
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.refused?.map((r) => ("line" in r ? r.line : null))).toEqual([2, 4]);
    expect(read.refused?.[0]?.reason).toMatch(/^"=cmd\(\)" is not a part number/);
    expect(read.refused?.[1]?.reason).toBe(
      `Location 3 and offer ${A} are already counted on line 3; each may appear once.`,
    );
  });

  it("reads offer ids as before without the part_number header, and names the header it takes", () => {
    expect(readStockCsv(`3,MIC-29391,4`, book)).toMatchObject({
      ok: false,
      refused: [{ line: 1, reason: 'No tire in the catalog has the offer id "MIC-29391".' }],
    });
    const header = readStockCsv("location_id,part,on_hand\n3,MIC-29391,4", book);
    expect(header.ok ? null : header.refused?.[0]?.reason).toMatch(/location_id, part_number, on_hand/);
  });
});

describe("the part-number list", () => {
  it("reads numbers and offers in either order, 'not a tire', and passes over empty offer ids", () => {
    expect(
      readPartNumberCsv(`part_number,offer_id\nmic-29391,${A}\nVALVE-TR413, Not a Tire \nNEW-55,\n`),
    ).toEqual({
      ok: true,
      rows: [
        { partNumber: "MIC-29391", offerId: A },
        { partNumber: "VALVE-TR413", offerId: null },
      ],
      blank: 1,
    });
    expect(readPartNumberCsv(`Offer ID,SKU\n${B},gy 1184\n`)).toEqual({
      ok: true,
      rows: [{ partNumber: "GY 1184", offerId: B }],
      blank: 0,
    });
  });

  it("lists every wrong line at once and saves nothing", () => {
    const read = readPartNumberCsv(
      [`MIC-29391,${A}`, "GY 1184,225/65R17", "=x,not a tire", `mic-29391,${B}`, "ONLY-ONE"].join("\n"),
    );
    expect(read).toEqual({
      ok: false,
      kind: "invalid",
      message: "Nothing was changed: 4 rows were refused.",
      refused: [
        {
          line: 2,
          reason:
            'No tire in the catalog has the offer id "225/65R17". Write one from the stock list, or "not a tire".',
        },
        { line: 3, reason: expect.stringMatching(/^"=x" is not a part number/) },
        { line: 4, reason: "Part number MIC-29391 is already on line 1; each may appear once." },
        { line: 5, reason: "Expected two values separated by a comma (part number, offer id); found 1." },
      ],
    });
  });

  it("refuses an empty file and one that is not text", () => {
    expect(readPartNumberCsv("part_number,offer_id\n")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The file has no part numbers/),
    });
    expect(readPartNumberCsv("PK\u0003\u0004")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not a CSV text file/),
    });
  });
});
