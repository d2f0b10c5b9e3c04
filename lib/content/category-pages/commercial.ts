/** Content of the /commercial-tires page. The tire grid itself comes from the catalog. */
import { brand } from "@/data/brand";
import { storesOffering, storeStatesInWords, storeTownsInWords } from "@/lib/locations/service-stores";
import { scheduleHref } from "@/lib/scheduling/schedule-link";
import type { CategoryPageContent } from "./types";

/** The stores with a heavy-truck bay, where the scheduler books commercial tire service. */
const truckStores = storesOffering("Commercial Tire Service");

export const commercialTiresPage: CategoryPageContent = {
  category: "commercial",
  metaTitle: "Commercial Truck Tires",
  metaDescription:
    "Steer, drive and trailer tires from Michelin, Goodyear, Bridgestone and more, plus Norton, VA retreads, fleet pricing and 24/7 road service, national accounts first.",
  eyebrow: "Commercial Truck Tires",
  heading: "Commercial Truck Tires for Every Axle, Route and Budget",
  intro: `Whether you run one box truck or a fleet of tractor-trailers, ${brand.shortName} has the steer, drive and trailer tires to keep your equipment on the road. We sell long-haul, regional and local-delivery tires from Michelin, Goodyear, Bridgestone, Continental, Cooper and Firestone and mount them in the heavy-truck bays of our ${storeTownsInWords(truckStores)} stores in ${storeStatesInWords(truckStores)}, and we back every sale with retreading, service trucks and people who have been fitting commercial tires since ${brand.founded}.`,
  heroImage: "/images/hero/commercial.svg",
  blocks: [
    {
      id: "benefits",
      title: "Why Fleets Buy Commercial Tires From Us",
      intro:
        "A truck tire is only as good as the way it is matched, mounted and maintained. Here is what comes with every commercial tire we sell.",
      cards: [
        {
          title: "The Right Tire for Each Wheel Position",
          text: "Steer tires for even wear and straight tracking, drive tires for traction and tread depth, trailer tires for scrub resistance and low rolling resistance. We match each position to your routes, loads and miles per year instead of putting one pattern on every axle.",
        },
        {
          title: "Retread-Ready Casings and Our Norton Plant",
          text: `Premium casings are built to be retreaded, and our retread plant in Norton, VA has been putting new tread on them since ${brand.retreadPlantOpened}. Buy a quality casing once, then retread it for a lower cost per mile, with every casing tracked through our retread tracking system from pickup to return.`,
        },
        {
          title: "Fleet Pricing and National Accounts",
          text: "Open a commercial account for consistent fleet pricing, purchase-order billing and consolidated invoices across all of our stores. Fleets enrolled in a national account program can buy and get service at our locations under their program terms.",
        },
        {
          title: "24/7 Road Service, National Accounts First",
          text: `A blown drive tire at 2 a.m. still has to be fixed. Call ${brand.commercialContact.emergencyLine} or request road service online, around the clock, and we dispatch a service truck from the nearest store with the right tire on board whenever possible. National-account trucks go first and are billed to the account; other trucks are served when a crew is free and pay at the truck.`,
          call: { label: "Call 24/7 road service", phone: brand.commercialContact.emergencyLine },
        },
        {
          title: "Tire Management and Records",
          text: "Scheduled yard checks for inflation, tread depth and damage, with written reports by unit. Good records show which tires and positions deliver the lowest cost per mile, when a casing should come off for retreading, and which trucks need attention before an inspection.",
        },
      ],
    },
  ],
  grid: {
    title: "Commercial Tires We Stock",
    intro:
      "A selection of the steer, drive, trailer and all-position tires we carry in the most common sizes, such as 11R22.5, 295/75R22.5 and 225/70R19.5. Do you need another size, load range or tread pattern? Ask us: we can source most commercial tires quickly.",
  },
  contact: {
    title: "Get a Fleet Tire Quote",
    text: `Tell us about your trucks, routes and tire sizes and our commercial team will put together pricing, a retread plan and a service schedule for your fleet. You can also reach ${brand.commercialContact.name}, our ${brand.commercialContact.title}, at ${brand.commercialContact.directLine}, extension ${brand.commercialContact.extension}.`,
    mail: {
      label: "Request a Fleet Quote",
      to: brand.commercialContact.email,
      subject: "Commercial Tire Quote Request",
      body: [
        `Hello ${brand.commercialContact.name},`,
        "",
        "I would like a quote on commercial truck tires for our fleet.",
        "",
        "Company:",
        "Contact name:",
        "Phone:",
        "Number of tractors / trucks / trailers:",
        "Tire sizes and wheel positions (steer, drive, trailer):",
        "Type of service (long haul, regional, local, on/off-road):",
        "Interested in retreads (yes/no):",
        "Home terminal or preferred store:",
        "",
        "Thank you.",
      ].join("\n"),
    },
    serviceStores: { title: "Stores with heavy-truck bays", stores: truckStores },
    links: [
      { label: "Schedule Service", href: scheduleHref({ service: "commercial-tire-service" }) },
      { label: "Contact Us", href: "/contact" },
      { label: "Find a Location", href: "/find-us" },
    ],
  },
};
