import type { VehicleModelSource } from "./types";

/** Toyota Motor Corporation: Toyota and Lexus. */
export const toyotaModels: readonly VehicleModelSource[] = [
  {
    make: "Toyota",
    model: "Camry",
    class: "midsize-sedan",
    generations: [
      {
        from: 2025,
        to: null,
        trims: { LE: "205/65R16", SE: "235/45R18", XLE: "235/45R18", XSE: "235/40R19" },
        defaultSize: "235/45R18",
      },
      {
        from: 2018,
        to: 2024,
        trims: { LE: "205/65R16", SE: "235/45R18", XLE: "215/55R17", XSE: "235/40R19", TRD: "235/40R19" },
        defaultSize: "205/65R16",
      },
      {
        from: 2012,
        to: 2017,
        trims: { L: "205/65R16", LE: "205/65R16", SE: "225/45R18", XLE: "215/55R17", XSE: "225/45R18" },
        defaultSize: "205/65R16",
      },
      {
        from: 2010,
        to: 2011,
        trims: { Base: "P215/60R16", LE: "P215/60R16", SE: "P215/55R17", XLE: "P215/60R16" },
        defaultSize: "P215/60R16",
      },
    ],
  },
  {
    make: "Toyota",
    model: "Corolla",
    class: "compact-sedan",
    generations: [
      {
        from: 2020,
        to: null,
        trims: { L: "205/55R16", LE: "205/55R16", SE: "225/40R18", XLE: "205/55R16", XSE: "225/40R18" },
        defaultSize: "205/55R16",
      },
      {
        from: 2014,
        to: 2019,
        trims: { L: "195/65R15", LE: "205/55R16", S: "215/45R17", "LE Eco": "195/60R15" },
        defaultSize: "205/55R16",
      },
      {
        from: 2010,
        to: 2013,
        trims: { Base: "P195/65R15", LE: "P195/65R15", S: "P205/55R16", XRS: "P215/45R17" },
        defaultSize: "P195/65R15",
      },
    ],
  },
  {
    make: "Toyota",
    model: "Prius",
    class: "compact-sedan",
    generations: [
      {
        from: 2023,
        to: null,
        trims: { LE: "195/60R17", XLE: "195/50R19", Limited: "195/50R19" },
        defaultSize: "195/50R19",
      },
      {
        from: 2016,
        to: 2022,
        trims: { L: "195/65R15", LE: "195/65R15", XLE: "195/65R15", "Four Touring": "215/45R17" },
        defaultSize: "195/65R15",
      },
      {
        from: 2010,
        to: 2015,
        trims: { Two: "P195/65R15", Three: "P195/65R15", Four: "P195/65R15", Five: "215/45R17" },
        defaultSize: "P195/65R15",
      },
    ],
  },
  {
    make: "Toyota",
    model: "RAV4",
    class: "compact-suv",
    generations: [
      {
        from: 2026,
        to: null,
        trims: {
          LE: "225/65R17",
          XLE: "225/60R18",
          Woodland: "235/60R18",
          Limited: "235/55R19",
          "GR Sport": "235/50R20",
        },
        defaultSize: "225/60R18",
      },
      {
        from: 2019,
        to: 2025,
        trims: {
          LE: "225/65R17",
          XLE: "225/65R17",
          "XLE Premium": "225/60R18",
          Adventure: "235/55R19",
          "TRD Off-Road": "225/60R18",
          Limited: "235/55R19",
        },
        defaultSize: "225/65R17",
      },
      {
        from: 2013,
        to: 2018,
        trims: { LE: "225/65R17", XLE: "225/65R17", SE: "235/55R18", Limited: "235/55R18" },
        defaultSize: "225/65R17",
      },
      {
        from: 2010,
        to: 2012,
        trims: { Base: "P215/70R16", Sport: "P235/55R18", Limited: "P225/65R17" },
        defaultSize: "P225/65R17",
      },
    ],
  },
  {
    make: "Toyota",
    model: "Highlander",
    class: "midsize-suv",
    generations: [
      {
        from: 2020,
        to: null,
        trims: {
          L: "235/65R18",
          LE: "235/65R18",
          XLE: "235/65R18",
          Limited: "235/55R20",
          Platinum: "235/55R20",
        },
        defaultSize: "235/65R18",
      },
      {
        from: 2014,
        to: 2019,
        trims: { LE: "245/65R17", XLE: "245/60R18", SE: "245/55R19", Limited: "245/55R19" },
        defaultSize: "245/60R18",
      },
      {
        from: 2010,
        to: 2013,
        trims: { Base: "P245/65R17", SE: "P245/55R19", Limited: "P245/55R19" },
        defaultSize: "P245/65R17",
      },
    ],
  },
  {
    make: "Toyota",
    model: "4Runner",
    class: "midsize-suv",
    generations: [
      {
        from: 2025,
        to: null,
        trims: {
          SR5: "265/70R18",
          "TRD Off-Road": "265/70R18",
          Limited: "265/60R20",
          "TRD Pro": "LT265/70R18",
        },
        defaultSize: "265/70R18",
      },
      {
        from: 2010,
        to: 2024,
        trims: {
          SR5: "265/70R17",
          Trail: "265/70R17",
          "TRD Off-Road": "265/70R17",
          Limited: "245/60R20",
          "TRD Pro": "265/70R17",
        },
        defaultSize: "265/70R17",
      },
    ],
  },
  {
    make: "Toyota",
    model: "Sequoia",
    class: "full-suv",
    generations: [
      {
        from: 2023,
        to: null,
        trims: {
          SR5: "265/70R18",
          Limited: "265/60R20",
          Platinum: "265/60R20",
          Capstone: "265/50R22",
          "TRD Pro": "LT285/65R18",
        },
        defaultSize: "265/60R20",
      },
      {
        from: 2010,
        to: 2022,
        trims: { SR5: "275/65R18", Limited: "275/55R20", Platinum: "275/55R20", "TRD Pro": "275/65R18" },
        defaultSize: "275/65R18",
      },
    ],
  },
  {
    make: "Toyota",
    model: "Tacoma",
    class: "pickup",
    generations: [
      {
        from: 2024,
        to: null,
        trims: {
          SR: "245/70R17",
          SR5: "265/70R17",
          "TRD Off-Road": "265/70R17",
          Limited: "265/60R20",
          Trailhunter: "LT265/70R18",
          "TRD Pro": "LT265/70R18",
        },
        defaultSize: "265/70R17",
      },
      {
        from: 2016,
        to: 2023,
        trims: {
          SR: "245/75R16",
          SR5: "245/75R16",
          "TRD Sport": "265/65R17",
          "TRD Off-Road": "265/70R16",
          Limited: "265/60R18",
          "TRD Pro": "265/70R16",
        },
        defaultSize: "245/75R16",
      },
      {
        from: 2010,
        to: 2015,
        trims: {
          Base: "P215/70R15",
          PreRunner: "P245/75R16",
          "TRD Sport": "P265/65R17",
          "TRD Off-Road": "P265/70R16",
        },
        defaultSize: "P245/75R16",
      },
    ],
  },
  {
    make: "Toyota",
    model: "Tundra",
    class: "pickup",
    generations: [
      {
        from: 2022,
        to: null,
        trims: {
          SR: "265/70R18",
          SR5: "265/70R18",
          Limited: "265/60R20",
          Platinum: "275/50R22",
          "1794 Edition": "265/60R20",
          "TRD Pro": "LT285/65R18",
        },
        defaultSize: "265/70R18",
      },
      {
        from: 2014,
        to: 2021,
        trims: {
          SR: "255/70R18",
          SR5: "255/70R18",
          Limited: "275/55R20",
          Platinum: "275/55R20",
          "1794 Edition": "275/55R20",
          "TRD Pro": "275/65R18",
        },
        defaultSize: "255/70R18",
      },
      {
        from: 2010,
        to: 2013,
        trims: { Base: "P255/70R18", SR5: "P255/70R18", Limited: "P275/55R20", Platinum: "P275/55R20" },
        defaultSize: "P255/70R18",
      },
    ],
  },
  {
    make: "Toyota",
    model: "Sienna",
    class: "minivan",
    generations: [
      {
        from: 2021,
        to: null,
        trims: {
          LE: "235/65R17",
          XLE: "235/60R18",
          XSE: "235/50R20",
          Limited: "235/60R18",
          Platinum: "235/50R20",
        },
        defaultSize: "235/65R17",
      },
      {
        from: 2011,
        to: 2020,
        trims: { L: "235/60R17", LE: "235/60R17", SE: "235/50R19", XLE: "235/55R18", Limited: "235/55R18" },
        defaultSize: "235/60R17",
      },
      {
        from: 2010,
        to: 2010,
        trims: { CE: "P215/65R16", LE: "P215/65R16", XLE: "P225/60R17", Limited: "P225/60R17" },
        defaultSize: "P215/65R16",
      },
    ],
  },
  {
    make: "Lexus",
    model: "RX",
    class: "luxury",
    generations: [
      {
        from: 2023,
        to: null,
        trims: { "RX 350": "235/60R20", "RX 350h": "235/60R20", "RX 500h F SPORT Performance": "235/50R21" },
        defaultSize: "235/60R20",
      },
      {
        from: 2016,
        to: 2022,
        trims: {
          "RX 350": "235/65R18",
          "RX 350 F SPORT": "235/55R20",
          "RX 350L": "235/55R20",
          "RX 450h": "235/55R20",
        },
        defaultSize: "235/65R18",
      },
      {
        from: 2010,
        to: 2015,
        trims: { "RX 350": "235/60R18", "RX 350 F SPORT": "235/55R19", "RX 450h": "235/55R19" },
        defaultSize: "235/60R18",
      },
    ],
  },
  {
    make: "Lexus",
    model: "NX",
    class: "luxury",
    generations: [
      {
        from: 2022,
        to: null,
        trims: {
          "NX 250": "235/60R18",
          "NX 350": "235/60R18",
          "NX 350h": "235/60R18",
          "NX 450h+": "235/50R20",
        },
        defaultSize: "235/60R18",
      },
      {
        from: 2015,
        to: 2021,
        trims: {
          "NX 200t": "225/65R17",
          "NX 300": "225/65R17",
          "NX 300h": "225/65R17",
          "F SPORT": "225/60R18",
        },
        defaultSize: "225/65R17",
      },
    ],
  },
  {
    make: "Lexus",
    model: "ES",
    class: "luxury",
    generations: [
      {
        from: 2019,
        to: null,
        trims: {
          "ES 250": "215/55R17",
          "ES 300h": "215/55R17",
          "ES 350": "235/45R18",
          "ES 350 F SPORT": "235/40R19",
        },
        defaultSize: "215/55R17",
      },
      {
        from: 2013,
        to: 2018,
        trims: { "ES 350": "215/55R17", "ES 300h": "215/55R17" },
        defaultSize: "215/55R17",
      },
      {
        from: 2010,
        to: 2012,
        trims: { "ES 350": "P215/55R17" },
        defaultSize: "P215/55R17",
      },
    ],
  },
  {
    make: "Lexus",
    model: "GX",
    class: "luxury",
    generations: [
      {
        from: 2024,
        to: null,
        trims: { Premium: "265/60R20", Overtrail: "265/70R18", Luxury: "265/55R22" },
        defaultSize: "265/60R20",
      },
      {
        from: 2010,
        to: 2023,
        trims: { "GX 460": "265/60R18", "GX 460 Premium": "265/60R18", "GX 460 Luxury": "265/55R19" },
        defaultSize: "265/60R18",
      },
    ],
  },
  {
    make: "Lexus",
    model: "IS",
    class: "luxury",
    generations: [
      {
        from: 2014,
        to: null,
        trims: {
          "IS 300": "225/45R17",
          "IS 350": "225/40R18",
          "IS 350 F SPORT": "235/40R19",
          "IS 500 F SPORT Performance": "265/35R19",
        },
        defaultSize: "225/45R17",
      },
      {
        from: 2010,
        to: 2013,
        trims: { "IS 250": "225/45R17", "IS 350": "225/40R18", "IS F": "225/40ZR19" },
        defaultSize: "225/45R17",
      },
    ],
  },
];
