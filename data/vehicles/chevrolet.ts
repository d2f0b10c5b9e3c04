import type { VehicleModelSource } from "./types";

/** Chevrolet (General Motors). GMC, Buick and Cadillac are in gm.ts. */
export const chevroletModels: readonly VehicleModelSource[] = [
  {
    make: "Chevrolet",
    model: "Silverado 1500",
    class: "pickup",
    generations: [
      {
        from: 2019,
        to: null,
        trims: {
          WT: "255/70R17",
          Custom: "275/60R20",
          LT: "265/65R18",
          RST: "275/60R20",
          LTZ: "275/60R20",
          "High Country": "275/50R22",
        },
        defaultSize: "265/65R18",
      },
      {
        from: 2014,
        to: 2018,
        trims: {
          WT: "255/70R17",
          LS: "255/70R17",
          LT: "265/65R18",
          LTZ: "265/65R18",
          "High Country": "275/55R20",
        },
        defaultSize: "265/65R18",
      },
      {
        from: 2010,
        to: 2013,
        trims: { "Work Truck": "P245/70R17", LS: "P245/70R17", LT: "P265/70R17", LTZ: "P275/55R20" },
        defaultSize: "P265/70R17",
      },
    ],
  },
  {
    make: "Chevrolet",
    model: "Silverado 2500HD",
    class: "pickup",
    generations: [
      {
        from: 2020,
        to: null,
        trims: {
          WT: "LT245/75R17",
          Custom: "LT275/65R18",
          LT: "LT275/65R18",
          LTZ: "LT275/65R20",
          "High Country": "LT275/65R20",
        },
        defaultSize: "LT275/65R18",
      },
      {
        from: 2015,
        to: 2019,
        trims: { WT: "LT245/75R17", LT: "LT265/70R17", LTZ: "LT265/70R18", "High Country": "LT265/60R20" },
        defaultSize: "LT265/70R17",
      },
      {
        from: 2011,
        to: 2014,
        trims: { WT: "LT245/75R17", LT: "LT265/70R17", LTZ: "LT265/70R18" },
        defaultSize: "LT265/70R17",
      },
      {
        from: 2010,
        to: 2010,
        trims: { WT: "LT245/75R16", LT: "LT245/75R16", LTZ: "LT265/70R17" },
        defaultSize: "LT245/75R16",
      },
    ],
  },
  {
    make: "Chevrolet",
    model: "Colorado",
    class: "pickup",
    generations: [
      {
        from: 2023,
        to: null,
        trims: {
          WT: "255/70R17",
          LT: "265/65R17",
          Z71: "265/65R17",
          "Trail Boss": "LT265/70R17",
          ZR2: "LT285/70R17",
        },
        defaultSize: "265/65R17",
      },
      {
        from: 2015,
        to: 2022,
        trims: { WT: "255/70R16", LT: "255/65R17", Z71: "255/65R17", ZR2: "LT265/65R17" },
        defaultSize: "255/65R17",
      },
      {
        from: 2010,
        to: 2012,
        trims: { WT: "P225/75R15", LT: "P235/75R15", Z71: "P265/70R16" },
        defaultSize: "P235/75R15",
      },
    ],
  },
  {
    make: "Chevrolet",
    model: "Tahoe",
    class: "full-suv",
    generations: [
      {
        from: 2021,
        to: null,
        trims: {
          LS: "265/65R18",
          LT: "275/60R20",
          RST: "275/50R22",
          Z71: "275/60R20",
          Premier: "275/50R22",
          "High Country": "275/50R22",
        },
        defaultSize: "275/60R20",
      },
      {
        from: 2015,
        to: 2020,
        trims: { LS: "265/65R18", LT: "265/65R18", Premier: "275/55R20", RST: "285/45R22" },
        defaultSize: "265/65R18",
      },
      {
        from: 2010,
        to: 2014,
        trims: { LS: "P265/70R17", LT: "P265/70R17", LTZ: "P275/55R20" },
        defaultSize: "P265/70R17",
      },
    ],
  },
  {
    make: "Chevrolet",
    model: "Suburban",
    class: "full-suv",
    generations: [
      {
        from: 2021,
        to: null,
        trims: {
          LS: "265/65R18",
          LT: "275/60R20",
          RST: "275/50R22",
          Z71: "275/60R20",
          Premier: "275/50R22",
          "High Country": "275/50R22",
        },
        defaultSize: "275/60R20",
      },
      {
        from: 2015,
        to: 2020,
        trims: { LS: "265/65R18", LT: "265/65R18", Premier: "275/55R20", RST: "285/45R22" },
        defaultSize: "265/65R18",
      },
      {
        from: 2010,
        to: 2014,
        trims: { LS: "P265/70R17", LT: "P265/70R17", LTZ: "P275/55R20" },
        defaultSize: "P265/70R17",
      },
    ],
  },
  {
    make: "Chevrolet",
    model: "Equinox",
    class: "compact-suv",
    generations: [
      {
        from: 2025,
        to: null,
        trims: { LT: "235/65R17", RS: "235/50R20", ACTIV: "235/65R17" },
        defaultSize: "235/65R17",
      },
      {
        from: 2018,
        to: 2024,
        trims: { LS: "225/65R17", LT: "225/65R17", RS: "235/50R19", Premier: "235/50R19" },
        defaultSize: "225/65R17",
      },
      {
        from: 2010,
        to: 2017,
        trims: { LS: "P225/65R17", LT: "P225/65R17", LTZ: "P235/55R18" },
        defaultSize: "P225/65R17",
      },
    ],
  },
  {
    make: "Chevrolet",
    model: "Traverse",
    class: "midsize-suv",
    generations: [
      {
        from: 2024,
        to: null,
        trims: { LT: "255/55R20", Z71: "255/65R18", RS: "275/45R22" },
        defaultSize: "255/55R20",
      },
      {
        from: 2018,
        to: 2023,
        trims: {
          LS: "255/65R18",
          LT: "255/65R18",
          RS: "255/55R20",
          Premier: "255/55R20",
          "High Country": "255/55R20",
        },
        defaultSize: "255/65R18",
      },
      {
        from: 2010,
        to: 2017,
        trims: { LS: "P245/70R17", LT: "P255/65R18", LTZ: "P255/55R20" },
        defaultSize: "P255/65R18",
      },
    ],
  },
  {
    make: "Chevrolet",
    model: "Trax",
    class: "compact-suv",
    generations: [
      {
        from: 2024,
        to: null,
        trims: {
          LS: "225/60R17",
          "1RS": "225/55R18",
          LT: "225/55R18",
          ACTIV: "225/55R18",
          "2RS": "225/45R19",
        },
        defaultSize: "225/55R18",
      },
      {
        from: 2015,
        to: 2022,
        trims: { LS: "205/70R16", LT: "215/55R18", Premier: "215/55R18" },
        defaultSize: "215/55R18",
      },
    ],
  },
  {
    make: "Chevrolet",
    model: "Malibu",
    class: "midsize-sedan",
    generations: [
      {
        from: 2016,
        to: 2025,
        trims: { LS: "205/65R16", LT: "225/55R17", RS: "245/45R18", Premier: "245/40R19" },
        defaultSize: "225/55R17",
      },
      {
        from: 2013,
        to: 2015,
        trims: { LS: "215/60R16", LT: "225/55R17", LTZ: "235/50R18" },
        defaultSize: "225/55R17",
      },
      {
        from: 2010,
        to: 2012,
        trims: { LS: "P215/60R16", LT: "P215/55R17", LTZ: "P225/50R18" },
        defaultSize: "P215/55R17",
      },
    ],
  },
  {
    make: "Chevrolet",
    model: "Cruze",
    class: "compact-sedan",
    generations: [
      {
        from: 2016,
        to: 2019,
        trims: { L: "205/55R16", LS: "205/55R16", LT: "205/55R16", Premier: "225/45R17" },
        defaultSize: "205/55R16",
      },
      {
        from: 2011,
        to: 2015,
        trims: { LS: "215/60R16", LT: "215/60R16", Eco: "215/55R17", LTZ: "225/45R18" },
        defaultSize: "215/60R16",
      },
    ],
  },
  {
    make: "Chevrolet",
    model: "Camaro",
    class: "performance",
    generations: [
      {
        from: 2016,
        to: 2024,
        trims: { LT: "245/50R18", SS: "245/40ZR20", ZL1: "285/30ZR20" },
        defaultSize: "245/50R18",
      },
      {
        from: 2010,
        to: 2015,
        trims: { LS: "245/55R18", LT: "245/55R18", SS: "245/45ZR20", ZL1: "285/35ZR20" },
        defaultSize: "245/55R18",
      },
    ],
  },
  {
    make: "Chevrolet",
    model: "Express",
    class: "van",
    generations: [
      {
        from: 2010,
        to: null,
        trims: {
          "2500 Cargo": "LT245/75R16",
          "3500 Cargo": "LT245/75R16",
          "2500 Passenger": "LT245/75R16",
          "3500 Passenger": "LT245/75R16",
        },
        defaultSize: "LT245/75R16",
      },
    ],
  },
];
