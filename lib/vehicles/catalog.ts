import type { VehicleGeneration, VehicleModelSource } from "@/data/vehicles";
import { guessVehicleClass, typicalSizeForClass } from "./classes";
import { currentModelYear, FIRST_MODEL_YEAR } from "./model-year";

/** Offered for a model whose trims we do not list (SPEC.md's default trims). */
export const DEFAULT_TRIMS: readonly string[] = ["Base", "Premium", "Sport", "Limited", "Touring"];

/** The last resort when nothing about the vehicle is known (SPEC.md §9). */
export const DEFAULT_TIRE_SIZE = "225/55R17";

/**
 * The year whose data stands in when the asked year has none (SPEC.md §9): a recent year in
 * which nearly every current nameplate was on sale.
 */
const REFERENCE_YEAR = 2023;

export interface VehicleQuery {
  year: number;
  make: string;
  model: string;
  trim?: string;
}

/**
 * Where a size came from, so the page can say how sure it is: "trim" is the factory size of
 * that exact trim and year; "model" comes from the model's data (its usual size that year, or
 * the same trim in another year); "class" is typical for that kind of vehicle; "default" is a
 * guess with nothing to go on.
 */
export type TireSizeSource = "trim" | "model" | "class" | "default";

export interface TireSizeLookup {
  size: string;
  source: TireSizeSource;
}

export interface VehicleCatalog {
  /** Model years offered, newest first. */
  getYears(): number[];
  getMakes(year: number): string[];
  getModels(year: number, make: string): string[];
  getTrims(year: number, make: string, model: string): string[];
  lookupTireSize(query: VehicleQuery): TireSizeLookup;
}

function normalize(text: string): string {
  return text.trim().toLowerCase();
}

function byName(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true, sensitivity: "base" });
}

function sizeOfTrim(generation: VehicleGeneration, trim: string | undefined): string | undefined {
  if (trim === undefined) return undefined;
  const wanted = normalize(trim);
  return Object.entries(generation.trims).find(([name]) => normalize(name) === wanted)?.[1];
}

/**
 * Builds the year → make → model → trim tables over a dataset. `now` is read on every call, so
 * a long-running server rolls over to the new model year in October without a restart.
 */
export function createVehicleCatalog(
  models: readonly VehicleModelSource[],
  now: () => Date = () => new Date(),
): VehicleCatalog {
  const modelsByKey = new Map<string, VehicleModelSource>();
  for (const model of models) {
    // A model without generations has no year or size to offer, and would break the fallbacks.
    if (model.generations.length === 0) continue;
    modelsByKey.set(`${normalize(model.make)}|${normalize(model.model)}`, model);
  }

  const findModel = (make: string, model: string) =>
    modelsByKey.get(`${normalize(make)}|${normalize(model)}`);

  const isOffered = (year: number) =>
    Number.isInteger(year) && year >= FIRST_MODEL_YEAR && year <= currentModelYear(now());

  /** The generation sold in `year`; an open-ended one runs only to the current model year. */
  const generationIn = (model: VehicleModelSource, year: number) =>
    isOffered(year)
      ? model.generations.find((g) => g.from <= year && year <= (g.to ?? currentModelYear(now())))
      : undefined;

  const modelsIn = (year: number) => models.filter((model) => generationIn(model, year) !== undefined);

  /** The generation closest in time to `year`, for a year the model was not sold in. */
  const nearestGeneration = (model: VehicleModelSource, year: number) => {
    const distance = (g: VehicleGeneration) =>
      year < g.from ? g.from - year : Math.max(0, year - (g.to ?? currentModelYear(now())));
    return model.generations.reduce((best, g) => (distance(g) < distance(best) ? g : best));
  };

  return {
    getYears() {
      const years: number[] = [];
      for (let year = currentModelYear(now()); year >= FIRST_MODEL_YEAR; year--) years.push(year);
      return years;
    },

    getMakes(year) {
      return [...new Set(modelsIn(year).map((model) => model.make))].sort(byName);
    },

    getModels(year, make) {
      const wanted = normalize(make);
      return modelsIn(year)
        .filter((model) => normalize(model.make) === wanted)
        .map((model) => model.model)
        .sort(byName);
    },

    getTrims(year, make, model) {
      const source = findModel(make, model);
      const generation = source && generationIn(source, year);
      if (!generation) return [];
      const trims = Object.keys(generation.trims);
      return trims.length > 0 ? trims : [...DEFAULT_TRIMS];
    },

    /**
     * SPEC.md §9's chain on real data: the exact trim that year; the model's usual size that
     * year; the same trim in 2023; the first trim of the nearest generation; a class estimate
     * for an unknown model; 225/55R17.
     */
    lookupTireSize({ year, make, model, trim }) {
      const source = findModel(make, model);
      if (source) {
        const generation = generationIn(source, year);
        const exact = generation && sizeOfTrim(generation, trim);
        if (exact) return { size: exact, source: "trim" };
        if (generation) return { size: generation.defaultSize, source: "model" };

        const reference = generationIn(source, REFERENCE_YEAR);
        const sameTrim = reference && sizeOfTrim(reference, trim);
        if (sameTrim) return { size: sameTrim, source: "model" };

        const nearest = nearestGeneration(source, year);
        return { size: Object.values(nearest.trims)[0] ?? nearest.defaultSize, source: "model" };
      }

      const vehicleClass = guessVehicleClass(make, model);
      if (vehicleClass) return { size: typicalSizeForClass(vehicleClass), source: "class" };
      return { size: DEFAULT_TIRE_SIZE, source: "default" };
    },
  };
}
