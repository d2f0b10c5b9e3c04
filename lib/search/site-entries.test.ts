import { describe, expect, it } from "vitest";
import { locations } from "@/data/locations";
import { searchSite } from "./site-search";
import { siteEntries, siteMatches } from "./site-entries";
import { suggest } from "./suggest";
import { buildSuggestionIndex } from "./suggestion-index";
import { nearlyTyped, typoDistance } from "./typo-distance";

describe("typing slips", () => {
  it("counts a swap of neighbouring letters as one slip", () => {
    expect(typoDistance("break", "brake")).toBe(2);
    expect(typoDistance("alignmnet", "alignment")).toBe(1);
    expect(typoDistance("wythvile", "wytheville")).toBe(2);
    expect(typoDistance("", "tire")).toBe(4);
  });

  it("forgives one slip from five letters and two from eight, never in the first letter", () => {
    expect(nearlyTyped("wythvile", "wytheville")).toBe(true);
    expect(nearlyTyped("finac", "financing")).toBe(true);
    expect(nearlyTyped("rotation", "location")).toBe(false);
    expect(nearlyTyped("road", "read")).toBe(false);
    expect(nearlyTyped("finanse", "finance")).toBe(true);
    expect(nearlyTyped("fnanse", "finance")).toBe(false);
  });
});

describe("services, stores, pages and help topics in the search", () => {
  it("lists every location, every service card and the site's pages once", () => {
    const hrefs = siteEntries().map((entry) => entry.hit.href);
    for (const location of locations) expect(hrefs).toContain(`/locations/${location.slug}`);
    for (const href of ["/services#alignment", "/services#oil-change", "/finance", "/terms#returns"])
      expect(hrefs).toContain(href);
    const pages = siteEntries().filter((entry) => entry.hit.type !== "help");
    expect(new Set(pages.map((entry) => entry.hit.href)).size).toBe(pages.length);
  });

  it("answers a store with its address, hours for today's status, its phone and its booking", () => {
    const [first] = searchSite("Wytheville").results;
    expect(first).toMatchObject({
      type: "store",
      label: "Wytheville, VA store",
      href: "/locations/wytheville-va",
      opening: { timeZone: "America/New_York", hours: { open: "07:30", close: "16:30" } },
    });
    expect(first!.actions?.map((action) => action.kind)).toEqual(["call", "book"]);
    expect(first!.actions?.[0]?.href).toMatch(/^tel:\+1276/);
    // A facility takes no bookings.
    const plant = siteMatches("retread plant")[0]!.hit;
    expect(plant.actions?.map((action) => action.kind)).toEqual(["call"]);
  });

  it("answers a service with its booking", () => {
    const [first] = searchSite("oil change").results;
    expect(first).toMatchObject({ type: "service", href: "/services#oil-change" });
    expect(first!.actions).toEqual([
      { kind: "book", label: "Book Oil Changes", href: "/schedule?service=oil-changes" },
    ]);
  });

  it("answers a ZIP code with our three stores nearest it, with their distance", () => {
    const near = siteMatches("24210");
    expect(near).toHaveLength(3);
    expect(near[0]!.hit.href).toBe("/locations/bristol-tn");
    expect(near[0]!.hit.detail).toMatch(/^\d+\.\d miles away from Abingdon, VA 24210 · /);
    // A store's own ZIP code finds that store first.
    expect(siteMatches("24382")[0]!.hit.href).toBe("/locations/wytheville-va");
    // Not a US ZIP code, or with words that are not about stores: nothing near.
    expect(siteMatches("00000")).toEqual([]);
    expect(siteMatches("24382 michelin")).toEqual([]);
  });

  it("says the site has them rather than that nothing is called that", () => {
    const search = searchSite("financing");
    expect(search.kind).toBe("site");
    expect(search.results[0]).toMatchObject({ type: "page", href: "/finance" });
  });

  it("still sends a clear tire answer straight to its page", () => {
    expect(searchSite("225/65R17").landing).toBe("/tires/size/225-65r17");
    expect(searchSite("farm tires").landing).toBe("/farm-tires");
  });
});

describe("services, stores, pages and help topics in the header's suggestions", () => {
  const index = buildSuggestionIndex();
  const first = (typed: string) => suggest(index, typed)[0];

  it("offers them by the start of their words, with typos forgiven", () => {
    expect(first("oil ch")).toMatchObject({ kind: "g", href: "/services#oil-change" });
    expect(first("wyth")).toMatchObject({ kind: "o", href: "/locations/wytheville-va" });
    expect(first("wythvile")).toMatchObject({ kind: "o", href: "/locations/wytheville-va" });
    expect(first("hours")).toMatchObject({ kind: "h", href: "/locations#stores" });
    expect(first("return")).toMatchObject({ kind: "h", href: "/terms#returns" });
    expect(suggest(index, "finac").map((s) => s.href)).toContain("/finance");
  });

  it("shows a store's town and phone", () => {
    expect(first("bristol")).toMatchObject({
      label: "Bristol, TN store",
      detail: expect.stringMatching(/^Bristol, TN · \(\d{3}\) \d{3}-\d{4}$/),
    });
  });

  it("keeps tires first where tires are typed", () => {
    expect(first("mich")).toMatchObject({ kind: "b", label: "Michelin" });
    expect(first("225/65")).toMatchObject({ kind: "s" });
  });
});
