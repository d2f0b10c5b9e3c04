/**
 * The rim diameter in a commercial, farm or equipment tire size, as written: "22.5" from
 * "295/75R22.5", "38" from "18.4-38", "15" from "21x7x15", "16.5" from "12N16.5". The one number
 * every way of writing these sizes ends with, and what a customer knows from the wheel.
 */
export function rimDiameter(size: string): string | null {
  return /(?:R|-|x|N)\s*(\d{1,2}(?:\.\d)?)$/.exec(size.trim())?.[1] ?? null;
}
