/** Content of the /mining-tires page. The tire grid itself comes from the catalog. */
import { brand } from "@/data/brand";
import { ON_SITE_REQUEST_LABEL, scheduleHref } from "@/lib/scheduling/schedule-link";
import { storesOffering, storeTownsInWords } from "@/lib/locations/service-stores";
import type { CategoryPageContent } from "./types";

/** The stores whose field crews work at the mines. */
const miningStores = storesOffering("Mining Tire Service");

export const miningTiresPage: CategoryPageContent = {
  category: "mining",
  metaTitle: "Mining Tires",
  metaDescription:
    "Underground and surface mining tires for haul trucks, loaders and LHDs from Michelin, Bridgestone, Goodyear and Maxam, with field service at your mine site.",
  eyebrow: "Mining Tires",
  heading: "Mining Tires and Field Service for Underground and Surface Operations",
  intro: `${brand.shortName} grew up in coal country. Since ${brand.founded} we have kept equipment rolling for underground and surface mines, quarries and preparation plants across Appalachia. We supply tires for scoops, shuttle cars, load-haul-dump loaders, haul trucks and wheel loaders, and field service crews from our ${storeTownsInWords(miningStores)} stores mount, repair and foam-fill them at the mine so your production schedule isn't tied to a tire shop.`,
  heroImage: "/images/hero/mining.svg",
  blocks: [
    {
      id: "applications",
      title: "Mining Applications",
      intro: "Underground and surface mines ask very different things of a tire. We carry both.",
      cards: [
        {
          title: "Underground Mining",
          text: "Low-profile, cut-resistant tires for scoops, shuttle cars, LHD loaders and articulated trucks working on sharp rock, wet mine floors and tight turns. We offer foam fill for machines that can't afford a flat underground.",
          brandIds: ["maxam", "michelin", "titan"],
        },
        {
          title: "Surface Mining",
          text: "Radial haul-truck tires and deep-tread loader tires for strip mines, quarries and aggregate pits, chosen for the heat, load and haul distance of your cycle, from mid-size rigid trucks up to 51-inch rim sizes.",
          brandIds: ["michelin", "bridgestone", "goodyear", "maxam"],
        },
      ],
    },
    {
      id: "advantages",
      title: "What the Right Mining Tire Does for Your Operation",
      cards: [
        {
          title: "Productivity",
          text: "Tires matched to your haul roads, loads and speeds keep trucks and loaders moving, with fewer unplanned stops for flats and tire changes.",
        },
        {
          title: "Durability",
          text: "Cut- and chip-resistant compounds, deep treads and reinforced casings stand up to shot rock, sharp edges and heavy loads for longer service life.",
        },
        {
          title: "Safety",
          text: "Correct inflation, sound casings and professional mounting reduce the risk of tire failures around your people, whether on a haul ramp or underground.",
        },
        {
          title: "Cost Efficiency",
          text: "Choosing the right tire, keeping it at the right pressure and repairing it instead of scrapping it lowers your cost per hour across the life of each tire.",
        },
      ],
    },
  ],
  grid: {
    title: "Mining Tires We Supply",
    intro:
      "A selection of the haul-truck, loader and underground tires we carry. Mining tire sizes and compounds vary widely, so contact us with your equipment and application and we'll source the tire that fits.",
  },
  contact: {
    title: "Mining Tire Services",
    text: "Field service trucks come to your mine for tire changes on haul trucks, loaders and underground equipment, foam fill for flat-proof service, tire repairs and inspections of inflation, tread and casing condition. Tell us what you run and we'll put together a service plan for your site.",
    mail: {
      label: "Contact a Mining Tire Expert",
      to: brand.salesEmail,
      subject: "Mining Tire Inquiry",
      body: [
        "Hello,",
        "",
        "I would like to talk with a mining tire expert.",
        "",
        "Company / Mine:",
        "Contact name:",
        "Phone:",
        "Mine type (underground or surface):",
        "Equipment (type, make and model):",
        "Tire size:",
        "Quantity:",
        "Services needed (tires, field service, foam fill, repairs):",
        "Mine location (county, state):",
        "",
        "Thank you.",
      ].join("\n"),
    },
    serviceStores: { title: "Stores with mine-site service", stores: miningStores },
    links: [{ label: ON_SITE_REQUEST_LABEL, href: scheduleHref({ service: "mining-tire-service" }) }],
  },
};
