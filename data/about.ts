/**
 * Content of the /about page: intro, company stats, history timeline, tire expertise,
 * services list and our commitments. Company facts come from `@/data/brand`.
 */
import { brand } from "@/data/brand";
import { ROAD_SERVICE_TERMS } from "@/data/road-service";

export interface AboutIntro {
  heading: string;
  paragraph: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface TimelineEntry {
  year: string;
  title: string;
  content: string;
}

export interface BrandExpertise {
  title: string;
  description: string;
}

export interface Commitment {
  title: string;
  text: string;
}

export interface SectionHeading {
  title: string;
  intro: string;
}

export const aboutIntro: AboutIntro = {
  heading: `About ${brand.name}`,
  paragraph: `Since ${brand.founded}, ${brand.shortName} has kept the people of Appalachia rolling. What started as a one-bay tire shop in Charleston, West Virginia is now a family-owned company with ${brand.storeCount} stores in West Virginia, Virginia, Tennessee, Kentucky and Pennsylvania, a retread plant in Norton, Virginia, and a crew that serves everyone from daily commuters to coal mines, farms and national trucking fleets.`,
};

export const stats: Stat[] = [
  { value: String(brand.storeCount), label: "Store Locations" },
  { value: String(brand.employeeCount), label: "Employees" },
  { value: `${brand.vehicleCount}+`, label: "Service Vehicles" },
  { value: String(brand.founded), label: "Founded" },
];

export const timelineHeading: SectionHeading = {
  title: "Our History",
  intro: "Three generations of one family, and more than seven decades of tires, trucks and hard work.",
};

export const timeline: TimelineEntry[] = [
  {
    year: "1947",
    title: "A One-Bay Shop in Charleston",
    content:
      "Just home from the war, Walter Hollins opens a one-bay tire and recapping shop in Charleston, West Virginia. He sells passenger and truck tires, fixes flats for anyone who stops in, and builds his business one handshake at a time.",
  },
  {
    year: "1959",
    title: "Moving Up MacCorkle Avenue",
    content:
      "Business outgrows the original shop. The company moves to a larger building on MacCorkle Avenue with room for service bays, a tire warehouse and its first service trucks, and begins supplying tires to trucking companies along the Kanawha Valley.",
  },
  {
    year: "1960s",
    title: "Into the Coalfields",
    content:
      "As coal production booms in southern West Virginia, the company follows its customers. Stores open in Williamson and Crab Orchard, and our technicians learn to service the big off-the-road and underground mining tires that keep the mines working.",
  },
  {
    year: "1995",
    title: "Crossing State Lines",
    content:
      "Under the second generation of the family, the company expands into Virginia, Tennessee and Kentucky with stores in Norton, Wytheville, Bristol and Ashland, and opens a wholesale distribution center in Nitro, West Virginia, to supply the growing network and independent dealers.",
  },
  {
    year: "2003",
    title: "Our Own Retread Plant",
    content: `We open our retread plant at the Norton, Virginia location in ${brand.retreadPlantOpened}, giving trucking fleets and commercial customers quality retreads made close to home and a lower cost per mile.`,
  },
  {
    year: "2006",
    title: "Retread Tracking System",
    content: `In ${brand.retreadTrackingSince} we introduce a retread tracking system that follows every casing through inspection, retreading and return, so fleet customers know the history of each tire they run.`,
  },
  {
    year: "2014",
    title: "Five States Strong",
    content:
      "With the opening of our Windber, Pennsylvania store, we reach eight locations in five states, and the third generation of the family joins the business, focused on fleet programs and national accounts.",
  },
  {
    year: "Today",
    title: "Still Family-Owned, Still Rolling",
    content: `Today ${brand.shortName} runs ${brand.storeCount} stores, about ${brand.employeeCount} employees and more than ${brand.vehicleCount} service vehicles. We serve drivers, fleets, farms, industry and mines with the same promise Walter made in ${brand.founded}: the right tire, installed right, at a fair price.`,
  },
];

export const brandExpertiseHeading: SectionHeading = {
  title: "Tire Technologies We Know Best",
  intro:
    "We carry the major brands and know the technologies behind them, so we can match each tire to the work it has to do.",
};

export const brandExpertise: BrandExpertise[] = [
  {
    title: "Foam-Filled Bias-Ply Tires",
    description:
      "Bias-ply tires inflated with polyurethane foam instead of air can't go flat, even on sharp rock, scrap metal or debris. We supply and fill them for underground mining equipment, scoops, loaders, skid steers and industrial machines where a flat tire would stop production.",
  },
  {
    title: "Radial Tire Line",
    description:
      "Steel-belted radial tires flex at the sidewall while keeping a flat, stable footprint. That means longer tread life, better fuel economy and a smoother ride for passenger cars, trucks, commercial fleets and large off-the-road equipment alike.",
  },
  {
    title: "Grip Tire Line",
    description:
      "Deep, self-cleaning tread patterns and traction-focused compounds built to bite into mud, snow, gravel and steep grades. A strong choice for work trucks, farm equipment and anyone who drives the back roads of Appalachia year round.",
  },
];

export const aboutServicesHeading: SectionHeading = {
  title: "What We Do",
  intro:
    "From a single passenger tire to a full mining fleet, we sell, install and service tires of every kind.",
};

export const aboutServices: string[] = [
  "Passenger, SUV and light truck tire sales and installation",
  "Computerized wheel alignment and tire balancing",
  "Oil changes and brake service",
  "Commercial truck tires and fleet tire programs",
  "Commercial truck alignment",
  `${ROAD_SERVICE_TERMS.headline}: national-account trucks dispatched first, everyone else when a crew is free`,
  "Farm and agricultural tire sales and on-farm service",
  "Industrial, forklift and heavy equipment tires, including foam filling",
  "Mining and off-the-road (OTR) tire sales and on-site service",
  `Tire retreading at our Norton, VA plant, with retread tracking since ${brand.retreadTrackingSince}`,
];

export const commitmentHeading: SectionHeading = {
  title: "Our Commitment",
  intro: `The way we've done business since ${brand.founded}, and the way we'll keep doing it.`,
};

export const commitment: Commitment[] = [
  {
    title: "Honest Advice",
    text: "We recommend the tire and the service you need, not the most expensive one on the rack. If a tire can be safely repaired, we'll repair it.",
  },
  {
    title: "Safety First",
    text: "Every job follows manufacturer specifications and industry safety procedures, from torquing lug nuts on a sedan to inflating a giant OTR tire in a safety cage.",
  },
  {
    title: "Community Roots",
    text: "Our people live where they work. We hire locally, support schools, fire departments and county fairs, and stand behind the communities that have stood behind us for generations.",
  },
  {
    title: "Keeping You Moving",
    text: `With more than ${brand.vehicleCount} service vehicles, we bring tire service to your farm, job site or mine, and get commercial trucks back on the road fast.`,
  },
];

export const aboutCta: SectionHeading = {
  title: "Visit Us or Schedule Service",
  intro: `Stop by any of our ${brand.storeCount} stores, Monday through Friday from 7:30 AM to 4:30 PM, or request an appointment online and we'll confirm it with you.`,
};
