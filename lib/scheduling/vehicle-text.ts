import { LINE_BREAKING } from "@/lib/core/one-line";

/**
 * The rules for a vehicle typed by hand (one our vehicle lists do not have, e.g. a 2008 pickup).
 * Dependency-free so the browser form and POST /api/bookAppointment check the very same things.
 */

export const OLDEST_VEHICLE_YEAR = 1900;
export const VEHICLE_MAKE_MAX = 40;
export const VEHICLE_MODEL_MAX = 60;
export const VEHICLE_TRIM_MAX = 60;

// No control, line-separating or invisible formatting characters: they could forge mail headers
// or hide text.
const CONTROL_CHARACTERS = LINE_BREAKING;

/**
 * The newest year a vehicle can have: next year's models go on sale this year. Read in UTC on
 * both sides so the browser and the server agree whatever the customer's time zone.
 */
export function newestVehicleYear(now = Date.now()): number {
  return new Date(now).getUTCFullYear() + 1;
}

export const vehicleYearMessage = (now = Date.now()) =>
  `Please enter the vehicle's 4-digit year (${OLDEST_VEHICLE_YEAR} to ${newestVehicleYear(now)}).`;

/** The year's problem, or null for four digits from 1900 to next year. Blank is the caller's call. */
export function vehicleYearProblem(year: string, now = Date.now()): string | null {
  const trimmed = year.trim();
  const value = Number(trimmed);
  if (!/^\d{4}$/.test(trimmed) || value < OLDEST_VEHICLE_YEAR || value > newestVehicleYear(now))
    return vehicleYearMessage(now);
  return null;
}

/** A make, model or trim's problem as text, worded with the field's name, or null. */
export function vehicleTextProblem(text: string, what: string, max: number): string | null {
  const trimmed = text.trim();
  if (CONTROL_CHARACTERS.test(trimmed)) return `Please remove unusual control characters from the ${what}.`;
  if (trimmed.length > max) return `Please keep the ${what} to ${max} characters or fewer.`;
  return null;
}
