import { treadImage, type Tire } from "./types";

/** Construction and earthmoving (OTR) tires, plus ATV/UTV and off-road light-truck tires. */
export const offRoadTires: readonly Tire[] = [
  {
    id: "michelin-xha2-23-5r25",
    name: "XHA2",
    brand: "Michelin",
    size: "23.5R25",
    price: 4899.99,
    features: [
      "L-3 radial for wheel loaders",
      "Long tread life on hard surfaces",
      "Stable ride for load-and-carry work",
    ],
    category: "off-road",
    imageUrl: treadImage("otr-e3"),
    description:
      "A popular loader radial for quarries, aggregate yards and construction sites. It wears evenly on hard surfaces and rides smoothly during load-and-carry work.",
    application: "Wheel loader, construction and aggregates",
  },
  {
    id: "goodyear-gp-4d-20-5r25",
    name: "GP-4D",
    brand: "Goodyear",
    size: "20.5R25",
    price: 3799.99,
    features: [
      "L-4 deep tread for loaders and dozers",
      "Cut-resistant compound for rocky sites",
      "Radial casing runs cooler than bias",
    ],
    category: "off-road",
    imageUrl: treadImage("otr-l5"),
    description:
      "A deep-tread radial for loaders working rocky ground. The extra tread depth and tough compound hold up where standard L-3 tires wear out fast.",
    application: "Wheel loader, rocky construction sites",
  },
  {
    id: "bridgestone-vjt-20-5r25",
    name: "VJT",
    brand: "Bridgestone",
    size: "20.5R25",
    price: 3599.99,
    features: [
      "L-3 traction pattern for loaders",
      "Strong grip in soft and loose material",
      "Durable radial casing",
    ],
    category: "off-road",
    imageUrl: treadImage("otr-e3"),
    description:
      "A traction radial for wheel loaders on construction sites and in stockpiles. Its lug pattern digs into loose material and cleans out well.",
    application: "Wheel loader, construction",
  },
  {
    id: "michelin-xtla-17-5r25",
    name: "XTLA",
    brand: "Michelin",
    size: "17.5R25",
    price: 2799.99,
    features: [
      "Grader and compact loader radial",
      "Precise steering for fine grading",
      "Self-cleaning tread for mud",
    ],
    category: "off-road",
    imageUrl: treadImage("otr-e3"),
    description:
      "A radial for motor graders and compact loaders that need precise steering. The self-cleaning tread keeps grip on mud and gravel roads.",
    application: "Motor grader and compact loader",
  },
  {
    id: "maxam-ms301-17-5-25",
    name: "MS301",
    brand: "Maxam",
    size: "17.5-25",
    price: 1499.99,
    features: [
      "E-3/L-3 bias tire for loaders and scrapers",
      "Affordable heavy-equipment option",
      "Deep lugs for soft-ground traction",
    ],
    category: "off-road",
    imageUrl: treadImage("otr-e3"),
    description:
      "A bias E-3/L-3 tire for loaders, scrapers and articulated trucks on everyday construction jobs. It is a budget-friendly way to keep older equipment working.",
    application: "Loader, scraper and articulated truck",
  },
  {
    id: "galaxy-hulk-l5-17-5-25",
    name: "Hulk L-5",
    brand: "Galaxy",
    size: "17.5-25",
    price: 2199.99,
    features: [
      "L-5 extra-deep tread",
      "Thick sidewalls for scrap and demolition",
      "Built for rock and recycling yards",
    ],
    category: "off-road",
    imageUrl: treadImage("otr-l5"),
    description:
      "An extra-deep L-5 tire for loaders in scrap yards, demolition and rock. The thick tread and sidewalls shrug off the cuts that ruin lighter tires.",
    application: "Wheel loader, scrap and demolition",
  },
  {
    id: "goodyear-gp-2b-14-00r24",
    name: "GP-2B",
    brand: "Goodyear",
    size: "14.00R24",
    price: 1899.99,
    features: [
      "G-2/L-2 radial for motor graders",
      "Even wear for smooth grading passes",
      "Sidewall protection against curbs and rock",
    ],
    category: "off-road",
    imageUrl: treadImage("otr-e3"),
    description:
      "A motor grader radial for road building and maintenance. It steers precisely and wears evenly, which helps the operator cut a smooth grade.",
    application: "Motor grader, road building and maintenance",
  },
  {
    id: "maxxis-bighorn-2-0-27x9r14",
    name: "Bighorn 2.0",
    brand: "Maxxis",
    size: "27x9R14",
    price: 189.99,
    features: [
      "Radial ATV/UTV tire for trail and farm",
      "Six-ply rated for rocky trails",
      "Smooth, quiet ride on hardpack",
    ],
    category: "off-road",
    imageUrl: treadImage("atv"),
    description:
      "A radial all-terrain tire for ATVs and side-by-sides used on trails, farms and hunting land. It rides smoothly on hardpack while its lugs handle mud and rock.",
    application: "ATV/UTV, trail and farm",
  },
  {
    id: "maxxis-carnivore-30x10r14",
    name: "Carnivore",
    brand: "Maxxis",
    size: "30x10R14",
    price: 229.99,
    features: [
      "Aggressive UTV tread for rock and mud",
      "Eight-ply rated casing",
      "Sidewall lugs help climb ruts and ledges",
    ],
    category: "off-road",
    imageUrl: treadImage("atv"),
    description:
      "An aggressive side-by-side tire for rock crawling and deep mud. The tough casing and sidewall lugs help a UTV climb out of ruts and over ledges.",
    application: "UTV, rock and mud",
  },
  {
    id: "bfgoodrich-all-terrain-ta-ko2-lt285-70r17",
    name: "All-Terrain T/A KO2",
    brand: "BFGoodrich",
    size: "LT285/70R17",
    price: 340.99,
    features: [
      "Tough sidewalls resist rock cuts",
      "Severe snow rated (3PMSF)",
      "Long tread life on and off road",
    ],
    category: "off-road",
    imageUrl: treadImage("all-terrain"),
    description:
      "The all-terrain tire that pickup and Jeep owners in the mountains swear by. It handles gravel, mud and snow and still drives well on the highway.",
    application: "Pickup and SUV, all-terrain",
  },
  {
    id: "bfgoodrich-mud-terrain-ta-km3-lt315-70r17",
    name: "Mud-Terrain T/A KM3",
    brand: "BFGoodrich",
    size: "LT315/70R17",
    price: 415.99,
    features: [
      "Open mud tread that clears itself",
      "Sidewall armor for rocks and ruts",
      "Flexible compound grips wet rock",
    ],
    category: "off-road",
    imageUrl: treadImage("mud-terrain"),
    description:
      "A mud-terrain tire for trucks and Jeeps that go deep into the backcountry. Its open tread throws mud and its armored sidewalls resist rock damage.",
    application: "Pickup and SUV, mud and rock",
  },
];
