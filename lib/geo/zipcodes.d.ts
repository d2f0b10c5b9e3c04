// The `zipcodes` package ships no types; this covers the functions we call.
declare module "zipcodes" {
  export interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: "US" | "Canada";
  }
  export function lookup(zip: string | number): ZipCodeEntry | undefined;
  export function lookupByName(city: string, state: string): ZipCodeEntry[];
}
