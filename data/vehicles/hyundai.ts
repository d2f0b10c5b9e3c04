import type { VehicleModelSource } from "./types";

/** Hyundai Motor Group: Hyundai and Kia. */
export const hyundaiModels: readonly VehicleModelSource[] = [
  {
    make: "Hyundai",
    model: "Elantra",
    class: "compact-sedan",
    generations: [
      {
        from: 2021,
        to: null,
        trims: {
          SE: "195/65R15",
          SEL: "205/55R16",
          Limited: "225/45R17",
          "N Line": "225/40R18",
          N: "245/35ZR19",
        },
        defaultSize: "205/55R16",
      },
      {
        from: 2017,
        to: 2020,
        trims: { SE: "195/65R15", SEL: "205/55R16", Limited: "225/45R17", Sport: "225/40R18" },
        defaultSize: "205/55R16",
      },
      {
        from: 2011,
        to: 2016,
        trims: { GLS: "P195/65R15", Limited: "P205/55R16", Sport: "215/45R17" },
        defaultSize: "P195/65R15",
      },
      {
        from: 2010,
        to: 2010,
        trims: { Blue: "P195/65R15", GLS: "P195/65R15", SE: "P205/55R16" },
        defaultSize: "P195/65R15",
      },
    ],
  },
  {
    make: "Hyundai",
    model: "Sonata",
    class: "midsize-sedan",
    generations: [
      {
        from: 2020,
        to: null,
        trims: {
          SE: "205/65R16",
          SEL: "215/55R17",
          "SEL Plus": "235/45R18",
          Limited: "235/45R18",
          "N Line": "245/40R19",
        },
        defaultSize: "215/55R17",
      },
      {
        from: 2015,
        to: 2019,
        trims: { SE: "205/65R16", Eco: "215/55R17", Sport: "235/45R18", Limited: "215/55R17" },
        defaultSize: "205/65R16",
      },
      {
        from: 2011,
        to: 2014,
        trims: { GLS: "P205/65R16", SE: "P225/45R18", Limited: "P215/55R17" },
        defaultSize: "P205/65R16",
      },
      {
        from: 2010,
        to: 2010,
        trims: { GLS: "P215/60R16", SE: "P225/50R17", Limited: "P215/60R16" },
        defaultSize: "P215/60R16",
      },
    ],
  },
  {
    make: "Hyundai",
    model: "Kona",
    class: "compact-suv",
    generations: [
      {
        from: 2024,
        to: null,
        trims: { SE: "215/60R17", SEL: "215/60R17", "N Line": "235/45R19", Limited: "235/45R19" },
        defaultSize: "215/60R17",
      },
      {
        from: 2018,
        to: 2023,
        trims: {
          SE: "205/60R16",
          SEL: "215/55R17",
          "N Line": "235/45R18",
          Limited: "235/45R18",
          Ultimate: "235/45R18",
        },
        defaultSize: "215/55R17",
      },
    ],
  },
  {
    make: "Hyundai",
    model: "Tucson",
    class: "compact-suv",
    generations: [
      {
        from: 2022,
        to: null,
        trims: {
          SE: "235/65R17",
          SEL: "235/60R18",
          XRT: "235/60R18",
          "N Line": "235/55R19",
          Limited: "235/55R19",
        },
        defaultSize: "235/60R18",
      },
      {
        from: 2016,
        to: 2021,
        trims: { SE: "225/60R17", SEL: "225/60R17", Sport: "225/55R18", Limited: "225/55R18" },
        defaultSize: "225/60R17",
      },
      {
        from: 2010,
        to: 2015,
        trims: { GL: "P215/70R16", GLS: "P225/60R17", Limited: "P225/55R18" },
        defaultSize: "P225/60R17",
      },
    ],
  },
  {
    make: "Hyundai",
    model: "Santa Fe",
    class: "midsize-suv",
    generations: [
      {
        from: 2024,
        to: null,
        trims: {
          SE: "235/60R18",
          SEL: "235/60R18",
          XRT: "245/65R18",
          Limited: "255/45R20",
          Calligraphy: "255/45R21",
        },
        defaultSize: "235/60R18",
      },
      {
        from: 2019,
        to: 2023,
        trims: { SE: "235/65R17", SEL: "235/60R18", Limited: "235/55R19", Calligraphy: "235/55R19" },
        defaultSize: "235/60R18",
      },
      {
        from: 2013,
        to: 2018,
        trims: { GLS: "235/65R17", SE: "235/55R19", Limited: "235/60R18" },
        defaultSize: "235/65R17",
      },
      {
        from: 2010,
        to: 2012,
        trims: { GLS: "P235/70R16", SE: "P235/60R18", Limited: "P235/65R17" },
        defaultSize: "P235/65R17",
      },
    ],
  },
  {
    make: "Hyundai",
    model: "Palisade",
    class: "midsize-suv",
    generations: [
      {
        from: 2026,
        to: null,
        trims: { SE: "245/60R18", SEL: "255/55R20", Limited: "255/55R20", Calligraphy: "255/45R21" },
        defaultSize: "255/55R20",
      },
      {
        from: 2020,
        to: 2025,
        trims: { SE: "245/60R18", SEL: "245/60R18", Limited: "245/50R20", Calligraphy: "245/50R20" },
        defaultSize: "245/60R18",
      },
    ],
  },
  {
    make: "Hyundai",
    model: "Santa Cruz",
    class: "pickup",
    generations: [
      {
        from: 2022,
        to: null,
        trims: { SE: "245/60R18", SEL: "245/60R18", XRT: "245/60R18", Limited: "245/50R20" },
        defaultSize: "245/60R18",
      },
    ],
  },
  {
    make: "Kia",
    model: "Forte",
    class: "compact-sedan",
    generations: [
      {
        from: 2019,
        to: 2024,
        trims: { FE: "195/65R15", LXS: "205/55R16", "GT-Line": "225/45R17", GT: "225/40R18" },
        defaultSize: "205/55R16",
      },
      {
        from: 2014,
        to: 2018,
        trims: { LX: "195/65R15", EX: "205/55R16", SX: "215/45R17" },
        defaultSize: "205/55R16",
      },
      {
        from: 2010,
        to: 2013,
        trims: { LX: "P195/65R15", EX: "P205/55R16", SX: "P215/45R17" },
        defaultSize: "P205/55R16",
      },
    ],
  },
  {
    make: "Kia",
    model: "K4",
    class: "compact-sedan",
    generations: [
      {
        from: 2025,
        to: null,
        trims: { LX: "205/55R16", LXS: "215/55R17", EX: "215/55R17", "GT-Line": "225/45R18" },
        defaultSize: "215/55R17",
      },
    ],
  },
  {
    make: "Kia",
    model: "Optima",
    class: "midsize-sedan",
    generations: [
      {
        from: 2016,
        to: 2020,
        trims: { LX: "205/65R16", S: "215/55R17", EX: "215/55R17", SX: "235/45R18" },
        defaultSize: "205/65R16",
      },
      {
        from: 2011,
        to: 2015,
        trims: { LX: "205/65R16", EX: "215/55R17", SX: "225/45R18" },
        defaultSize: "205/65R16",
      },
      {
        from: 2010,
        to: 2010,
        trims: { LX: "P205/60R16", EX: "P215/50R17" },
        defaultSize: "P205/60R16",
      },
    ],
  },
  {
    // The Optima's successor took a new name, so it is a separate model in the selector.
    make: "Kia",
    model: "K5",
    class: "midsize-sedan",
    generations: [
      {
        from: 2021,
        to: null,
        trims: { LXS: "215/55R17", "GT-Line": "235/45R18", EX: "235/45R18", GT: "245/40R19" },
        defaultSize: "215/55R17",
      },
    ],
  },
  {
    make: "Kia",
    model: "Soul",
    class: "compact-suv",
    generations: [
      {
        from: 2020,
        to: 2025,
        trims: { LX: "205/60R16", S: "205/60R16", "GT-Line": "215/55R17", EX: "215/55R17" },
        defaultSize: "205/60R16",
      },
      {
        from: 2014,
        to: 2019,
        trims: { Base: "205/60R16", Plus: "215/55R17", Exclaim: "235/45R18" },
        defaultSize: "205/60R16",
      },
      {
        from: 2010,
        to: 2013,
        trims: { Base: "P195/65R15", Plus: "P205/55R16", Exclaim: "P225/45R18" },
        defaultSize: "P205/55R16",
      },
    ],
  },
  {
    make: "Kia",
    model: "Sportage",
    class: "compact-suv",
    generations: [
      {
        from: 2023,
        to: null,
        trims: {
          LX: "235/65R17",
          EX: "235/60R18",
          "X-Line": "235/60R18",
          "X-Pro": "235/60R18",
          SX: "235/55R19",
        },
        defaultSize: "235/60R18",
      },
      {
        from: 2017,
        to: 2022,
        trims: { LX: "225/60R17", S: "225/60R17", EX: "225/60R17", SX: "245/45R19" },
        defaultSize: "225/60R17",
      },
      {
        from: 2011,
        to: 2016,
        trims: { Base: "225/60R17", LX: "225/60R17", EX: "225/60R17", SX: "235/55R18" },
        defaultSize: "225/60R17",
      },
      {
        from: 2010,
        to: 2010,
        trims: { LX: "P235/60R16", EX: "P235/60R16" },
        defaultSize: "P235/60R16",
      },
    ],
  },
  {
    make: "Kia",
    model: "Sorento",
    class: "midsize-suv",
    generations: [
      {
        from: 2021,
        to: null,
        trims: { LX: "235/65R17", S: "235/60R18", EX: "235/60R18", "X-Line": "235/60R18", SX: "235/55R19" },
        defaultSize: "235/60R18",
      },
      {
        from: 2016,
        to: 2020,
        trims: { L: "235/65R17", LX: "235/65R17", EX: "235/60R18", SX: "235/55R19", SXL: "235/55R19" },
        defaultSize: "235/65R17",
      },
      {
        from: 2011,
        to: 2015,
        trims: { LX: "235/65R17", EX: "235/60R18", SX: "235/55R18" },
        defaultSize: "235/65R17",
      },
      {
        from: 2010,
        to: 2010,
        trims: { LX: "P245/70R16", EX: "P245/65R17" },
        defaultSize: "P245/70R16",
      },
    ],
  },
  {
    make: "Kia",
    model: "Telluride",
    class: "midsize-suv",
    generations: [
      {
        from: 2020,
        to: null,
        trims: { LX: "245/60R18", S: "245/60R18", EX: "245/60R18", "X-Pro": "245/60R18", SX: "245/50R20" },
        defaultSize: "245/60R18",
      },
    ],
  },
  {
    make: "Kia",
    model: "Carnival",
    class: "minivan",
    generations: [
      {
        from: 2022,
        to: null,
        trims: { LX: "235/65R17", EX: "235/60R18", SX: "235/55R19", "SX Prestige": "235/55R19" },
        defaultSize: "235/60R18",
      },
    ],
  },
  {
    make: "Kia",
    model: "Sedona",
    class: "minivan",
    generations: [
      {
        from: 2015,
        to: 2021,
        trims: { L: "235/65R17", LX: "235/65R17", EX: "235/60R18", SX: "235/55R19" },
        defaultSize: "235/65R17",
      },
      {
        from: 2010,
        to: 2014,
        trims: { LX: "P235/60R17", EX: "P235/60R17" },
        defaultSize: "P235/60R17",
      },
    ],
  },
];
