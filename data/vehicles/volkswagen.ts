import type { VehicleModelSource } from "./types";

/** Volkswagen Group: Volkswagen and Audi. */
export const volkswagenModels: readonly VehicleModelSource[] = [
  {
    make: "Volkswagen",
    model: "Jetta",
    class: "compact-sedan",
    generations: [
      {
        from: 2019,
        to: null,
        trims: { S: "205/60R16", Sport: "205/55R17", SE: "205/55R17", SEL: "205/55R17", GLI: "225/40R18" },
        defaultSize: "205/60R16",
      },
      {
        from: 2011,
        to: 2018,
        trims: { S: "195/65R15", SE: "205/55R16", SEL: "225/45R17", GLI: "225/45R17" },
        defaultSize: "205/55R16",
      },
      {
        from: 2010,
        to: 2010,
        trims: { S: "P205/55R16", SE: "P205/55R16", TDI: "225/45R17" },
        defaultSize: "P205/55R16",
      },
    ],
  },
  {
    make: "Volkswagen",
    model: "Golf GTI",
    class: "performance",
    generations: [
      {
        from: 2022,
        to: null,
        trims: { S: "225/40R18", SE: "235/35R19", Autobahn: "235/35R19" },
        defaultSize: "225/40R18",
      },
      {
        from: 2015,
        to: 2021,
        trims: { S: "225/40R18", SE: "225/40R18", Autobahn: "225/40R18" },
        defaultSize: "225/40R18",
      },
      {
        from: 2010,
        to: 2014,
        trims: { "2.0T": "225/45R17", "Autobahn Package": "225/40R18" },
        defaultSize: "225/45R17",
      },
    ],
  },
  {
    make: "Volkswagen",
    model: "Passat",
    class: "midsize-sedan",
    generations: [
      {
        from: 2012,
        to: 2022,
        trims: { S: "215/60R16", SE: "215/55R17", SEL: "235/45R18", "R-Line": "235/40R19" },
        defaultSize: "215/55R17",
      },
      {
        from: 2010,
        to: 2010,
        trims: { Komfort: "P215/55R16", Lux: "P235/45R17" },
        defaultSize: "P215/55R16",
      },
    ],
  },
  {
    make: "Volkswagen",
    model: "Tiguan",
    class: "compact-suv",
    generations: [
      {
        from: 2025,
        to: null,
        trims: { S: "235/55R18", SE: "235/50R19", "SEL R-Line": "255/40R20" },
        defaultSize: "235/55R18",
      },
      {
        from: 2018,
        to: 2024,
        trims: { S: "215/65R17", SE: "235/55R18", SEL: "235/55R18", "SEL Premium R-Line": "255/40R20" },
        defaultSize: "235/55R18",
      },
      {
        from: 2010,
        to: 2017,
        trims: { S: "215/65R16", SE: "235/55R17", SEL: "235/50R18" },
        defaultSize: "235/55R17",
      },
    ],
  },
  {
    make: "Volkswagen",
    model: "Atlas",
    class: "midsize-suv",
    generations: [
      {
        from: 2018,
        to: null,
        trims: { S: "245/60R18", SE: "245/60R18", SEL: "255/50R20", "SEL Premium": "265/45R21" },
        defaultSize: "245/60R18",
      },
    ],
  },
  {
    make: "Audi",
    model: "A4",
    class: "luxury",
    generations: [
      {
        from: 2017,
        to: 2025,
        trims: { Premium: "225/50R17", "Premium Plus": "245/40R18", Prestige: "245/40R18" },
        defaultSize: "225/50R17",
      },
      {
        from: 2010,
        to: 2016,
        trims: { Premium: "245/45R17", "Premium Plus": "245/40R18", Prestige: "245/40R18" },
        defaultSize: "245/45R17",
      },
    ],
  },
  {
    make: "Audi",
    model: "Q3",
    class: "luxury",
    generations: [
      {
        from: 2019,
        to: null,
        trims: { Premium: "235/55R18", "Premium Plus": "235/50R19", Prestige: "235/45R20" },
        defaultSize: "235/55R18",
      },
      {
        from: 2015,
        to: 2018,
        trims: { Premium: "235/55R18", "Premium Plus": "235/50R19", Prestige: "235/50R19" },
        defaultSize: "235/55R18",
      },
    ],
  },
  {
    make: "Audi",
    model: "Q5",
    class: "luxury",
    generations: [
      {
        from: 2018,
        to: null,
        trims: { Premium: "235/60R18", "Premium Plus": "235/55R19", Prestige: "255/45R20" },
        defaultSize: "235/60R18",
      },
      {
        from: 2010,
        to: 2017,
        trims: { Premium: "235/60R18", "Premium Plus": "235/60R18", Prestige: "235/55R19" },
        defaultSize: "235/60R18",
      },
    ],
  },
  {
    make: "Audi",
    model: "Q7",
    class: "luxury",
    generations: [
      {
        from: 2017,
        to: null,
        trims: { Premium: "255/60R19", "Premium Plus": "285/45R20", Prestige: "285/40R21" },
        defaultSize: "255/60R19",
      },
      {
        from: 2010,
        to: 2015,
        trims: { Premium: "255/55R18", "Premium Plus": "265/50R19", Prestige: "275/45R20" },
        defaultSize: "255/55R18",
      },
    ],
  },
];
