import type { VehicleModelSource } from "./types";

/** Stellantis cars and crossovers: Chrysler and Dodge. Jeep and Ram are in jeep-ram.ts. */
export const chryslerDodgeModels: readonly VehicleModelSource[] = [
  {
    make: "Chrysler",
    model: "Pacifica",
    class: "minivan",
    generations: [
      {
        from: 2017,
        to: null,
        trims: {
          Touring: "235/65R17",
          "Touring L": "235/65R17",
          Limited: "235/60R18",
          Pinnacle: "245/50R20",
        },
        defaultSize: "235/65R17",
      },
    ],
  },
  {
    make: "Chrysler",
    model: "Town & Country",
    class: "minivan",
    generations: [
      {
        from: 2010,
        to: 2016,
        trims: { LX: "225/65R16", Touring: "225/65R16", "Touring-L": "225/65R17", Limited: "225/65R17" },
        defaultSize: "225/65R16",
      },
    ],
  },
  {
    make: "Chrysler",
    model: "300",
    class: "full-sedan",
    generations: [
      {
        from: 2011,
        to: 2023,
        trims: { Touring: "215/65R17", Limited: "225/60R18", "300S": "245/45R20", "300C": "245/45R20" },
        defaultSize: "225/60R18",
      },
      {
        from: 2010,
        to: 2010,
        trims: { Touring: "P215/65R17", Limited: "P225/60R18", "300C": "P225/60R18" },
        defaultSize: "P215/65R17",
      },
    ],
  },
  {
    make: "Chrysler",
    model: "200",
    class: "midsize-sedan",
    generations: [
      {
        from: 2015,
        to: 2017,
        trims: { LX: "215/65R17", Limited: "215/55R17", "200S": "235/45R18", "200C": "235/45R18" },
        defaultSize: "215/55R17",
      },
      {
        from: 2011,
        to: 2014,
        trims: { LX: "P225/55R17", Touring: "P225/55R17", Limited: "P225/55R17", S: "P225/50R18" },
        defaultSize: "P225/55R17",
      },
    ],
  },
  {
    make: "Dodge",
    model: "Charger",
    class: "full-sedan",
    generations: [
      {
        from: 2024,
        to: null,
        trims: { "R/T": "245/45R20", "Scat Pack": "305/35ZR20", "Sixpack S.O.": "245/45R20" },
        defaultSize: "245/45R20",
      },
      {
        from: 2011,
        to: 2023,
        trims: {
          SE: "215/65R17",
          SXT: "235/55R18",
          "R/T": "245/45R20",
          "Scat Pack": "245/45ZR20",
          SRT: "275/40ZR20",
        },
        defaultSize: "235/55R18",
      },
      {
        from: 2010,
        to: 2010,
        trims: { SE: "P215/65R17", SXT: "P225/60R18", "R/T": "P225/60R18", SRT8: "245/45ZR20" },
        defaultSize: "P215/65R17",
      },
    ],
  },
  {
    make: "Dodge",
    model: "Challenger",
    class: "performance",
    generations: [
      {
        from: 2010,
        to: 2023,
        trims: {
          SXT: "235/55R18",
          GT: "245/45R20",
          "R/T": "245/45R20",
          "Scat Pack": "245/45ZR20",
          "SRT Hellcat": "275/40ZR20",
        },
        defaultSize: "235/55R18",
      },
    ],
  },
  {
    make: "Dodge",
    model: "Durango",
    class: "midsize-suv",
    generations: [
      {
        from: 2011,
        to: null,
        trims: {
          SXT: "265/60R18",
          GT: "265/50R20",
          Citadel: "265/50R20",
          "R/T": "265/50R20",
          "SRT 392": "295/45ZR20",
        },
        defaultSize: "265/60R18",
      },
    ],
  },
  {
    make: "Dodge",
    model: "Hornet",
    class: "compact-suv",
    generations: [
      {
        from: 2023,
        to: null,
        trims: { GT: "235/55R17", "GT Plus": "235/50R18", "R/T": "235/45R19" },
        defaultSize: "235/55R17",
      },
    ],
  },
  {
    make: "Dodge",
    model: "Grand Caravan",
    class: "minivan",
    generations: [
      {
        from: 2010,
        to: 2020,
        trims: { SE: "225/65R16", SXT: "225/65R17", Crew: "225/65R17", GT: "225/65R17" },
        defaultSize: "225/65R16",
      },
    ],
  },
  {
    make: "Dodge",
    model: "Journey",
    class: "compact-suv",
    generations: [
      {
        from: 2010,
        to: 2020,
        trims: { SE: "225/65R17", SXT: "225/65R17", Crossroad: "225/55R19", "R/T": "225/55R19" },
        defaultSize: "225/65R17",
      },
    ],
  },
  {
    // The pickup was a Dodge until Ram became its own brand with the 2011 model year.
    make: "Dodge",
    model: "Ram 1500",
    class: "pickup",
    generations: [
      {
        from: 2010,
        to: 2010,
        trims: { ST: "P245/70R17", SLT: "P265/70R17", Sport: "P275/60R20", Laramie: "P275/60R20" },
        defaultSize: "P265/70R17",
      },
    ],
  },
];
