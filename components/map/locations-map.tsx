import type { MapLocation } from "@/lib/map/map-location";
import { GoogleMapLoader } from "./google-map-loader";
import { OfflineLocationsMap } from "./offline-locations-map";

/**
 * The map of all locations. With `NEXT_PUBLIC_GOOGLE_MAPS_API_KEY` it is Google Maps (falling
 * back to the offline map if Google cannot be reached); without a key, the offline map alone,
 * and the page loads nothing from Google.
 */
export function LocationsMap({ locations }: { locations: readonly MapLocation[] }) {
  const offline = <OfflineLocationsMap locations={locations} />;
  const apiKey = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
  if (!apiKey) return offline;
  return (
    <GoogleMapLoader
      apiKey={apiKey}
      mapId={process.env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID || "DEMO_MAP_ID"}
      locations={locations}
      fallback={offline}
    />
  );
}
