import { describe, expect, it } from "vitest";
import {
  allTires,
  categoryLabel,
  categoryPagePath,
  formatPrice,
  getTire,
  getTiresByCategory,
  isTireCategoryId,
  TIRE_CATEGORY_IDS,
  tireCategories,
} from "./category-tires";

/** Written out, not derived from the data module, so a renamed or removed drawing fails here. */
const ALLOWED_IMAGES = new Set(
  [
    "rib",
    "drive-lug",
    "trailer",
    "all-terrain",
    "mud-terrain",
    "ag-r1",
    "ag-flotation",
    "implement",
    "forklift-solid",
    "skid-steer",
    "otr-e3",
    "otr-l5",
    "underground-mining",
    "atv",
  ].map((name) => `/images/tires/${name}.svg`),
);

describe("tire catalog data", () => {
  it("has unique, URL-safe ids", () => {
    const ids = allTires.map((tire) => tire.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(TIRE_CATEGORY_IDS)("lists at least 8 tires in %s, all of that category", (id) => {
    const tires = getTiresByCategory(id);
    expect(tires.length).toBeGreaterThanOrEqual(8);
    for (const tire of tires) expect(tire.category).toBe(id);
  });

  it("prices every tire above zero with at most two decimals", () => {
    for (const { id, price } of allTires) {
      expect(price, id).toBeGreaterThan(0);
      expect(Math.round(price * 100) / 100, id).toBe(price);
    }
  });

  it("uses only the drawn tread images", () => {
    for (const { id, imageUrl } of allTires)
      expect(ALLOWED_IMAGES.has(imageUrl), `${id}: ${imageUrl}`).toBe(true);
  });

  it("gives every tire 3-6 features and complete text", () => {
    for (const tire of allTires) {
      expect(tire.features.length, tire.id).toBeGreaterThanOrEqual(3);
      expect(tire.features.length, tire.id).toBeLessThanOrEqual(6);
      for (const text of [tire.name, tire.brand, tire.size, tire.description, tire.application]) {
        expect(text.trim(), tire.id).not.toBe("");
      }
    }
  });
});

describe("lookups", () => {
  it("finds a tire by id and misses unknown ids", () => {
    expect(getTire("goodyear-g622-rsd-11r22-5")?.brand).toBe("Goodyear");
    expect(getTire("no-such-tire")).toBeUndefined();
  });

  it("recognises category ids only", () => {
    expect(isTireCategoryId("off-road")).toBe(true);
    expect(isTireCategoryId("OTR")).toBe(false);
    expect(isTireCategoryId("passenger")).toBe(false);
    expect(isTireCategoryId(undefined)).toBe(false);
  });

  it("maps categories to their pages and labels", () => {
    expect(categoryPagePath("commercial")).toBe("/commercial-tires");
    expect(categoryPagePath("farm")).toBe("/farm-tires");
    expect(categoryPagePath("industrial")).toBe("/industrial-tires");
    expect(categoryPagePath("mining")).toBe("/mining-tires");
    expect(categoryPagePath("off-road")).toBe("/OTR");
    expect(categoryLabel("farm")).toBe("Farm & Agricultural");
  });

  it("lists the six tiles of the /tires grid in order", () => {
    expect(tireCategories.map((c) => [c.name, c.path])).toEqual([
      ["Passenger & Light Truck", "/tires"],
      ["Commercial Truck", "/commercial-tires"],
      ["Farm & Agricultural", "/farm-tires"],
      ["Industrial", "/industrial-tires"],
      ["Mining", "/mining-tires"],
      ["Off-the-Road (OTR)", "/OTR"],
    ]);
    expect(tireCategories.map((c) => c.imageUrl)).toEqual(
      ["passenger", "commercial", "farm", "industrial", "mining", "otr"].map(
        (name) => `/images/categories/${name}.svg`,
      ),
    );
  });
});

describe("formatPrice", () => {
  it.each([
    [1234.5, "$1,234.50"],
    [489.99, "$489.99"],
    [0, "$0.00"],
    [7, "$7.00"],
    [42999.99, "$42,999.99"],
    [1234567.891, "$1,234,567.89"],
  ])("formats %d as %s", (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });
});
