/**
 * Content of the /commercial page: hero, the four commercial service blocks, the fleet
 * programs (anchor #programs) and the commercial contact block. Contact details and links come
 * from `@/data/brand`.
 */
import { brand, mailtoHref } from "@/data/brand";
import { ROAD_SERVICE_TERMS } from "@/data/road-service";
import { storeStateCountInWords } from "@/lib/locations/service-stores";
import { scheduleHref } from "@/lib/scheduling/schedule-link";

export interface CommercialHero {
  heading: string;
  paragraph: string;
}

export interface CommercialService {
  id: string;
  title: string;
  description: string;
  points: string[];
  /** Breakdown help: the card offers the 24/7 road-service line to call. */
  roadServiceLine?: boolean;
}

export interface FleetProgram {
  id: string;
  title: string;
  description: string;
  benefits: string[];
  /** Prefilled subject of the program's "Request Information" mail link. */
  emailSubject: string;
}

export interface CommercialContactBlock {
  title: string;
  intro: string;
  emergencyNote: string;
}

export const hero: CommercialHero = {
  heading: "Commercial Tire Solutions That Keep Your Fleet Moving",
  paragraph: `From a single work truck to a national fleet, ${brand.shortName} supplies new and retread commercial tires, scheduled maintenance and 24/7 road service from our own service trucks across West Virginia, Virginia, Tennessee, Kentucky and Pennsylvania, with national-account trucks dispatched first. With ${brand.storeCount} stores, more than ${brand.vehicleCount} service vehicles and our own retread plant, we help you cut downtime and lower your cost per mile.`,
};

export const commercialServices: CommercialService[] = [
  {
    id: "fleet-tire-programs",
    title: "Fleet Tire Programs",
    description:
      "Tire programs built around your routes, equipment and budget, with one point of contact for every truck, trailer and piece of equipment you run.",
    points: [
      "New steer, drive and trailer tires from leading commercial brands",
      "Retread programs using your own casings",
      "National account billing and purchase-order support",
      "Tire records and cost-per-mile reporting by unit",
      "Consolidated invoicing across all of our locations",
    ],
  },
  {
    id: "service-maintenance",
    title: "Service & Maintenance",
    description:
      "Scheduled tire maintenance at our stores or at your yard, so small problems are caught before they turn into roadside breakdowns.",
    points: [
      "Yard checks: inflation, tread depth and damage inspection",
      "Commercial truck alignments at select stores",
      "Mounting, balancing and dual matching",
      "Tire rotation and casing management",
      "DOT-compliance focused inspections and written reports",
    ],
  },
  {
    id: "emergency-services",
    title: "Emergency Services",
    description: `A flat doesn't wait for business hours. Call our 24/7 road service at ${brand.commercialContact.emergencyLine} or request it online, any hour of any day. National-account trucks are dispatched first and billed to the account; other trucks are served when a crew is free and pay at the truck.`,
    points: [
      "24/7 road service, with national-account trucks dispatched first",
      "Service trucks dispatched from our nearest store",
      "Roadside tire repair and replacement",
      "Stocked with common commercial truck and trailer sizes",
      "Documentation of every call for your fleet records",
    ],
    roadServiceLine: true,
  },
  {
    id: "authorized-retread",
    title: "Authorized Retread Facility",
    description: `Our authorized retread plant at the Norton, VA location has produced quality retreads since ${brand.retreadPlantOpened}. Retreading a sound casing costs far less than a new tire and keeps good casings out of the landfill.`,
    points: [
      "Thorough casing inspection before retreading",
      "Tread designs for line-haul, regional and on/off-road service",
      `Retread tracking system since ${brand.retreadTrackingSince}: every casing followed from pickup to return`,
      "Casing pickup and delivery for fleet customers",
      "Retread warranty backed by our plant",
    ],
  },
];

export const fleetProgramsHeading = {
  title: "Fleet Programs",
  intro:
    "Choose the program that fits your operation, or combine them. Request information and our commercial team will follow up within one business day.",
  // One of the programs is breakdown service: the e-mail links below are for joining a program.
  plannedWorkNote: "E-mail us below to join a program. A truck that is down can't wait for a reply.",
};

export const fleetPrograms: FleetProgram[] = [
  {
    id: "national-account",
    title: "National Account Program",
    description:
      "For fleets that run across state lines: consistent pricing, centralized billing and access to a nationwide network of commercial tire dealers, with our stores as your local home base.",
    benefits: [
      "Consistent national pricing on tires and service",
      "Centralized billing with purchase-order control",
      "24/7 road service for your trucks, dispatched first and billed to your account",
      "Service at our stores and at dealers nationwide",
    ],
    emailSubject: "Request Information: National Account Program",
  },
  {
    id: "preventative-maintenance",
    title: "Preventative Maintenance Program",
    description:
      "Scheduled tire inspections at your yard or our shop, tailored to your mileage and routes, to catch underinflation, irregular wear and damage before they cause a breakdown.",
    benefits: [
      "Regular yard checks on a schedule you choose",
      "Inflation, tread depth and alignment-wear reports by unit",
      "Fewer roadside failures and longer tire life",
      "Recommendations to lower your cost per mile",
    ],
    emailSubject: "Request Information: Preventative Maintenance Program",
  },
  {
    id: "retread",
    title: "Retread Program",
    description: `Get more life from your casings with retreads from our Norton, VA plant. Our retread tracking system, in use since ${brand.retreadTrackingSince}, follows each of your casings through every step.`,
    benefits: [
      "Significant savings compared with new tires",
      "Your own casings returned to you, tracked by serial number",
      "Casing pickup and delivery",
      "Tread designs matched to each wheel position",
    ],
    emailSubject: "Request Information: Retread Program",
  },
  {
    id: "emergency-roadside",
    title: "Goodyear & Michelin Emergency Roadside Service",
    description:
      "As a service provider for the Goodyear and Michelin commercial roadside networks, we respond to breakdown calls for fleets enrolled in either brand's emergency program throughout our region.",
    benefits: [
      "24/7 dispatch for enrolled Goodyear and Michelin fleets",
      "Replacement tires matched to your fleet's specifications",
      "Billing handled through your brand program",
      `Fast response from our ${brand.storeCount} stores across ${storeStateCountInWords} states`,
    ],
    emailSubject: "Request Information: Emergency Roadside Service Program",
  },
];

/** Beside the road-service line in the hero: the online request is for planned work. */
export const heroPlannedWorkNote = "Schedule fleet service online for planned work.";

/** The page's "Schedule Fleet Service": the scheduler with the commercial services listed first. */
export const fleetScheduleHref = scheduleHref({ type: "commercial" });

export const commercialContactBlock: CommercialContactBlock = {
  title: "Talk to Our Commercial Team",
  intro: `${brand.commercialContact.name}, our ${brand.commercialContact.title}, can set up an account, quote a fleet program or answer your questions. Call ${brand.commercialContact.directLine}, extension ${brand.commercialContact.extension}, or e-mail ${brand.commercialContact.email}.`,
  emergencyNote: `${ROAD_SERVICE_TERMS.nationalAccounts} Trucks without an account are served when a crew is free and pay at the truck.`,
};

/** Body prefilled in a program's "Request Information" e-mail. */
export function programEmailBody(program: FleetProgram): string {
  return [
    `Hello ${brand.commercialContact.name},`,
    "",
    `I would like more information about your ${program.title}.`,
    "",
    "Company name:",
    "Contact name:",
    "Phone:",
    "Number of vehicles / equipment:",
    "Locations served:",
    "",
    "Thank you.",
  ].join("\n");
}

/** `mailto:` link of a program's "Request Information" button. */
export function programMailtoHref(program: FleetProgram): string {
  return mailtoHref(brand.commercialContact.email, program.emailSubject, programEmailBody(program));
}
