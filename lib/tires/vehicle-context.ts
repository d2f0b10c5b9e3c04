import { getMakes, getModels, getTrims, getYears, lookupTireSize } from "@/lib/vehicles";
import type { VehicleSearch } from "./search";
import { canonicalSize } from "./size";

/** The vehicle part of a size page's query, as a link from the vehicle finder writes it. */
export interface RawVehicle {
  year?: string | null;
  make?: string | null;
  model?: string | null;
  trim?: string | null;
}

/** Longer than any name in the dataset. */
const MAX_NAME_LENGTH = 60;

function findName(names: readonly string[], wanted: string | null | undefined): string | undefined {
  if (!wanted || wanted.length > MAX_NAME_LENGTH) return undefined;
  const key = wanted.trim().toLowerCase();
  return names.find((name) => name.toLowerCase() === key);
}

/**
 * The vehicle a size page was opened for, in the dataset's spelling, if the query names one we
 * know and its factory size is this page's size; otherwise null, and the page is a plain size
 * page. A stale or hand-edited link never claims a fit the data doesn't back.
 */
export function readVehicleContext(raw: RawVehicle, size: string): VehicleSearch | null {
  const year = Number(raw.year);
  if (!/^\d{4}$/.test(raw.year?.trim() ?? "") || !getYears().includes(year)) return null;
  const make = findName(getMakes(year), raw.make);
  const model = make && findName(getModels(year, make), raw.model);
  if (!make || !model) return null;
  const trim = raw.trim ? findName(getTrims(year, make, model), raw.trim) : undefined;
  if (raw.trim && !trim) return null;
  const trims = trim ? [trim] : getTrims(year, make, model);
  const fits = trims.some(
    (name) => canonicalSize(lookupTireSize({ year, make, model, trim: name }).size) === size,
  );
  if (!fits) return null;
  return trim ? { year, make, model, trim } : { year, make, model };
}
