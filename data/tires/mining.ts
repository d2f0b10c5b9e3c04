import { treadImage, type Tire } from "./types";

/** Surface haul-truck, loader and underground mining tires. */
export const miningTires: readonly Tire[] = [
  {
    id: "maxam-ms401-27-00r49",
    name: "MS401",
    brand: "Maxam",
    size: "27.00R49",
    price: 29999.99,
    features: [
      "E-4 radial for rigid haul trucks",
      "Deep grooves run cooler for high TKPH sites",
      "Heat-resistant undertread",
      "Reinforced bead, shoulder and sidewall",
    ],
    category: "mining",
    imageUrl: treadImage("otr-e3"),
    description:
      "A surface-mining radial for rigid-frame haul trucks on long, hot haul roads. Its deep grooves shed heat and the wide footprint spreads the load to keep haul roads smooth.",
    application: "Rigid haul truck, surface mining",
  },
  {
    id: "maxam-ms405-dumpxtra-26-5r25",
    name: "MS405 DumpXtra",
    brand: "Maxam",
    size: "26.5R25",
    price: 7499.99,
    features: [
      "E-4/L-4 traction for articulated dump trucks",
      "Extra wearable tread depth",
      "Heavy-duty casing for high loads underground",
    ],
    category: "mining",
    imageUrl: treadImage("underground-mining"),
    description:
      "A deep-tread radial for articulated dump trucks hauling out of underground workings and up steep ramps. The heavy casing carries big loads while the tread keeps traction on wet, broken rock.",
    application: "Articulated dump truck, underground and surface",
  },
  {
    id: "maxam-ms501-minextra-18-00-25",
    name: "MS501 MineXtra",
    brand: "Maxam",
    size: "18.00-25",
    price: 5299.99,
    features: [
      "L-5 extra-deep tread for LHD loaders",
      "Mining compound resists cuts and impacts",
      "Reinforced bead and sidewall",
    ],
    category: "mining",
    imageUrl: treadImage("underground-mining"),
    description:
      "An extra-deep L-5 tire for load-haul-dump loaders working sharp, blasted rock underground. Its mining compound resists cuts so the loader stays on the face instead of in the shop.",
    application: "Load-haul-dump loader, underground",
  },
  {
    id: "michelin-xdr3-27-00r49",
    name: "XDR3",
    brand: "Michelin",
    size: "27.00R49",
    price: 42999.99,
    features: [
      "Long tread life on rigid haul trucks",
      "Runs cool on long, fast haul cycles",
      "Strong resistance to cuts and impacts",
    ],
    category: "mining",
    imageUrl: treadImage("otr-e3"),
    description:
      "Michelin's haul-truck radial for open-pit mines that want more hours per tire. It balances heat resistance for long hauls with protection against rock damage in the pit.",
    application: "Rigid haul truck, surface mining",
  },
  {
    id: "michelin-xmine-d2-18-00r25",
    name: "XMINE D2",
    brand: "Michelin",
    size: "18.00R25",
    price: 8999.99,
    features: [
      "L-5 radial built for underground mining",
      "Extra-thick tread resists sharp rock",
      "Sidewall protection for narrow drifts",
    ],
    category: "mining",
    imageUrl: treadImage("underground-mining"),
    description:
      "A radial built for the tight, rocky conditions of underground loaders and trucks. The thick tread and protected sidewalls take the abuse of narrow drifts and sharp muck piles.",
    application: "Underground loader and truck",
  },
  {
    id: "michelin-xldd2a-26-5r25",
    name: "XLDD2A",
    brand: "Michelin",
    size: "26.5R25",
    price: 11999.99,
    features: [
      "L-5 deep tread for wheel loaders",
      "Cut-resistant compound for quarry faces",
      "Stable casing for heavy bucket loads",
    ],
    category: "mining",
    imageUrl: treadImage("otr-l5"),
    description:
      "A deep-tread loader radial for quarry and mine faces where shot rock eats ordinary tires. Its stable casing keeps the machine steady with a full bucket.",
    application: "Wheel loader, quarry and surface mine",
  },
  {
    id: "bridgestone-vrdp-27-00r49",
    name: "VRDP",
    brand: "Bridgestone",
    size: "27.00R49",
    price: 39999.99,
    features: [
      "Rigid haul truck radial",
      "Cut-resistant tread for rough haul roads",
      "Built to run cool under heavy loads",
    ],
    category: "mining",
    imageUrl: treadImage("otr-e3"),
    description:
      "A haul-truck radial for rough, rocky haul roads. Its tread stands up to cuts while its casing manages heat under full loads.",
    application: "Rigid haul truck, surface mining",
  },
  {
    id: "bridgestone-vsdl-29-5r25",
    name: "VSDL",
    brand: "Bridgestone",
    size: "29.5R25",
    price: 14499.99,
    features: [
      "L-5 deep lug tread for loaders and dozers",
      "Maximum protection in shot rock",
      "Long wear in abrasive material",
    ],
    category: "mining",
    imageUrl: treadImage("otr-l5"),
    description:
      "An extra-deep loader tire for the harshest faces in the mine or quarry. It resists cuts and wears slowly in abrasive rock.",
    application: "Wheel loader, mine face and quarry",
  },
  {
    id: "goodyear-rl-5k-26-5r25",
    name: "RL-5K",
    brand: "Goodyear",
    size: "26.5R25",
    price: 12499.99,
    features: [
      "L-5 deep tread for severe loader work",
      "Cut-resistant tread compound",
      "Strong casing for heavy breakout forces",
    ],
    category: "mining",
    imageUrl: treadImage("otr-l5"),
    description:
      "A deep-tread loader radial made for rock piles, scrap and other severe service. It resists cutting and keeps a strong footprint when the bucket digs in.",
    application: "Wheel loader, mining and quarry",
  },
  {
    id: "goodyear-rh-4a-plus-33-00r51",
    name: "RH-4A+",
    brand: "Goodyear",
    size: "33.00R51",
    price: 54999.99,
    features: [
      "E-4 radial for large haul trucks",
      "Deep tread for long life on haul roads",
      "Heat-resistant casing for fast cycles",
    ],
    category: "mining",
    imageUrl: treadImage("otr-e3"),
    description:
      "Goodyear's haul-truck radial for large rigid dump trucks. Deep tread and a cool-running casing give long life on fast, demanding haul cycles.",
    application: "Rigid haul truck, surface mining",
  },
  {
    id: "bridgestone-vmtp-24-00r35",
    name: "VMTP",
    brand: "Bridgestone",
    size: "24.00R35",
    price: 18999.99,
    features: [
      "Rigid haul truck radial for mid-size trucks",
      "Wide tread for stability and even wear",
      "Cut-resistant compound",
    ],
    category: "mining",
    imageUrl: treadImage("otr-e3"),
    description:
      "A haul-truck radial sized for mid-size rigid dump trucks in mines and quarries. Its wide tread keeps wear even and the truck stable on ramps.",
    application: "Rigid haul truck, quarry and surface mining",
  },
];
