import type { VehicleModelSource } from "./types";

/** Ford Motor Company: Ford and Lincoln. */
export const fordModels: readonly VehicleModelSource[] = [
  {
    make: "Ford",
    model: "F-150",
    class: "pickup",
    generations: [
      {
        from: 2021,
        to: null,
        trims: {
          XL: "245/70R17",
          XLT: "265/70R17",
          Lariat: "275/65R18",
          "King Ranch": "275/60R20",
          Platinum: "275/60R20",
          Tremor: "LT275/70R18",
        },
        defaultSize: "265/70R17",
      },
      {
        from: 2015,
        to: 2020,
        trims: {
          XL: "245/70R17",
          XLT: "265/70R17",
          Lariat: "275/65R18",
          "King Ranch": "275/55R20",
          Platinum: "275/55R20",
          Raptor: "LT315/70R17",
        },
        defaultSize: "265/70R17",
      },
      {
        from: 2010,
        to: 2014,
        trims: {
          XL: "P245/70R17",
          XLT: "P265/70R17",
          FX4: "P275/65R18",
          Lariat: "P275/65R18",
          Platinum: "P275/55R20",
          "SVT Raptor": "LT315/70R17",
        },
        defaultSize: "P265/70R17",
      },
    ],
  },
  {
    make: "Ford",
    model: "F-250 Super Duty",
    class: "pickup",
    generations: [
      {
        from: 2023,
        to: null,
        trims: {
          XL: "LT245/75R17",
          XLT: "LT245/75R17",
          Lariat: "LT275/65R18",
          "King Ranch": "LT275/65R20",
          Platinum: "LT275/65R20",
          Tremor: "LT285/75R18",
        },
        defaultSize: "LT245/75R17",
      },
      {
        from: 2017,
        to: 2022,
        trims: {
          XL: "LT245/75R17",
          XLT: "LT245/75R17",
          Lariat: "LT275/65R18",
          "King Ranch": "LT275/65R20",
          Platinum: "LT275/65R20",
        },
        defaultSize: "LT245/75R17",
      },
      {
        from: 2011,
        to: 2016,
        trims: {
          XL: "LT245/75R17",
          XLT: "LT245/75R17",
          Lariat: "LT275/65R18",
          "King Ranch": "LT275/65R18",
          Platinum: "LT275/65R20",
        },
        defaultSize: "LT245/75R17",
      },
      {
        from: 2010,
        to: 2010,
        trims: { XL: "LT245/75R17", XLT: "LT245/75R17", Lariat: "LT275/65R18", "King Ranch": "LT275/65R18" },
        defaultSize: "LT245/75R17",
      },
    ],
  },
  {
    make: "Ford",
    model: "Ranger",
    class: "pickup",
    generations: [
      {
        from: 2024,
        to: null,
        trims: { XL: "255/70R16", XLT: "265/65R17", Lariat: "265/60R18", Raptor: "LT285/70R17" },
        defaultSize: "265/65R17",
      },
      {
        from: 2019,
        to: 2023,
        trims: { XL: "255/70R16", XLT: "265/65R17", Lariat: "265/60R18" },
        defaultSize: "265/65R17",
      },
      {
        from: 2010,
        to: 2011,
        trims: { XL: "P225/70R15", XLT: "P235/75R15", Sport: "P235/70R16" },
        defaultSize: "P225/70R15",
      },
    ],
  },
  {
    make: "Ford",
    model: "Maverick",
    class: "pickup",
    generations: [
      {
        from: 2022,
        to: null,
        trims: { XL: "225/65R17", XLT: "225/65R17", Lariat: "225/60R18", Tremor: "235/65R17" },
        defaultSize: "225/65R17",
      },
    ],
  },
  {
    make: "Ford",
    model: "Explorer",
    class: "midsize-suv",
    generations: [
      {
        from: 2020,
        to: null,
        trims: {
          Base: "255/65R18",
          XLT: "255/65R18",
          Timberline: "265/65R18",
          Limited: "255/55R20",
          ST: "275/45R21",
          Platinum: "275/45R21",
        },
        defaultSize: "255/65R18",
      },
      {
        from: 2011,
        to: 2019,
        trims: {
          Base: "245/65R17",
          XLT: "245/60R18",
          Limited: "255/50R20",
          Sport: "255/50R20",
          Platinum: "255/50R20",
        },
        defaultSize: "245/65R17",
      },
      {
        from: 2010,
        to: 2010,
        trims: { XLT: "P245/65R17", "Eddie Bauer": "P245/65R17", Limited: "P245/60R18" },
        defaultSize: "P245/65R17",
      },
    ],
  },
  {
    make: "Ford",
    model: "Escape",
    class: "compact-suv",
    generations: [
      {
        from: 2020,
        to: null,
        trims: { S: "225/65R17", SE: "225/65R17", SEL: "225/60R18", Titanium: "225/55R19" },
        defaultSize: "225/65R17",
      },
      {
        from: 2013,
        to: 2019,
        trims: { S: "235/55R17", SE: "235/55R17", SEL: "235/50R18", Titanium: "235/50R18" },
        defaultSize: "235/55R17",
      },
      {
        from: 2010,
        to: 2012,
        trims: { XLS: "P235/70R16", XLT: "P235/70R16", Limited: "P235/60R17" },
        defaultSize: "P235/70R16",
      },
    ],
  },
  {
    make: "Ford",
    model: "Edge",
    class: "midsize-suv",
    generations: [
      {
        from: 2015,
        to: 2024,
        trims: { SE: "245/60R18", SEL: "245/60R18", Titanium: "245/55R19", ST: "265/40R21" },
        defaultSize: "245/60R18",
      },
      {
        from: 2010,
        to: 2014,
        trims: { SE: "235/65R17", SEL: "245/60R18", Limited: "245/60R18", Sport: "265/40R22" },
        defaultSize: "245/60R18",
      },
    ],
  },
  {
    make: "Ford",
    model: "Expedition",
    class: "full-suv",
    generations: [
      {
        from: 2018,
        to: null,
        trims: {
          XLT: "275/65R18",
          Limited: "275/55R20",
          Timberline: "275/65R18",
          "King Ranch": "285/45R22",
          Platinum: "285/45R22",
        },
        defaultSize: "275/65R18",
      },
      {
        from: 2010,
        to: 2017,
        trims: {
          XL: "P265/70R17",
          XLT: "P265/70R17",
          "Eddie Bauer": "P275/65R18",
          Limited: "P275/55R20",
          "King Ranch": "P275/55R20",
        },
        defaultSize: "P265/70R17",
      },
    ],
  },
  {
    make: "Ford",
    model: "Bronco",
    class: "midsize-suv",
    generations: [
      {
        from: 2021,
        to: null,
        trims: {
          Base: "255/70R16",
          "Big Bend": "255/75R17",
          "Outer Banks": "255/70R18",
          Badlands: "LT285/70R17",
          Wildtrak: "LT315/70R17",
        },
        defaultSize: "255/75R17",
      },
    ],
  },
  {
    make: "Ford",
    model: "Mustang",
    class: "performance",
    generations: [
      {
        from: 2024,
        to: null,
        trims: {
          EcoBoost: "235/50R18",
          "EcoBoost Premium": "255/40R19",
          GT: "255/40ZR19",
          "Dark Horse": "305/30ZR19",
        },
        defaultSize: "235/50R18",
      },
      {
        from: 2015,
        to: 2023,
        trims: {
          EcoBoost: "235/55R17",
          "EcoBoost Premium": "235/50R18",
          GT: "255/40ZR19",
          "Shelby GT350": "295/35ZR19",
        },
        defaultSize: "235/55R17",
      },
      {
        from: 2010,
        to: 2014,
        trims: {
          V6: "P215/65R17",
          "V6 Premium": "P235/50R18",
          GT: "P235/50ZR18",
          "Shelby GT500": "P255/40ZR19",
        },
        defaultSize: "P215/65R17",
      },
    ],
  },
  {
    make: "Ford",
    model: "Fusion",
    class: "midsize-sedan",
    generations: [
      {
        from: 2013,
        to: 2020,
        trims: { S: "215/60R16", SE: "235/50R17", Titanium: "235/45R18", Sport: "235/40R19" },
        defaultSize: "235/50R17",
      },
      {
        from: 2010,
        to: 2012,
        trims: { S: "P205/60R16", SE: "P225/50R17", SEL: "P225/50R17", Sport: "P225/45R18" },
        defaultSize: "P225/50R17",
      },
    ],
  },
  {
    make: "Ford",
    model: "Transit",
    class: "van",
    generations: [
      {
        from: 2015,
        to: null,
        trims: {
          "150 Cargo": "LT235/65R16",
          "250 Cargo": "LT235/65R16",
          "350 Cargo": "LT235/65R16",
          "350 Passenger": "LT235/65R16",
          Trail: "LT245/70R17",
        },
        defaultSize: "LT235/65R16",
      },
    ],
  },
  {
    make: "Lincoln",
    model: "Navigator",
    class: "luxury",
    generations: [
      {
        from: 2018,
        to: null,
        trims: { Standard: "275/55R20", Reserve: "285/45R22", "Black Label": "285/45R22" },
        defaultSize: "285/45R22",
      },
      {
        from: 2010,
        to: 2017,
        trims: { Base: "P265/70R18", L: "P265/70R18", Select: "275/55R20", Reserve: "285/45R22" },
        defaultSize: "275/55R20",
      },
    ],
  },
  {
    make: "Lincoln",
    model: "Aviator",
    class: "luxury",
    generations: [
      {
        from: 2020,
        to: null,
        trims: { Standard: "255/55R20", Reserve: "275/45R21", "Black Label": "275/40R22" },
        defaultSize: "255/55R20",
      },
    ],
  },
  {
    make: "Lincoln",
    model: "Nautilus",
    class: "luxury",
    generations: [
      {
        from: 2024,
        to: null,
        trims: { Premiere: "255/55R20", Reserve: "255/50R21", "Black Label": "265/45R22" },
        defaultSize: "255/55R20",
      },
      {
        from: 2019,
        to: 2023,
        trims: {
          Standard: "245/60R18",
          Select: "245/60R18",
          Reserve: "245/50R20",
          "Black Label": "265/40R21",
        },
        defaultSize: "245/60R18",
      },
    ],
  },
  {
    make: "Lincoln",
    model: "MKX",
    class: "luxury",
    generations: [
      {
        from: 2016,
        to: 2018,
        trims: {
          Premiere: "245/60R18",
          Select: "245/60R18",
          Reserve: "245/55R19",
          "Black Label": "245/50R20",
        },
        defaultSize: "245/60R18",
      },
      {
        from: 2010,
        to: 2015,
        trims: { Base: "245/60R18" },
        defaultSize: "245/60R18",
      },
    ],
  },
  {
    make: "Lincoln",
    model: "Corsair",
    class: "luxury",
    generations: [
      {
        from: 2020,
        to: null,
        trims: { Standard: "225/60R18", Reserve: "225/55R19", "Grand Touring": "245/45R20" },
        defaultSize: "225/60R18",
      },
    ],
  },
  {
    make: "Lincoln",
    model: "MKZ",
    class: "luxury",
    generations: [
      {
        from: 2013,
        to: 2020,
        trims: { Standard: "225/55R17", Select: "245/45R18", Reserve: "245/40R19" },
        defaultSize: "245/45R18",
      },
      {
        from: 2010,
        to: 2012,
        trims: { Base: "P225/50R17", Hybrid: "P225/50R17", "Sport Appearance": "P235/40R19" },
        defaultSize: "P225/50R17",
      },
    ],
  },
];
