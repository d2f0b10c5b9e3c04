import { brand } from "./brand";
import { locationKinds } from "./location-kinds";
import { bookableLocations, locations } from "./locations";

export interface SitemapLink {
  label: string;
  href: string;
  description: string;
}

export interface SitemapGroup {
  title: string;
  links: readonly SitemapLink[];
}

/** The human-readable sitemap at /sitemap. Location links open each location's own page. */
export const sitemapGroups: readonly SitemapGroup[] = [
  {
    title: "Main Pages",
    links: [
      { label: "Home", href: "/", description: "Tires and service since 1947" },
      { label: "Services", href: "/services", description: "Installation, alignment, brakes and more" },
      { label: "Schedule Service", href: "/schedule", description: "Request an appointment online" },
      {
        label: "24/7 Road Service",
        href: "/road-service",
        description: "Broken down? Call or request a truck",
      },
      { label: "About Us", href: "/about", description: "Our history and commitment" },
      { label: "Contact Us", href: "/contact", description: "Phones, e-mails and hours" },
    ],
  },
  {
    title: "Tire Products",
    links: [
      { label: "Passenger & Light Truck", href: "/tires", description: "Cars, SUVs and pickups" },
      { label: "Commercial Truck Tires", href: "/commercial-tires", description: "Steer, drive and trailer" },
      { label: "Farm Tires", href: "/farm-tires", description: "Tractor, combine and implement" },
      {
        label: "Industrial Tires",
        href: "/industrial-tires",
        description: "Forklift, skid steer and loader",
      },
      { label: "Mining Tires", href: "/mining-tires", description: "Underground and surface mining" },
      { label: "Off-the-Road Tires", href: "/OTR", description: "Earthmovers and construction" },
      { label: "Request a Quote", href: "/quote", description: "Commercial, farm, mining and OTR tires" },
    ],
  },
  {
    title: "Business Solutions",
    links: [
      { label: "Commercial Services", href: "/commercial", description: "Fleet programs and road service" },
      {
        label: "Fleet Programs",
        href: "/commercial#programs",
        description: "National account, retread and more",
      },
      { label: "Financing", href: "/finance", description: "Retail card and commercial credit" },
      { label: "Careers", href: brand.links.careers, description: "Join our team" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Tire & Automotive Tips", href: "/tips", description: "Advice from our technicians" },
      { label: "Tire Buying Guide", href: "/tire-buying-guide.html", description: "Printable guide" },
      { label: "Tire Safety Guide", href: "/tire-safety-guide.html", description: "Printable checklist" },
      { label: "Privacy Policy", href: "/privacy", description: "How we handle your information" },
      { label: "Terms of Service", href: "/terms", description: "Using this website" },
    ],
  },
  {
    title: "Store Locations",
    links: bookableLocations.map((l) => ({
      label: l.name,
      href: `/locations/${l.slug}`,
      description: `${l.address} · ${l.phone}`,
    })),
  },
  {
    title: "Other Allegheny Sites",
    links: locations
      .filter((l) => !l.bookable)
      .map((l) => ({
        label: l.name,
        href: `/locations/${l.slug}`,
        description: `${locationKinds[l.kind].label} · ${l.city}, ${l.state}`,
      })),
  },
];
