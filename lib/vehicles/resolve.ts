import { z } from "zod";
import { getMakes, getModels, getTrims, getYears } from "./index";
import { makeParam, modelParam, trimParam, yearParam } from "./params";

interface RawParams {
  year: string;
  make?: string;
  model?: string;
  trim?: string;
}

export interface ResolvedVehicle {
  year: number;
  make?: string;
  model?: string;
  trim?: string;
}

const schema = z.object({
  year: yearParam,
  make: makeParam.optional(),
  model: modelParam.optional(),
  trim: trimParam.optional(),
});

function findName(list: readonly string[], wanted: string): string | undefined {
  const key = wanted.trim().toLowerCase();
  return list.find((name) => name.toLowerCase() === key);
}

/**
 * A vehicle path checked against the dataset: `found`, or why not in words: `invalid` for a
 * malformed level, `not-found` naming the first level the data does not have.
 */
export type VehicleResolution =
  { kind: "found"; vehicle: ResolvedVehicle } | { kind: "invalid" | "not-found"; message: string };

const notFound = (message: string): VehicleResolution => ({ kind: "not-found", message });

/**
 * Checks each given level of a vehicle path against the dataset, in order: malformed first, then
 * each level in the data. Names come back in the dataset's spelling.
 */
export function resolveVehicle(params: RawParams): VehicleResolution {
  const parsed = z.safeParse(schema, params);
  // The schemas word their messages for customers; the first one names what is wrong.
  if (!parsed.success)
    return { kind: "invalid", message: parsed.error.issues[0]?.message ?? "Invalid request." };
  const { year, make, model, trim } = parsed.data;

  if (!getYears().includes(year)) return notFound(`No vehicle data for ${year}.`);
  if (make === undefined) return { kind: "found", vehicle: { year } };

  const makeName = findName(getMakes(year), make);
  if (!makeName) return notFound(`No ${year} vehicles found for make "${make}".`);
  if (model === undefined) return { kind: "found", vehicle: { year, make: makeName } };

  const modelName = findName(getModels(year, makeName), model);
  if (!modelName) return notFound(`No ${year} ${makeName} model "${model}" found.`);
  if (trim === undefined) return { kind: "found", vehicle: { year, make: makeName, model: modelName } };

  const trimName = findName(getTrims(year, makeName, modelName), trim);
  if (!trimName) return notFound(`No trim "${trim}" found for the ${year} ${makeName} ${modelName}.`);
  return { kind: "found", vehicle: { year, make: makeName, model: modelName, trim: trimName } };
}
