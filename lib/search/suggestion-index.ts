import { categoryLabel } from "@/lib/tires/category-tires";
import { allSizeListings } from "@/lib/tires/size-listing";
import { sizePagePath } from "@/lib/tires/size-page";
import { TYPE_LABELS } from "@/lib/tires/size-page";
import {
  brandEntries,
  catalogTireEntries,
  categoryEntries,
  lineEntries,
  vehicleModelEntries,
} from "./search-data";
import type { SearchHit } from "./search-hit";
import { flatRepairHit, roadServiceHit } from "./service-hits";
import { siteEntries, type SiteEntry } from "./site-entries";
import { words } from "./text";
import { FLAT_REPAIR_SUGGESTION_PHRASES, ROAD_SERVICE_SUGGESTION_PHRASES } from "./service-intent";
import { CAR_SIZE_DETAIL, type SuggestionEntry, type SuggestionIndex } from "./suggest";

const searchHref = (text: string) => `/search?q=${encodeURIComponent(text)}`;

const SITE_KINDS = { service: "g", store: "o", page: "p", help: "h" } as const;

/** A service, store, page or help topic as a row; road service and the repair have theirs above. */
function siteRow({ hit, names }: SiteEntry): SuggestionEntry | null {
  if (hit.type === "road-service" || hit.href === flatRepairHit().href) return null;
  const kind = SITE_KINDS[hit.type as keyof typeof SITE_KINDS];
  if (!kind) return null;
  const labelWords = new Set(words(hit.label));
  const extra = [...new Set(names.flat())].filter((word) => !labelWords.has(word)).join(" ");
  const detail = hit.type === "store" ? storeDetail(hit) : "";
  return [hit.label, hit.href, kind, detail, extra];
}

/** "Wytheville, VA · (276) 555-0104": where, and the number to call. */
function storeDetail(hit: SearchHit): string {
  const call = hit.actions?.find((action) => action.kind === "call");
  const town = hit.detail
    .split(", ")
    .slice(-2)
    .join(", ")
    .replace(/ \d{5}$/, "");
  return call ? `${town} · ${call.label.replace(/^Call /, "")}` : town;
}

/**
 * The index the header box suggests from: the road service and the flat repair, then every size,
 * brand, tread, category and vehicle model we know, one short row each, built with the site (see
 * app/search-suggestions.json). Rows lead where the search would: road service to its page, the
 * repair to its service, sizes, quote tires and categories to their pages, the rest to /search.
 */
export function buildSuggestionIndex(): SuggestionIndex {
  const road = roadServiceHit();
  const flat = flatRepairHit();
  const entries: SuggestionEntry[] = [
    [
      "Broken down? 24/7 road service",
      road.href,
      "r",
      "Road service",
      ROAD_SERVICE_SUGGESTION_PHRASES.join(" "),
    ],
    [flat.label, flat.href, "e", "At our stores", FLAT_REPAIR_SUGGESTION_PHRASES.join(" ")],
  ];
  for (const listing of allSizeListings()) {
    const kinds = listing.categories.map((c) => (c === "passenger" ? CAR_SIZE_DETAIL : categoryLabel(c)));
    entries.push([listing.label, sizePagePath(listing.slug), "s", kinds.join(", ")]);
  }
  for (const category of categoryEntries()) {
    entries.push([`${category.label} tires`, category.href, "c", "Category", category.phrases.join(" ")]);
  }
  for (const brand of brandEntries()) {
    if (brand.lines.length + brand.tires.length === 0) continue;
    entries.push([brand.name, searchHref(brand.name), "b", "Brand", brand.aliases.join(" ")]);
  }
  for (const model of vehicleModelEntries()) {
    const newest = model.years[0]!;
    const oldest = model.years.at(-1)!;
    entries.push([
      `${model.make} ${model.model}`,
      searchHref(`${model.make} ${model.model}`),
      "v",
      `${oldest}–${newest}`,
    ]);
  }
  for (const entry of lineEntries()) {
    const name = `${entry.brand} ${entry.line.name}`;
    entries.push([name, searchHref(name), "l", TYPE_LABELS[entry.line.type]]);
  }
  // Services, stores, pages and help topics, with the words that find them on /search.
  for (const entry of siteEntries()) {
    const row = siteRow(entry);
    if (row) entries.push(row);
  }
  for (const tire of catalogTireEntries()) {
    entries.push([
      `${tire.brand} ${tire.name} ${tire.size}`,
      `/tires/details/${tire.id}`,
      "t",
      `${categoryLabel(tire.category)} · quote`,
    ]);
  }
  return { entries };
}
