import type { VehicleModelSource } from "./types";

/** General Motors: GMC, Buick and Cadillac. Chevrolet is in chevrolet.ts. */
export const gmModels: readonly VehicleModelSource[] = [
  {
    make: "GMC",
    model: "Sierra 1500",
    class: "pickup",
    generations: [
      {
        from: 2019,
        to: null,
        trims: {
          Pro: "255/70R17",
          SLE: "265/65R18",
          Elevation: "275/60R20",
          SLT: "275/60R20",
          AT4: "LT275/65R18",
          Denali: "275/50R22",
        },
        defaultSize: "275/60R20",
      },
      {
        from: 2014,
        to: 2018,
        trims: { Base: "255/70R17", SLE: "255/70R17", SLT: "265/65R18", Denali: "275/55R20" },
        defaultSize: "265/65R18",
      },
      {
        from: 2010,
        to: 2013,
        trims: { WT: "P245/70R17", SLE: "P265/70R17", SLT: "P265/65R18", Denali: "P275/55R20" },
        defaultSize: "P265/70R17",
      },
    ],
  },
  {
    make: "GMC",
    model: "Sierra 2500HD",
    class: "pickup",
    generations: [
      {
        from: 2020,
        to: null,
        trims: {
          Pro: "LT245/75R17",
          SLE: "LT275/65R18",
          SLT: "LT275/65R18",
          AT4: "LT275/65R18",
          Denali: "LT275/65R20",
        },
        defaultSize: "LT275/65R18",
      },
      {
        from: 2015,
        to: 2019,
        trims: { Base: "LT245/75R17", SLE: "LT245/75R17", SLT: "LT265/70R18", Denali: "LT265/60R20" },
        defaultSize: "LT245/75R17",
      },
      {
        from: 2011,
        to: 2014,
        trims: { WT: "LT245/75R17", SLE: "LT245/75R17", SLT: "LT265/70R18", Denali: "LT265/70R18" },
        defaultSize: "LT245/75R17",
      },
      {
        from: 2010,
        to: 2010,
        trims: { WT: "LT245/75R16", SLE: "LT245/75R16", SLT: "LT265/70R17" },
        defaultSize: "LT245/75R16",
      },
    ],
  },
  {
    make: "GMC",
    model: "Canyon",
    class: "pickup",
    generations: [
      {
        from: 2023,
        to: null,
        trims: { Elevation: "255/65R17", AT4: "265/65R17", Denali: "275/50R20", AT4X: "LT285/70R17" },
        defaultSize: "265/65R17",
      },
      {
        from: 2015,
        to: 2022,
        trims: {
          Base: "255/70R16",
          SLE: "255/65R17",
          "All Terrain": "265/65R17",
          SLT: "255/65R17",
          Denali: "255/50R20",
        },
        defaultSize: "255/65R17",
      },
      {
        from: 2010,
        to: 2012,
        trims: { WT: "P225/75R15", SLE: "P235/75R15", SLT: "P265/70R16" },
        defaultSize: "P235/75R15",
      },
    ],
  },
  {
    make: "GMC",
    model: "Yukon",
    class: "full-suv",
    generations: [
      {
        from: 2021,
        to: null,
        trims: { SLE: "265/65R18", SLT: "275/60R20", AT4: "275/60R20", Denali: "275/50R22" },
        defaultSize: "275/60R20",
      },
      {
        from: 2015,
        to: 2020,
        trims: { SLE: "265/65R18", SLT: "275/55R20", Denali: "285/45R22" },
        defaultSize: "275/55R20",
      },
      {
        from: 2010,
        to: 2014,
        trims: { SLE: "P265/70R17", SLT: "P265/65R18", Denali: "P275/55R20" },
        defaultSize: "P265/70R17",
      },
    ],
  },
  {
    make: "GMC",
    model: "Yukon XL",
    class: "full-suv",
    generations: [
      {
        from: 2021,
        to: null,
        trims: { SLE: "265/65R18", SLT: "275/60R20", AT4: "275/60R20", Denali: "275/50R22" },
        defaultSize: "275/60R20",
      },
      {
        from: 2015,
        to: 2020,
        trims: { SLE: "265/65R18", SLT: "275/55R20", Denali: "285/45R22" },
        defaultSize: "275/55R20",
      },
      {
        from: 2010,
        to: 2014,
        trims: { SLE: "P265/70R17", SLT: "P265/65R18", Denali: "P275/55R20" },
        defaultSize: "P265/70R17",
      },
    ],
  },
  {
    make: "GMC",
    model: "Acadia",
    class: "midsize-suv",
    generations: [
      {
        from: 2024,
        to: null,
        trims: { Elevation: "255/55R20", AT4: "255/65R18", Denali: "275/45R22" },
        defaultSize: "255/55R20",
      },
      {
        from: 2017,
        to: 2023,
        trims: { SLE: "235/65R17", SLT: "235/65R18", AT4: "235/65R18", Denali: "235/55R20" },
        defaultSize: "235/65R18",
      },
      {
        from: 2010,
        to: 2016,
        trims: { SLE: "255/65R18", SLT: "255/65R18", Denali: "255/55R20" },
        defaultSize: "255/65R18",
      },
    ],
  },
  {
    make: "GMC",
    model: "Terrain",
    class: "compact-suv",
    generations: [
      {
        from: 2025,
        to: null,
        trims: { Elevation: "235/60R18", AT4: "235/65R17", Denali: "235/50R20" },
        defaultSize: "235/60R18",
      },
      {
        from: 2018,
        to: 2024,
        trims: { SLE: "225/65R17", SLT: "225/60R18", AT4: "225/65R17", Denali: "235/50R19" },
        defaultSize: "225/65R17",
      },
      {
        from: 2010,
        to: 2017,
        trims: { SLE: "235/65R17", SLT: "235/60R18", Denali: "235/55R19" },
        defaultSize: "235/65R17",
      },
    ],
  },
  {
    make: "GMC",
    model: "Savana",
    class: "van",
    generations: [
      {
        from: 2010,
        to: null,
        trims: { "2500 Cargo": "LT245/75R16", "3500 Cargo": "LT245/75R16", "2500 Passenger": "LT245/75R16" },
        defaultSize: "LT245/75R16",
      },
    ],
  },
  {
    make: "Buick",
    model: "Enclave",
    class: "midsize-suv",
    generations: [
      {
        from: 2025,
        to: null,
        trims: { Preferred: "255/55R20", "Sport Touring": "255/55R20", Avenir: "275/45R22" },
        defaultSize: "255/55R20",
      },
      {
        from: 2018,
        to: 2024,
        trims: { Preferred: "255/65R18", Essence: "255/55R20", Premium: "255/55R20", Avenir: "255/55R20" },
        defaultSize: "255/55R20",
      },
      {
        from: 2010,
        to: 2017,
        trims: { CX: "255/65R18", CXL: "255/60R19", Leather: "255/60R19", Premium: "255/60R19" },
        defaultSize: "255/60R19",
      },
    ],
  },
  {
    make: "Buick",
    model: "Encore",
    class: "compact-suv",
    generations: [
      {
        from: 2013,
        to: 2022,
        trims: { Base: "215/55R18", Preferred: "215/55R18", Sport: "215/55R18", Essence: "215/55R18" },
        defaultSize: "215/55R18",
      },
    ],
  },
  {
    make: "Buick",
    model: "Encore GX",
    class: "compact-suv",
    generations: [
      {
        from: 2020,
        to: null,
        trims: { Preferred: "225/60R17", Select: "225/55R18", Essence: "225/55R18", Avenir: "225/45R19" },
        defaultSize: "225/55R18",
      },
    ],
  },
  {
    make: "Buick",
    model: "Envision",
    class: "compact-suv",
    generations: [
      {
        from: 2021,
        to: null,
        trims: { Preferred: "235/55R18", Essence: "245/45R20", Avenir: "245/45R20" },
        defaultSize: "235/55R18",
      },
      {
        from: 2016,
        to: 2020,
        trims: { Base: "235/65R17", Preferred: "235/65R17", Essence: "235/55R18", Premium: "235/50R19" },
        defaultSize: "235/55R18",
      },
    ],
  },
  {
    make: "Buick",
    model: "Envista",
    class: "compact-suv",
    generations: [
      {
        from: 2024,
        to: null,
        trims: { Preferred: "225/55R17", "Sport Touring": "225/45R19", Avenir: "225/45R19" },
        defaultSize: "225/55R17",
      },
    ],
  },
  {
    make: "Buick",
    model: "LaCrosse",
    class: "full-sedan",
    generations: [
      {
        from: 2017,
        to: 2019,
        trims: { Base: "235/50R18", Preferred: "235/50R18", Essence: "245/40R20", Premium: "245/40R20" },
        defaultSize: "235/50R18",
      },
      {
        from: 2010,
        to: 2016,
        trims: { CX: "P235/55R17", CXL: "P235/50R18", CXS: "P245/40R19" },
        defaultSize: "P235/50R18",
      },
    ],
  },
  {
    make: "Cadillac",
    model: "Escalade",
    class: "luxury",
    generations: [
      {
        from: 2021,
        to: null,
        trims: { Luxury: "275/50R22", "Premium Luxury": "275/50R22", Sport: "275/50R22", V: "275/50R22" },
        defaultSize: "275/50R22",
      },
      {
        from: 2015,
        to: 2020,
        trims: { Base: "285/45R22", Luxury: "285/45R22", Premium: "285/45R22", Platinum: "285/45R22" },
        defaultSize: "285/45R22",
      },
      {
        from: 2010,
        to: 2014,
        trims: { Base: "P265/65R18", Luxury: "P275/55R20", Premium: "P275/55R20", Platinum: "P285/45R22" },
        defaultSize: "P275/55R20",
      },
    ],
  },
  {
    make: "Cadillac",
    model: "XT5",
    class: "luxury",
    generations: [
      {
        from: 2017,
        to: null,
        trims: {
          Luxury: "235/65R18",
          "Premium Luxury": "235/55R20",
          Sport: "235/55R20",
          Platinum: "235/55R20",
        },
        defaultSize: "235/65R18",
      },
    ],
  },
  {
    make: "Cadillac",
    model: "SRX",
    class: "luxury",
    generations: [
      {
        from: 2010,
        to: 2016,
        trims: { Base: "235/65R18", Luxury: "235/65R18", Performance: "235/55R20", Premium: "235/55R20" },
        defaultSize: "235/65R18",
      },
    ],
  },
  {
    make: "Cadillac",
    model: "CT5",
    class: "luxury",
    generations: [
      {
        from: 2020,
        to: null,
        trims: { Luxury: "245/45R18", "Premium Luxury": "245/40R19", Sport: "245/40R19", V: "245/40R19" },
        defaultSize: "245/45R18",
      },
    ],
  },
  {
    make: "Cadillac",
    model: "CTS",
    class: "luxury",
    generations: [
      {
        from: 2014,
        to: 2019,
        trims: { Standard: "245/45R18", Luxury: "245/45R18", Premium: "245/40R19", V: "265/35ZR19" },
        defaultSize: "245/45R18",
      },
      {
        from: 2010,
        to: 2013,
        trims: { Base: "P235/55R17", Luxury: "P235/50R18", Performance: "P235/50R18", V: "255/40ZR19" },
        defaultSize: "P235/50R18",
      },
    ],
  },
  {
    make: "Cadillac",
    model: "Lyriq",
    class: "luxury",
    generations: [
      {
        from: 2023,
        to: null,
        trims: { Tech: "255/55R20", Luxury: "275/45R21", Sport: "275/40R22" },
        defaultSize: "255/55R20",
      },
    ],
  },
];
