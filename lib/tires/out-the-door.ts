import { locations } from "@/data/locations";
import { formatPrice } from "@/lib/core/price";
import { schedulerServices } from "@/data/scheduler-services";
import {
  stateFeesAndTaxes,
  storeSalesTax,
  type SalesTaxBase,
  type StoreState,
} from "@/data/tire-fees-and-taxes";
import {
  INSTALLATION_PER_TIRE,
  OLD_TIRE_DISPOSAL_PER_TIRE,
  ROAD_HAZARD_COVER,
  SERVICE_CHARGES,
  SERVICES_PRICED_BY_THE_JOB,
  TIRE_SALE_SERVICE,
  type ServiceCharge,
} from "@/data/tire-visit-charges";

/**
 * The out-the-door estimate for a tire visit: tires, installation, the state's tire fee, disposal,
 * road-hazard cover and added services, then sales tax at the store's rate on the lines the state
 * taxes. Money is whole cents inside, so sums never drift; amounts come back in dollars.
 */

export const MAX_TIRES_PER_VISIT = 8;

export interface OutTheDoorRequest {
  /** A bookable store's id (data/locations.ts). */
  storeId: number;
  /** Dollars per tire, as the catalog prices it. */
  pricePerTire: number;
  /** Tires bought, 1 to MAX_TIRES_PER_VISIT. */
  quantity: number;
  roadHazard?: boolean;
  /** Scheduler service names (data/scheduler-services.ts) added to the visit. */
  services?: readonly string[];
}

export type OutTheDoorLineKind =
  "tires" | "installation" | "state-tire-fee" | "disposal" | "road-hazard" | "service";

export interface OutTheDoorLine {
  kind: OutTheDoorLineKind;
  label: string;
  /** Dollars. */
  amount: number;
  /** Whether the store's sales tax applies to this line. */
  taxable: boolean;
}

export interface OutTheDoorEstimate {
  lines: OutTheDoorLine[];
  subtotal: number;
  /** The store's combined sales tax rate, in percent (9.25 for 9.25%). */
  taxRatePercent: number;
  tax: number;
  total: number;
  isEstimate: true;
  /** Scheduler services on the visit that the store prices by the job, so no amount is shown. */
  pricedAtStore: string[];
  /** One or two sentences naming the state fee and the tax rate used. */
  note: string;
}

/** Throws on a store that does not sell tires to the public, a price or quantity out of range, or an unknown service: each a programming error. */
export function outTheDoor(request: OutTheDoorRequest): OutTheDoorEstimate {
  const store = bookableStore(request.storeId);
  const quantity = tireQuantity(request.quantity);
  const tireCents = centsOf(request.pricePerTire, "pricePerTire");
  const rules = stateFeesAndTaxes[store.state];
  const taxes = rules.salesTax;

  const lines: CentLine[] = [
    {
      kind: "tires",
      label: `Tires (${quantity} × ${formatPrice(tireCents / 100)})`,
      cents: tireCents * quantity,
      taxable: taxes.tires,
    },
    {
      kind: "installation",
      label: `Installation package (${quantity} × ${formatPrice(INSTALLATION_PER_TIRE)})`,
      cents: centsOf(INSTALLATION_PER_TIRE, "installation") * quantity,
      taxable: taxes.installationPackage,
    },
  ];

  const feeCents = centsOf(rules.newTireFee.perTire, "tire fee");
  if (feeCents > 0) {
    lines.push({
      kind: "state-tire-fee",
      label: `${rules.newTireFee.name} (${quantity} × ${formatPrice(feeCents / 100)})`,
      cents: feeCents * quantity,
      taxable: taxes.tireFee,
    });
  }

  const disposalCents = centsOf(OLD_TIRE_DISPOSAL_PER_TIRE, "disposal") * quantity;
  lines.push({
    kind: "disposal",
    label:
      disposalCents === 0
        ? "Old tire disposal and recycling (included with installation)"
        : "Old tire disposal and recycling",
    cents: disposalCents,
    // Included disposal is taxed as part of the installation package.
    taxable: disposalCents === 0 ? taxes.installationPackage : taxes.disposal,
  });

  if (request.roadHazard) {
    const perTire = roadHazardCentsPerTire(tireCents);
    lines.push({
      kind: "road-hazard",
      label: `Road-hazard cover (${quantity} × ${formatPrice(perTire / 100)})`,
      cents: perTire * quantity,
      taxable: taxes.roadHazard,
    });
  }

  const { charges, pricedAtStore } = serviceCharges(request.services ?? []);
  for (const charge of charges) {
    lines.push({
      kind: "service",
      label: charge.label,
      cents: centsOf(charge.price, charge.label),
      taxable: charge.includesParts || taxes.serviceLabor,
    });
  }

  const rateBasisPoints = storeRateBasisPoints(store.id);
  const subtotalCents = sum(lines.map((line) => line.cents));
  const taxableCents = sum(lines.filter((line) => line.taxable).map((line) => line.cents));
  const taxCents = salesTaxCents(taxableCents, rateBasisPoints, taxes.rounding);

  return {
    lines: lines.map(({ cents, ...line }) => ({ ...line, amount: cents / 100 })),
    subtotal: subtotalCents / 100,
    taxRatePercent: rateBasisPoints / 100,
    tax: taxCents / 100,
    total: (subtotalCents + taxCents) / 100,
    isEstimate: true,
    pricedAtStore,
    note: estimateNote(store, rateBasisPoints),
  };
}

/** The most tires one quote covers (the quote form's own limit). */
export const MAX_QUOTED_TIRES = 99;

/** Highway tires sold at a store's counter, before mounting: what a fleet quote adds up to. */
export interface CounterEstimate {
  storeId: number;
  storeName: string;
  /** Dollars: the tires, the state's new-tire fee, the sales tax and their sum. */
  tires: number;
  fee: number;
  tax: number;
  total: number;
  taxRatePercent: number;
}

/**
 * Highway tires at a store's counter, for the sales desk's quotes: the tires, the state's
 * new-tire fee and the store's sales tax on what the state taxes, by the same tables and rounding
 * as `outTheDoor`. Mounting and service calls are priced by the job and left out. Off-road, farm
 * and mining tires follow other fee rules (each state's `otherTires`), so they are not estimated.
 */
export function counterEstimate(request: {
  storeId: number;
  pricePerTire: number;
  quantity: number;
}): CounterEstimate {
  const store = bookableStore(request.storeId);
  const { quantity } = request;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUOTED_TIRES)
    throw new RangeError(`counterEstimate: quantity must be a whole number from 1 to ${MAX_QUOTED_TIRES}`);
  const rules = stateFeesAndTaxes[store.state];
  const tiresCents = centsOf(request.pricePerTire, "pricePerTire") * quantity;
  const feeCents = centsOf(rules.newTireFee.perTire, "tire fee") * quantity;
  const rateBasisPoints = storeRateBasisPoints(store.id);
  const taxable = (rules.salesTax.tires ? tiresCents : 0) + (rules.salesTax.tireFee ? feeCents : 0);
  const taxCents = salesTaxCents(taxable, rateBasisPoints, rules.salesTax.rounding);
  return {
    storeId: store.id,
    storeName: store.name,
    tires: tiresCents / 100,
    fee: feeCents / 100,
    tax: taxCents / 100,
    total: (tiresCents + feeCents + taxCents) / 100,
    taxRatePercent: rateBasisPoints / 100,
  };
}

interface CentLine {
  kind: OutTheDoorLineKind;
  label: string;
  cents: number;
  taxable: boolean;
}

interface TaxedStore {
  id: number;
  name: string;
  state: StoreState;
}

function bookableStore(storeId: number): TaxedStore {
  const store = locations.find((location) => location.id === storeId);
  if (!store || !store.bookable) throw new Error(`outTheDoor: store ${storeId} is not a bookable store`);
  const tax = storeSalesTax[store.id];
  if (!tax) throw new Error(`outTheDoor: no sales tax rate recorded for store ${store.id}`);
  if (tax.state !== store.state) {
    throw new Error(`outTheDoor: store ${store.id} is in ${store.state}, its tax entry says ${tax.state}`);
  }
  return { id: store.id, name: store.name, state: tax.state };
}

function tireQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_TIRES_PER_VISIT) {
    throw new RangeError(`outTheDoor: quantity must be a whole number from 1 to ${MAX_TIRES_PER_VISIT}`);
  }
  return quantity;
}

/** Dollars to whole cents; refuses amounts that are not whole cents, negative or not finite. */
function centsOf(dollars: number, what: string): number {
  const cents = Math.round(dollars * 100);
  if (!Number.isFinite(dollars) || dollars < 0 || Math.abs(cents - dollars * 100) > 1e-6) {
    throw new RangeError(`outTheDoor: ${what} must be a non-negative amount in whole cents`);
  }
  return cents;
}

/** A share of the tire's price, rounded half-up to the cent, held between the floor and the cap. */
export function roadHazardCentsPerTire(tireCents: number): number {
  const share = halfUpDivide(tireCents * ROAD_HAZARD_COVER.percentOfTirePrice, 100);
  const min = Math.round(ROAD_HAZARD_COVER.minPerTire * 100);
  const max = Math.round(ROAD_HAZARD_COVER.maxPerTire * 100);
  return Math.min(max, Math.max(min, share));
}

function serviceCharges(names: readonly string[]): { charges: ServiceCharge[]; pricedAtStore: string[] } {
  const charges = new Set<ServiceCharge>();
  const pricedAtStore: string[] = [];
  for (const name of new Set(names)) {
    if (!schedulerServices.some((service) => service.name === name)) {
      throw new Error(`outTheDoor: "${name}" is not a scheduler service`);
    }
    const charge = SERVICE_CHARGES[name];
    // One object per charge: several on-site services share a single call-out.
    if (charge) charges.add(charge);
    else if (SERVICES_PRICED_BY_THE_JOB.includes(name)) pricedAtStore.push(name);
    else if (name !== TIRE_SALE_SERVICE) throw new Error(`outTheDoor: no price recorded for "${name}"`);
  }
  return { charges: [...charges], pricedAtStore };
}

function storeRateBasisPoints(storeId: number): number {
  const tax = storeSalesTax[storeId]!;
  return Math.round((tax.stateRatePercent + tax.localRatePercent) * 100);
}

/** Sales tax in cents on a taxable total in cents, rounded as the state rounds. */
export function salesTaxCents(
  taxableCents: number,
  rateBasisPoints: number,
  rounding: SalesTaxBase["rounding"],
): number {
  if (rounding === "pennsylvania-bracket") return pennsylvaniaBracketTax(taxableCents, rateBasisPoints);
  return halfUpDivide(taxableCents * rateBasisPoints, 10_000);
}

/**
 * 72 P.S. § 7203: 6% of each whole dollar, plus a bracket amount for the cents beyond it (nothing
 * up to 10¢, 1¢ from 11¢, 2¢ from 18¢, 3¢ from 35¢, 4¢ from 51¢, 5¢ from 68¢, 6¢ from 85¢).
 */
const PENNSYLVANIA_BRACKETS: readonly (readonly [fromCents: number, taxCents: number])[] = [
  [85, 6],
  [68, 5],
  [51, 4],
  [35, 3],
  [18, 2],
  [11, 1],
];

function pennsylvaniaBracketTax(taxableCents: number, rateBasisPoints: number): number {
  if (rateBasisPoints !== 600) {
    throw new Error("outTheDoor: the Pennsylvania bracket is written for the 6% rate only");
  }
  const wholeDollars = Math.floor(taxableCents / 100);
  const extraCents = taxableCents % 100;
  const bracket = PENNSYLVANIA_BRACKETS.find(([from]) => extraCents >= from);
  return wholeDollars * 6 + (bracket ? bracket[1] : 0);
}

/** numerator / denominator for non-negative integers, rounded half-up, in integer arithmetic. */
function halfUpDivide(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function estimateNote(store: TaxedStore, rateBasisPoints: number): string {
  const rules = stateFeesAndTaxes[store.state];
  const tax = storeSalesTax[store.id]!;
  const fee =
    rules.newTireFee.perTire > 0
      ? `${rules.stateName} tire fee: ${rules.newTireFee.name}, ${formatPrice(rules.newTireFee.perTire)} a tire.`
      : `${rules.stateName} charges no fee on new tires at the sale.`;
  const rate = `Sales tax at ${store.name} is ${percent(rateBasisPoints)} (${percent(
    Math.round(tax.stateRatePercent * 100),
  )} state${tax.localRatePercent > 0 ? ` + ${percent(Math.round(tax.localRatePercent * 100))} local` : ""}).`;
  return `Estimate: ${fee} ${rate} The store confirms the final price before the work.`;
}

function percent(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}
