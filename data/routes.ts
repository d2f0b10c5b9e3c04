import { brand } from "./brand";
import { locationPageTitle } from "./location-kinds";
import { locations } from "./locations";

/**
 * Every public page, in one list: the browser tests sweep these (layout, accessibility) and
 * sitemap.xml is built from them, so a page added here is checked and indexed automatically.
 * (Product pages are generated from the catalog and added to sitemap.xml separately.)
 */
export interface PublicRoute {
  path: string;
  /** The full document title as served. */
  title: string;
}

/** One page per store and facility, /locations/{slug}. */
export const locationRoutes: readonly PublicRoute[] = locations.map((location) => ({
  path: `/locations/${location.slug}`,
  title: `${locationPageTitle(location)} | ${brand.shortName}`,
}));

export const publicRoutes: readonly PublicRoute[] = [
  { path: "/", title: "Tough tires for tough terrains | Allegheny Tire" },
  { path: "/tires", title: "Find The Perfect Tires | Allegheny Tire" },
  { path: "/commercial-tires", title: "Commercial Truck Tires | Allegheny Tire" },
  { path: "/farm-tires", title: "Farm & Agricultural Tires | Allegheny Tire" },
  { path: "/industrial-tires", title: "Industrial Tires | Allegheny Tire" },
  { path: "/mining-tires", title: "Mining Tires | Allegheny Tire" },
  { path: "/OTR", title: "Off-the-Road (OTR) Tires | Allegheny Tire" },
  { path: "/locations", title: "Find a Location Near You | Allegheny Tire" },
  { path: "/services", title: "Professional Tire Services | Allegheny Tire" },
  { path: "/schedule", title: "Schedule Service | Allegheny Tire" },
  { path: "/road-service", title: "24/7 Road Service | Allegheny Tire" },
  { path: "/commercial", title: "Commercial Fleet Tire Services | Allegheny Tire" },
  { path: "/finance", title: "Tire Financing | Allegheny Tire" },
  { path: "/tips", title: "Tire & Automotive Tips | Allegheny Tire" },
  { path: "/about", title: "About Us | Allegheny Tire" },
  { path: "/contact", title: "Contact Us | Allegheny Tire" },
  { path: "/quote", title: "Request a Quote | Allegheny Tire" },
  { path: "/privacy", title: "Privacy Policy | Allegheny Tire" },
  { path: "/terms", title: "Terms of Service | Allegheny Tire" },
  { path: "/sitemap", title: "Sitemap | Allegheny Tire" },
  ...locationRoutes,
];

/**
 * The public routes with one store page and one facility page standing for the rest: for checks
 * of what every page shares (layout, headers), which the store pages build from one template.
 * The accessibility sweep still visits every page.
 */
export const sampleRoutes: readonly PublicRoute[] = [
  ...publicRoutes.filter((r) => !locationRoutes.includes(r)),
  ...locationRoutes.filter((_, i) => i === 0),
  ...locationRoutes.filter((r) => /-(plant|warehouse|office)$/.test(r.path)).slice(0, 1),
];
