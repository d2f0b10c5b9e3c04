import type { ServiceDescription } from "@/lib/tires/service-description";
import { readSidewallSize, type SidewallSize } from "@/lib/tires/sidewall-size";
import { getTrims } from "@/lib/vehicles";
import {
  brandEntries,
  catalogTireEntries,
  categoryEntries,
  lineEntries,
  productName,
  productWords,
  vehicleModelEntries,
  type BrandEntry,
  type CategoryEntry,
  type ModelEntry,
  type ProductEntry,
} from "./search-data";
import { compact, foldText, words } from "./text";

/**
 * What a search text names, most specific first. "service" is a text that names no tire but asks
 * for a repair or road service (lib/search/service-intent.ts); "site" one that names a service, a
 * store, a page or a help topic best (lib/search/site-entries.ts).
 */
export const QUERY_KINDS = [
  "size",
  "vehicle",
  "product",
  "brand",
  "category",
  "service",
  "site",
  "none",
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];
/** What the catalog alone can say a text names; services and the rest of the site are read apart. */
export type CatalogKind = Exclude<QueryKind, "service" | "site">;

/** A vehicle as far as the text names it: a make at least, then model, year and trim. */
export interface VehicleMatch {
  make: string;
  model: string | null;
  /** Null when no year was typed, or the model is not offered in the year typed. */
  year: number | null;
  trim: string | null;
  /** The years the model is offered, newest first (empty for a make alone). */
  years: readonly number[];
  /** A year was typed that the dataset does not have for this model. */
  yearNotOffered: number | null;
}

/**
 * Everything a text may name, and which of it counts: a text can name a tread and a vehicle at
 * once ("pilot"), so the kind says which answer leads and the rest can follow as alternatives.
 */
export interface Classification {
  kind: CatalogKind;
  size: SidewallSize | null;
  /** The load index and speed rating typed after the size ("121/118S"); null when none was. */
  sizeService: ServiceDescription | null;
  /** A brand typed beside a size ("michelin 225/65r17"). */
  sizeBrand: BrandEntry | null;
  vehicles: VehicleMatch[];
  products: ProductEntry[];
  brands: BrandEntry[];
  categories: CategoryEntry[];
}

/** Words that say nothing about what is wanted ("tires for my 2019 civic"). */
const FILLER = new Set([
  "tire",
  "tires",
  "tyre",
  "tyres",
  "size",
  "sizes",
  "for",
  "a",
  "an",
  "the",
  "my",
  "of",
  "on",
  "new",
  "buy",
  "price",
  "prices",
  "cheap",
  "best",
]);

const MAKE_ALIASES: Readonly<Record<string, string>> = {
  chevy: "chevrolet",
  vw: "volkswagen",
  mercedes: "mercedesbenz",
  benz: "mercedesbenz",
  merc: "mercedesbenz",
};

/**
 * Reads a search text (already checked by lib/search/query-input.ts) into what it names. Pure:
 * the same text gives the same answer, from the data in memory.
 */
export function classifyQuery(text: string): Classification {
  const sizeRead = readSize(text);
  const tokens = words(text).filter((word) => !FILLER.has(word));
  const plain = tokens.join("");
  const categories = plain ? categoryEntries().filter((category) => category.phrases.includes(plain)) : [];
  const vehicles = matchVehicles(tokens);
  const brands = plain
    ? brandEntries().filter((brand) => brand.key === plain || brand.aliases.includes(plain))
    : [];
  const products = brands.length > 0 ? [] : matchProducts(tokens);

  const withYear = vehicles.some((vehicle) => vehicle.year !== null || vehicle.yearNotOffered !== null);
  const kind: CatalogKind = sizeRead
    ? "size"
    : categories.length > 0
      ? "category"
      : withYear
        ? "vehicle"
        : brands.length > 0
          ? "brand"
          : products.length > 0
            ? "product"
            : vehicles.length > 0
              ? "vehicle"
              : "none";
  return {
    kind,
    size: sizeRead?.size ?? null,
    sizeService: sizeRead?.service ?? null,
    sizeBrand: sizeRead?.brand ?? null,
    vehicles: kind === "size" || kind === "category" ? [] : vehicles,
    products: kind === "size" ? [] : products,
    brands: kind === "size" ? [] : brands,
    categories,
  };
}

/**
 * A size, with or without words around it: "11r22.5", "tires 18.4-38", "michelin 225/65r17" (a
 * brand beside a size narrows the size's tires to it).
 */
function readSize(
  text: string,
): { size: SidewallSize; service: ServiceDescription | null; brand: BrandEntry | null } | null {
  const folded = foldText(text);
  const bare = withoutWords(folded, [...FILLER]);
  const direct = readSidewallSize(bare);
  if (direct.ok) return { size: direct.size, service: serviceOf(direct), brand: null };
  if (!/\d/.test(bare)) return null;
  for (const brand of brandEntries()) {
    for (const name of [brand.name, ...brand.aliases]) {
      const rest = withoutWords(bare, [foldText(name)]);
      if (rest === bare) continue;
      const read = readSidewallSize(rest);
      if (read.ok) return { size: read.size, service: serviceOf(read), brand };
    }
  }
  return null;
}

function serviceOf(read: { load: ServiceDescription["load"]; speed: ServiceDescription["speed"] }) {
  return read.load || read.speed ? { load: read.load, speed: read.speed } : null;
}

/** The text with each of the given words or phrases removed where they stand as whole words. */
function withoutWords(text: string, removed: readonly string[]): string {
  let rest = text;
  for (const word of removed) {
    const pattern = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s*");
    rest = rest.replace(new RegExp(`(^|[^a-z0-9])${pattern}(?=$|[^a-z0-9])`, "g"), "$1");
  }
  return rest.trim();
}

interface Span {
  start: number;
  end: number;
}

/** Every run of consecutive tokens, compacted, with where it stands: "f", "150" gives "f150". */
function spans(tokens: readonly string[]): { text: string; span: Span }[] {
  const result: { text: string; span: Span }[] = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let end = start + 1; end <= Math.min(tokens.length, start + 4); end++) {
      result.push({ text: tokens.slice(start, end).join(""), span: { start, end } });
    }
  }
  return result;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * A vehicle named by year, make, model and trim in any order ("2019 Civic LX", "f150 2022",
 * "chevy silverado 1500 2021 lt"). The make may be left out when the model says it; a model
 * alone must be a real word of four letters or more ("civic", not "is"), or come with a year or make.
 */
function matchVehicles(allTokens: readonly string[]): VehicleMatch[] {
  const yearAt = allTokens.findIndex((token) => /^(19|20)\d{2}$/.test(token));
  const typedYear = yearAt >= 0 ? Number(allTokens[yearAt]) : null;
  const tokens = allTokens.filter((_, index) => index !== yearAt);
  if (tokens.length === 0) return [];
  const runs = spans(tokens);
  const models = vehicleModelEntries();
  const makeKeys = new Map(models.map((entry) => [compact(entry.make), entry.make]));
  const makeAt = runs.find((run) => makeKeys.has(MAKE_ALIASES[run.text] ?? run.text));
  const make = makeAt ? makeKeys.get(MAKE_ALIASES[makeAt.text] ?? makeAt.text)! : null;

  type Candidate = { entry: ModelEntry; span: Span; score: number };
  const candidates: Candidate[] = [];
  for (const entry of models) {
    if (make && entry.make !== make) continue;
    const key = compact(entry.model);
    for (const run of runs) {
      if (run.text !== key) continue;
      if (makeAt && overlaps(run.span, makeAt.span) && run.span.end - run.span.start <= 1) continue;
      const standalone = key.length >= 4 && !/^\d+$/.test(key);
      if (!make && typedYear === null && !standalone) continue;
      candidates.push({ entry, span: run.span, score: run.span.end - run.span.start });
    }
  }

  if (candidates.length === 0) {
    // A make alone ("2019 honda", "chevy") is a vehicle too: its models are the choices.
    if (!make) return [];
    const years = typedYear === null ? [] : [typedYear];
    return [{ make, model: null, year: typedYear, trim: null, years, yearNotOffered: null }];
  }

  const best = Math.max(...candidates.map((c) => c.score));
  const chosen = candidates.filter((c) => c.score === best);
  // With a year typed, a model sold that year beats a namesake that was not.
  const inYear = chosen.filter((c) => typedYear !== null && c.entry.years.includes(typedYear));
  const pick = inYear.length > 0 ? inYear : chosen;
  const unique = [...new Map(pick.map((c) => [`${c.entry.make}|${c.entry.model}`, c])).values()];

  return unique.map(({ entry, span }) => {
    const offered = typedYear !== null && entry.years.includes(typedYear);
    const year = offered ? typedYear : null;
    const rest = tokens.filter(
      (_, index) =>
        !(index >= span.start && index < span.end) &&
        !(makeAt && index >= makeAt.span.start && index < makeAt.span.end),
    );
    const trim = year !== null ? matchTrim(getTrims(year, entry.make, entry.model), rest) : null;
    return {
      make: entry.make,
      model: entry.model,
      year,
      trim,
      years: entry.years,
      yearNotOffered: typedYear !== null && !offered ? typedYear : null,
    };
  });
}

/** The trim the leftover words name ("lx", "ex l", "king ranch"), if any. */
function matchTrim(trims: readonly string[], rest: readonly string[]): string | null {
  if (rest.length === 0) return null;
  const byKey = new Map(trims.map((trim) => [compact(trim), trim]));
  const runs = spans(rest).sort((a, b) => b.text.length - a.text.length);
  for (const run of runs) {
    const trim = byKey.get(run.text);
    if (trim) return trim;
  }
  return null;
}

/**
 * Treads named by the text: exactly ("defender2", "michelin defender2", "g661 hsa"), or, if none
 * is, every tread whose name the words begin ("defender" finds Defender2 and Defender LTX M/S2).
 * The brand alone is not enough: "michelin" is a brand, not a tread.
 */
function matchProducts(tokens: readonly string[]): ProductEntry[] {
  if (tokens.length === 0) return [];
  const typed = tokens.join("");
  const products: ProductEntry[] = [
    ...lineEntries().map((entry) => ({ kind: "line" as const, entry })),
    ...catalogTireEntries().map((tire) => ({ kind: "tire" as const, tire })),
  ];
  const exact = products.filter((product) => {
    const name = compact(productName(product));
    return typed === name || typed === productWords(product).join("");
  });
  if (exact.length > 0) return exact;
  // A lone letter or digit begins too many words to mean anything ("x line energy" is "line energy").
  const telling = tokens.filter((token) => token.length >= 2);
  if (telling.length === 0) return [];
  return products.filter((product) => {
    const all = productWords(product);
    const nameWords = words(productName(product));
    const everyWordFits = telling.every((token) => all.some((word) => word.startsWith(token)));
    const namesTread = telling.some((token) => nameWords.some((word) => word.startsWith(token)));
    return everyWordFits && namesTread;
  });
}
