import type { TireCategory, TireCategoryId } from "./types";

/** Page and label of each catalog category; the tiles below and lib/tires read from here. */
export const CATEGORY_PAGES: Readonly<Record<TireCategoryId, { name: string; path: string }>> = {
  commercial: { name: "Commercial Truck", path: "/commercial-tires" },
  farm: { name: "Farm & Agricultural", path: "/farm-tires" },
  industrial: { name: "Industrial", path: "/industrial-tires" },
  mining: { name: "Mining", path: "/mining-tires" },
  "off-road": { name: "Off-the-Road (OTR)", path: "/OTR" },
};

function categoryImage(name: string): string {
  return `/images/categories/${name}.svg`;
}

/**
 * The /tires tile grid and `GET /api/tire-categories`. Passenger & Light Truck has no catalog of
 * its own: its tile leads to /tires, where the vehicle selector finds the size.
 */
export const tireCategories: readonly TireCategory[] = [
  {
    id: "passenger",
    name: "Passenger & Light Truck",
    path: "/tires",
    imageUrl: categoryImage("passenger"),
    description:
      "Tires for cars, minivans, SUVs and pickups. Pick your vehicle above and we'll find the factory size.",
  },
  {
    id: "commercial",
    ...CATEGORY_PAGES.commercial,
    imageUrl: categoryImage("commercial"),
    description: "Steer, drive and trailer tires for regional and long-haul fleets, plus medium-duty trucks.",
  },
  {
    id: "farm",
    ...CATEGORY_PAGES.farm,
    imageUrl: categoryImage("farm"),
    description: "Tractor, combine, sprayer and implement tires, with on-farm service from our trucks.",
  },
  {
    id: "industrial",
    ...CATEGORY_PAGES.industrial,
    imageUrl: categoryImage("industrial"),
    description: "Forklift, skid steer and backhoe tires: solid, press-on, pneumatic and airless.",
  },
  {
    id: "mining",
    ...CATEGORY_PAGES.mining,
    imageUrl: categoryImage("mining"),
    description: "Haul-truck, loader and underground mining tires for surface and underground operations.",
  },
  {
    id: "off-road",
    ...CATEGORY_PAGES["off-road"],
    imageUrl: categoryImage("otr"),
    description: "Loader, grader and earthmover tires, plus ATV/UTV and off-road truck tires.",
  },
];
