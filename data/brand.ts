import { brandCore } from "./brand-core";
import { ROAD_SERVICE_LINE } from "./road-service-line";

export { telHref } from "./brand-core";

/**
 * Every fact about the business in one place, so an operator can swap names, phones,
 * addresses and partner links without touching the pages. Phone numbers use the
 * 555-01xx fiction range and e-mail addresses a reserved `.example` domain. The name, main
 * phone and installation price live in data/brand-core.ts, which client islands import.
 */
export const brand = {
  name: brandCore.name,
  shortName: brandCore.shortName,
  tagline: "Your trusted tire experts since 1947.",
  slogan: "Tough tires for tough terrains.",
  description:
    "Tires and tire service for drivers, fleets, farms, mines and industry across West Virginia, Virginia, Tennessee, Kentucky and Pennsylvania since 1947.",
  founded: brandCore.founded,
  storeCount: 8,
  employeeCount: 70,
  vehicleCount: 75,
  retreadPlantOpened: 2003,
  retreadTrackingSince: 2006,
  states: ["WV", "VA", "TN", "KY", "PA"] as const,

  phone: brandCore.phone,
  email: "info@alleghenytire.example",
  salesEmail: "sales@alleghenytire.example",
  /** The sales desk: quotes for commercial, farm, industrial, mining and OTR tires. */
  salesPhone: "(304) 555-0120",
  commercialEmail: "fleet@alleghenytire.example",
  privacyEmail: "privacy@alleghenytire.example",

  corporateOffice: {
    name: "Allegheny Tire & Service Corporate Office",
    address: "700 Virginia St E",
    city: "Charleston",
    state: "WV",
    zip: "25301",
    lat: 38.3507,
    lng: -81.6323,
    phone: "(304) 555-0100",
    hours: "Monday - Friday, 7:30 AM - 4:30 PM",
  },

  commercialContact: {
    name: "Dale Whitt",
    title: "Commercial Accounts Manager",
    email: "fleet@alleghenytire.example",
    directLine: "(304) 555-0110",
    extension: "214",
    /** The 24/7 road-service line (data/road-service-line.ts), which the commercial team shares. */
    emergencyLine: ROAD_SERVICE_LINE,
  },

  links: {
    careers: brandCore.careersUrl,
    fleetNetwork: "https://www.fleetnetwork.example/dealers/allegheny-tire",
    creditCardApply: "https://apply.tirecreditcard.example/allegheny-tire",
    creditCardManage: "https://manage.tirecreditcard.example/login",
    commercialCreditApplication: "https://credit.alleghenytire.example/commercial-application",
  },

  /**
   * Added to every passenger and light-truck tire we sell; the price of a set on the site always
   * includes it.
   */
  tireInstallation: {
    pricePerTire: brandCore.installationPricePerTire,
    includes: [
      "Mounting on your wheel",
      "Computer spin balancing",
      "New valve stem, or a service kit for tire-pressure sensor valves",
      "Lug nuts torqued to your vehicle maker's specification",
      "Disposal and recycling of the old tire",
    ],
  },

  social: [
    { name: "Facebook", href: "https://www.facebook.com/AlleghenyTireService" },
    { name: "Instagram", href: "https://www.instagram.com/alleghenytire" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/allegheny-tire-service" },
    { name: "YouTube", href: "https://www.youtube.com/@AlleghenyTire" },
  ],
} as const;

export type Brand = typeof brand;

/** `mailto:` href with an optional prefilled subject and body. */
export function mailtoHref(email: string, subject?: string, body?: string): string {
  const params = new URLSearchParams();
  if (subject) params.set("subject", subject);
  if (body) params.set("body", body);
  // URLSearchParams encodes spaces as "+", which mail clients show literally.
  const query = params.toString().replace(/\+/g, "%20");
  return `mailto:${email}${query ? `?${query}` : ""}`;
}
