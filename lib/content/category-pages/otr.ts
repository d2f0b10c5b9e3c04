/** Content of the /OTR page. The tire grid itself comes from the catalog. */
import { brand } from "@/data/brand";
import { ON_SITE_REQUEST_LABEL, scheduleHref } from "@/lib/scheduling/schedule-link";
import { storesOffering, storeStatesInWords, storeTownsInWords } from "@/lib/locations/service-stores";
import type { CategoryPageContent } from "./types";

/** The stores whose service trucks do OTR work at job sites. */
const otrStores = storesOffering("OTR Tire Service");

export const otrTiresPage: CategoryPageContent = {
  category: "off-road",
  metaTitle: "Off-the-Road (OTR) Tires",
  metaDescription: `OTR tires for loaders, graders, scrapers and articulated trucks, plus ATV/UTV and off-road pickup tires, with on-site mounting and repair in ${storeStatesInWords(otrStores)}.`,
  eyebrow: "Off-the-Road Tires",
  heading: "Off-the-Road Tires for Construction, Earthmoving and Specialty Equipment",
  intro: `Road builders, excavators, quarries, landfills and logging crews count on ${brand.shortName} for OTR tires that fit the job and the budget. We carry radial and bias tires for wheel loaders, motor graders, scrapers and articulated trucks, plus ATV/UTV and off-road pickup tires, and service trucks from our ${storeTownsInWords(otrStores)} stores handle mounting, repairs and replacements at your job site.`,
  heroImage: "/images/hero/otr.svg",
  blocks: [
    {
      id: "equipment",
      title: "Equipment We Fit",
      cards: [
        {
          title: "Construction Equipment",
          text: "Tires for wheel loaders, backhoes, motor graders and telehandlers on road, site-prep and utility jobs, with tread patterns for hard surfaces, loose gravel and mud.",
        },
        {
          title: "Earthmovers",
          text: "E-3 and L-3 through L-5 tires for scrapers, articulated dump trucks and large loaders moving dirt, rock and aggregate, in radial and bias construction.",
        },
        {
          title: "ATV/UTV",
          text: "Trail, mud and rock tires for ATVs and side-by-sides used on job sites, farms, hunting land and trails, plus all-terrain and mud-terrain tires for work pickups.",
        },
        {
          title: "Specialty Equipment",
          text: "Tires for log skidders, landfill compactors, scrap handlers, port equipment and other machines that don't fit a standard category. Tell us what you run and we'll find the tire.",
        },
      ],
    },
  ],
  features: {
    title: "Our OTR Tire Service",
    intro: "More than a tire sale: the support to keep heavy equipment productive.",
    items: [
      "Radial and bias OTR tires, with advice on which construction pays off for your hours and haul distances",
      "Tread types by TRA code: E (earthmover), L (loader and dozer) and G (grader), from standard to extra-deep treads",
      "On-site mounting, dismounting and replacement by our field service trucks",
      "Section, spot and puncture repairs that return damaged tires to service",
      "Inflation checks and tire inspections to catch cuts, irregular wear and low pressure early",
      "Foam fill and flat-proof options for equipment working around scrap, rebar and debris",
      "New tires from leading OTR brands plus economical bias options for older or lower-hour machines",
      "Help sourcing hard-to-find sizes for older and specialty equipment",
    ],
  },
  brandStrip: {
    title: "OTR Tire Brands We Carry",
    brandIds: ["michelin", "goodyear", "bridgestone", "titan", "maxam", "galaxy", "bkt", "bfgoodrich"],
  },
  grid: {
    title: "OTR Tires in Stock",
    intro:
      "A selection of the loader, grader, earthmover, ATV/UTV and off-road truck tires we carry. Contact us for sizes and tread types not shown here.",
  },
  contact: {
    title: "Request a Consultation",
    text: "Choosing OTR tires means weighing tread depth, compound, construction and price against how your equipment actually works. Send us the details and one of our OTR specialists will recommend the right tire and quote it, with on-site installation if you need it.",
    mail: {
      label: "Request a Consultation",
      to: brand.salesEmail,
      subject: "OTR Tire Consultation",
      body: [
        "Hello,",
        "",
        "I would like an OTR tire consultation.",
        "",
        "Company:",
        "Contact name:",
        "Phone:",
        "Equipment (type, make and model):",
        "Tire size and tread type (e.g. L-3, E-3, G-2):",
        "Quantity:",
        "Application and working surface:",
        "Job site location (city, state):",
        "",
        "Thank you.",
      ].join("\n"),
    },
    serviceStores: { title: "Stores with job-site OTR service", stores: otrStores },
    links: [
      { label: ON_SITE_REQUEST_LABEL, href: scheduleHref({ service: "otr-tire-service" }) },
      { label: "Find a Location", href: "/find-us" },
    ],
  },
};
