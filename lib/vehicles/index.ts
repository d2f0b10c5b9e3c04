import { vehicleModels } from "@/data/vehicles";
import { createVehicleCatalog, type TireSizeLookup, type VehicleQuery } from "./catalog";

export { vehicleClassLabel } from "./classes";
export { createVehicleCatalog, DEFAULT_TIRE_SIZE, DEFAULT_TRIMS } from "./catalog";
export type { TireSizeLookup, TireSizeSource, VehicleCatalog, VehicleQuery } from "./catalog";
export { currentModelYear, FIRST_MODEL_YEAR } from "./model-year";
export { parseTireSize } from "./tire-size";
export type { ParsedTireSize, TireConstruction, TireSizePrefix } from "./tire-size";
export type { VehicleClass } from "@/data/vehicles";

/** The site's one vehicle dataset: the /api/vehicles endpoints, the selector and the home finder. */
const catalog = createVehicleCatalog(vehicleModels);

/** Model years offered, from the current model year down to 2010. */
export function getYears(): number[] {
  return catalog.getYears();
}

/** Makes sold in `year`, alphabetical. */
export function getMakes(year: number): string[] {
  return catalog.getMakes(year);
}

/** Models of `make` (any case) sold in `year`, alphabetical. */
export function getModels(year: number, make: string): string[] {
  return catalog.getModels(year, make);
}

/** Trims of that model year in the maker's order, or SPEC.md's default trims if none are listed. */
export function getTrims(year: number, make: string, model: string): string[] {
  return catalog.getTrims(year, make, model);
}

/** The factory size for a vehicle, falling back step by step (see `TireSizeSource`). */
export function lookupTireSize(query: VehicleQuery): TireSizeLookup {
  return catalog.lookupTireSize(query);
}
