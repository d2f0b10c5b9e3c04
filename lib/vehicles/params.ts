import { z } from "zod";

/** Route-param schemas of the /api/vehicles endpoints (malformed input is a 400). */
export const yearParam = z
  .string()
  .regex(/^\d{4}$/, "Year must be a four-digit number.")
  .transform(Number);

const nameParam = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(60, `${label} is too long.`)
    .regex(/^[\p{L}\p{N} .&'()/+-]+$/u, `${label} contains characters that are not allowed.`)
    .refine((value) => !value.includes(".."), `${label} contains characters that are not allowed.`);

export const makeParam = nameParam("Make");
export const modelParam = nameParam("Model");
export const trimParam = nameParam("Trim");
