import { brandCore } from "./brand-core";
import { ROAD_SERVICE_FEES } from "./road-service";

/**
 * Our own charges on a tire visit, beside the tire and its installation package
 * (brandCore.installationPricePerTire): the old tire's disposal, road-hazard cover and the services
 * a customer may add. Dollars; the out-the-door estimate (lib/tires/out-the-door.ts) reads them.
 */

/**
 * Old-tire disposal is part of the installation package (data/brand.ts, tireInstallation.includes:
 * "Disposal and recycling of the old tire"), so it adds nothing on its own; the estimate still
 * shows it as a line so the customer sees it is covered.
 */
export const OLD_TIRE_DISPOSAL_PER_TIRE = 0;

/** Optional road-hazard cover, priced per tire as a share of the tire's price within a floor and a cap. */
export const ROAD_HAZARD_COVER = {
  percentOfTirePrice: 12,
  minPerTire: 12,
  maxPerTire: 40,
} as const;

export interface ServiceCharge {
  /** Customer-facing line label. */
  label: string;
  /** Dollars for the visit. */
  price: number;
  /**
   * True when the price includes parts or materials (pads, oil, a patch), which every state taxes
   * even where labor alone is exempt (Virginia).
   */
  includesParts: boolean;
}

/**
 * No store, page or data file states a price for these services, so these are our choices, set at
 * typical prices for independent tire shops in our region: a starting price the store confirms
 * before the work. The on-site call-out is the road-service fee for trucks and machines
 * (data/road-service.ts), charged once a visit.
 */
const ON_SITE_CALL_OUT: ServiceCharge = {
  label: "On-site service call-out",
  price: ROAD_SERVICE_FEES.heavyCallOut,
  includesParts: false,
};

/** Priced services, by scheduler service name (data/scheduler-services.ts). */
export const SERVICE_CHARGES: Readonly<Record<string, ServiceCharge>> = {
  "Wheel Alignment": { label: "Wheel alignment (four-wheel)", price: 99.99, includesParts: false },
  "Tire Rotation": { label: "Tire rotation", price: 24.99, includesParts: false },
  "Brake Service": { label: "Brake service, one axle (pads and labor)", price: 179.99, includesParts: true },
  "Oil Changes": { label: "Oil change (up to 5 quarts synthetic blend)", price: 49.99, includesParts: true },
  "Flat Tire Repair": { label: "Flat tire repair (plug and patch)", price: 29.99, includesParts: true },
  "Commercial Truck Alignment": { label: "Commercial truck alignment", price: 249.99, includesParts: false },
  "Farm Tire Service": ON_SITE_CALL_OUT,
  "OTR Tire Service": ON_SITE_CALL_OUT,
  "Mining Tire Service": ON_SITE_CALL_OUT,
  "Industrial Tire Service": ON_SITE_CALL_OUT,
};

/** The scheduler service a tire purchase is booked as: the tire and installation lines price it. */
export const TIRE_SALE_SERVICE = "Tire Sales & Installation";

/** Scheduler services the store prices by the job (commercial tire work in the truck bay). */
export const SERVICES_PRICED_BY_THE_JOB: readonly string[] = ["Commercial Tire Service"];

/** The installation package per tire, restated here so the estimate reads all our charges in one place. */
export const INSTALLATION_PER_TIRE = brandCore.installationPricePerTire;
