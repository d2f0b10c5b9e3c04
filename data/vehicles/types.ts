/** Body/market classes used to estimate a size when a model is not in the dataset. */
export const VEHICLE_CLASSES = [
  "compact-sedan",
  "midsize-sedan",
  "full-sedan",
  "compact-suv",
  "midsize-suv",
  "full-suv",
  "pickup",
  "minivan",
  "van",
  "performance",
  "luxury",
] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

/** One model generation: the model years it was sold and the factory size of each trim. */
export interface VehicleGeneration {
  /** First model year. */
  from: number;
  /** Last model year, or null while the generation is still on sale. */
  to: number | null;
  /**
   * Factory (placard) size per trim, in the maker's order: the first entry is the entry trim.
   * Trims that changed during a generation are listed once; where a trim offered several wheel
   * sizes, the size it most often left the factory with is given.
   */
  trims: Readonly<Record<string, string>>;
  /** The most common size of the generation, used when the trim is not known. */
  defaultSize: string;
}

export interface VehicleModelSource {
  make: string;
  model: string;
  class: VehicleClass;
  /** Newest first, not overlapping. A gap means the model was not sold in those years. */
  generations: readonly VehicleGeneration[];
}
