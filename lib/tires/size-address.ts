import { serviceFilterOf, serviceQueryPairs } from "./service-filter";
import { readSidewallSize } from "./sidewall-size";
import { listingByKey, listingBySlug } from "./size-listing";

const SIZE_PATH = /^\/tires\/size\/([^/]+)$/;

/** Where a size address written another way leads: the canonical page, and the query it adds. */
export interface SizeAddressRedirect {
  path: string;
  /** The load index and speed rating written into the address, as the page's filter. */
  query: [string, string][];
}

/**
 * A size page's address written the sidewall's way ("/tires/size/18.4-38",
 * "/tires/size/LT265-70R17", "/tires/size/265%2F70R17", "/tires/size/lt265-70r17-121-118s")
 * leads to the canonical page ("/tires/size/18-4r38"), a service description in it becoming the
 * page's filter. Null for a canonical address, any other path, and a size we do not sell, which
 * stays a 404.
 */
export function sizeAddressRedirect(pathname: string): SizeAddressRedirect | null {
  const segment = SIZE_PATH.exec(pathname)?.[1];
  if (!segment || listingBySlug(segment)) return null;
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    return null;
  }
  // A slug writes the decimal point as a hyphen too ("295-75r22-5"): read it back as one.
  for (const candidate of new Set([text, text.replace(/(\d)-(\d)(?!\d)/g, "$1.$2")])) {
    const read = readSidewallSize(candidate);
    if (!read.ok) continue;
    const listing = listingByKey(read.size.key);
    if (!listing) return null;
    // Only passenger and light-truck tires carry ratings to filter on.
    const query = listing.offers.length > 0 ? serviceQueryPairs(serviceFilterOf(read)) : [];
    return { path: `/tires/size/${listing.slug}`, query };
  }
  return null;
}
