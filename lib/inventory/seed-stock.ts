import { bookableLocations } from "@/data/locations";
import { WAREHOUSE_ID } from "@/data/inventory";
import { passengerCatalog, type OfferCatalog } from "@/lib/tires/passenger-tires";

/** One shelf count: how many of one offer one location has. */
export interface StockRow {
  locationId: number;
  offerId: string;
  onHand: number;
}

/** FNV-1a: the same small number for the same text on every machine and every start. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** How widely a size sells, judged by how many lines we carry in it. */
function sizeDemand(catalog: OfferCatalog, size: string): "common" | "regular" | "rare" {
  const lines = catalog.bySize(size).length;
  return lines >= 20 ? "common" : lines >= 10 ? "regular" : "rare";
}

/** Share of offers on a shelf (in 100ths) and the count range when they are, by demand. */
const STORE_SHELF = { common: [60, 4, 16], regular: [30, 4, 8], rare: [0, 0, 0] } as const;
const WAREHOUSE_SHELF = { common: [90, 12, 48], regular: [75, 8, 30], rare: [40, 4, 12] } as const;

/**
 * The embedded default's opening stock: plausible and the same on every start. Stores carry
 * common sizes (4-16 of about half their lines), the warehouse most sizes in larger numbers, and
 * some rare sizes are nowhere (a special order). Only rows with tires are written.
 */
export function seedStock(catalog: OfferCatalog = passengerCatalog): StockRow[] {
  const rows: StockRow[] = [];
  const places = [...bookableLocations.map((l) => l.id), WAREHOUSE_ID];
  for (const offer of catalog.offers) {
    const demand = sizeDemand(catalog, offer.size);
    for (const locationId of places) {
      const [share, min, max] = (locationId === WAREHOUSE_ID ? WAREHOUSE_SHELF : STORE_SHELF)[demand];
      const h = hash(`${offer.id}@${locationId}`);
      if (h % 100 >= share) continue;
      rows.push({ locationId, offerId: offer.id, onHand: min + (Math.floor(h / 100) % (max - min + 1)) });
    }
  }
  return rows;
}
