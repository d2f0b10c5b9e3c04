import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allTires } from "@/lib/tires/category-tires";
import { passengerCatalog } from "./passenger-tires";
import { SPEED_SYMBOLS, type LoadIndex, type SpeedSymbol } from "./service-description";
import { readSidewallSize, sizeKey } from "./sidewall-size";

/** Every size the catalog sells, as its data writes it. */
const CATALOG_SIZES = [...new Set([...allTires.map((tire) => tire.size), ...passengerCatalog.sizes()])];

interface Printing {
  /** The size as the catalog writes it. */
  size: string;
  hyphens: boolean;
  /** Where spaces go between the size's parts (one flag per gap, reused in turn). */
  spaces: boolean[];
  /** Upper or lower case, character by character (reused in turn). */
  upper: boolean[];
  /** Metric P prefix, LT written before or after, or none; used where the size allows it. */
  marking: "none" | "P" | "LT before" | "LT after";
  load: LoadIndex | null;
  speed: SpeedSymbol | null;
  /** What stands between the size and its service description. */
  gap: " " | "  ";
}

const loadIndex = fc.oneof(
  fc.integer({ min: 60, max: 200 }).map((single): LoadIndex => ({ single, dual: null })),
  fc
    .tuple(fc.integer({ min: 80, max: 200 }), fc.integer({ min: 1, max: 5 }))
    .map(([single, less]): LoadIndex => ({ single, dual: single - less })),
);

const printing: fc.Arbitrary<Printing> = fc.record({
  size: fc.constantFrom(...CATALOG_SIZES),
  hyphens: fc.boolean(),
  spaces: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
  upper: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
  marking: fc.constantFrom("none", "P", "LT before", "LT after"),
  load: fc.option(loadIndex, { nil: null }),
  speed: fc.option(fc.constantFrom(...SPEED_SYMBOLS), { nil: null }),
  gap: fc.constantFrom(" ", "  "),
});

const FLOTATION = /^\d{2}(?:\.\d)?x\d/;
const PASSENGER_METRIC = /^\d{3}\/\d{2}R\d/;

/** The size with the P or LT marking the sidewall may print, where that size can carry it. */
function marked(size: string, marking: Printing["marking"]): string {
  const lt = size.startsWith("LT") ? size.slice(2) : null;
  if (lt !== null) return marking === "LT after" ? `${lt}LT` : size;
  if (FLOTATION.test(size) && !/x\d+x/.test(size)) {
    if (marking === "LT before") return `LT${size}`;
    if (marking === "LT after") return `${size}LT`;
    return size;
  }
  const passenger = PASSENGER_METRIC.test(size) && passengerCatalog.bySize(size).length > 0;
  return passenger && marking === "P" ? `P${size}` : size;
}

/** The size and its service description as a customer would type them off the sidewall. */
function printed(p: Printing): string {
  let text = marked(p.size, p.marking);
  if (p.hyphens) text = text.replace("/", "-");
  // Spaces only at a change between digits and letters or signs: "225 / 65 R 17", "IF 710/70R42".
  const parts = text.match(/\d+(?:\.\d+)?|[A-Za-z]+|[^\dA-Za-z\s]|\s+/g)!.filter((part) => part.trim());
  let joined = parts[0]!;
  for (let i = 1; i < parts.length; i++) {
    const between =
      /\d$/.test(joined) && /^\d/.test(parts[i]!) ? " " : p.spaces[i % p.spaces.length] ? " " : "";
    joined += between + parts[i];
  }
  const service = `${p.load ? `${p.load.single}${p.load.dual !== null ? `/${p.load.dual}` : ""}` : ""}${p.speed ?? ""}`;
  // A speed rating alone is no service description: the sidewall prints a load index with it.
  const full = p.load ? `${joined}${p.gap}${service}` : joined;
  return [...full]
    .map((char, i) => (p.upper[i % p.upper.length] ? char.toUpperCase() : char.toLowerCase()))
    .join("");
}

describe("every catalog size, printed every way a sidewall prints it", () => {
  it("reads back to the catalog's size key and the service description typed", () => {
    fc.assert(
      fc.property(printing, (p) => {
        const form = printed(p);
        const result = readSidewallSize(form);
        expect(result.ok, form).toBe(true);
        if (!result.ok) return;
        expect({ form, key: result.size.key }).toEqual({ form, key: sizeKey(p.size) });
        expect({ form, load: result.load, speed: result.speed }).toEqual({
          form,
          load: p.load,
          speed: p.load ? p.speed : null,
        });
      }),
      { numRuns: 3000, seed: 20261128 },
    );
  });

  it("reads the service description typed right against the size", () => {
    for (const size of CATALOG_SIZES) {
      const result = readSidewallSize(`${size}121/118S`);
      const expected = sizeKey(size);
      expect(result.ok && { key: result.size.key, load: result.load, speed: result.speed }, size).toEqual({
        key: expected,
        load: { single: 121, dual: 118 },
        speed: "S",
      });
    }
  });
});
