import { brand } from "@/data/brand";
import type { BookedTires } from "@/lib/db";
import { TIRE_UNKNOWN, type BookingRequest } from "@/lib/scheduling/booking-request";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { TIRE_INSTALLATION_SERVICE } from "@/lib/scheduling/services";
import { formatPrice } from "@/lib/core/price";
import { fitmentWarning } from "@/lib/tires/fitment-warning";
import { MAX_TIRES_PER_VISIT, outTheDoor } from "@/lib/tires/out-the-door";
import { bookableLocations } from "@/data/locations";
import { getYears, lookupTireSize } from "@/lib/vehicles";

export const TIRES_NEED_INSTALLATION = `Tires are booked with ${TIRE_INSTALLATION_SERVICE}. Please choose that service, or remove the tires.`;

/**
 * The tires a booking asks for, as offered now (name and price are kept with the request), or
 * the customer-worded reason they cannot be booked.
 */
export function bookedTiresFor(
  request: Pick<BookingRequest, "tires">,
  serviceName: string,
): { ok: true; tires: BookedTires | null } | { ok: false; message: string } {
  if (!request.tires) return { ok: true, tires: null };
  if (serviceName !== TIRE_INSTALLATION_SERVICE) return { ok: false, message: TIRES_NEED_INSTALLATION };
  const offer = passengerCatalog.getOffer(request.tires.productId);
  if (!offer) return { ok: false, message: TIRE_UNKNOWN };
  return {
    ok: true,
    tires: {
      productId: offer.id,
      quantity: request.tires.quantity,
      brand: offer.brand,
      name: offer.name,
      size: offer.size,
      pricePerTire: offer.price,
      installationPerTire: brand.tireInstallation.pricePerTire,
    },
  };
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** What the tires come to with installation, before tax. */
export function bookedTiresTotal(t: BookedTires): number {
  return cents(t.quantity * (t.pricePerTire + t.installationPerTire));
}

/** "4 × Michelin Defender2 225/65R17" */
export function bookedTiresName(t: BookedTires): string {
  return `${t.quantity} × ${t.brand} ${t.name} ${t.size}`;
}

/**
 * "4 × Michelin Defender2 225/65R17, $189.99 each; $859.96 installed (before tax); about $941.23
 * out the door at Bristol, TN with the state's tire fee and sales tax (estimate)": the last part
 * when the store is known, from the same estimate the product page shows.
 */
export function bookedTiresText(t: BookedTires, storeId?: number): string {
  const installed = `${bookedTiresName(t)}, ${formatPrice(t.pricePerTire)} each; ${formatPrice(bookedTiresTotal(t))} installed (before tax)`;
  const estimate = bookedTiresEstimate(t, storeId);
  return estimate
    ? `${installed}; about ${formatPrice(estimate.total)} out the door at ${estimate.store} with the state's tire fee and sales tax (estimate)`
    : installed;
}

/**
 * The booked set's out-the-door estimate at the store (the product page's figure), or null when
 * the store is not known or the set is larger than the estimate covers.
 */
export function bookedTiresEstimate(
  t: BookedTires,
  storeId?: number,
): { total: number; store: string } | null {
  const store = storeId === undefined ? undefined : bookableLocations.find((s) => s.id === storeId);
  if (!store || t.quantity > MAX_TIRES_PER_VISIT) return null;
  const { total } = outTheDoor({ storeId: store.id, pricePerTire: t.pricePerTire, quantity: t.quantity });
  return { total, store: store.name };
}

/**
 * The fit check the store's e-mail carries: the booked tires against the factory size of the
 * vehicle the customer entered (null when they match, or the vehicle's size is not known).
 */
export function bookedTiresFitNote(
  tires: BookedTires | null | undefined,
  vehicleJson: string | null,
): string | null {
  if (!tires || !vehicleJson) return null;
  const v = JSON.parse(vehicleJson) as {
    year?: string | number;
    make?: string;
    model?: string;
    trim?: string;
  };
  const year = Number(v.year);
  // A vehicle older than our lists (typed in) would be measured against a newer model year.
  if (!Number.isInteger(year) || !v.make || !v.model || !getYears().includes(year)) return null;
  const factory = lookupTireSize({ year, make: v.make, model: v.model, trim: v.trim || undefined });
  return fitmentWarning(tires.size, { year, model: v.model, trim: v.trim }, factory);
}
