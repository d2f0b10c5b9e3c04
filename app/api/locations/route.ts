import { locations, type Location } from "@/data/locations";
import { storeCapacity } from "@/data/store-capacity";
import type { PublicLocation } from "@/lib/locations/public-location";
import { routeHandlers } from "@/lib/api/route-handler";

function toPublicLocation(location: Location): PublicLocation {
  return {
    ...location,
    coordinates: { lat: location.lat, lng: location.lng },
    capacity: storeCapacity(location.id),
  };
}

// Answered per request from data in memory (a route that answers other methods with 405 is not
// prerendered); browsers and shared caches keep it.
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  GET() {
    return Response.json(locations.map(toPublicLocation), {
      headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=86400" },
    });
  },
});
