import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { suggest, MAX_SUGGESTIONS } from "./suggest";
import { buildSuggestionIndex } from "./suggestion-index";

const index = buildSuggestionIndex();
const labels = (typed: string) => suggest(index, typed).map((s) => s.label);

describe("the suggestion index", () => {
  it("is small: road service, the flat repair, one row per size, brand, tread, category and vehicle model, and each service, store, page and help topic", () => {
    const gzip = gzipSync(JSON.stringify(index)).length;
    expect(gzip).toBeLessThan(10 * 1024);
    const kinds = new Set(index.entries.map((entry) => entry[2]));
    expect([...kinds].sort()).toEqual(["b", "c", "e", "g", "h", "l", "o", "p", "r", "s", "t", "v"]);
  });

  it("leads sizes to their pages, quote tires to theirs, and the rest to the search page", () => {
    const find = (label: string) => index.entries.find((entry) => entry[0] === label)!;
    expect(find("295/75R22.5")[1]).toBe("/tires/size/295-75r22-5");
    expect(find("18.4-38")[1]).toBe("/tires/size/18-4r38");
    expect(find("Farm & Agricultural tires")[1]).toBe("/farm-tires");
    expect(find("Michelin Defender2")[1]).toBe("/search?q=Michelin%20Defender2");
    expect(find("Goodyear G661 HSA 295/75R22.5")[1]).toBe("/tires/details/goodyear-g661-hsa-295-75r22-5");
  });
});

describe("suggesting as the customer types", () => {
  it("waits for two characters and offers a handful at most", () => {
    expect(suggest(index, "2")).toEqual([]);
    expect(suggest(index, "  ")).toEqual([]);
    expect(suggest(index, "mi").length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });

  it("finds sizes by their digits however they are typed", () => {
    for (const typed of ["225/65", "225 65 1", "2256517", "P225/65R17"]) {
      expect(labels(typed), typed).toContain("225/65R17");
    }
    expect(labels("295/75")[0]).toBe("295/75R22.5");
    expect(labels("11-22")[0]).toBe("11R22.5");
    expect(labels("18.4 38")[0]).toBe("18.4-38");
  });

  it("finds a size copied off the sidewall with its load index and speed rating", () => {
    const lt = suggest(index, "LT265/70R17 121/118S");
    expect(lt[0]).toMatchObject({ label: "LT265/70R17", href: "/tires/size/lt265-70r17?load=121&speed=S" });
    const car = suggest(index, "225/65R17 102H");
    expect(car[0]).toMatchObject({ label: "225/65R17", href: "/tires/size/225-65r17?load=102&speed=H" });
    expect(labels("lt265/70r17 121/118s")[0]).toBe("LT265/70R17");
    expect(labels("265/70R17LT 121/118S")[0]).toBe("LT265/70R17");
    // Quote tires carry no ratings: their page is offered as it is.
    expect(suggest(index, "11R22.5 146/143L")[0]).toMatchObject({
      label: "11R22.5",
      href: "/tires/size/11r22-5",
    });
    expect(labels("IF 710/70R42 176D")).toContain("710/70R42");
    expect(labels("29.5-25 L-4")[0]).toBe("29.5R25");
  });

  it("finds brands, treads and categories by the start of their words", () => {
    expect(labels("mich")[0]).toBe("Michelin");
    expect(labels("mich def")).toEqual(["Michelin Defender2", "Michelin Defender LTX M/S2"]);
    expect(labels("Defender2")).toEqual(["Michelin Defender2"]);
    expect(labels("farm")[0]).toBe("Farm & Agricultural tires");
    expect(labels("tractor")[0]).toBe("Farm & Agricultural tires");
    expect(labels("g661")).toEqual(["Goodyear G661 HSA 295/75R22.5"]);
  });

  it("finds vehicles, carrying a typed year into the suggestion", () => {
    expect(labels("f150")).toContain("Ford F-150");
    expect(labels("2019 civ")).toEqual(["2019 Honda Civic"]);
    expect(suggest(index, "f-150 2022")[0]).toMatchObject({
      label: "2022 Ford F-150",
      href: "/search?q=2022%20Ford%20F-150",
    });
    expect(labels("1995 civic")).toEqual([]);
  });

  it("offers nothing for text that matches nothing, and never throws on odd input", () => {
    expect(suggest(index, "xyzzy")).toEqual([]);
    for (const odd of ["%zz", "<script>", "\u0000\u0000", "🙂🙂", "((((", "x".repeat(500)]) {
      expect(() => suggest(index, odd), odd).not.toThrow();
    }
  });
});

describe("suggesting help on the road", () => {
  const ROAD = "Broken down? 24/7 road service";

  it.each([
    "roadside",
    "road side",
    "road service",
    "emergency",
    "breakdown",
    "broken down",
    "my truck broke",
    "blowout",
    "flat tire on the highway",
    "stranded",
    "24/7",
    "24 h",
    "tow",
  ])("offers road service first for %j, to its page", (typed) => {
    expect(suggest(index, typed)[0]).toMatchObject({ label: ROAD, href: "/road-service", kind: "r" });
  });

  it("offers a flat both road service and the store's repair, and a puncture the repair alone", () => {
    expect(labels("flat").slice(0, 2)).toEqual([ROAD, "Flat Tire Repair"]);
    expect(suggest(index, "flat")[1]).toMatchObject({ href: "/services#flat-repair", kind: "e" });
    expect(labels("nail in")[0]).toBe("Flat Tire Repair");
    expect(labels("nail in")).not.toContain(ROAD);
  });

  it("keeps it out of sizes, brands, vehicles and ordinary words", () => {
    for (const typed of [
      "24",
      "245/7",
      "225/65",
      "tire",
      "tir",
      "truck",
      "town",
      "to",
      "michelin",
      "2019 civ",
    ]) {
      expect(labels(typed), typed).not.toContain(ROAD);
      expect(labels(typed), typed).not.toContain("Flat Tire Repair");
    }
    // Sizes still come up by their digits, after road service when the words also ask for it.
    expect(labels("2400")[0]).toBe("24.00R35");
    expect(labels("24 h")[0]).toBe(ROAD);
  });
});
