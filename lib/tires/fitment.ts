import { vehicleModels, type VehicleModelSource } from "@/data/vehicles";
import { currentModelYear, FIRST_MODEL_YEAR } from "@/lib/vehicles/model-year";
import { canonicalSize } from "./size";

/** Model years in which the listed trims leave the factory on a size. */
export interface FitmentYears {
  from: number;
  to: number;
  /** In the maker's order. */
  trims: string[];
}

/** One model that leaves the factory on a size, its years grouped so the list stays short. */
export interface VehicleFitment {
  make: string;
  model: string;
  /** Newest first. */
  years: FitmentYears[];
}

/** "2016–2021" or "2024". */
export function yearRangeText({ from, to }: { from: number; to: number }): string {
  return from === to ? String(from) : `${from}–${to}`;
}

function sameTrims(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((trim, i) => trim === b[i]);
}

/**
 * The model's generations in which some trim's placard size is `size`, limited to the years the
 * site offers. Back-to-back generations with the same trims on the size read as one span.
 */
function spansOnSize(model: VehicleModelSource, size: string, newestYear: number): FitmentYears[] {
  const spans: FitmentYears[] = [];
  for (const generation of model.generations) {
    const from = Math.max(generation.from, FIRST_MODEL_YEAR);
    const to = Math.min(generation.to ?? newestYear, newestYear);
    if (from > to) continue;
    const trims = Object.entries(generation.trims)
      .filter(([, placard]) => canonicalSize(placard) === size)
      .map(([trim]) => trim);
    if (trims.length === 0) continue;
    const newer = spans.at(-1);
    // Generations are listed newest first, so the span before this one starts right after it ends.
    if (newer && newer.from === to + 1 && sameTrims(newer.trims, trims)) newer.from = from;
    else spans.push({ from, to, trims });
  }
  return spans;
}

const byMakeAndModel = (a: VehicleFitment, b: VehicleFitment) =>
  a.make.localeCompare(b.make) || a.model.localeCompare(b.model, "en", { numeric: true });

/** For every placard size in the dataset (canonical), the vehicles that leave the factory on it. */
export function buildFitmentIndex(
  models: readonly VehicleModelSource[],
  now: Date = new Date(),
): Map<string, VehicleFitment[]> {
  const newestYear = currentModelYear(now);
  const index = new Map<string, VehicleFitment[]>();
  for (const model of models) {
    const sizes = new Set(
      model.generations.flatMap((g) => Object.values(g.trims).map((placard) => canonicalSize(placard))),
    );
    for (const size of sizes) {
      if (size === null) continue;
      const years = spansOnSize(model, size, newestYear);
      if (years.length === 0) continue;
      const list = index.get(size) ?? [];
      list.push({ make: model.make, model: model.model, years });
      index.set(size, list);
    }
  }
  for (const list of index.values()) list.sort(byMakeAndModel);
  return index;
}

let built: { year: number; index: Map<string, VehicleFitment[]> } | undefined;

/**
 * The site's fitment index, built once per process and again when the model year rolls over,
 * which adds a year to every generation still on sale.
 */
function fitmentIndex(now: Date): Map<string, VehicleFitment[]> {
  const year = currentModelYear(now);
  if (built?.year !== year) built = { year, index: buildFitmentIndex(vehicleModels, now) };
  return built.index;
}

/**
 * Every vehicle in the dataset whose factory size, for some trim and model year on offer, is
 * `size` (canonical), by make and model.
 */
export function vehiclesOnSize(size: string, now: Date = new Date()): readonly VehicleFitment[] {
  return fitmentIndex(now).get(size) ?? [];
}

/** How many year/make/model/trim combinations a fitment list covers. */
export function fitmentCount(fitments: readonly VehicleFitment[]): number {
  return fitments.reduce(
    (sum, f) => sum + f.years.reduce((n, span) => n + (span.to - span.from + 1) * span.trims.length, 0),
    0,
  );
}

/** The placard sizes found on the most models, most first: good starting points to browse. */
export function mostFittedSizes(count: number, now: Date = new Date()): string[] {
  return [...fitmentIndex(now).entries()]
    .sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b))
    .slice(0, count)
    .map(([size]) => size);
}
