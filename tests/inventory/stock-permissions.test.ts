import { describe, expect, it } from "vitest";
import { WAREHOUSE_ID } from "@/data/inventory";
import { findLocation } from "@/data/locations";
import { countableLocations, countableLocationsText, rowsOutsideMember } from "@/lib/staff/stock-permissions";
import { STOCK_LOCATION_IDS, type PlacedRow } from "@/lib/inventory/stock-rules";
import { OPERATOR, storeMember } from "../support/staff";

const BRISTOL = findLocation(3)!;
const NORTON = findLocation(5)!;
const row = (line: number, locationId: number): PlacedRow => ({
  at: { line },
  row: { locationId, offerId: "any-tire", onHand: 4 },
});

describe("who may set which stock counts", () => {
  it("an operator: every stock location, the warehouse included", () => {
    expect(countableLocations(OPERATOR)).toEqual(STOCK_LOCATION_IDS);
    expect(countableLocationsText(OPERATOR)).toBe("every location, the warehouse included");
    expect(rowsOutsideMember([row(1, BRISTOL.id), row(2, WAREHOUSE_ID)], OPERATOR)).toEqual([]);
  });

  it("a store's staff: their own stores, and each other row refused with its line and why", () => {
    const bristolStaff = storeMember(BRISTOL.id);
    expect(countableLocations(bristolStaff)).toEqual([BRISTOL.id]);
    expect(countableLocationsText(bristolStaff)).toBe("Bristol, TN");
    expect(
      rowsOutsideMember([row(1, BRISTOL.id), row(2, NORTON.id), row(3, WAREHOUSE_ID)], bristolStaff),
    ).toEqual([
      {
        line: 2,
        reason: `Your account updates the stock of Bristol, TN, not of Norton, VA (location ${NORTON.id}).`,
      },
      {
        line: 3,
        reason: `Your account updates the stock of Bristol, TN, not of Warehouse (location ${WAREHOUSE_ID}).`,
      },
    ]);
    expect(countableLocationsText(storeMember(BRISTOL.id, NORTON.id))).toBe("Bristol, TN, Norton, VA");
  });

  it("an account linked to no store updates nothing", () => {
    const unlinked = storeMember();
    expect(countableLocations(unlinked)).toEqual([]);
    expect(rowsOutsideMember([row(1, BRISTOL.id)], unlinked)[0]!.reason).toMatch(
      /^Your account updates the stock of no location yet \(your account is not linked to a store\)/,
    );
  });
});
