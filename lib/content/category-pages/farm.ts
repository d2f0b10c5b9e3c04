/** Content of the /farm-tires page. The tire grid itself comes from the catalog. */
import { brand } from "@/data/brand";
import {
  storeCountInWords,
  storesOffering,
  storeStatesInWords,
  storeTownsInWords,
} from "@/lib/locations/service-stores";
import { ON_SITE_REQUEST_LABEL, scheduleHref } from "@/lib/scheduling/schedule-link";
import type { CategoryPageContent } from "./types";

/** The stores whose service trucks go out to farms (the scheduler books farm service only there). */
const farmStores = storesOffering("Farm Tire Service");
const farmTowns = storeTownsInWords(farmStores);

export const farmTiresPage: CategoryPageContent = {
  category: "farm",
  metaTitle: "Farm & Agricultural Tires",
  metaDescription: `Tractor, combine, sprayer and implement tires from Goodyear, Titan, Maxam, Michelin and Firestone, with on-farm service trucks from our ${farmTowns} stores.`,
  eyebrow: "Farm & Agricultural",
  heading: "Farm Tires and On-Farm Service for Tractors, Combines and Implements",
  intro: `Planting and harvest don't wait for a tire shop to open. ${brand.shortName} has supplied farm tires to growers in the Appalachian region since ${brand.founded}: bias and radial tractor tires, IF and VF tires for heavy equipment, flotation and implement tires, and the service trucks to mount them in your field or barn lot. Tell us what you run and how you use it, and we'll help you get the traction, ride and soil protection you paid for.`,
  heroImage: "/images/hero/farm.svg",
  blocks: [
    {
      id: "benefits",
      title: "Farm Tire Service Built Around Your Season",
      cards: [
        {
          title: "On-Farm Service Trucks",
          text: `With more than ${brand.vehicleCount} service vehicles on the road, we come to your farm to mount, repair or replace tractor and combine tires, so you don't have to haul a disabled machine down the road.`,
        },
        {
          title: "IF/VF and Radial Expertise",
          text: "IF (Increased Flexion) and VF (Very High Flexion) radials carry the same load at lower pressure than standard radials, for a bigger footprint and less compaction. We'll tell you when they pay off, when a standard radial or a bias tire makes more sense, and which rims they need.",
        },
        {
          title: "Pressure and Ballast Setup",
          text: "The wrong pressure or ballast wastes fuel, wears lugs and packs soil. We set inflation to your actual axle loads and speeds, check front-to-rear ballast split, and help you get wheel slip in the range where a tractor pulls most efficiently.",
        },
        {
          title: "Harvest-Season Urgency",
          text: `A combine sitting in the field with a flat costs you every hour it waits. Don't book it online: call our 24/7 road-service line the moment it happens, or request road service online, and we'll dispatch a service truck as soon as a crew is free (national-account trucks are dispatched first). Our stores keep common rear tractor, combine and implement sizes on hand or can get them quickly.`,
          call: { label: "Call 24/7 road service", phone: brand.commercialContact.emergencyLine },
        },
      ],
    },
    {
      id: "categories",
      title: "Farm Tires for Every Machine on the Place",
      intro:
        "From the utility tractor that feeds cattle every morning to the combine that only comes out in the fall, we carry or can source tires for every machine on your operation.",
      cards: [
        {
          title: "Tractor Tires",
          text: "R-1 and R-1W rear tractor tires in bias and radial construction, 70- and 85-series radials, IF and VF tires for high-horsepower tractors, and F-2 guide-rib front tires for two-wheel-drive tractors.",
        },
        {
          title: "Combine & Harvester Tires",
          text: "High-load drive and steer tires for combines, forage harvesters and grain carts, including IF radials that carry a full grain tank at lower pressure to protect your fields.",
        },
        {
          title: "Sprayer Tires",
          text: "Tall, narrow radials for self-propelled sprayers and high-clearance equipment that fit between rows, carry heavy tank loads and hold up to road travel between fields.",
        },
        {
          title: "Implement Tires",
          text: "I-1 rib and flotation tires for balers, rakes, tedders, planters, wagons and trailers, from highway-service implement tires to wide flotation sizes for soft ground.",
        },
        {
          title: "Irrigation Tires",
          text: "Center-pivot and traveling irrigation tires with deep lugs that track through wet, muddy wheel ruts without getting stuck. Tell us your system and tire size and we'll find a match.",
        },
        {
          title: "ATV/UTV Tires",
          text: "Durable ATV and UTV tires for checking fences, feeding livestock and hauling tools across the farm, with tread patterns for mud, hay fields and gravel lanes.",
        },
      ],
    },
  ],
  brandStrip: {
    title: "Farm Tire Brands We Carry",
    intro:
      "We sell and service the agricultural lines farmers trust, along with Michelin and Firestone farm tires.",
    brandIds: ["goodyear", "titan", "maxam"],
  },
  grid: {
    title: "Farm Tires in Stock",
    intro: `A selection of the tractor, combine, sprayer and implement tires we carry. Don't see your size? With our ${storeCountInWords} stores, our wholesale warehouse and our suppliers' warehouses to draw on, we can find most farm tires, from a 9.5L-15 implement tire to an IF 800/70R32 combine tire.`,
  },
  contact: {
    title: "Need Farm Tires or an On-Farm Service Call?",
    text: `Send us the machine, tire size and where it's parked and we'll quote the tires and set up a service truck. On-farm service comes from our ${farmTowns} stores in ${storeStatesInWords(farmStores)}: call the one nearest you (their numbers are below), or stop by.`,
    mail: {
      label: "Request a Farm Tire Quote",
      to: brand.salesEmail,
      subject: "Farm Tire Quote Request",
      body: [
        "Hello,",
        "",
        "I need a quote for farm tires.",
        "",
        "Name / Farm:",
        "Phone:",
        "Equipment (make and model):",
        "Tire size (from the sidewall):",
        "Quantity:",
        "Front or rear / position:",
        "On-farm service needed (yes/no):",
        "Farm location (county, state):",
        "",
        "Thank you.",
      ].join("\n"),
    },
    serviceStores: { title: "Stores with on-farm service", stores: farmStores },
    links: [
      { label: ON_SITE_REQUEST_LABEL, href: scheduleHref({ service: "farm-tire-service" }) },
      { label: "Contact Us", href: "/contact" },
      { label: "Find a Location", href: "/find-us" },
    ],
  },
};
