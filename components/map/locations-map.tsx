import type { MapLocation } from "@/lib/map/map-location";
import { settings } from "@/lib/settings";
import { GoogleMapLoader } from "./google-map-loader";
import { OfflineLocationsMap } from "./offline-locations-map";

/**
 * The map of all locations. With `NEXT_PUBLIC_GOOGLE_MAPS_API_KEY` it is Google Maps (falling
 * back to the offline map if Google cannot be reached); without a key, the offline map alone,
 * and the page loads nothing from Google.
 */
export function LocationsMap({ locations }: { locations: readonly MapLocation[] }) {
  const offline = <OfflineLocationsMap locations={locations} />;
  const { googleMapsApiKey: apiKey, googleMapsMapId } = settings();
  if (!apiKey) return offline;
  return <GoogleMapLoader apiKey={apiKey} mapId={googleMapsMapId} locations={locations} fallback={offline} />;
}
