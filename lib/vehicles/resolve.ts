import { z } from "zod";
import { jsonError, parseInput } from "@/lib/http/responses";
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
 * Checks each given level of a vehicle path against the dataset, in order: malformed → 400,
 * not in the data → 404 naming what is missing. Names come back in the dataset's spelling.
 */
export function resolveVehicle(
  params: RawParams,
): { ok: true; vehicle: ResolvedVehicle } | { ok: false; response: Response } {
  const parsed = parseInput(schema, params);
  if (!parsed.ok) return parsed;
  const { year, make, model, trim } = parsed.data;

  if (!getYears().includes(year))
    return { ok: false, response: jsonError(404, `No vehicle data for ${year}.`) };
  if (make === undefined) return { ok: true, vehicle: { year } };

  const makeName = findName(getMakes(year), make);
  if (!makeName)
    return { ok: false, response: jsonError(404, `No ${year} vehicles found for make "${make}".`) };
  if (model === undefined) return { ok: true, vehicle: { year, make: makeName } };

  const modelName = findName(getModels(year, makeName), model);
  if (!modelName)
    return { ok: false, response: jsonError(404, `No ${year} ${makeName} model "${model}" found.`) };
  if (trim === undefined) return { ok: true, vehicle: { year, make: makeName, model: modelName } };

  const trimName = findName(getTrims(year, makeName, modelName), trim);
  if (!trimName) {
    return {
      ok: false,
      response: jsonError(404, `No trim "${trim}" found for the ${year} ${makeName} ${modelName}.`),
    };
  }
  return { ok: true, vehicle: { year, make: makeName, model: modelName, trim: trimName } };
}
