import { brandCore } from "./brand-core";

export interface NavLink {
  label: string;
  href: string;
  /** Shown under the label in the desktop dropdown. */
  description?: string;
}

export interface NavMenu {
  label: string;
  items: readonly NavLink[];
}

export type NavEntry = NavLink | NavMenu;

export function isNavMenu(entry: NavEntry): entry is NavMenu {
  return "items" in entry;
}

export const tiresMenu: NavMenu = {
  label: "Tires",
  items: [
    { label: "Passenger", href: "/tires", description: "Cars, SUVs, pickups and light trucks" },
    {
      label: "Commercial Truck",
      href: "/commercial-tires",
      description: "Steer, drive and trailer tires for fleets",
    },
    { label: "Farm", href: "/farm-tires", description: "Tractor, combine, sprayer and implement" },
    { label: "Industrial", href: "/industrial-tires", description: "Forklift, skid steer and loader" },
    { label: "Mining", href: "/mining-tires", description: "Underground and surface mining" },
    { label: "Off-the-Road", href: "/OTR", description: "Earthmovers and construction equipment" },
  ],
};

export const aboutMenu: NavMenu = {
  label: "About Us",
  items: [
    { label: "About Allegheny Tire", href: "/about", description: `Family-run since ${brandCore.founded}` },
    { label: "Careers", href: brandCore.careersUrl, description: "Join our team (opens in a new tab)" },
  ],
};

/**
 * "Fleet Services" (the /commercial programs page) and "Commercial Truck" (the tires, under
 * Tires) were both once called "Commercial"; the names now say which is which. Locations and
 * Contact sit at the top level, where people look for a phone number or an address.
 */
export const mainNav: readonly NavEntry[] = [
  { label: "Home", href: "/" },
  tiresMenu,
  { label: "Fleet Services", href: "/commercial" },
  { label: "Services", href: "/services" },
  { label: "Schedule", href: "/schedule" },
  { label: "Financing", href: "/finance" },
  { label: "Tire Tips", href: "/tips" },
  { label: "Locations", href: "/locations" },
  aboutMenu,
  { label: "Contact", href: "/contact" },
];

export const footerQuickLinks: readonly NavLink[] = [
  { label: "Tires", href: "/tires" },
  { label: "Services", href: "/services" },
  { label: "Fleet Services", href: "/commercial" },
  { label: "Schedule Service", href: "/schedule" },
  { label: "Financing", href: "/finance" },
  { label: "Locations", href: "/locations" },
  { label: "Contact Us", href: "/contact" },
];

export const footerAboutLinks: readonly NavLink[] = [
  { label: "About Us", href: "/about" },
  { label: "Careers", href: brandCore.careersUrl },
  { label: "Tire Tips", href: "/tips" },
];

export const footerLegalLinks: readonly NavLink[] = [
  { label: "Privacy", href: "/privacy" },
  { label: "Terms", href: "/terms" },
  { label: "Sitemap", href: "/sitemap" },
];
