import { brand } from "@/data/brand";
import { jsonCached, jsonError } from "@/lib/api/responses";
import { passengerCatalog } from "@/lib/tires/catalog";

/**
 * One passenger or light-truck tire in one size, for the scheduler to show the tires it was
 * opened with: name, size, price per tire and the installation package per tire.
 */
export async function GET(_request: Request, { params }: RouteContext<"/api/tires/products/[id]">) {
  const offer = passengerCatalog.getOffer((await params).id);
  if (!offer)
    return jsonError(404, "We couldn't find that tire. Please choose it again from our tire search.");
  const {
    id,
    brand: brandName,
    name,
    size,
    price,
    loadIndex,
    speedRating,
    loadRange,
    warrantyMiles,
    url,
  } = offer;
  return jsonCached({
    success: true,
    tire: {
      id,
      brand: brandName,
      name,
      size,
      price,
      loadIndex,
      speedRating,
      loadRange: loadRange ?? null,
      warrantyMiles,
      url,
      installationPerTire: brand.tireInstallation.pricePerTire,
    },
  });
}
