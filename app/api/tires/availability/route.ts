import { MAX_SET_QUANTITY } from "@/data/inventory";
import { bookableLocations } from "@/data/locations";
import { rateLimit } from "@/lib/api/rate-limit";
import { jsonError } from "@/lib/http/responses";
import { lookupZip } from "@/lib/geo/zip-lookup";
import { ZIP_INVALID_MESSAGE, ZIP_NOT_FOUND_MESSAGE, isValidZip } from "@/lib/geo/zip-rules";
import { availabilityAt, availabilityEverywhere } from "@/lib/stock/availability";
import { passengerCatalog, type TireOffer } from "@/lib/tires/passenger-tires";
import { routeHandlers } from "@/lib/api/route-handler";

/** Offers one request may ask about: a size page's whole list. */
const MAX_OFFERS = 60;

// Stock moves with every booking; a short shared cache only smooths a burst of page views.
const SHORT_CACHE = { "Cache-Control": "public, max-age=30, s-maxage=30" } as const;

export const QUANTITY_MESSAGE = `Please ask for between 1 and ${MAX_SET_QUANTITY} tires.`;
export const OFFER_UNKNOWN_MESSAGE = "We couldn't find that tire.";
export const STORE_UNKNOWN_MESSAGE = "We couldn't find that store. Please choose one of our store locations.";

function quantityOf(raw: string | null): number | null {
  if (raw === null) return 4;
  if (!/^\d{1,2}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_SET_QUANTITY ? n : null;
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * When tires can be at a store. `?offer={id}&qty={n}&store={id}`: one offer at one store, as
   * `{ offerId, storeId, quantity, onHand, readyBy, source, installFrom }`, installFrom being the
   * first day the store can fit the set (after readyBy once today's hours are over).
   * `?offers={id},{id}…&store=`: several at once (`{ storeId, quantity, offers: [...] }`), for a
   * list of results. `?offer=` without a store: every store, soonest first (nearest first with
   * `&zip=`), as `{ offerId, quantity, stores }`. `qty` defaults to a set of four.
   */
  async GET(request: Request) {
    const limited = await rateLimit(request, "stock", 240, 60_000);
    if (limited) return limited;
    const query = new URL(request.url).searchParams;
    const quantity = quantityOf(query.get("qty"));
    if (quantity === null) return jsonError(400, QUANTITY_MESSAGE);

    const single = query.get("offer");
    const several = query.get("offers");
    if ((single === null) === (several === null))
      return jsonError(400, "Please ask about one tire (offer) or a list of them (offers).");
    const ids = single !== null ? [single] : several!.split(",");
    if (ids.length > MAX_OFFERS)
      return jsonError(400, `Please ask about at most ${MAX_OFFERS} tires at once.`);
    const offers: TireOffer[] = [];
    for (const id of ids) {
      const offer = passengerCatalog.getOffer(id);
      if (!offer) return jsonError(404, OFFER_UNKNOWN_MESSAGE);
      offers.push(offer);
    }

    const storeParam = query.get("store");
    if (storeParam === null) {
      if (single === null) return jsonError(400, "Please choose a store for a list of tires.");
      const zip = query.get("zip");
      let origin = null;
      if (zip !== null) {
        if (!isValidZip(zip)) return jsonError(400, ZIP_INVALID_MESSAGE);
        const place = lookupZip(zip);
        if (!place) return jsonError(404, ZIP_NOT_FOUND_MESSAGE);
        origin = { lat: place.latitude, lng: place.longitude };
      }
      const stores = await availabilityEverywhere(offers[0]!, quantity, origin);
      return Response.json({ offerId: offers[0]!.id, quantity, stores }, { headers: SHORT_CACHE });
    }
    const store = /^\d{1,2}$/.test(storeParam)
      ? bookableLocations.find((l) => l.id === Number(storeParam))
      : undefined;
    if (!store) return jsonError(404, STORE_UNKNOWN_MESSAGE);

    const answers = await availabilityAt(offers, quantity, store);
    if (single !== null) return Response.json(answers[0], { headers: SHORT_CACHE });
    return Response.json({ storeId: store.id, quantity, offers: answers }, { headers: SHORT_CACHE });
  },
});
