import { bookableLocations } from "@/data/locations";
import { storeStateCountInWords } from "@/lib/locations/service-stores";
import { ROAD_SERVICE_REQUEST_PATH } from "./road-service-entry";

export interface TireSelectionCard {
  title: string;
  description: string;
  imageUrl: string;
  links: readonly { label: string; href: string }[];
}

export const tireSelection: readonly TireSelectionCard[] = [
  {
    title: "Passenger",
    description:
      "All-season, touring, performance and winter tires for cars, crossovers and minivans, installed and balanced.",
    imageUrl: "/images/categories/passenger.svg",
    links: [{ label: "Shop Passenger Tires", href: "/tires" }],
  },
  {
    title: "Truck",
    description:
      "Highway, all-terrain and mud-terrain tires for pickups, SUVs and light trucks that work for a living.",
    imageUrl: "/images/categories/truck.svg",
    links: [{ label: "Shop Truck Tires", href: "/tires" }],
  },
  {
    title: "Commercial",
    description:
      "Steer, drive and trailer tires, retreads and fleet programs that keep tractor-trailers earning miles.",
    imageUrl: "/images/categories/commercial.svg",
    links: [{ label: "Shop Commercial Tires", href: "/commercial-tires" }],
  },
  {
    title: "Farm",
    description:
      "Tractor, combine, sprayer and implement tires, plus on-farm service when a tire goes down mid-season.",
    imageUrl: "/images/categories/farm.svg",
    links: [{ label: "Shop Farm Tires", href: "/farm-tires" }],
  },
  {
    title: "Industrial / OTR",
    description:
      "Forklift, skid steer, loader and earthmover tires, pneumatic or solid, for plants, yards and job sites.",
    imageUrl: "/images/categories/industrial.svg",
    links: [
      { label: "Industrial Tires", href: "/industrial-tires" },
      { label: "OTR Tires", href: "/OTR" },
    ],
  },
  {
    title: "Mining",
    description:
      "Underground and surface mining tires built for coal country, with field service from crews who know the mines.",
    imageUrl: "/images/categories/mining.svg",
    links: [{ label: "Shop Mining Tires", href: "/mining-tires" }],
  },
];

/**
 * A service card on the home page. Every card reads the same way: "Learn more" opens the
 * service's section on /services, "Book" opens scheduling with the service chosen.
 */
export interface HomeService {
  title: string;
  description: string;
  icon: "install" | "alignment" | "rotation" | "repair";
  /** Its card's anchor on /services (an id in lib/content/services.ts). */
  serviceId: string;
  /** The scheduler service its Book link preselects (a name in data/scheduler-services.ts). */
  scheduleService: string;
}

export const homeServices: readonly HomeService[] = [
  {
    title: "Tire Installation",
    description:
      "Mounting, computer balancing, new valve stems and TPMS service, with old tires recycled properly.",
    icon: "install",
    serviceId: "installation",
    scheduleService: "Tire Sales & Installation",
  },
  {
    title: "Wheel Alignment",
    description:
      "Computerized alignment to factory specs so your tires wear evenly and your vehicle tracks straight.",
    icon: "alignment",
    serviceId: "alignment",
    scheduleService: "Wheel Alignment",
  },
  {
    title: "Tire Rotation",
    description:
      "Rotation every 5,000-8,000 miles evens out wear and can add thousands of miles to a set of tires.",
    icon: "rotation",
    serviceId: "rotation",
    scheduleService: "Tire Rotation",
  },
  {
    title: "Flat Tire Repair",
    description:
      "Industry-standard plug-patch repairs from the inside, when the puncture is in the repairable tread area.",
    icon: "repair",
    serviceId: "flat-repair",
    scheduleService: "Flat Tire Repair",
  },
];

/** A figure under the home hero; one with an href leads to the page that backs it up. */
export interface HomeHighlight {
  value: string;
  label: string;
  href?: string;
}

export const homeHighlights: readonly HomeHighlight[] = [
  { value: "1947", label: "Family-owned since" },
  { value: String(bookableLocations.length), label: `Stores in ${storeStateCountInWords} states` },
  { value: "75+", label: "Service vehicles on the road" },
  // Every hour of every day for everyone, national-account trucks first (data/road-service.ts).
  { value: "24/7", label: "Road service from our own trucks", href: ROAD_SERVICE_REQUEST_PATH },
];
