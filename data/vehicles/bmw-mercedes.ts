import type { VehicleModelSource } from "./types";

/**
 * BMW and Mercedes-Benz. Where a model is staggered (wider rear tires), the front size is
 * listed; the result page tells the customer to confirm on the door placard.
 */
export const bmwMercedesModels: readonly VehicleModelSource[] = [
  {
    make: "BMW",
    model: "3 Series",
    class: "luxury",
    generations: [
      {
        from: 2019,
        to: null,
        trims: { "330i": "225/45R18", "330i xDrive": "225/45R18", "330e": "225/45R18", M340i: "225/40R19" },
        defaultSize: "225/45R18",
      },
      {
        from: 2012,
        to: 2018,
        trims: {
          "320i": "225/50R17",
          "328i": "225/50R17",
          "330i": "225/50R17",
          "335i": "225/45R18",
          "340i": "225/45R18",
        },
        defaultSize: "225/50R17",
      },
      {
        from: 2010,
        to: 2011,
        trims: { "328i": "225/45R17", "328i xDrive": "225/45R17", "335i": "225/40R18" },
        defaultSize: "225/45R17",
      },
    ],
  },
  {
    make: "BMW",
    model: "5 Series",
    class: "luxury",
    generations: [
      {
        from: 2024,
        to: null,
        trims: { "530i": "245/45R19", "530i xDrive": "245/45R19", "540i xDrive": "245/45R19" },
        defaultSize: "245/45R19",
      },
      {
        from: 2017,
        to: 2023,
        trims: { "530i": "245/45R18", "540i": "245/45R18", "530e": "245/45R18", "M550i xDrive": "245/40R19" },
        defaultSize: "245/45R18",
      },
      {
        from: 2011,
        to: 2016,
        trims: { "528i": "245/45R18", "535i": "245/45R18", "550i": "245/40R19" },
        defaultSize: "245/45R18",
      },
      {
        from: 2010,
        to: 2010,
        trims: { "528i": "225/55R16", "535i": "245/45R17", "550i": "245/40R18" },
        defaultSize: "245/45R17",
      },
    ],
  },
  {
    make: "BMW",
    model: "X3",
    class: "luxury",
    generations: [
      {
        from: 2025,
        to: null,
        trims: { "30 xDrive": "245/50R19", "M50 xDrive": "255/40R21" },
        defaultSize: "245/50R19",
      },
      {
        from: 2018,
        to: 2024,
        trims: { sDrive30i: "225/60R18", xDrive30i: "225/60R18", M40i: "245/45R20" },
        defaultSize: "225/60R18",
      },
      {
        from: 2011,
        to: 2017,
        trims: { sDrive28i: "245/50R18", xDrive28i: "245/50R18", xDrive35i: "245/50R18" },
        defaultSize: "245/50R18",
      },
      {
        from: 2010,
        to: 2010,
        trims: { xDrive30i: "P235/55R17" },
        defaultSize: "P235/55R17",
      },
    ],
  },
  {
    make: "BMW",
    model: "X5",
    class: "luxury",
    generations: [
      {
        from: 2019,
        to: null,
        trims: { sDrive40i: "265/50R19", xDrive40i: "265/50R19", xDrive50e: "275/45R20", M60i: "275/40R21" },
        defaultSize: "265/50R19",
      },
      {
        from: 2014,
        to: 2018,
        trims: { sDrive35i: "255/55R18", xDrive35i: "255/55R18", xDrive50i: "255/50R19" },
        defaultSize: "255/55R18",
      },
      {
        from: 2010,
        to: 2013,
        trims: { xDrive30i: "255/55R18", xDrive35i: "255/55R18", xDrive50i: "255/50R19" },
        defaultSize: "255/55R18",
      },
    ],
  },
  {
    make: "Mercedes-Benz",
    model: "C-Class",
    class: "luxury",
    generations: [
      {
        from: 2022,
        to: null,
        trims: { "C 300": "225/45R18", "C 300 4MATIC": "225/45R18", "AMG C 43": "245/35R19" },
        defaultSize: "225/45R18",
      },
      {
        from: 2015,
        to: 2021,
        trims: { "C 300": "225/50R17", "C 300 4MATIC": "225/45R18", "AMG C 43": "225/40R19" },
        defaultSize: "225/50R17",
      },
      {
        from: 2010,
        to: 2014,
        trims: { "C 250": "P225/45R17", "C 300": "P225/45R17", "C 350": "225/40R18" },
        defaultSize: "P225/45R17",
      },
    ],
  },
  {
    make: "Mercedes-Benz",
    model: "E-Class",
    class: "luxury",
    generations: [
      {
        from: 2024,
        to: null,
        trims: {
          "E 350": "245/45R19",
          "E 350 4MATIC": "245/45R19",
          "E 450 4MATIC": "245/45R19",
          "AMG E 53": "265/35R20",
        },
        defaultSize: "245/45R19",
      },
      {
        from: 2017,
        to: 2023,
        trims: { "E 300": "245/45R18", "E 350": "245/45R18", "E 450": "245/40R19", "AMG E 63": "265/35ZR20" },
        defaultSize: "245/45R18",
      },
      {
        from: 2010,
        to: 2016,
        trims: { "E 350": "245/45R17", "E 550": "245/40R18", "E 63 AMG": "255/35ZR19" },
        defaultSize: "245/45R17",
      },
    ],
  },
  {
    make: "Mercedes-Benz",
    model: "GLC",
    class: "luxury",
    generations: [
      {
        from: 2023,
        to: null,
        trims: { "GLC 300": "235/55R19", "GLC 300 4MATIC": "235/55R19", "AMG GLC 43": "255/45R20" },
        defaultSize: "235/55R19",
      },
      {
        from: 2016,
        to: 2022,
        trims: { "GLC 300": "235/60R18", "GLC 300 4MATIC": "235/60R18", "AMG GLC 43": "255/45R20" },
        defaultSize: "235/60R18",
      },
    ],
  },
  {
    make: "Mercedes-Benz",
    model: "GLE",
    class: "luxury",
    generations: [
      {
        from: 2020,
        to: null,
        trims: { "GLE 350": "255/50R19", "GLE 450": "275/50R20", "GLE 580": "275/45R21" },
        defaultSize: "255/50R19",
      },
      {
        from: 2016,
        to: 2019,
        trims: { "GLE 350": "255/55R18", "GLE 400": "255/50R19", "AMG GLE 43": "265/45R20" },
        defaultSize: "255/55R18",
      },
    ],
  },
  {
    make: "Mercedes-Benz",
    model: "M-Class",
    class: "luxury",
    generations: [
      {
        from: 2010,
        to: 2015,
        trims: { "ML 350": "255/55R18", "ML 550": "265/45R20", "ML 63 AMG": "295/40R20" },
        defaultSize: "255/55R18",
      },
    ],
  },
  {
    make: "Mercedes-Benz",
    model: "Sprinter",
    class: "van",
    generations: [
      {
        from: 2019,
        to: null,
        trims: {
          "1500 Cargo": "LT235/65R16",
          "2500 Cargo": "LT235/65R16",
          "2500 Passenger": "LT235/65R16",
          "3500 Cargo": "LT235/65R16",
        },
        defaultSize: "LT235/65R16",
      },
      {
        from: 2010,
        to: 2018,
        trims: { "2500 Cargo": "LT235/65R16", "2500 Passenger": "LT235/65R16", "3500 Cargo": "LT235/65R16" },
        defaultSize: "LT235/65R16",
      },
    ],
  },
];
