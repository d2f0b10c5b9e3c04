import type { Tire } from "@/lib/tires/category-tires";
import { categoryLabel, formatPrice } from "@/lib/tires/category-tires";
import { catalogTireActions } from "@/lib/tires/tire-actions";
import { searchByVehicle, type VehicleSearch } from "@/lib/tires/search";
import { serviceFilterOf, serviceQueryPairs } from "@/lib/tires/service-filter";
import { readSidewallSize, type SidewallSize } from "@/lib/tires/sidewall-size";
import { allSizeListings, listingByKey, type SizeListing } from "@/lib/tires/size-listing";
import { sizePagePath } from "@/lib/tires/size-page";
import { vehicleLabel, vehicleQuery } from "@/lib/tires/vehicle-query";
import { classifyQuery, type Classification, type QueryKind, type VehicleMatch } from "./classify";
import type { SearchHit } from "./search-hit";
import { flatRepairHit, roadServiceHit } from "./service-hits";
import { namedServices, type NamedServices } from "./service-intent";
import { siteMatches, type ScoredHit } from "./site-entries";
import {
  brandEntries,
  catalogTireEntries,
  categoryEntries,
  lineEntries,
  productBrand,
  productName,
  vehicleModelEntries,
  type BrandEntry,
  type CategoryEntry,
  type LineEntry,
  type ProductEntry,
} from "./search-data";
import { compact, similarity } from "./text";

export type { SearchAction, SearchHit } from "./search-hit";

/** The answer of `GET /api/search` and of the /search page. */
export interface SiteSearchAnswer {
  query: string;
  kind: QueryKind;
  results: SearchHit[];
}

export interface SiteSearch extends SiteSearchAnswer {
  /**
   * Where the search leads when there is one clear answer (a size, a vehicle's size, a product, a
   * category): the results page goes straight there. Null when the customer has to choose.
   */
  landing: string | null;
  /** Set when the text is a size nobody sells, a vehicle year we have no data for, and so on. */
  notice: string | null;
  /** What was found, named as the site names it ("Michelin", "2022 Ford F-150"); null for none. */
  subject: string | null;
  /**
   * For a single passenger tread: each of its sizes, to its product page. The results page lists
   * them to choose from; the API answers with the tread itself, which stays a short reply.
   */
  lineSizes: SearchHit[] | null;
}

/** How many closest matches an unknown text gets; a chooser stays short. */
const CLOSEST = 6;
const YEARS_OFFERED = 8;

const searchHref = (text: string) => `/search?q=${encodeURIComponent(text)}`;
const tires = (count: number) => (count === 1 ? "1 tire" : `${count} tires`);

function lowest(prices: readonly number[]): string {
  return formatPrice(Math.min(...prices));
}

function listingPrices(listing: SizeListing): number[] {
  return [...listing.offers.map((o) => o.price), ...listing.catalogTires.map((t) => t.price)];
}

export function sizeHit(listing: SizeListing, query = ""): SearchHit {
  const count = listing.offers.length + listing.catalogTires.length;
  const prices = listingPrices(listing);
  const kinds = listing.categories.map((c) =>
    c === "passenger" ? "Passenger & light truck" : categoryLabel(c),
  );
  return {
    type: "size",
    label: `${listing.label} tires`,
    href: `${sizePagePath(listing.slug)}${query}`,
    detail: `${kinds.join(", ")} · ${tires(count)} from ${lowest(prices)}`,
    category: listing.categories[0]!,
  };
}

export function tireHit(tire: Tire): SearchHit {
  return {
    type: "tire",
    label: `${tire.brand} ${tire.name} ${tire.size}`,
    href: `/tires/details/${tire.id}`,
    detail: `${categoryLabel(tire.category)} · ${formatPrice(tire.price)} per tire · sold by quote`,
    category: tire.category,
    actions: catalogTireActions(tire),
  };
}

export function lineHit(entry: LineEntry): SearchHit {
  const sizes = entry.offers.length;
  return {
    type: "line",
    label: `${entry.brand} ${entry.line.name}`,
    href: searchHref(`${entry.brand} ${entry.line.name}`),
    detail: `Passenger & light truck · ${sizes === 1 ? "1 size" : `${sizes} sizes`} from ${lowest(entry.offers.map((o) => o.price))}`,
    category: "passenger",
  };
}

export function brandHit(brand: BrandEntry): SearchHit {
  const count = brand.lines.length + brand.tires.length;
  return {
    type: "brand",
    label: `${brand.name} tires`,
    href: searchHref(brand.name),
    detail: count === 0 ? "Ask us: not listed online" : `${count === 1 ? "1 product" : `${count} products`}`,
  };
}

/** The sizes of one passenger line, each leading to its product page. */
function lineSizeHits(entry: LineEntry): SearchHit[] {
  return entry.offers.map((offer) => ({
    type: "tire",
    label: `${entry.brand} ${entry.line.name} ${offer.size}`,
    href: offer.url,
    detail: `${formatPrice(offer.price)} per tire`,
    category: "passenger",
  }));
}

function productHits(products: readonly ProductEntry[]): SearchHit[] {
  return products.map((product) =>
    product.kind === "line" ? lineHit(product.entry) : tireHit(product.tire),
  );
}

function brandProductHits(brand: BrandEntry): SearchHit[] {
  return [...brand.lines.map(lineHit), ...brand.tires.map(tireHit)];
}

/** "2019 Honda Civic LX": one hit per factory size, each to its size page with the vehicle named. */
function vehicleHits(vehicle: VehicleMatch): SearchHit[] {
  if (vehicle.model === null) {
    const models = vehicleModelEntries().filter(
      (entry) => entry.make === vehicle.make && (vehicle.year === null || entry.years.includes(vehicle.year)),
    );
    return models.map((entry) => {
      const name = [vehicle.year, entry.make, entry.model].filter(Boolean).join(" ");
      return { type: "vehicle", label: name, href: searchHref(name), detail: "Find its tire size" };
    });
  }
  if (vehicle.year === null) {
    return vehicle.years.slice(0, YEARS_OFFERED).map((year) => {
      const name = `${year} ${vehicle.make} ${vehicle.model}`;
      return { type: "vehicle", label: name, href: searchHref(name), detail: "Find its tire size" };
    });
  }
  const search: VehicleSearch = {
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    ...(vehicle.trim ? { trim: vehicle.trim } : {}),
  };
  const answer = searchByVehicle(search, { sort: "price-asc" });
  return answer.query.vehicle!.trimSizes.map(({ size, trims }) => {
    const listing = listingByKey(size);
    const named: VehicleSearch = trims.length === 1 ? { ...search, trim: trims[0]! } : search;
    const who = vehicle.trim ? vehicleLabel(search) : `${vehicleLabel(search)} ${trims.join(", ")}`.trim();
    if (!listing) {
      return {
        type: "vehicle",
        label: who,
        href: "/tires",
        detail: `Factory size ${size} · not listed online; call us and we'll find it`,
      };
    }
    const count = listing.offers.length + listing.catalogTires.length;
    return {
      type: "vehicle",
      label: who,
      href: `${sizePagePath(listing.slug)}?${vehicleQuery(named)}`,
      detail: `Factory size ${listing.key} · ${tires(count)} from ${lowest(listingPrices(listing))}`,
      category: "passenger",
    };
  });
}

/** The rim (or band) diameter a canonical size ends with: "225/65R17" is 17, "21x7x15" is 15. */
function rimOf(key: string): number {
  return Number(/[Rx]([\d.]+)$/.exec(key)?.[1] ?? NaN);
}

function familyOf(key: string): SidewallSize["family"] | null {
  const read = readSidewallSize(key);
  return read.ok ? read.size.family : null;
}

/**
 * The sizes we sell closest to one nobody sells: the same kind of size (a car size among car
 * sizes), the nearest rim first, then the most alike.
 * Offered as a starting point; the page says to check with us before fitting another size.
 */
function nearbySizes(size: SidewallSize): SearchHit[] {
  const target = compact(size.key);
  // A metric size on a whole-inch car or pickup rim is looked for among passenger sizes.
  const carSized = size.metric !== null && Number.isInteger(size.rimDiameter) && size.rimDiameter <= 26;
  return allSizeListings()
    .map((listing) => ({
      listing,
      otherFamily: familyOf(listing.key) === size.family && listing.offers.length > 0 === carSized ? 0 : 1,
      rimGap: Math.abs(rimOf(listing.key) - size.rimDiameter),
      score: similarity(target, compact(listing.key)),
    }))
    .sort((a, b) => a.otherFamily - b.otherFamily || a.rimGap - b.rimGap || b.score - a.score)
    .slice(0, CLOSEST)
    .map(({ listing }) => sizeHit(listing));
}

function categoryHit(category: CategoryEntry): SearchHit {
  return {
    type: "category",
    label: `${category.label} tires`,
    href: category.href,
    detail: "Browse the category",
  };
}

/** The things closest to a text that names nothing we know, best first. */
export function closestMatches(text: string): SearchHit[] {
  return closestScored(text).map((entry) => entry.hit);
}

/** The same, each with how alike it is (0.5 to 1). */
function closestScored(text: string): ScoredHit[] {
  const typed = compact(text);
  if (!typed) return [];
  const scored: { hit: () => SearchHit; score: number }[] = [];
  const consider = (names: readonly string[], hit: () => SearchHit) => {
    const score = Math.max(...names.map((name) => similarity(typed, compact(name))));
    scored.push({ hit, score });
  };
  for (const brand of brandEntries()) consider([brand.name, ...brand.aliases], () => brandHit(brand));
  for (const entry of lineEntries()) {
    consider([entry.line.name, `${entry.brand} ${entry.line.name}`], () => lineHit(entry));
  }
  for (const tire of catalogTireEntries())
    consider([tire.name, `${tire.brand} ${tire.name}`], () => tireHit(tire));
  for (const category of categoryEntries()) {
    consider([category.label, ...category.phrases], () => categoryHit(category));
  }
  for (const entry of vehicleModelEntries()) {
    const name = `${entry.make} ${entry.model}`;
    consider([entry.model, name], () => ({
      type: "vehicle",
      label: name,
      href: searchHref(name),
      detail: "Find its tire size",
    }));
  }
  if (/\d/.test(typed)) {
    for (const listing of allSizeListings()) consider([listing.key], () => sizeHit(listing));
  }
  return scored
    .filter((entry) => entry.score >= 0.5)
    .sort((a, b) => b.score - a.score)
    .slice(0, CLOSEST)
    .map((entry) => ({ hit: entry.hit(), score: entry.score }));
}

function sizeAnswer(found: Classification): Part {
  const size = found.size!;
  const listing = listingByKey(size.key);
  if (!listing) {
    return {
      results: nearbySizes(size),
      landing: null,
      notice: `We don't list ${size.key} tires online, but we can often get them.`,
    };
  }
  // A passenger brand typed beside the size filters the size page to it; a load index and speed
  // rating typed after it set lower-rated tires apart (only passenger offers carry ratings).
  const brandId =
    found.sizeBrand && listing.offers.find((o) => compact(o.brand) === found.sizeBrand!.key)?.brandId;
  const service = listing.offers.length > 0 ? serviceQueryPairs(serviceFilterOf(found.sizeService)) : [];
  const query = new URLSearchParams([...(brandId ? [["brand", brandId]] : []), ...service]).toString();
  const hit = sizeHit(listing, query ? `?${query}` : "");
  return { results: [hit], landing: hit.href, notice: null };
}

function vehicleAnswer(found: Classification): Part {
  const results = found.vehicles.flatMap(vehicleHits);
  const notYear = found.vehicles.find((v) => v.yearNotOffered !== null);
  const notice = notYear
    ? `We have factory sizes for the ${[notYear.make, notYear.model].filter(Boolean).join(" ")} from ${Math.min(...notYear.years)} on. Pick a year, or call us about another one.`
    : null;
  const single = results.length === 1 && results[0]!.href.startsWith("/tires/size/");
  const also = found.products.length > 0 ? productHits(found.products).slice(0, CLOSEST) : [];
  return {
    results: [...results, ...also],
    landing: single && also.length === 0 ? results[0]!.href : null,
    notice,
  };
}

type Part = Pick<SiteSearch, "results" | "landing" | "notice">;

/** The name of what a classification found, as the site writes it. */
function subjectOf(found: Classification): string | null {
  switch (found.kind) {
    case "size":
      return found.size!.key;
    case "vehicle": {
      const vehicle = found.vehicles[0]!;
      return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
    }
    case "product": {
      const product = found.products[0]!;
      return found.products.length === 1 ? `${productBrand(product)} ${productName(product)}` : null;
    }
    case "brand":
      return found.brands[0]!.name;
    default:
      return null;
  }
}

/**
 * Answers a search text (already checked): what it names, the places it can lead, and where to
 * go when there is exactly one. A text that asks for road service or a repair gets those first,
 * and never goes straight to a page: someone broken down must see the 24/7 line.
 */
export function searchSite(query: string): SiteSearch {
  return withSitePages(withServices(searchCatalog(query), namedServices(query)));
}

/** How many services, stores, pages and help topics a result list takes. */
const SITE_HITS = 6;
/** A tire name at least this alike to the text is listed among them (0.5-1, lib/search/text.ts). */
const CLOSE_TIRE = 0.8;
/** After tires the text named, only what it names as clearly (lib/search/site-match.ts). */
const BESIDE_TIRES = 0.95;

/**
 * The services, stores, pages and help topics the text names, ranked with the closest tire
 * names when nothing in the catalog was found ("alignment", "Wytheville", "hours", "financing"),
 * or after what was found otherwise. A clear catalog answer (a size, a vehicle's one size, a
 * category) still goes straight to its page.
 */
function withSitePages(search: SiteSearch): SiteSearch {
  if (search.landing || search.kind === "size") return search;
  const listed = new Set(search.results.map((hit) => hit.href));
  const site = siteMatches(search.query, SITE_HITS).filter(({ hit }) => !listed.has(hit.href));
  if (site.length === 0) return search;
  if (search.kind !== "none") {
    const clear = site.filter(({ score }) => score >= BESIDE_TIRES).map(({ hit }) => hit);
    return { ...search, results: [...search.results, ...clear] };
  }
  // Site first on equal scores: a typed store or service beats a tire name that looks alike.
  const ranked = [...site, ...closestScored(search.query).filter(({ score }) => score >= CLOSE_TIRE)]
    .sort((a, b) => b.score - a.score)
    .slice(0, SITE_HITS + 2)
    .map(({ hit }) => hit);
  return { ...search, kind: "site", results: ranked };
}

function withServices(search: SiteSearch, services: NamedServices): SiteSearch {
  const leading = [
    ...(services.roadService ? [roadServiceHit()] : []),
    ...(services.flatRepair ? [flatRepairHit()] : []),
  ];
  if (leading.length === 0) return search;
  if (search.kind === "none") {
    // The closest tire names to "roadside" (Roadmaster) answer nothing that was asked.
    return { ...search, kind: "service", results: leading, landing: null, notice: null, lineSizes: null };
  }
  // A tread's size chips would come after the services; the tread is listed among the results instead.
  return { ...search, results: [...leading, ...search.results], landing: null, lineSizes: null };
}

/** What the text names in the catalog: sizes, vehicles, treads, brands and categories. */
function searchCatalog(query: string): SiteSearch {
  const found = classifyQuery(query);
  const only = found.products.length === 1 ? found.products[0]! : null;
  const answer = (kind: QueryKind, part: Part): SiteSearch => ({
    query,
    kind,
    ...part,
    subject: subjectOf(found),
    lineSizes: kind === "product" && only?.kind === "line" ? lineSizeHits(only.entry) : null,
  });
  const alternatives = found.vehicles.flatMap(vehicleHits).slice(0, CLOSEST);

  switch (found.kind) {
    case "size":
      return answer("size", sizeAnswer(found));
    case "category": {
      const results = found.categories.map(categoryHit);
      return answer("category", {
        results,
        landing: results.length === 1 ? results[0]!.href : null,
        notice: null,
      });
    }
    case "vehicle":
      return answer("vehicle", vehicleAnswer(found));
    case "brand": {
      const results = [...found.brands.flatMap(brandProductHits), ...alternatives];
      const brand = found.brands[0]!;
      const notice =
        results.length === 0 ? `We don't list ${brand.name} tires online, but we can get them.` : null;
      return answer("brand", { results, landing: null, notice });
    }
    case "product": {
      const results = [...productHits(found.products), ...alternatives];
      const oneTire = only?.kind === "tire" && alternatives.length === 0;
      return answer("product", { results, landing: oneTire ? results[0]!.href : null, notice: null });
    }
    case "none": {
      // Never an empty answer: with nothing close, the categories are where to start.
      const closest = closestMatches(query);
      const results = closest.length > 0 ? closest : categoryEntries().map(categoryHit);
      return answer("none", { results, landing: null, notice: null });
    }
  }
}

/** The answer as `GET /api/search` gives it. */
export function publicAnswer(search: SiteSearch): SiteSearchAnswer {
  return { query: search.query, kind: search.kind, results: search.results };
}
