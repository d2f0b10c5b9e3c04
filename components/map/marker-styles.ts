import type { LocationKind } from "@/data/locations";

/**
 * Stores and the other sites (plant, warehouse, office) look different on every map: a red
 * circle for a store, a blue square for anything else, so the difference never rests on colour
 * alone. One place for the classes keeps the offline map, the Google map, the store pages' static
 * map and the legends in step.
 */
export type MarkerKind = "store" | "facility";

export function markerKind(location: { kind: LocationKind }): MarkerKind {
  return location.kind === "store" ? "store" : "facility";
}

/** For HTML markers and legend swatches. */
export const MARKER_SHAPE_CLASS: Record<MarkerKind, string> = {
  store: "rounded-full bg-red-600",
  facility: "rounded-[3px] bg-sky-800 dark:bg-sky-300",
};

/** For the same markers drawn in SVG. */
export const MARKER_FILL_CLASS: Record<MarkerKind, string> = {
  store: "fill-red-600",
  facility: "fill-sky-800 dark:fill-sky-300",
};

export const MARKER_LEGEND: Record<MarkerKind, string> = {
  store: "Store: service and appointments",
  facility: "Other site: retread plant, warehouse or office",
};
