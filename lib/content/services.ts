/**
 * Content of the /services page: the service cards, their three groups and the guarantee
 * section. Company facts come from `@/data/brand` so they change in one place; which stores do
 * what comes from the store list (lib/locations/service-stores.ts).
 */
import { brand } from "@/data/brand";
import { bookableLocations } from "@/data/locations";
import { schedulerServices } from "@/data/scheduler-services";
import {
  listInWords,
  storeCountInWords,
  storesOffering,
  storeTownsInWords,
} from "@/lib/locations/service-stores";

/** "quick": short jobs at every store, shown on /services apart from its three groups. */
export type ServiceCategory = "basic" | "commercial" | "specialized" | "quick";

export type ServiceIcon =
  | "tire"
  | "alignment"
  | "oil"
  | "brake"
  | "truck"
  | "excavator"
  | "roadside"
  | "tractor"
  | "mining"
  | "retread"
  | "rotation"
  | "repair";

export interface ServiceInfo {
  /** URL anchor slug on /services, e.g. "installation" for /services#installation. */
  id: string;
  name: string;
  description: string;
  icon: ServiceIcon;
  /** Four or five short feature lines. */
  features: string[];
  category: ServiceCategory;
  /** "contact" sends the customer to a representative (/contact); "schedule" to /schedule. */
  cta: "schedule" | "contact";
  /** The scheduler service its Schedule Service link preselects (a name in data/scheduler-services.ts). */
  scheduleService?: string;
  /** A number to call now, shown beside the link (someone with a flat on the highway can't wait for a booking). */
  urgentCall?: { label: string; phone: string };
  /** Breakdown help: the card also offers the online road-service request. */
  roadServiceRequest?: boolean;
}

export interface ServiceGroup {
  category: ServiceCategory;
  title: string;
  intro: string;
  note?: string;
  /**
   * Said beside the 24/7 road-service line, which then opens the group: for groups whose services
   * include breakdowns, what booking online is for.
   */
  plannedWorkNote?: string;
}

export interface GuaranteePoint {
  title: string;
  text: string;
}

export interface Guarantee {
  title: string;
  intro: string;
  points: GuaranteePoint[];
}

export const services: ServiceInfo[] = [
  // Essential services
  {
    id: "installation",
    name: "Tire Installation & Balancing",
    description:
      "Every tire we sell is mounted and balanced by trained technicians using modern tire changers and computerized balancers, so your new tires ride smooth and wear evenly from the first mile.",
    icon: "tire",
    features: [
      "Mounting on touchless tire changers that protect alloy and custom wheels",
      "Computerized spin balancing with precise weight placement",
      "New valve stems and TPMS sensor service and relearn",
      "Lug nuts torqued to your vehicle manufacturer's specification",
      "Proper disposal and recycling of your old tires",
    ],
    category: "basic",
    cta: "schedule",
    scheduleService: "Tire Sales & Installation",
  },
  {
    id: "alignment",
    name: "Computerized Wheel Alignment",
    description:
      "Potholes, curbs and rough mountain roads knock wheels out of line. Our computerized alignment brings camber, caster and toe back to factory specification to protect your tires and keep your vehicle tracking straight.",
    icon: "alignment",
    features: [
      "Precision measurement of camber, caster and toe",
      "Front-end and four-wheel alignments for cars, SUVs and light trucks",
      "Before-and-after printout of every measurement",
      "Inspection of steering and suspension parts that affect alignment",
      "Helps prevent uneven tire wear and pulling to one side",
    ],
    category: "basic",
    cta: "schedule",
    scheduleService: "Wheel Alignment",
  },
  {
    id: "oil-change",
    name: "Complete Oil Change",
    description:
      "A complete oil change with the grade and type of oil your engine calls for, a new filter and a quick multi-point check, done while you wait.",
    icon: "oil",
    features: [
      "Conventional, synthetic-blend and full-synthetic oils",
      "New oil filter installed with every change",
      "Top-off of washer fluid and check of other fluid levels",
      "Tire pressure check and adjustment included",
      "Service reminder sticker for your next visit",
    ],
    category: "basic",
    cta: "schedule",
    scheduleService: "Oil Changes",
  },
  {
    id: "brakes",
    name: "Brake Service",
    description:
      "From a squeal to a soft pedal, we inspect your entire brake system and explain what we find before any work begins. Repairs use quality pads, shoes, rotors and drums built for the way you drive.",
    icon: "brake",
    features: [
      "Complete brake inspection with a clear written estimate",
      "Pad and shoe replacement for cars, SUVs and light trucks",
      "Rotor and drum resurfacing or replacement",
      "Brake fluid check and flush",
      "Caliper, hose and hardware service",
    ],
    category: "basic",
    cta: "schedule",
    scheduleService: "Brake Service",
  },
  // Commercial services
  {
    id: "fleet",
    name: "Commercial Fleet Tire Service",
    description:
      "Tire programs for trucking companies, delivery fleets, municipalities and contractors. We keep your trucks rolling with scheduled tire maintenance, new and retread tire supply, and detailed records for every unit in your fleet.",
    icon: "truck",
    features: [
      "Scheduled fleet inspections and tire pressure checks",
      "New and retread tires for steer, drive and trailer positions",
      `Commercial truck alignments at our ${storeTownsInWords(storesOffering("Commercial Truck Alignment"))} stores`,
      "Tire records and reporting by unit and position",
      "National account billing for approved fleets",
    ],
    category: "commercial",
    cta: "schedule",
    scheduleService: "Commercial Tire Service",
  },
  {
    id: "industrial",
    name: "Heavy Equipment & Industrial Tire Service",
    description:
      "Forklifts, skid steers, loaders and backhoes can't make money when they're parked on a flat. We supply and service pneumatic, solid and foam-filled tires for warehouses, plants and job sites, at our shop or at your site.",
    icon: "excavator",
    features: [
      "Forklift press-on and solid tire replacement",
      "Skid steer, backhoe and loader tire service",
      "Foam filling for puncture-proof performance",
      "On-site service with our fleet of service trucks",
      "Tire selection matched to your surface and workload",
    ],
    category: "commercial",
    cta: "schedule",
    scheduleService: "Industrial Tire Service",
  },
  {
    id: "roadside",
    name: "Emergency Roadside Tire Service",
    description: `When a tire fails on the road, our service trucks come to you, every hour of every day: call our 24/7 line at ${brand.commercialContact.emergencyLine} or request road service online. National-account trucks are dispatched first; everyone else, from tractor-trailers to pickups, is served when a crew is free.`,
    icon: "roadside",
    features: [
      "24/7 road service, with national-account trucks dispatched first",
      "Tire repair or replacement at the roadside",
      `Service trucks dispatched from the nearest of our ${brand.storeCount} stores`,
      "Service trucks stocked with the most common commercial sizes",
      "Clear documentation for your fleet's records",
    ],
    category: "commercial",
    cta: "schedule",
    scheduleService: "Commercial Tire Service",
    urgentCall: { label: "Call 24/7 road service", phone: brand.commercialContact.emergencyLine },
    roadServiceRequest: true,
  },

  // Specialized services
  {
    id: "farm",
    name: "Agricultural & Farm Tires",
    description:
      "Tires for tractors, combines, sprayers, implements and irrigation systems, plus the on-farm service to keep them working through planting and harvest.",
    icon: "tractor",
    features: [
      "Radial and bias-ply tractor, combine and sprayer tires",
      `On-farm tire service and repair from our ${storeTownsInWords(storesOffering("Farm Tire Service"))} stores`,
      "Liquid ballast and pressure setup to reduce compaction and slip",
      "Implement, irrigation and ATV/UTV tires",
      "Advice on row-crop, flotation and hay-field tire choices",
    ],
    category: "specialized",
    cta: "schedule",
    scheduleService: "Farm Tire Service",
  },
  {
    id: "mining",
    name: "Mining & OTR Tires",
    description:
      "Off-the-road tires for surface and underground mining, quarries and heavy construction. Our technicians service large equipment tires on site, where downtime costs the most.",
    icon: "mining",
    features: [
      "Tires for haul trucks, loaders, dozers, graders and scoops",
      "Underground mining tires, including foam-filled options",
      "On-site mounting, demounting and repair of large OTR tires",
      "Tire pressure and wear monitoring to extend tire life",
      "Emergency service for mines and job sites",
    ],
    category: "specialized",
    cta: "schedule",
    scheduleService: "Mining Tire Service",
  },
  {
    id: "retreading",
    name: "Tire Retreading",
    description: `Retreading puts a new tread on a sound commercial casing at a fraction of the cost of a new tire. Our own retread plant in Norton, VA has been producing retreads since ${brand.retreadPlantOpened}, and every casing has been followed by our retread tracking system since ${brand.retreadTrackingSince}.`,
    icon: "retread",
    features: [
      `Retread plant in Norton, VA, in operation since ${brand.retreadPlantOpened}`,
      `Casing-by-casing retread tracking since ${brand.retreadTrackingSince}`,
      "Thorough casing inspection before any casing is retreaded",
      "Tread designs for steer, drive and trailer positions",
      "Casing pickup and delivery for fleet customers",
    ],
    category: "specialized",
    cta: "contact",
  },
];

/**
 * The essential services' note, from the store list: whether every store offers them, and which
 * services are only at some stores (customers are told which before they drive over).
 */
function essentialServicesNote(): string {
  const everywhere = (name: string) => storesOffering(name).length === bookableLocations.length;
  const essentialEverywhere = services
    .filter((s) => s.category === "basic")
    .every((s) => !s.scheduleService || everywhere(s.scheduleService));
  const somewhere = schedulerServices.filter((s) => !everywhere(s.name)).map((s) => inSentence(s.name));
  const where =
    "check the services list for your store on our locations page, or call the store before your visit.";
  if (!essentialEverywhere) return `Certain services are only available at select locations: ${where}`;
  const partly = groupTireServices(somewhere);
  return `All ${storeCountInWords} of our stores offer these services. ${partly.charAt(0).toUpperCase()}${partly.slice(1)} are only available at select locations: ${where}`;
}

/** "commercial, OTR and farm tire service and commercial truck alignment": one "tire service" for all. */
function groupTireServices(names: readonly string[]): string {
  const suffix = " tire service";
  const kinds = names.filter((n) => n.endsWith(suffix)).map((n) => n.slice(0, -suffix.length));
  const others = names.filter((n) => !n.endsWith(suffix));
  const tire = kinds.length > 0 ? [`${listInWords(kinds)}${suffix}`] : [];
  return [...tire, ...others].join(" and ");
}

/** "farm tire service" in a sentence, keeping acronyms such as "OTR" as they are. */
function inSentence(name: string): string {
  return name
    .split(" ")
    .map((word) => (/^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word))
    .join(" ");
}

/**
 * Short jobs every store does while you wait, bookable on their own (PRODUCT.md): on /services
 * they are a band of their own after the three groups, each with its anchor for the home page's
 * "Learn more".
 */
export const quickServices: ServiceInfo[] = [
  {
    id: "rotation",
    name: "Tire Rotation",
    description:
      "Front tires wear faster than rears, and each wheel position wears a tire its own way. Rotating them every 5,000-8,000 miles evens out the wear and can add thousands of miles to a set.",
    icon: "rotation",
    features: [
      "Rotation in the pattern your vehicle and tires call for",
      "Pressure set to the placard on your door",
      "Tread depth measured at every wheel",
      "Lug nuts torqued to your vehicle maker's specification",
    ],
    category: "quick",
    cta: "schedule",
    scheduleService: "Tire Rotation",
  },
  {
    id: "flat-repair",
    name: "Flat Tire Repair",
    description:
      "A nail in the tread doesn't have to cost you a tire. We take the tire off the wheel, inspect it inside and out, and repair a puncture in the repairable tread area with a plug-patch from the inside, the industry-standard repair.",
    icon: "repair",
    features: [
      "Inside inspection for damage you can't see from outside",
      "Plug-patch repair of punctures up to 1/4 inch in the tread area",
      "An honest answer when a tire can't be safely repaired",
      "Rebalanced and set to the right pressure before it goes back on",
    ],
    category: "quick",
    cta: "schedule",
    scheduleService: "Flat Tire Repair",
  },
];

export const serviceGroups: ServiceGroup[] = [
  {
    category: "basic",
    title: "Essential Services",
    intro:
      "Everyday tire and maintenance services for cars, SUVs and light trucks, done right and explained clearly.",
    note: essentialServicesNote(),
  },
  {
    category: "commercial",
    title: "Commercial Services",
    intro:
      "Tire programs and service for trucking fleets, contractors and industrial operations that can't afford downtime.",
    plannedWorkNote: "Book planned work online; industrial tire service comes to your plant or job site.",
  },
  {
    category: "specialized",
    title: "Specialized Services",
    intro:
      "Tires and service for farms, mines and heavy equipment, plus retreading from our own plant in Norton, VA.",
    plannedWorkNote: "Book planned work online; our service truck comes to your farm, mine or job site.",
  },
];

export const guarantee: Guarantee = {
  title: "The Allegheny Tire Guarantee",
  intro: `For generations, drivers, farmers, fleets and mine operators have trusted us to do the job right. Here is what you can count on at every one of our ${brand.storeCount} stores.`,
  points: [
    {
      title: `Since ${brand.founded}`,
      text: `A family business serving the mountains and valleys of West Virginia, Virginia, Tennessee, Kentucky and Pennsylvania since ${brand.founded}. We know the roads, the farms and the mines our customers work on.`,
    },
    {
      title: "Expert Installation",
      text: "Trained technicians mount, balance and torque every tire to specification with modern equipment, whether it fits a sedan or a haul truck.",
    },
    {
      title: "100% Satisfaction Guarantee",
      text: "If something isn't right with our work, bring it back and we'll make it right. Your satisfaction is our standard, not an extra.",
    },
    {
      title: "Timely Service",
      text: "We respect your time. Schedule online, and we'll give you an honest estimate of how long the work will take and have you back on the road promptly.",
    },
  ],
};

/** Services of one group, in page order. */
export function servicesByCategory(category: ServiceCategory): ServiceInfo[] {
  return services.filter((s) => s.category === category);
}
