import { allTires, type Tire, type TireCategoryId } from "@/lib/tires/category-tires";
import { passengerCatalog, type OfferCatalog, type TireOffer } from "./passenger-tires";
import { keySlug, readSidewallSize } from "./sidewall-size";

/** Passenger and light-truck tires, or one of the catalog's quote categories. */
export type ResultCategory = "passenger" | TireCategoryId;

/** Everything the site sells in one size, whatever its category: what a size page lists. */
export interface SizeListing {
  /** The canonical size (see `SidewallSize.key`). */
  key: string;
  /** Its URL path segment: `/tires/size/{slug}`. */
  slug: string;
  /** Passenger and light-truck tires: priced per set, installation booked online. */
  offers: readonly TireOffer[];
  /** Commercial, farm, industrial, mining and OTR tires: sold by quote. */
  catalogTires: readonly Tire[];
  /** The categories present, passenger first. */
  categories: readonly ResultCategory[];
  /**
   * The size as the tires themselves are written, their IF/VF tags left out: "18.4-38",
   * "17.5R25 and 17.5-25" where radial and bias tires share the size.
   */
  label: string;
}

/** The written size without its IF/VF tag: the tag is a load rating, not part of the size. */
function untagged(tire: Tire): string {
  const read = readSidewallSize(tire.size);
  if (!read.ok) return tire.size;
  return read.size.tag ? read.size.written.slice(read.size.tag.length + 1) : read.size.written;
}

/**
 * Builds one listing per canonical size over both catalogs. A catalog tire that is also a
 * passenger offer (a few pickup all-terrains on the OTR page) is listed once, as the offer, which
 * can be booked online.
 */
export function createSizeListings(
  offers: OfferCatalog = passengerCatalog,
  tires: readonly Tire[] = allTires,
): SizeListing[] {
  const byKey = new Map<string, { offers: TireOffer[]; catalogTires: Tire[] }>();
  const entry = (key: string) => {
    let found = byKey.get(key);
    if (!found) byKey.set(key, (found = { offers: [], catalogTires: [] }));
    return found;
  };
  for (const size of offers.sizes()) entry(size).offers.push(...offers.bySize(size));
  for (const tire of tires) {
    if (offers.getOffer(tire.id)) continue;
    const read = readSidewallSize(tire.size);
    // The catalog's own test sees that every size reads; an unreadable one would have no page.
    if (read.ok) entry(read.size.key).catalogTires.push(tire);
  }
  return [...byKey].map(([key, found]) => {
    const categories: ResultCategory[] = [
      ...(found.offers.length > 0 ? (["passenger"] as const) : []),
      ...new Set(found.catalogTires.map((tire) => tire.category)),
    ];
    // The radial spelling (the key's own) first: "17.5R25 and 17.5-25".
    const written =
      found.offers.length > 0
        ? [key]
        : [...new Set(found.catalogTires.map(untagged))].sort(
            (a, b) => Number(b === key) - Number(a === key),
          );
    return {
      key,
      slug: keySlug(key),
      offers: found.offers,
      catalogTires: found.catalogTires,
      categories,
      label: written.join(" and "),
    };
  });
}

const listings = createSizeListings();
const listingsByKey = new Map(listings.map((listing) => [listing.key, listing]));
const listingsBySlug = new Map(listings.map((listing) => [listing.slug, listing]));

/** Every size the site sells, passenger sizes first. */
export function allSizeListings(): readonly SizeListing[] {
  return listings;
}

export function listingByKey(key: string): SizeListing | undefined {
  return listingsByKey.get(key);
}

export function listingBySlug(slug: string): SizeListing | undefined {
  return listingsBySlug.get(slug);
}

/** The catalog (quote) tires of a canonical size. */
export function catalogTiresOfSize(key: string): readonly Tire[] {
  return listingsByKey.get(key)?.catalogTires ?? [];
}
