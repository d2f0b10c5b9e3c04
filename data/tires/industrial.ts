import { treadImage, type Tire } from "./types";

/** Forklift, skid steer and backhoe/loader tires for warehouses, plants and job sites. */
export const industrialTires: readonly Tire[] = [
  {
    id: "camso-res-550-magnum-6-50-10",
    name: "RES 550 Magnum",
    brand: "Camso",
    size: "6.50-10",
    price: 289.99,
    features: [
      "Resilient solid rubber: no flats, ever",
      "Three-layer build cushions the load and the driver",
      "Long wear in indoor and outdoor duty",
    ],
    category: "industrial",
    imageUrl: treadImage("forklift-solid"),
    description:
      "A solid resilient forklift tire that replaces a pneumatic tire on the same rim with no risk of flats. Its layered construction softens the ride while standing up to long shifts on concrete and gravel.",
    application: "Forklift, pneumatic-rim solid",
  },
  {
    id: "camso-xtreme-press-on-21x7x15",
    name: "Xtreme Press-On",
    brand: "Camso",
    size: "21x7x15",
    price: 179.99,
    features: [
      "Press-on band for cushion-tire forklifts",
      "Long-wearing compound for high-hour fleets",
      "Low rolling resistance saves battery charge",
    ],
    category: "industrial",
    imageUrl: treadImage("forklift-solid"),
    description:
      "A press-on tire for electric and cushion-tire forklifts in warehouses. The compound is made for long hours on smooth floors and helps batteries last the shift.",
    application: "Forklift, press-on cushion",
  },
  {
    id: "maxam-ms801-7-00-12",
    name: "MS801",
    brand: "Maxam",
    size: "7.00-12",
    price: 169.99,
    features: [
      "Pneumatic forklift tire with deep lug tread",
      "Tough nylon casing for outdoor yards",
      "Economical choice for mixed indoor and outdoor work",
    ],
    category: "industrial",
    imageUrl: treadImage("forklift-solid"),
    description:
      "A bias pneumatic forklift tire for trucks that work the loading dock and the yard. Its lugged tread grips on gravel and wet pavement, and the casing can also be foam-filled for puncture-prone sites.",
    application: "Forklift, pneumatic, indoor and outdoor",
  },
  {
    id: "michelin-xzm-7-00r12",
    name: "XZM",
    brand: "Michelin",
    size: "7.00R12",
    price: 349.99,
    features: [
      "Radial pneumatic forklift tire",
      "Cooler running for multi-shift use",
      "Smooth ride lowers driver fatigue",
    ],
    category: "industrial",
    imageUrl: treadImage("forklift-solid"),
    description:
      "A radial pneumatic tire for forklifts that run around the clock. It runs cooler and rides smoother than bias tires, which is easier on the truck and the operator.",
    application: "Forklift, pneumatic, multi-shift",
  },
  {
    id: "camso-sks-332-12-16-5",
    name: "SKS 332",
    brand: "Camso",
    size: "12-16.5",
    price: 289.99,
    features: [
      "Heavy-duty skid steer bias tire",
      "Deep lugs for dirt and mud",
      "Reinforced sidewalls resist cuts",
    ],
    category: "industrial",
    imageUrl: treadImage("skid-steer"),
    description:
      "A rugged skid steer tire for contractors and farms. Deep lugs dig in on dirt and the reinforced sidewalls hold up against rebar and rock.",
    application: "Skid steer loader, mixed surfaces",
  },
  {
    id: "camso-sks-753-10-16-5",
    name: "SKS 753",
    brand: "Camso",
    size: "10-16.5",
    price: 259.99,
    features: [
      "Non-directional tread for pavement and dirt",
      "Long wear on hard surfaces",
      "Cut-resistant compound",
    ],
    category: "industrial",
    imageUrl: treadImage("skid-steer"),
    description:
      "A skid steer tire for machines that split their time between pavement and dirt. Its tread wears slowly on hard surfaces while still giving grip off the slab.",
    application: "Skid steer loader, hard surfaces",
  },
  {
    id: "titan-hd2000-12-16-5",
    name: "HD2000",
    brand: "Titan",
    size: "12-16.5",
    price: 219.99,
    features: [
      "Affordable heavy-duty skid steer tire",
      "Directional lugs for traction in mud",
      "Rim guard protects wheel and bead",
    ],
    category: "industrial",
    imageUrl: treadImage("skid-steer"),
    description:
      "A popular workhorse skid steer tire at a friendly price. Its lugs clean out in mud and the rim guard helps protect the wheel on rough sites.",
    application: "Skid steer loader, construction and farm",
  },
  {
    id: "galaxy-beefy-baby-iii-r4-12-16-5",
    name: "Beefy Baby III R-4",
    brand: "Galaxy",
    size: "12-16.5",
    price: 239.99,
    features: [
      "R-4 industrial tread for mixed surfaces",
      "Extra-thick sidewalls",
      "Deep undertread for long life",
    ],
    category: "industrial",
    imageUrl: treadImage("skid-steer"),
    description:
      "A tough R-4 skid steer tire with thick sidewalls for demolition and site cleanup. The industrial tread works on concrete, gravel and packed dirt alike.",
    application: "Skid steer loader, demolition and cleanup",
  },
  {
    id: "michelin-x-tweel-ssl-12n16-5",
    name: "X Tweel SSL",
    brand: "Michelin",
    size: "12N16.5",
    price: 1199.99,
    features: [
      "Airless: no flats and no pressure checks",
      "Comes mounted as a complete wheel",
      "Outlasts pneumatic tires several times over",
    ],
    category: "industrial",
    imageUrl: treadImage("skid-steer"),
    description:
      "An airless tire-and-wheel assembly for skid steers that cannot afford downtime. It never goes flat and bolts on like a standard wheel.",
    application: "Skid steer loader, severe duty",
  },
  {
    id: "titan-industrial-tractor-lead-r4-19-5l-24",
    name: "Industrial Tractor Lead R-4",
    brand: "Titan",
    size: "19.5L-24",
    price: 749.99,
    features: [
      "R-4 tread for backhoe rear axles",
      "Wide lugs for traction without tearing up turf",
      "Heavy-duty casing for loader work",
    ],
    category: "industrial",
    imageUrl: treadImage("skid-steer"),
    description:
      "An R-4 rear tire for backhoe loaders. It gives solid traction on job sites while going easier on lawns and pavement than an agricultural lug.",
    application: "Backhoe loader, rear axle",
  },
  {
    id: "galaxy-super-industrial-lug-r4-12-5-80-18",
    name: "Super Industrial Lug R-4",
    brand: "Galaxy",
    size: "12.5/80-18",
    price: 329.99,
    features: ["R-4 lug for backhoe front axles", "Even wear on pavement", "Strong bead for loader forces"],
    category: "industrial",
    imageUrl: treadImage("skid-steer"),
    description:
      "A front backhoe and compact loader tire with an R-4 industrial tread. It wears evenly on pavement and stands up to the side loads of loader work.",
    application: "Backhoe loader, front axle",
  },
];
