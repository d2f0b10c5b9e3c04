import { brand } from "@/data/brand";
import { passengerTireLines, type PassengerTireLine, type PassengerTireType } from "@/data/tires/passenger";
import { formatPrice } from "@/lib/tires/category-tires";
import { passengerCatalog, type TireOffer } from "./passenger-tires";
import { setOfFourPrice } from "./set-price";
import { TYPE_LABELS } from "./size-page";
import { warrantyText } from "./specs";

/** A passenger or light-truck tire in one size, with the line it belongs to. */
export interface PassengerProduct {
  offer: TireOffer;
  line: PassengerTireLine;
}

const linesById = new Map(passengerTireLines.map((line) => [line.id, line]));

export function getPassengerProduct(id: string): PassengerProduct | undefined {
  const offer = passengerCatalog.getOffer(id);
  const line = offer && linesById.get(offer.lineId);
  return offer && line ? { offer, line } : undefined;
}

/** The line's other sizes, smallest wheel first, each group in the line's own order. */
export function otherSizesOfLine(offer: TireOffer): { rimDiameter: number; offers: TireOffer[] }[] {
  const groups = new Map<number, TireOffer[]>();
  for (const other of passengerCatalog.offers) {
    if (other.lineId !== offer.lineId || other.id === offer.id) continue;
    const rim = rimDiameterOf(other.size);
    groups.set(rim, [...(groups.get(rim) ?? []), other]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rimDiameter, offers]) => ({ rimDiameter, offers }));
}

/** "17" from "225/65R17", "16.5" from "LT215/85R16.5". */
function rimDiameterOf(size: string): number {
  return Number(/R(\d+(?:\.\d)?)$/.exec(size)?.[1] ?? 0);
}

/** "Michelin Defender2 225/65R17": brand, line and size, the way people search for a tire. */
export function productName(offer: TireOffer): string {
  return `${offer.brand} ${offer.name} ${offer.size}`;
}

export function productDescription({ offer, line }: PassengerProduct): string {
  const set = setOfFourPrice(offer.price);
  return `${productName(offer)}: ${TYPE_LABELS[offer.type].toLowerCase()} tire, ${formatPrice(offer.price)} each or ${formatPrice(set.total)} for 4 installed at ${brand.name}. ${warrantyText(line.warrantyMiles)}.`;
}

/**
 * The product sizes prerendered at build time: the first size of each line, the one its size
 * list starts with. The other sizes render on their first visit and are kept from then on, which
 * keeps the build short (see the route file for the numbers).
 */
export function prerenderedPassengerIds(): string[] {
  const seen = new Set<string>();
  return passengerCatalog.offers
    .filter((offer) => !seen.has(offer.lineId) && seen.add(offer.lineId))
    .map((offer) => offer.id);
}

/**
 * Our own artwork for a tire type (public/images): tread close-ups where we have the pattern,
 * otherwise the car or truck tire scene of its category.
 */
const TYPE_IMAGES: Readonly<Record<PassengerTireType, { src: string; width: number; height: number }>> = {
  "all-season": { src: "/images/categories/passenger.svg", width: 480, height: 320 },
  touring: { src: "/images/categories/passenger.svg", width: 480, height: 320 },
  performance: { src: "/images/categories/passenger.svg", width: 480, height: 320 },
  winter: { src: "/images/categories/passenger.svg", width: 480, height: 320 },
  highway: { src: "/images/categories/truck.svg", width: 480, height: 320 },
  "all-terrain": { src: "/images/tires/all-terrain.svg", width: 320, height: 320 },
  "mud-terrain": { src: "/images/tires/mud-terrain.svg", width: 320, height: 320 },
};

export function productImage(type: PassengerTireType) {
  return TYPE_IMAGES[type];
}
