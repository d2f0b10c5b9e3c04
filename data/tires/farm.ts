import { treadImage, type Tire } from "./types";

/** Tractor, combine, sprayer and implement tires. */
export const farmTires: readonly Tire[] = [
  {
    id: "titan-hi-traction-lug-r1-18-4-38",
    name: "Hi-Traction Lug R-1",
    brand: "Titan",
    size: "18.4-38",
    price: 1089.99,
    features: [
      "Bias-ply R-1 lugs for strong drawbar pull",
      "Tough sidewalls resist stubble and rocks",
      "Cost-effective replacement for older tractors",
    ],
    category: "farm",
    imageUrl: treadImage("ag-r1"),
    description:
      "A proven bias-ply rear tractor tire for field and loader work. The Hi-Traction Lug pattern pulls hard in plowed ground and cleans out well in wet soil.",
    application: "Rear tractor, field and loader work",
  },
  {
    id: "goodyear-optitrac-r1w-480-80r46",
    name: "Optitrac R-1W",
    brand: "Goodyear",
    size: "480/80R46",
    price: 3649.99,
    features: [
      "Radial R-1W tread for field and road use",
      "Smooth ride at road speed between fields",
      "Flexible sidewalls lower soil compaction",
    ],
    category: "farm",
    imageUrl: treadImage("ag-r1"),
    description:
      "The Optitrac R-1W is built for tractors that spend as much time on the road as in the field. Its tread rides smoothly on pavement and still cleans out in the dirt.",
    application: "Rear tractor, row crop and road travel",
  },
  {
    id: "firestone-radial-all-traction-dt-710-70r42",
    name: "Radial All Traction DT",
    brand: "Firestone",
    size: "710/70R42",
    price: 5499.99,
    features: [
      "Deep-tread R-1W lugs for long field life",
      "23-degree lug angle boosts traction",
      "Large footprint reduces compaction",
    ],
    category: "farm",
    imageUrl: treadImage("ag-r1"),
    description:
      "A deep-tread radial for high-horsepower tractors pulling big tillage and planting tools. The wide footprint puts power down while going easier on the soil.",
    application: "Rear tractor, high-horsepower tillage",
  },
  {
    id: "maxam-ms951r-agrixtra-70-420-70r28",
    name: "MS951R AgriXtra 70",
    brand: "Maxam",
    size: "420/70R28",
    price: 1599.99,
    features: [
      "Radial 70-series for mid-size tractors",
      "Self-cleaning lug design",
      "Comfortable ride on farm roads",
    ],
    category: "farm",
    imageUrl: treadImage("ag-r1"),
    description:
      "A 70-series radial for mid-size and utility tractors. It cleans itself well in sticky soil and gives a comfortable ride between fields.",
    application: "Front or rear tractor, mid-size",
  },
  {
    id: "michelin-axiobib-2-if-710-70r42",
    name: "AxioBib 2 IF",
    brand: "Michelin",
    size: "IF 710/70R42",
    price: 7899.99,
    features: [
      "IF technology carries the load at lower pressure",
      "Maximum traction for the biggest tractors",
      "Less compaction for better yields",
    ],
    category: "farm",
    imageUrl: treadImage("ag-r1"),
    description:
      "Michelin's flagship tractor tire for the most powerful machines on the farm. Increased Flexion (IF) lets it run lower pressures, which spreads the load and protects your soil.",
    application: "Rear tractor, high-horsepower field work",
  },
  {
    id: "michelin-cerexbib-2-if-800-70r32",
    name: "CerexBib 2 IF",
    brand: "Michelin",
    size: "IF 800/70R32",
    price: 6499.99,
    features: [
      "Carries heavy grain loads at low pressure",
      "Built for combines and harvesters",
      "Wide footprint floats over wet fields",
    ],
    category: "farm",
    imageUrl: treadImage("ag-r1"),
    description:
      "A harvest tire built for combines carrying full grain tanks. It floats over soft ground at low pressure so harvest keeps moving after a rain.",
    application: "Combine and harvester drive axle",
  },
  {
    id: "goodyear-ultra-sprayer-380-90r46",
    name: "Ultra Sprayer",
    brand: "Goodyear",
    size: "380/90R46",
    price: 2849.99,
    features: [
      "Narrow profile fits between crop rows",
      "High load capacity for full sprayer tanks",
      "Stable handling at road speed",
    ],
    category: "farm",
    imageUrl: treadImage("ag-r1"),
    description:
      "A tall, narrow radial for self-propelled sprayers. It runs between rows without crushing the crop and stays stable when the tank is full.",
    application: "Self-propelled sprayer",
  },
  {
    id: "firestone-performer-85-380-85r34",
    name: "Performer 85",
    brand: "Firestone",
    size: "380/85R34",
    price: 1749.99,
    features: [
      "Radial ride and traction at a bias-ply price",
      "Fits utility and row-crop tractors",
      "Durable tread for loader and field jobs",
    ],
    category: "farm",
    imageUrl: treadImage("ag-r1"),
    description:
      "A value radial for utility and row-crop tractors. It brings the smoother ride and better traction of a radial to farms that used to run bias tires.",
    application: "Rear tractor, utility and row crop",
  },
  {
    id: "firestone-champion-guide-grip-f2-11l-15",
    name: "Champion Guide Grip F-2",
    brand: "Firestone",
    size: "11L-15",
    price: 219.99,
    features: [
      "Three-rib F-2 tread for sure steering",
      "Sheds mud and trash from the ribs",
      "Fits two-wheel-drive tractor front axles",
    ],
    category: "farm",
    imageUrl: treadImage("implement"),
    description:
      "A classic three-rib front tire for two-wheel-drive tractors. The center rib keeps steering precise in the field and on the road.",
    application: "Front tractor, two-wheel drive",
  },
  {
    id: "titan-rib-implement-i1-9-5l-15",
    name: "Rib Implement I-1",
    brand: "Titan",
    size: "9.5L-15",
    price: 149.99,
    features: [
      "Free-rolling rib tread for towed implements",
      "Rated for highway transport speeds",
      "Fits planters, rakes, balers and wagons",
    ],
    category: "farm",
    imageUrl: treadImage("implement"),
    description:
      "A rib implement tire for the wagons, rakes and planters that follow the tractor. It rolls easily and tracks straight on the way to the field.",
    application: "Implements, wagons and trailers",
  },
  {
    id: "firestone-flotation-23-deep-tread-12-5l-15",
    name: "Flotation 23 Deep Tread",
    brand: "Firestone",
    size: "12.5L-15",
    price: 269.99,
    features: [
      "Wide flotation footprint for soft ground",
      "Deep tread for long life on implements",
      "Angled bars resist side slip on slopes",
    ],
    category: "farm",
    imageUrl: treadImage("ag-flotation"),
    description:
      "A wide flotation tire for implements that work in soft or wet fields. It spreads the weight to keep tools from sinking and rutting the ground.",
    application: "Implements, soft-ground flotation",
  },
  {
    id: "michelin-yieldbib-vf-420-80r46",
    name: "YieldBib VF",
    brand: "Michelin",
    size: "VF 420/80R46",
    price: 4299.99,
    features: [
      "VF technology carries 40% more load at the same pressure",
      "Narrow row-crop width",
      "Reduces compaction in the row",
    ],
    category: "farm",
    imageUrl: treadImage("ag-r1"),
    description:
      "A row-crop tractor tire built to run between narrow rows. Very High Flexion (VF) construction carries heavy loads at low pressure to protect the root zone.",
    application: "Rear tractor, narrow row crop",
  },
];
