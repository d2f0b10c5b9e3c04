import type { VehicleModelSource } from "./types";

/** The Renault-Nissan-Mitsubishi alliance brands sold in the US: Nissan, Infiniti and Mitsubishi. */
export const nissanModels: readonly VehicleModelSource[] = [
  {
    make: "Nissan",
    model: "Altima",
    class: "midsize-sedan",
    generations: [
      {
        from: 2019,
        to: null,
        trims: { S: "215/60R16", SV: "215/55R17", SR: "235/40R19", SL: "235/45R18", Platinum: "235/45R18" },
        defaultSize: "215/55R17",
      },
      {
        from: 2013,
        to: 2018,
        trims: {
          "2.5": "215/60R16",
          "2.5 S": "215/60R16",
          "2.5 SV": "215/55R17",
          "2.5 SR": "235/45R18",
          "3.5 SL": "235/45R18",
        },
        defaultSize: "215/60R16",
      },
      {
        from: 2010,
        to: 2012,
        trims: { "2.5": "P215/60R16", "2.5 S": "P215/60R16", "3.5 SR": "P215/55R17" },
        defaultSize: "P215/60R16",
      },
    ],
  },
  {
    make: "Nissan",
    model: "Sentra",
    class: "compact-sedan",
    generations: [
      {
        from: 2020,
        to: null,
        trims: { S: "205/60R16", SV: "215/50R17", SR: "215/45R18" },
        defaultSize: "205/60R16",
      },
      {
        from: 2013,
        to: 2019,
        trims: { S: "205/60R15", SV: "205/55R16", SR: "205/50R17", SL: "205/50R17" },
        defaultSize: "205/55R16",
      },
      {
        from: 2010,
        to: 2012,
        trims: { "2.0": "P205/60R15", "2.0 S": "P205/55R16", "SE-R": "P225/45R17" },
        defaultSize: "P205/60R15",
      },
    ],
  },
  {
    make: "Nissan",
    model: "Kicks",
    class: "compact-suv",
    generations: [
      {
        from: 2018,
        to: null,
        trims: { S: "205/60R16", SV: "205/55R17", SR: "205/55R17" },
        defaultSize: "205/55R17",
      },
    ],
  },
  {
    make: "Nissan",
    model: "Rogue",
    class: "compact-suv",
    generations: [
      {
        from: 2021,
        to: null,
        trims: { S: "225/65R17", SV: "225/60R18", SL: "235/55R19", Platinum: "235/55R19" },
        defaultSize: "225/65R17",
      },
      {
        from: 2014,
        to: 2020,
        trims: { S: "225/65R17", SV: "225/65R17", SL: "225/60R18" },
        defaultSize: "225/65R17",
      },
      {
        from: 2010,
        to: 2013,
        trims: { S: "P215/70R16", SV: "P215/70R16", SL: "P225/55R18" },
        defaultSize: "P215/70R16",
      },
    ],
  },
  {
    make: "Nissan",
    model: "Murano",
    class: "midsize-suv",
    generations: [
      {
        from: 2025,
        to: null,
        trims: { SV: "235/55R20", SL: "235/55R20", Platinum: "255/45R21" },
        defaultSize: "235/55R20",
      },
      {
        from: 2015,
        to: 2024,
        trims: { S: "235/65R18", SV: "235/65R18", SL: "235/55R20", Platinum: "235/55R20" },
        defaultSize: "235/65R18",
      },
      {
        from: 2010,
        to: 2014,
        trims: { S: "P235/65R18", SV: "P235/65R18", SL: "P235/65R18", LE: "P235/55R20" },
        defaultSize: "P235/65R18",
      },
    ],
  },
  {
    make: "Nissan",
    model: "Pathfinder",
    class: "midsize-suv",
    generations: [
      {
        from: 2022,
        to: null,
        trims: {
          S: "235/65R18",
          SV: "235/65R18",
          "Rock Creek": "265/60R18",
          SL: "255/55R20",
          Platinum: "255/50R20",
        },
        defaultSize: "235/65R18",
      },
      {
        from: 2013,
        to: 2020,
        trims: { S: "235/65R18", SV: "235/65R18", SL: "235/55R20", Platinum: "235/55R20" },
        defaultSize: "235/65R18",
      },
      {
        from: 2010,
        to: 2012,
        trims: { S: "P245/70R16", SE: "P265/65R17", LE: "P265/60R18" },
        defaultSize: "P265/65R17",
      },
    ],
  },
  {
    make: "Nissan",
    model: "Frontier",
    class: "pickup",
    generations: [
      {
        from: 2022,
        to: null,
        trims: {
          S: "265/70R17",
          SV: "265/70R17",
          "PRO-X": "265/70R17",
          "PRO-4X": "LT265/70R17",
          SL: "265/60R18",
        },
        defaultSize: "265/70R17",
      },
      {
        from: 2010,
        to: 2021,
        trims: { S: "P235/75R15", SV: "P265/70R16", "PRO-4X": "P265/75R16", SL: "P265/60R18" },
        defaultSize: "P265/70R16",
      },
    ],
  },
  {
    make: "Nissan",
    model: "Titan",
    class: "pickup",
    generations: [
      {
        from: 2016,
        to: 2024,
        trims: {
          S: "265/70R18",
          SV: "265/70R18",
          "PRO-4X": "LT275/70R18",
          SL: "275/60R20",
          "Platinum Reserve": "275/60R20",
        },
        defaultSize: "265/70R18",
      },
      {
        from: 2010,
        to: 2015,
        trims: { S: "P265/70R18", SV: "P265/70R18", "PRO-4X": "P275/70R18", SL: "P275/60R20" },
        defaultSize: "P265/70R18",
      },
    ],
  },
  {
    make: "Nissan",
    model: "Armada",
    class: "full-suv",
    generations: [
      {
        from: 2025,
        to: null,
        trims: { SV: "275/60R20", SL: "275/60R20", "PRO-4X": "LT275/70R18", Platinum: "275/50R22" },
        defaultSize: "275/60R20",
      },
      {
        from: 2017,
        to: 2024,
        trims: { SV: "275/70R18", SL: "275/60R20", Platinum: "275/50R22" },
        defaultSize: "275/60R20",
      },
      {
        from: 2010,
        to: 2015,
        trims: { SV: "P265/70R18", SL: "P265/70R18", Platinum: "P275/60R20" },
        defaultSize: "P265/70R18",
      },
    ],
  },
  {
    make: "Infiniti",
    model: "QX60",
    class: "luxury",
    generations: [
      {
        from: 2022,
        to: null,
        trims: { Pure: "235/65R18", Luxe: "255/50R20", Sensory: "255/50R20", Autograph: "255/45R21" },
        defaultSize: "255/50R20",
      },
      {
        from: 2014,
        to: 2020,
        trims: { Base: "235/65R18", Hybrid: "235/65R18", "Premium Plus": "235/55R20" },
        defaultSize: "235/65R18",
      },
    ],
  },
  {
    make: "Infiniti",
    model: "QX80",
    class: "luxury",
    generations: [
      {
        from: 2025,
        to: null,
        trims: { Luxe: "275/50R22", Sensory: "275/50R22", Autograph: "285/45R22" },
        defaultSize: "275/50R22",
      },
      {
        from: 2014,
        to: 2024,
        trims: { Base: "275/60R20", Luxe: "275/60R20", Premium: "275/50R22", Sensory: "275/50R22" },
        defaultSize: "275/60R20",
      },
    ],
  },
  {
    make: "Infiniti",
    model: "QX56",
    class: "luxury",
    generations: [
      {
        from: 2010,
        to: 2013,
        trims: { Base: "P275/60R20", "Deluxe Touring": "P275/50R22" },
        defaultSize: "P275/60R20",
      },
    ],
  },
  {
    make: "Infiniti",
    model: "Q50",
    class: "luxury",
    generations: [
      {
        from: 2014,
        to: 2024,
        trims: { Pure: "225/55R17", Luxe: "225/50R18", Sport: "245/40R19", "Red Sport 400": "245/40R19" },
        defaultSize: "225/50R18",
      },
    ],
  },
  {
    make: "Infiniti",
    model: "G37",
    class: "luxury",
    generations: [
      {
        from: 2010,
        to: 2013,
        trims: { Journey: "P225/55R17", "x AWD": "P225/55R17", Sport: "225/45R18" },
        defaultSize: "P225/55R17",
      },
    ],
  },
  {
    make: "Mitsubishi",
    model: "Outlander",
    class: "compact-suv",
    generations: [
      {
        from: 2022,
        to: null,
        trims: { ES: "235/60R18", SE: "255/45R20", SEL: "255/45R20" },
        defaultSize: "235/60R18",
      },
      {
        from: 2014,
        to: 2021,
        trims: { ES: "215/70R16", SE: "225/55R18", SEL: "225/55R18", GT: "225/55R18" },
        defaultSize: "225/55R18",
      },
      {
        from: 2010,
        to: 2013,
        trims: { ES: "P215/70R16", SE: "P225/55R18", GT: "P225/55R18" },
        defaultSize: "P215/70R16",
      },
    ],
  },
  {
    make: "Mitsubishi",
    model: "Outlander Sport",
    class: "compact-suv",
    generations: [
      {
        from: 2011,
        to: null,
        trims: { ES: "215/70R16", LE: "225/55R18", SE: "225/55R18", SEL: "225/55R18" },
        defaultSize: "215/70R16",
      },
    ],
  },
  {
    make: "Mitsubishi",
    model: "Mirage",
    class: "compact-sedan",
    generations: [
      {
        from: 2014,
        to: 2024,
        trims: { ES: "165/65R14", LE: "165/65R14", SE: "175/55R15" },
        defaultSize: "165/65R14",
      },
    ],
  },
  {
    make: "Mitsubishi",
    model: "Lancer",
    class: "compact-sedan",
    generations: [
      {
        from: 2010,
        to: 2017,
        trims: { ES: "P205/60R16", GT: "215/45R18", Ralliart: "245/40R18", Evolution: "245/40R18" },
        defaultSize: "P205/60R16",
      },
    ],
  },
];
