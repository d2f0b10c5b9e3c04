"use client";

import useSWR from "swr";
import { cachedReadOptions, jsonFetcher } from "@/lib/http/fetch-json";

export interface VehicleChoice {
  year: string;
  make: string;
  model: string;
  trim: string;
}

export const EMPTY_VEHICLE: VehicleChoice = { year: "", make: "", model: "", trim: "" };

const enc = encodeURIComponent;

/** Each list is requested only once the level above it is chosen; none while `active` is false. */
export function useVehicleOptions({ year, make, model }: VehicleChoice, active = true) {
  const years = useSWR<number[]>(active ? "/api/vehicles/years" : null, jsonFetcher, cachedReadOptions);
  const makes = useSWR<string[]>(
    year ? `/api/vehicles/makes/${enc(year)}` : null,
    jsonFetcher,
    cachedReadOptions,
  );
  const models = useSWR<string[]>(
    year && make ? `/api/vehicles/models/${enc(year)}/${enc(make)}` : null,
    jsonFetcher,
    cachedReadOptions,
  );
  const trims = useSWR<string[]>(
    year && make && model ? `/api/vehicles/trims/${enc(year)}/${enc(make)}/${enc(model)}` : null,
    jsonFetcher,
    cachedReadOptions,
  );
  return { years, makes, models, trims };
}

/** Choosing a level clears everything below it. */
export function withChange(current: VehicleChoice, field: keyof VehicleChoice, value: string): VehicleChoice {
  switch (field) {
    case "year":
      return { year: value, make: "", model: "", trim: "" };
    case "make":
      return { ...current, make: value, model: "", trim: "" };
    case "model":
      return { ...current, model: value, trim: "" };
    case "trim":
      return { ...current, trim: value };
  }
}

export function isCompleteVehicle(v: VehicleChoice): boolean {
  return Boolean(v.year && v.make && v.model && v.trim);
}
