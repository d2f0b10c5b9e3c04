import { tireBrands } from "@/data/tires/brands";
import { CATEGORY_PAGES } from "@/data/tires";
import { passengerTireLines, type PassengerTireLine } from "@/data/tires/passenger";
import { allTires, type Tire, type TireCategoryId } from "@/lib/tires/category-tires";
import { passengerCatalog, type TireOffer } from "@/lib/tires/passenger-tires";
import { getMakes, getModels, getYears } from "@/lib/vehicles";
import { compact, words } from "./text";

/** A brand we sell, with everything of it the search can show. */
export interface BrandEntry {
  /** Compacted name, the brand's identity here ("bfgoodrich"). */
  key: string;
  /** As the site spells it. */
  name: string;
  /** Other ways people write it ("bfg"). */
  aliases: readonly string[];
  lines: readonly LineEntry[];
  tires: readonly Tire[];
}

/** A passenger or light-truck product line: one tread in many sizes. */
export interface LineEntry {
  line: PassengerTireLine;
  brand: string;
  offers: readonly TireOffer[];
}

/** A tread name people may type: a passenger line, or a commercial, farm, industrial, mining or OTR tire. */
export type ProductEntry = { kind: "line"; entry: LineEntry } | { kind: "tire"; tire: Tire };

/** A page of tires by kind of use, with the words people use for it. */
export interface CategoryEntry {
  id: "passenger" | TireCategoryId;
  label: string;
  href: string;
  /** Compacted phrases that name it ("farm", "tractor", "skidsteer"). */
  phrases: readonly string[];
}

/** A vehicle model in the dataset, with the years it is offered. */
export interface ModelEntry {
  make: string;
  model: string;
  /** Newest first. */
  years: readonly number[];
}

const BRAND_ALIASES: Readonly<Record<string, readonly string[]>> = {
  bfgoodrich: ["bfg", "bf goodrich", "goodrich"],
  goodyear: ["good year"],
  starfire: ["star fire"],
};

function brandKey(name: string): string {
  return compact(name);
}

function buildBrands(): BrandEntry[] {
  const names = new Map<string, string>();
  for (const brand of Object.values(tireBrands)) names.set(brandKey(brand.name), brand.name);
  for (const tire of allTires)
    if (!names.has(brandKey(tire.brand))) names.set(brandKey(tire.brand), tire.brand);
  return [...names].map(([key, name]) => {
    const lines = LINES.filter((entry) => brandKey(entry.brand) === key);
    const tires = allTires.filter(
      (tire) => brandKey(tire.brand) === key && !passengerCatalog.getOffer(tire.id),
    );
    return { key, name, aliases: (BRAND_ALIASES[key] ?? []).map(compact), lines, tires };
  });
}

const LINES: readonly LineEntry[] = passengerTireLines.map((line) => {
  const offers = passengerCatalog.offers.filter((offer) => offer.lineId === line.id);
  return { line, brand: offers[0]?.brand ?? tireBrands[line.brand].name, offers };
});

/** Catalog tires that are not also passenger offers (those are found through their line). */
const CATALOG_TIRES = allTires.filter((tire) => !passengerCatalog.getOffer(tire.id));

const BRANDS = buildBrands();

const CATEGORY_PHRASES: Readonly<Record<CategoryEntry["id"], readonly string[]>> = {
  passenger: [
    "passenger",
    "passenger car",
    "car",
    "cars",
    "suv",
    "crossover",
    "minivan",
    "light truck",
    "pickup",
    "pickup truck",
    "truck",
  ],
  commercial: [
    "commercial",
    "commercial truck",
    "truck",
    "semi",
    "semi truck",
    "tractor trailer",
    "heavy truck",
    "big rig",
    "fleet",
    "steer",
    "drive",
    "trailer",
    "medium duty",
  ],
  farm: [
    "farm",
    "agricultural",
    "agriculture",
    "ag",
    "tractor",
    "combine",
    "sprayer",
    "implement",
    "harvester",
  ],
  industrial: [
    "industrial",
    "forklift",
    "fork lift",
    "skid steer",
    "skidsteer",
    "backhoe",
    "solid",
    "press on",
    "airless",
  ],
  mining: ["mining", "mine", "haul truck", "underground", "quarry"],
  "off-road": [
    "otr",
    "off the road",
    "off road",
    "offroad",
    "earthmover",
    "earth mover",
    "loader",
    "wheel loader",
    "grader",
    "construction",
    "atv",
    "utv",
    "side by side",
  ],
};

const CATEGORIES: readonly CategoryEntry[] = (Object.keys(CATEGORY_PHRASES) as CategoryEntry["id"][]).map(
  (id) => ({
    id,
    label: id === "passenger" ? "Passenger & Light Truck" : CATEGORY_PAGES[id].name,
    href: id === "passenger" ? "/tires" : CATEGORY_PAGES[id].path,
    phrases: CATEGORY_PHRASES[id].map(compact),
  }),
);

let models: { newestYear: number; list: ModelEntry[] } | null = null;

/**
 * Every model of the vehicle dataset with its years, rebuilt when the newest model year changes
 * (the dataset rolls over in October without a restart).
 */
export function vehicleModelEntries(): readonly ModelEntry[] {
  const years = getYears();
  if (models && models.newestYear === years[0]) return models.list;
  const byKey = new Map<string, ModelEntry & { years: number[] }>();
  for (const year of years) {
    for (const make of getMakes(year)) {
      for (const model of getModels(year, make)) {
        const key = `${make}|${model}`;
        const entry = byKey.get(key) ?? { make, model, years: [] };
        entry.years.push(year);
        byKey.set(key, entry);
      }
    }
  }
  models = { newestYear: years[0]!, list: [...byKey.values()] };
  return models.list;
}

export function brandEntries(): readonly BrandEntry[] {
  return BRANDS;
}

export function lineEntries(): readonly LineEntry[] {
  return LINES;
}

export function catalogTireEntries(): readonly Tire[] {
  return CATALOG_TIRES;
}

export function categoryEntries(): readonly CategoryEntry[] {
  return CATEGORIES;
}

/** The words of a product's full name, for matching typed words against ("michelin", "defender2"). */
export function productWords(product: ProductEntry): string[] {
  return product.kind === "line"
    ? words(`${product.entry.brand} ${product.entry.line.name}`)
    : words(`${product.tire.brand} ${product.tire.name}`);
}

export function productName(product: ProductEntry): string {
  return product.kind === "line" ? product.entry.line.name : product.tire.name;
}

export function productBrand(product: ProductEntry): string {
  return product.kind === "line" ? product.entry.brand : product.tire.brand;
}
