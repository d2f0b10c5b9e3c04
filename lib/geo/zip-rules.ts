/**
 * Zip code rules and messages shared by the `/api/zip/{zip}` endpoint and the nearest-store
 * finder. No dataset here, so the browser can import it without pulling in 5 MB of zip codes.
 */

export const ZIP_PATTERN = /^\d{5}$/;

export const ZIP_INVALID_MESSAGE = "Please enter a valid 5-digit zip code.";
export const ZIP_NOT_FOUND_MESSAGE =
  "Could not find location for this zip code. Please check that it's a valid US zip code.";

/** The nearest-store finder's answer to a well-formed zip our dataset does not know. */
export function finderZipUnknownMessage(zip: string): string {
  return `We couldn't find zip code ${zip}. Please check it and try again.`;
}

export function isValidZip(value: string): boolean {
  return ZIP_PATTERN.test(value);
}

/** The reply of `GET /api/zip/{zip}`; `places` mirrors the public zip service SPEC.md describes. */
export interface ZipLookupResponse {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  places: { latitude: string; longitude: string; "place name": string; state: string }[];
}
