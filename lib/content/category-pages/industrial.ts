/** Content of the /industrial-tires page. The tire grid itself comes from the catalog. */
import { brand } from "@/data/brand";
import { ON_SITE_REQUEST_LABEL, scheduleHref } from "@/lib/scheduling/schedule-link";
import { storesOffering, storeTownsInWords } from "@/lib/locations/service-stores";
import type { CategoryPageContent } from "./types";

/** The stores whose service trucks change industrial tires on site. */
const industrialStores = storesOffering("Industrial Tire Service");

export const industrialTiresPage: CategoryPageContent = {
  category: "industrial",
  metaTitle: "Industrial Tires",
  metaDescription:
    "Forklift, skid steer and backhoe tires: pneumatic, solid, press-on and airless, from Camso, Titan, Maxam, Galaxy and Michelin, mounted at our stores or on site.",
  eyebrow: "Industrial Tires",
  heading: "Forklift, Skid Steer and Loader Tires That Keep Your Equipment Working",
  intro: `When a forklift or skid steer is down, the work around it stops. ${brand.shortName} supplies industrial tires to warehouses, plants, lumber yards, contractors and municipalities across West Virginia, Virginia, Tennessee, Kentucky and Pennsylvania. We help you choose between pneumatic, solid and airless tires for your floors and duty cycle, and service trucks from our ${storeTownsInWords(industrialStores)} stores can change them at your site so your operators lose as little time as possible.`,
  heroImage: "/images/hero/industrial.svg",
  blocks: [
    {
      id: "categories",
      title: "Industrial Tire Categories",
      intro:
        "Every industrial tire is a trade-off between ride, puncture resistance, traction and tire life. These are the machines we fit most often.",
      cards: [
        {
          title: "Forklift Tires",
          text: "Pneumatic tires for a cushioned ride on rough yards, solid pneumatic-rim tires that can't go flat around nails, glass and scrap, and press-on cushion tires for smooth warehouse floors. We stock common sizes and offer non-marking compounds for food, retail and clean facilities.",
        },
        {
          title: "Skid Steer Tires",
          text: "Bias and radial skid steer tires with tread patterns for dirt, gravel, concrete and demolition debris, plus heavy-duty sidewalls and airless options such as the Michelin X Tweel SSL for sites where flats are a daily problem.",
        },
        {
          title: "Loader & Backhoe Tires",
          text: "R-4 industrial lug tires for backhoe loaders and compact wheel loaders, front and rear, built to handle pavement, gravel and soft ground on the same job without tearing up finished surfaces.",
        },
      ],
    },
  ],
  brandStrip: {
    title: "Industrial Tire Brands We Carry",
    intro: "Trusted names for material handling and compact construction equipment.",
    brandIds: ["camso", "titan", "maxam", "galaxy", "michelin", "bkt", "firestone"],
  },
  grid: {
    title: "Industrial Tires in Stock",
    intro:
      "A selection of the forklift, skid steer and backhoe tires we carry. Tell us the size from the sidewall, or the make and model of your machine, and we'll find the right tire if you don't see it here.",
  },
  contact: {
    title: "Contact Our Industrial Tire Experts",
    text: "Not sure whether solid, press-on or pneumatic tires are right for your operation? Send us a few details about your equipment and working conditions and we'll recommend a tire, quote it and schedule the installation at our store or your site.",
    mail: {
      label: "Contact Our Experts",
      to: brand.salesEmail,
      subject: "Industrial Tire Inquiry",
      body: [
        "Hello,",
        "",
        "I would like help choosing industrial tires.",
        "",
        "Company:",
        "Contact name:",
        "Phone:",
        "Equipment (type, make and model):",
        "Tire size:",
        "Tire type now (pneumatic, solid, press-on, airless):",
        "Quantity:",
        "Working surface (indoor, outdoor, mixed):",
        "On-site installation needed (yes/no):",
        "",
        "Thank you.",
      ].join("\n"),
    },
    serviceStores: { title: "Stores with on-site industrial service", stores: industrialStores },
    links: [
      { label: ON_SITE_REQUEST_LABEL, href: scheduleHref({ service: "industrial-tire-service" }) },
      { label: "Find a Location", href: "/find-us" },
    ],
  },
};
