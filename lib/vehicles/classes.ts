import type { VehicleClass } from "@/data/vehicles";

const CLASS_INFO: Readonly<Record<VehicleClass, { label: string; typicalSize: string }>> = {
  "compact-sedan": { label: "Compact sedan", typicalSize: "205/55R16" },
  "midsize-sedan": { label: "Midsize sedan", typicalSize: "215/55R17" },
  "full-sedan": { label: "Full-size sedan", typicalSize: "235/50R18" },
  "compact-suv": { label: "Compact SUV", typicalSize: "225/65R17" },
  "midsize-suv": { label: "Midsize SUV", typicalSize: "245/60R18" },
  "full-suv": { label: "Full-size SUV", typicalSize: "275/55R20" },
  pickup: { label: "Pickup truck", typicalSize: "265/70R17" },
  minivan: { label: "Minivan", typicalSize: "235/60R18" },
  van: { label: "Full-size van", typicalSize: "LT245/75R16" },
  performance: { label: "Performance car", typicalSize: "255/40R19" },
  luxury: { label: "Luxury vehicle", typicalSize: "245/45R19" },
};

export function vehicleClassLabel(vehicleClass: VehicleClass): string {
  return CLASS_INFO[vehicleClass].label;
}

/** The most common factory size of the class: the estimate for a model we have no data on. */
export function typicalSizeForClass(vehicleClass: VehicleClass): string {
  return CLASS_INFO[vehicleClass].typicalSize;
}

/**
 * Name patterns that give away the class of a model missing from the dataset (a heavy-duty
 * variant such as "F-350 Super Duty", a new nameplate, a typo'd model). First match wins, so
 * the specific kinds come before the broad ones.
 */
const NAME_PATTERNS: readonly (readonly [RegExp, VehicleClass])[] = [
  [/\b(van|transit|express|savana|sprinter|promaster|nv\d{4}|e-\d{3})\b/i, "van"],
  [/\b(caravan|minivan|odyssey|sienna|pacifica|carnival|sedona|quest)\b/i, "minivan"],
  [
    /\b(pickup|truck|[1-5]500(hd)?|f-?[1-6]50|silverado|sierra|tacoma|tundra|ranger|colorado|canyon|frontier|titan|ridgeline|gladiator|maverick|cybertruck)\b/i,
    "pickup",
  ],
  [/\b(amg|srt\d*|hellcat|type r|nismo|shelby|corvette|supra|z06|gt-?r|sti|m[2-8]|rs ?\d)\b/i, "performance"],
];

/** Makes whose whole line-up is priced and tired as luxury vehicles. */
const LUXURY_MAKES = new Set([
  "acura",
  "audi",
  "bmw",
  "cadillac",
  "genesis",
  "infiniti",
  "jaguar",
  "land rover",
  "lexus",
  "lincoln",
  "mercedes-benz",
  "porsche",
  "tesla",
  "volvo",
]);

/** A best guess of the class of a make/model the dataset does not know, or null if no clue. */
export function guessVehicleClass(make: string, model: string): VehicleClass | null {
  for (const [pattern, vehicleClass] of NAME_PATTERNS) {
    if (pattern.test(model)) return vehicleClass;
  }
  return LUXURY_MAKES.has(make.trim().toLowerCase()) ? "luxury" : null;
}
