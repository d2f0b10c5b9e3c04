import {
  CATEGORY_PAGES,
  TIRE_CATEGORY_IDS,
  tiresByCategory,
  type Tire,
  type TireCategoryId,
} from "@/data/tires";

export { tireCategories, TIRE_CATEGORY_IDS } from "@/data/tires";
export type { Tire, TireCategory, TireCategoryId } from "@/data/tires";

export const allTires: readonly Tire[] = TIRE_CATEGORY_IDS.flatMap((id) => tiresByCategory[id]);

const tiresById = new Map(allTires.map((tire) => [tire.id, tire]));

export function getTiresByCategory(id: TireCategoryId): readonly Tire[] {
  return tiresByCategory[id];
}

export function getTire(id: string): Tire | undefined {
  return tiresById.get(id);
}

/** Narrows a route segment such as `/api/tires/category/{category}` to a catalog category. */
export function isTireCategoryId(value: unknown): value is TireCategoryId {
  return typeof value === "string" && (TIRE_CATEGORY_IDS as readonly string[]).includes(value);
}

export { formatPrice } from "@/lib/core/price";

export function categoryPagePath(id: TireCategoryId): string {
  return CATEGORY_PAGES[id].path;
}

export function categoryLabel(id: TireCategoryId): string {
  return CATEGORY_PAGES[id].name;
}
