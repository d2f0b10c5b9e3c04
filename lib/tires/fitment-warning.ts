import { canonicalSize } from "./size";

/** A vehicle as the customer gave it: the warning names it as people say it ("a 2019 Civic LX"). */
export interface WarnedVehicle {
  year: number | string;
  model: string;
  trim?: string;
}

/** The vehicle's factory size as the dataset knows it, and how sure it is (lib/vehicles). */
export interface FactorySize {
  size: string;
  source: "trim" | "model" | "class" | "default";
}

/**
 * A note, never a refusal, when the tires chosen are not the size the vehicle leaves the factory
 * on: "These are 265/70R17; a 2019 Civic LX takes 215/55R16. Call us if you're unsure." Only
 * sizes the dataset knows for the trim or the model count: a guess by class says nothing.
 */
export function fitmentWarning(
  tireSize: string,
  vehicle: WarnedVehicle,
  factory: FactorySize,
): string | null {
  if (factory.source !== "trim" && factory.source !== "model") return null;
  const chosen = canonicalSize(tireSize) ?? tireSize;
  const fitted = canonicalSize(factory.size) ?? factory.size;
  if (chosen === fitted) return null;
  const name = [vehicle.year, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
  return `These are ${tireSize}; a ${name} takes ${factory.size}. Call us if you're unsure.`;
}
