import { brand } from "@/data/brand";
import { jsonCached, jsonError } from "@/lib/http/responses";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { tireResult } from "@/lib/tires/search";
import { totalsByStore } from "@/lib/tires/store-estimates";
import { TIRE_QUANTITIES } from "@/lib/scheduling/schedule-link";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * One passenger or light-truck tire in one size, for the scheduler to show the tires it was
   * opened with: the fields of a search result, plus the installation package per tire, and
   * `outTheDoor`: for each bookable store id, the estimated total with the state's tire fee and
   * sales tax for each quantity the scheduler offers (lib/tires/out-the-door.ts).
   */
  async GET(_request: Request, { params }: RouteContext<"/api/tires/products/[id]">) {
    const offer = passengerCatalog.getOffer((await params).id);
    if (!offer)
      return jsonError(404, "We couldn't find that tire. Please choose it again from our tire search.");
    return jsonCached({
      success: true,
      tire: { ...tireResult(offer), installationPerTire: brand.tireInstallation.pricePerTire },
      outTheDoor: totalsByStore(offer.price, TIRE_QUANTITIES),
    });
  },
});
