import { describe, expect, it } from "vitest";
import type { StockLevel } from "@/lib/db/stock-types";
import { seedStock } from "@/lib/inventory/seed-stock";
import { readStockQuery, STOCK_PAGE_SIZE, stockHref, stockTable } from "@/lib/stock/stock-table";
import { passengerCatalog } from "@/lib/tires/passenger-tires";

// The embedded default's opening stock, with a few sets held: the page's real workload.
const levels: StockLevel[] = seedStock().map((r, i) => ({
  ...r,
  held: i % 97 === 0 ? Math.min(4, r.onHand) : 0,
}));
const query = (q = "", location: number | null = null, page = 1) => ({ q, location, page });

describe("the staff stock table", () => {
  it("reads a size in any common form and shows only that size, every location's totals included", () => {
    for (const typed of ["225/65R17", "225/65-17", "2256517", "p225/65r17", "225/65R17 102H"]) {
      const table = stockTable(levels, query(typed));
      expect(table.searchedFor).toBe("size 225/65R17");
      expect(table.total).toBeGreaterThan(0);
      expect(table.rows.every((r) => r.size === "225/65R17")).toBe(true);
    }
    const table = stockTable(levels, query("225/65R17"));
    const expected = levels.filter((l) => passengerCatalog.getOffer(l.offerId)?.size === "225/65R17");
    expect(table.total).toBe(expected.length);
    expect(table.totals.map((t) => t.locationId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(table.totals.find((t) => t.locationId === 9)!.locationName).toBe("Warehouse");
    expect(table.totals.reduce((n, t) => n + t.onHand, 0)).toBe(expected.reduce((n, l) => n + l.onHand, 0));
  });

  it("finds brand and tread by every word typed, and narrows to one location", () => {
    const offer = passengerCatalog.getOffer(levels.find((l) => l.locationId === 3)!.offerId)!;
    const table = stockTable(levels, query(`${offer.brand.toUpperCase()} ${offer.name.toLowerCase()}`, 3));
    expect(table.rows.length).toBeGreaterThan(0);
    for (const row of table.rows) {
      expect(row.locationId).toBe(3);
      expect(row.brand).toBe(offer.brand);
      expect(`${row.brand} ${row.name}`.toLowerCase()).toContain(offer.name.toLowerCase());
    }
    expect(stockTable(levels, query("no such tread anywhere")).total).toBe(0);
  });

  it("pages the rows: the page stays small, the last page is clamped, free is on hand minus held", () => {
    const all = stockTable(levels, query());
    expect(all.total).toBe(levels.length);
    expect(all.rows).toHaveLength(STOCK_PAGE_SIZE);
    expect(all.pages).toBe(Math.ceil(levels.length / STOCK_PAGE_SIZE));
    const beyond = stockTable(levels, query("", null, 10_000));
    expect(beyond.page).toBe(all.pages);
    expect(beyond.rows.length).toBeGreaterThan(0);
    for (const row of all.rows) expect(row.free).toBe(Math.max(0, row.onHand - row.held));
    expect(levels.some((l) => l.held > 0)).toBe(true);
  });

  it("reads the address leniently and writes it back", () => {
    expect(readStockQuery({ q: " 225/65R17 ", location: "9", page: "3" })).toEqual(query("225/65R17", 9, 3));
    for (const bad of [
      { location: "10" },
      { location: "1e0" },
      { location: ["1", "2"] },
      { page: "-2" },
      { page: "x" },
    ])
      expect(readStockQuery(bad)).toMatchObject({ page: expect.any(Number) as unknown });
    expect(readStockQuery({ location: "10", page: "0" })).toEqual(query());
    expect(readStockQuery({ q: "x".repeat(500) }).q).toHaveLength(60);
    expect(stockHref(query("225/65R17", 5, 2))).toBe("/admin/inventory?q=225%2F65R17&location=5&page=2");
    expect(stockHref(query())).toBe("/admin/inventory");
  });

  it("opens a one-store manager's page on their store, with every location one link away", () => {
    const own = readStockQuery({}, 3);
    expect(own).toEqual({ ...query("", 3), home: 3 });
    expect(stockHref(own)).toBe("/admin/inventory");
    const all = readStockQuery({ location: "all" }, 3);
    expect(all).toEqual({ ...query(), home: 3 });
    expect(stockHref(all)).toBe("/admin/inventory?location=all");
    expect(stockHref({ ...all, page: 2 })).toBe("/admin/inventory?location=all&page=2");
    expect(readStockQuery({ location: "" }, 3).location).toBeNull();
    expect(readStockQuery({ location: "9" }, 3)).toEqual({ ...query("", 9), home: 3 });
    expect(stockHref(readStockQuery({ location: "9" }, 3))).toBe("/admin/inventory?location=9");
    // Operators and members of several stores open on every location, as before.
    expect(readStockQuery({})).toEqual(query());
    expect(readStockQuery({}, 999)).toEqual(query());
  });
});
