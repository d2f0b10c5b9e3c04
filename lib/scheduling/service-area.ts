import { bookableLocations, type Location } from "@/data/locations";
import type { SchedulerService } from "@/data/scheduler-services";
import { brand } from "@/data/brand";
import { serviceRadiusMiles } from "@/data/store-capacity";
import { haversineMiles } from "@/lib/geo/distance";
import { lookupZip } from "@/lib/geo/zip-lookup";
import { offersService } from "./services";
import { stateName } from "./on-site";

/**
 * Whether a store's service trucks go to a work site: the straight-line miles from the store to the
 * centroid of the site's zip code, against the store's service radius. Server-only (the zip dataset).
 */

/** Another store that can go, for the customer to choose instead. */
export interface NearestStore {
  id: number;
  name: string;
  email: string;
  miles: number;
}

export type ServiceAreaAnswer =
  { ok: true; miles: number; radiusMiles: number } | { ok: false; message: string; nearest?: NearestStore };

const roundMiles = (miles: number) => Math.round(miles);

/** The stores offering the service whose trucks reach the point, nearest first. */
function storesInReach(service: SchedulerService, point: { lat: number; lng: number }, except: number) {
  return bookableLocations
    .filter((l) => l.id !== except && offersService(l, service))
    .map((l) => ({ location: l, miles: haversineMiles(point, l) }))
    .filter(({ location, miles }) => miles <= serviceRadiusMiles(location.id))
    .sort((a, b) => a.miles - b.miles);
}

export function checkServiceArea(
  location: Location,
  service: SchedulerService,
  site: { zip: string; state: string },
): ServiceAreaAnswer {
  const place = lookupZip(site.zip);
  if (!place)
    return {
      ok: false,
      message: `We couldn't find zip code ${site.zip}. Please check the zip code where the work is.`,
    };
  if (place.state !== site.state)
    return {
      ok: false,
      message: `Zip code ${site.zip} is in ${stateName(place.state)}, not ${stateName(site.state)}. Please check the state and zip code where the work is.`,
    };
  const point = { lat: place.latitude, lng: place.longitude };
  const miles = haversineMiles(point, location);
  const radiusMiles = serviceRadiusMiles(location.id);
  if (miles <= radiusMiles) return { ok: true, miles: roundMiles(miles), radiusMiles };

  const beyond = `${place.city}, ${place.state} ${site.zip} is about ${roundMiles(miles)} miles from our ${location.name} store, beyond the ${radiusMiles} miles its service trucks cover.`;
  const other = storesInReach(service, point, location.id)[0];
  if (!other)
    return {
      ok: false,
      message: `${beyond} None of our stores that offer ${service.name} reach it: please call us at ${brand.phone} and we'll see what we can do.`,
    };
  const nearest = {
    id: other.location.id,
    name: other.location.name,
    email: other.location.email,
    miles: roundMiles(other.miles),
  };
  return {
    ok: false,
    message: `${beyond} Our ${nearest.name} store, about ${nearest.miles} miles away, offers ${service.name} there: please choose it instead.`,
    nearest,
  };
}
