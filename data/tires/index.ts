import { commercialTires } from "./commercial";
import { farmTires } from "./farm";
import { industrialTires } from "./industrial";
import { miningTires } from "./mining";
import { offRoadTires } from "./off-road";
import type { Tire, TireCategoryId } from "./types";

export * from "./types";
export { CATEGORY_PAGES, tireCategories } from "./categories";

export const tiresByCategory: Readonly<Record<TireCategoryId, readonly Tire[]>> = {
  commercial: commercialTires,
  farm: farmTires,
  industrial: industrialTires,
  mining: miningTires,
  "off-road": offRoadTires,
};
