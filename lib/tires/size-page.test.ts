import { describe, expect, it } from "vitest";
import { brand } from "@/data/brand";
import { passengerCatalog } from "./passenger-tires";
import { FILTER_QUERY_KEYS, VEHICLE_QUERY_KEYS } from "./filter-query-keys";
import { parseFilters } from "./filters";
import { allTires } from "@/lib/tires/category-tires";
import { keySlug, sizeKey } from "./sidewall-size";
import { formatSize } from "./size";
import {
  PRICE_BANDS,
  filterHref,
  installedSetPrice,
  sizeFacets,
  catalogSizePageDescription,
  catalogSizePageTitle,
  sizeListingOfPage,
  sizeOfPage,
  sizePageDescription,
  sizePageSlugs,
  sizePageTitle,
} from "./size-page";

describe("size pages", () => {
  it("exist for every passenger size we sell, once each, and read back to that size", () => {
    const slugs = sizePageSlugs();
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toContain("225-65r17");
    expect(slugs).toContain("lt265-70r17");
    const passengerSlugs = slugs.filter((slug) => sizeOfPage(slug));
    expect(passengerSlugs.length).toBe(passengerCatalog.sizes().length);
    expect(slugs.slice(0, passengerSlugs.length)).toEqual(passengerSlugs);
  });

  it("exist for every size of every category, each listing the tires of its size", () => {
    const slugs = new Set(sizePageSlugs());
    for (const tire of allTires) {
      const key = sizeKey(tire.size)!;
      const listing = sizeListingOfPage(keySlug(key));
      expect(listing, tire.size).not.toBeNull();
      expect(slugs.has(listing!.slug)).toBe(true);
      const listed = [...listing!.offers.map((o) => o.id), ...listing!.catalogTires.map((t) => t.id)];
      expect(listed, tire.id).toContain(tire.id);
    }
    for (const slug of ["11r22-5", "295-75r22-5", "18-4r38", "27-00r49", "6-50r10", "21x7x15", "710-70r42"]) {
      expect(slugs.has(slug), slug).toBe(true);
    }
  });

  it("title quote-only sizes as their tires are written, and describe them with the sales desk", () => {
    expect(catalogSizePageTitle(sizeListingOfPage("18-4r38")!)).toBe("18.4-38 Tires");
    expect(catalogSizePageTitle(sizeListingOfPage("17-5r25")!)).toBe("17.5R25 and 17.5-25 Tires");
    expect(catalogSizePageTitle(sizeListingOfPage("710-70r42")!)).toBe("710/70R42 Tires");
    const description = catalogSizePageDescription(sizeListingOfPage("295-75r22-5")!);
    expect(description).toContain("commercial truck");
    expect(description).toContain("$339.99");
    expect(description).toContain(brand.salesPhone);
  });

  it("are a 404 for a size we do not sell or a slug that is not canonical", () => {
    for (const slug of ["145-80r13", "2256517", "225-65R17", "p225-65r17", "225-65zr17", "x"]) {
      expect(sizeOfPage(slug), slug).toBeNull();
    }
  });

  it("are titled by size, light-truck sizes as such, and described with a real lowest price", () => {
    const size = sizeOfPage("225-65r17")!;
    expect(sizePageTitle(size)).toBe("225/65R17 Tires");
    expect(sizePageTitle(sizeOfPage("lt265-70r17")!)).toBe("LT265/70R17 Light-Truck Tires");
    const lowest = Math.min(...passengerCatalog.bySize(formatSize(size)).map((o) => o.price));
    expect(sizePageDescription(size)).toContain(`$${lowest.toFixed(2)}`);
  });
});

describe("set prices", () => {
  it("add the installation package to each of the four tires", () => {
    const install = brand.tireInstallation.pricePerTire;
    expect(installedSetPrice(199.99)).toBeCloseTo(4 * (199.99 + install), 2);
    expect(installedSetPrice(100.1)).toBe(Math.round(4 * (100.1 + install) * 100) / 100);
  });
});

describe("filter links", () => {
  it("carry only what differs from the default, so the plain page is the unfiltered one", () => {
    expect(filterHref("225-65r17", { sort: "price-asc" }, {})).toBe("/tires/size/225-65r17");
    expect(filterHref("225-65r17", { sort: "price-asc" }, { type: "winter" })).toBe(
      "/tires/size/225-65r17?type=winter",
    );
    expect(
      filterHref("225-65r17", { sort: "warranty", type: "winter" }, { minPrice: 150, maxPrice: 200 }),
    ).toBe("/tires/size/225-65r17?type=winter&minPrice=150&maxPrice=200&sort=warranty");
    expect(filterHref("225-65r17", { sort: "price-asc", brand: "michelin" }, { brand: undefined })).toBe(
      "/tires/size/225-65r17",
    );
  });

  it("use only the query keys the rewrite to the filtered page knows, and read back to the same filters", () => {
    const filters = {
      sort: "price-desc",
      type: "touring",
      brand: "kelly",
      minPrice: 150,
      maxPrice: 200,
    } as const;
    const url = new URL(filterHref("225-65r17", filters, {}), "http://localhost");
    for (const key of url.searchParams.keys()) expect(FILTER_QUERY_KEYS).toContain(key);
    const raw = Object.fromEntries(url.searchParams);
    expect(parseFilters(raw)).toEqual({ filters, errors: [] });
  });

  it("keep the vehicle the page was opened for, under keys the rewrite also knows", () => {
    const vehicle = { year: 2020, make: "Ford", model: "F-150", trim: "King Ranch" };
    const href = filterHref("275-55r20", { sort: "price-asc" }, { type: "touring" }, vehicle);
    expect(href).toBe("/tires/size/275-55r20?type=touring&year=2020&make=Ford&model=F-150&trim=King%20Ranch");
    expect(filterHref("275-55r20", { sort: "price-asc" }, {}, vehicle)).toBe(
      "/tires/size/275-55r20?year=2020&make=Ford&model=F-150&trim=King%20Ranch",
    );
    for (const key of new URL(href, "http://localhost").searchParams.keys()) {
      expect([...FILTER_QUERY_KEYS, ...VEHICLE_QUERY_KEYS]).toContain(key);
    }
  });

  it("offer the types, brands and price bands a size actually has", () => {
    const offers = passengerCatalog.bySize("LT265/70R17");
    const { types, brands, bands } = sizeFacets(offers);
    expect(types).toContain("all-terrain");
    expect(types).not.toContain("touring");
    expect(brands.map((b) => b.id)).toContain("bfgoodrich");
    expect(brands.map((b) => b.name)).toEqual(
      [...brands.map((b) => b.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(bands.length).toBeGreaterThan(0);
    expect(bands.every((band) => PRICE_BANDS.includes(band))).toBe(true);
  });
});
