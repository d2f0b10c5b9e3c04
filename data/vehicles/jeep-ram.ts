import type { VehicleModelSource } from "./types";

/** Stellantis trucks and SUVs: Jeep and Ram (a brand of its own from the 2011 model year). */
export const jeepRamModels: readonly VehicleModelSource[] = [
  {
    make: "Jeep",
    model: "Wrangler",
    class: "midsize-suv",
    generations: [
      {
        from: 2018,
        to: null,
        trims: {
          Sport: "245/75R17",
          Willys: "LT255/75R17",
          Sahara: "255/70R18",
          "High Altitude": "275/55R20",
          Rubicon: "LT285/70R17",
        },
        defaultSize: "245/75R17",
      },
      {
        from: 2010,
        to: 2017,
        trims: { Sport: "225/75R16", Sahara: "255/70R18", Rubicon: "LT255/75R17" },
        defaultSize: "225/75R16",
      },
    ],
  },
  {
    make: "Jeep",
    model: "Gladiator",
    class: "pickup",
    generations: [
      {
        from: 2020,
        to: null,
        trims: { Sport: "245/75R17", Overland: "255/70R18", Rubicon: "LT285/70R17", Mojave: "LT285/70R17" },
        defaultSize: "245/75R17",
      },
    ],
  },
  {
    make: "Jeep",
    model: "Grand Cherokee",
    class: "midsize-suv",
    generations: [
      {
        from: 2022,
        to: null,
        trims: {
          Laredo: "265/60R18",
          Limited: "265/60R18",
          Trailhawk: "265/60R18",
          Overland: "265/50R20",
          Summit: "275/45R21",
        },
        defaultSize: "265/60R18",
      },
      {
        from: 2011,
        to: 2021,
        trims: {
          Laredo: "245/70R17",
          Limited: "265/60R18",
          Trailhawk: "265/60R18",
          Overland: "265/50R20",
          Summit: "265/50R20",
          SRT: "295/45ZR20",
        },
        defaultSize: "265/60R18",
      },
      {
        from: 2010,
        to: 2010,
        trims: { Laredo: "P245/65R17", Limited: "P245/60R18", SRT8: "P255/45R20" },
        defaultSize: "P245/65R17",
      },
    ],
  },
  {
    make: "Jeep",
    model: "Cherokee",
    class: "compact-suv",
    generations: [
      {
        from: 2014,
        to: 2023,
        trims: { Sport: "225/65R17", Latitude: "225/65R17", Limited: "225/60R18", Trailhawk: "245/65R17" },
        defaultSize: "225/65R17",
      },
    ],
  },
  {
    make: "Jeep",
    model: "Compass",
    class: "compact-suv",
    generations: [
      {
        from: 2017,
        to: null,
        trims: { Sport: "215/65R16", Latitude: "225/60R17", Limited: "225/55R19", Trailhawk: "225/60R17" },
        defaultSize: "225/60R17",
      },
      {
        from: 2010,
        to: 2016,
        trims: { Sport: "P215/65R17", Latitude: "215/60R17", Limited: "215/55R18" },
        defaultSize: "P215/65R17",
      },
    ],
  },
  {
    make: "Jeep",
    model: "Renegade",
    class: "compact-suv",
    generations: [
      {
        from: 2015,
        to: 2023,
        trims: { Sport: "215/65R16", Latitude: "215/60R17", Limited: "225/55R18", Trailhawk: "215/65R17" },
        defaultSize: "215/60R17",
      },
    ],
  },
  {
    make: "Jeep",
    model: "Liberty",
    class: "compact-suv",
    generations: [
      {
        from: 2010,
        to: 2012,
        trims: { Sport: "P225/75R16", Renegade: "P235/70R16", Limited: "P235/65R17" },
        defaultSize: "P225/75R16",
      },
    ],
  },
  {
    make: "Ram",
    model: "1500",
    class: "pickup",
    generations: [
      {
        from: 2019,
        to: null,
        trims: {
          Tradesman: "275/65R18",
          "Big Horn": "275/65R18",
          Laramie: "275/55R20",
          Rebel: "LT275/70R18",
          Limited: "285/45R22",
          TRX: "LT325/65R18",
        },
        defaultSize: "275/65R18",
      },
      {
        from: 2011,
        to: 2018,
        trims: {
          Tradesman: "P265/70R17",
          ST: "P265/70R17",
          SLT: "P265/70R17",
          "Big Horn": "P275/60R20",
          Laramie: "P275/60R20",
          Rebel: "LT285/70R17",
        },
        defaultSize: "P265/70R17",
      },
    ],
  },
  {
    // The previous-generation 1500 kept selling beside the new one as a lower-priced work truck.
    make: "Ram",
    model: "1500 Classic",
    class: "pickup",
    generations: [
      {
        from: 2019,
        to: 2024,
        trims: { Tradesman: "265/70R17", Express: "275/60R20", Warlock: "275/60R20", SLT: "275/60R20" },
        defaultSize: "265/70R17",
      },
    ],
  },
  {
    make: "Ram",
    model: "2500",
    class: "pickup",
    generations: [
      {
        from: 2019,
        to: null,
        trims: {
          Tradesman: "LT245/75R17",
          "Big Horn": "LT275/70R18",
          Laramie: "LT275/65R20",
          "Power Wagon": "LT285/70R17",
          Limited: "LT275/65R20",
        },
        defaultSize: "LT275/70R18",
      },
      {
        from: 2011,
        to: 2018,
        trims: {
          Tradesman: "LT245/70R17",
          SLT: "LT265/70R17",
          Laramie: "LT275/70R18",
          "Power Wagon": "LT285/70R17",
        },
        defaultSize: "LT265/70R17",
      },
    ],
  },
  {
    make: "Ram",
    model: "ProMaster",
    class: "van",
    generations: [
      {
        from: 2014,
        to: null,
        trims: { "1500 Cargo": "LT225/75R16", "2500 Cargo": "LT225/75R16", "3500 Cargo": "LT225/75R16" },
        defaultSize: "LT225/75R16",
      },
    ],
  },
];
