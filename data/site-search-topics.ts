/**
 * What people type for the site's pages, help topics and services, beside their own titles: the
 * search (lib/search/site-entries.ts) matches these words, with typos forgiven. Phrases are plain
 * lower-case words; "tire" and "tires" need not be listed (the search reads past them).
 */

/** A page or a help topic the search can answer with. */
export interface SearchTopic {
  label: string;
  href: string;
  /** One line saying what is there. */
  detail: string;
  /** What people call it. The label counts too. */
  names: readonly string[];
  /** Words that may stand beside a name ("price", "apply"), which alone do not find it. */
  context?: readonly string[];
}

/** Pages of the site, by what they are for. */
export const PAGE_TOPICS: readonly SearchTopic[] = [
  {
    label: "Tire financing",
    href: "/finance",
    detail:
      "6-month special financing on $250 or more with the Allegheny Tire Credit Card, and commercial credit lines.",
    names: [
      "financing",
      "finance",
      "credit card",
      "credit",
      "payment plan",
      "payments",
      "monthly payments",
      "pay later",
      "pay over time",
      "loan",
      "credit line",
      "no interest",
    ],
    context: ["apply", "application", "options", "available", "offer"],
  },
  {
    label: "Find a store near you",
    href: "/locations",
    detail: "Every store's address, phone, hours, services and directions, and the nearest one to you.",
    names: [
      "locations",
      "location",
      "stores",
      "store",
      "store locator",
      "near me",
      "nearest store",
      "directions",
      "address",
      "shops",
    ],
    context: ["find", "closest", "nearby", "open", "list"],
  },
  {
    label: "Contact us",
    href: "/contact",
    detail: "Phone numbers and e-mail addresses for every store, the corporate office and commercial sales.",
    names: [
      "contact",
      "contact us",
      "phone number",
      "phone",
      "call",
      "email",
      "e mail",
      "customer service",
      "corporate office",
      "headquarters",
      "complaint",
      "message",
    ],
    context: ["number", "send", "talk", "someone", "person"],
  },
  {
    label: "About us",
    href: "/about",
    detail: "Family-owned since 1947: our history, the brands we carry and what we stand for.",
    names: [
      "about",
      "about us",
      "history",
      "company",
      "family owned",
      "since 1947",
      "who we are",
      "brands we carry",
    ],
    context: ["our", "owner"],
  },
  {
    label: "All our services",
    href: "/services",
    detail:
      "Installation, alignment, oil changes, brakes, fleet, farm, mining and OTR service, and retreading.",
    names: ["services", "service", "what we do", "auto repair", "maintenance", "car service"],
    context: ["list", "prices", "offer", "offered"],
  },
  {
    label: "Schedule service",
    href: "/schedule",
    detail: "Ask for a time at any of our stores; the store confirms it.",
    names: [
      "schedule",
      "appointment",
      "appointments",
      "book",
      "booking",
      "book online",
      "make appointment",
      "reserve",
      "reservation",
    ],
    context: ["service", "online", "make", "request", "time"],
  },
  {
    label: "Request a quote",
    href: "/quote",
    detail:
      "Prices and availability for commercial, farm, industrial, mining and OTR tires, usually within a day.",
    names: ["quote", "request a quote", "estimate", "pricing", "bulk", "wholesale", "dealer"],
    context: ["price", "get", "request"],
  },
  {
    label: "Commercial fleet services",
    href: "/commercial",
    detail: "Fleet tire programs, scheduled maintenance, 24/7 road service and retreading.",
    names: [
      "fleet",
      "fleets",
      "fleet service",
      "fleet program",
      "national account",
      "commercial service",
      "trucking",
    ],
    context: ["company", "program", "account"],
  },
  {
    label: "Tire & automotive tips",
    href: "/tips",
    detail: "Inflation, rotation, tread depth, alignment, TPMS, seasonal changeovers, fleet and farm advice.",
    names: ["tips", "advice", "tire care", "guide", "tire guide", "how to", "faq", "help"],
  },
  {
    label: "Privacy policy",
    href: "/privacy",
    detail: "What we collect when you request an appointment or contact a store, and how we protect it.",
    names: ["privacy", "privacy policy", "personal information", "data", "cookies"],
  },
  {
    label: "Terms of service",
    href: "/terms",
    detail: "Appointment requests, pricing, returns within 30 days, warranties and financing.",
    names: ["terms", "terms of service", "terms and conditions", "legal", "policy", "policies"],
  },
  {
    label: "Sitemap",
    href: "/sitemap",
    detail: "Every page of the site in one list.",
    names: ["sitemap", "site map", "all pages"],
  },
];

/** Questions customers ask, answered on a page's section. */
export const HELP_TOPICS: readonly SearchTopic[] = [
  {
    label: "Store hours",
    href: "/locations#stores",
    detail:
      "Our stores are open Monday to Friday; each store's page shows whether it is open now and its holidays.",
    names: [
      "hours",
      "store hours",
      "opening hours",
      "business hours",
      "hours of operation",
      "open",
      "open today",
      "closing time",
      "when open",
    ],
    context: ["what", "time", "are", "you", "saturday", "sunday", "weekend", "holiday"],
  },
  {
    label: "Returns and exchanges",
    href: "/terms#returns",
    detail: "Unused tires within 30 days with your receipt, pre-approved by the store.",
    names: ["returns", "return", "return policy", "exchange", "exchanges", "refund", "refunds", "money back"],
    context: ["policy", "can", "i", "how"],
  },
  {
    label: "Tire warranties",
    href: "/terms#warranties",
    detail: "Manufacturers' warranties, our workmanship guarantee, and what neither covers.",
    names: [
      "warranty",
      "warranties",
      "guarantee",
      "mileage warranty",
      "warranty claim",
      "road hazard",
      "workmanship",
    ],
    context: ["policy", "claim", "file", "coverage"],
  },
  {
    label: "Financing terms",
    href: "/terms#financing",
    detail: "Who provides the store card and commercial credit, and whose terms apply.",
    names: ["financing terms", "credit terms", "card terms"],
  },
  {
    label: "Change or cancel an appointment",
    href: "/contact#stores",
    detail:
      "Use the Manage link in your confirmation e-mail, or call the store: every store's number is here.",
    names: [
      "manage appointment",
      "cancel appointment",
      "reschedule",
      "change appointment",
      "my appointment",
      "cancel",
      "move appointment",
    ],
    context: ["how", "to", "i", "can", "my"],
  },
  {
    label: "Appointment requests",
    href: "/terms#appointments",
    detail: "How a request becomes a confirmed time, and what happens if the store cannot keep it.",
    names: ["appointment terms", "appointment policy", "missed appointment", "running late"],
  },
  {
    label: "Pricing and availability",
    href: "/terms#pricing-availability",
    detail: "Prices online and in store, special orders and how quickly sizes not in stock arrive.",
    names: ["price match", "special order", "in stock", "availability", "out of stock", "order"],
  },
];

/**
 * More names for the service cards on /services (lib/content/services.ts), by card id; each card's
 * own name and its scheduler service's name count too.
 */
export const SERVICE_NAMES: Readonly<Record<string, readonly string[]>> = {
  installation: [
    "installation",
    "install",
    "mount",
    "mounting",
    "balance",
    "balancing",
    "mount and balance",
    "new tires",
    "tire change",
    "tpms",
    "valve stems",
  ],
  alignment: [
    "alignment",
    "wheel alignment",
    "align",
    "front end alignment",
    "four wheel alignment",
    "pulling",
  ],
  "oil-change": ["oil change", "oil changes", "oil", "lube", "synthetic oil", "oil and filter"],
  brakes: [
    "brakes",
    "brake",
    "break",
    "breaks",
    "brake pads",
    "pads",
    "rotors",
    "brake job",
    "squeaking brakes",
  ],
  fleet: ["fleet tires", "commercial tires", "semi", "tractor trailer", "truck tires service"],
  industrial: ["industrial", "forklift", "heavy equipment", "construction", "loader", "skid steer"],
  roadside: ["roadside", "road service", "emergency", "mobile"],
  farm: ["farm", "farm service", "agricultural", "tractor", "on farm"],
  mining: ["mining", "mine", "otr", "off the road", "haul truck", "earthmover"],
  retreading: ["retread", "retreading", "recap", "recapping", "casing"],
  rotation: ["rotation", "rotate", "tire rotation", "rotate tires"],
  "flat-repair": ["flat repair", "repair", "puncture", "patch", "plug", "nail", "leak"],
};

/** More names for tips (data/tips.ts), by topic id; each tip's title counts too. */
export const TIP_NAMES: Readonly<Record<string, readonly string[]>> = {
  inflation: ["tire pressure", "air pressure", "psi", "low pressure", "inflation"],
  "tread-depth": ["tread depth", "penny test", "worn tires", "when to replace", "bald tires"],
  "size-and-type": ["tire size", "read sidewall", "sidewall", "what size"],
  "load-index-range": ["load index", "load range", "speed rating", "ply rating"],
  "warranty-repair": ["run flat tires", "puncture repair"],
  winter: ["snow tires", "winter tires", "ice", "studded"],
  storage: ["store tires", "tire storage"],
};

/** Words that may stand beside a service's name: "oil change price", "book alignment". */
export const SERVICE_CONTEXT: readonly string[] = [
  "book",
  "schedule",
  "appointment",
  "cost",
  "price",
  "prices",
  "how",
  "much",
  "service",
  "near",
  "me",
  "today",
  "car",
  "truck",
];

/** Words that may stand beside a store's name: "wytheville hours", "bristol store phone". */
export const STORE_CONTEXT: readonly string[] = [
  "store",
  "shop",
  "location",
  "hours",
  "open",
  "phone",
  "number",
  "address",
  "directions",
  "near",
  "tire",
  "allegheny",
];
