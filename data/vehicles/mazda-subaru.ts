import type { VehicleModelSource } from "./types";

/** Mazda and Subaru. */
export const mazdaSubaruModels: readonly VehicleModelSource[] = [
  {
    make: "Mazda",
    model: "Mazda3",
    class: "compact-sedan",
    generations: [
      {
        from: 2019,
        to: null,
        trims: {
          Base: "205/60R16",
          Select: "215/45R18",
          Preferred: "215/45R18",
          Premium: "215/45R18",
          Turbo: "215/45R18",
        },
        defaultSize: "215/45R18",
      },
      {
        from: 2014,
        to: 2018,
        trims: { Sport: "205/60R16", Touring: "205/60R16", "Grand Touring": "215/45R18" },
        defaultSize: "205/60R16",
      },
      {
        from: 2010,
        to: 2013,
        trims: {
          "i SV": "P195/65R15",
          "i Touring": "P205/55R16",
          "s Grand Touring": "P205/50R17",
          Mazdaspeed3: "225/40R18",
        },
        defaultSize: "P205/55R16",
      },
    ],
  },
  {
    make: "Mazda",
    model: "Mazda6",
    class: "midsize-sedan",
    generations: [
      {
        from: 2014,
        to: 2021,
        trims: {
          Sport: "225/55R17",
          Touring: "225/55R17",
          "Grand Touring": "225/45R19",
          Signature: "225/45R19",
        },
        defaultSize: "225/55R17",
      },
      {
        from: 2010,
        to: 2013,
        trims: { "i Sport": "P205/65R16", "i Touring": "P215/55R17", "s Grand Touring": "P235/45R18" },
        defaultSize: "P215/55R17",
      },
    ],
  },
  {
    make: "Mazda",
    model: "MX-5 Miata",
    class: "performance",
    generations: [
      {
        from: 2016,
        to: null,
        trims: { Sport: "195/50R16", Club: "205/45R17", "Grand Touring": "205/45R17" },
        defaultSize: "195/50R16",
      },
      {
        from: 2010,
        to: 2015,
        trims: { Sport: "205/50R16", Touring: "205/45R17", "Grand Touring": "205/45R17" },
        defaultSize: "205/45R17",
      },
    ],
  },
  {
    make: "Mazda",
    model: "CX-30",
    class: "compact-suv",
    generations: [
      {
        from: 2020,
        to: null,
        trims: {
          Base: "215/65R16",
          Select: "215/55R18",
          Preferred: "215/55R18",
          Premium: "215/55R18",
          Turbo: "215/55R18",
        },
        defaultSize: "215/55R18",
      },
    ],
  },
  {
    make: "Mazda",
    model: "CX-5",
    class: "compact-suv",
    generations: [
      {
        from: 2017,
        to: null,
        trims: {
          Sport: "225/65R17",
          Touring: "225/65R17",
          "Grand Touring": "225/55R19",
          Signature: "225/55R19",
          Turbo: "225/55R19",
        },
        defaultSize: "225/65R17",
      },
      {
        from: 2013,
        to: 2016,
        trims: { Sport: "225/65R17", Touring: "225/65R17", "Grand Touring": "225/55R19" },
        defaultSize: "225/65R17",
      },
    ],
  },
  {
    make: "Mazda",
    model: "CX-50",
    class: "compact-suv",
    generations: [
      {
        from: 2023,
        to: null,
        trims: { "2.5 S": "225/65R17", Preferred: "225/55R19", Meridian: "245/60R18", Turbo: "245/45R20" },
        defaultSize: "225/55R19",
      },
    ],
  },
  {
    make: "Mazda",
    model: "CX-9",
    class: "midsize-suv",
    generations: [
      {
        from: 2016,
        to: 2023,
        trims: {
          Sport: "255/60R18",
          Touring: "255/60R18",
          "Grand Touring": "255/50R20",
          Signature: "255/50R20",
        },
        defaultSize: "255/60R18",
      },
      {
        from: 2010,
        to: 2015,
        trims: { Sport: "P245/60R18", Touring: "P245/60R18", "Grand Touring": "P245/50R20" },
        defaultSize: "P245/60R18",
      },
    ],
  },
  {
    make: "Mazda",
    model: "CX-90",
    class: "midsize-suv",
    generations: [
      {
        from: 2024,
        to: null,
        trims: { Select: "255/60R19", Preferred: "255/60R19", Premium: "275/45R21", "Turbo S": "275/45R21" },
        defaultSize: "255/60R19",
      },
    ],
  },
  {
    make: "Subaru",
    model: "Impreza",
    class: "compact-sedan",
    generations: [
      {
        from: 2024,
        to: null,
        trims: { Base: "205/55R16", Sport: "215/50R17", RS: "225/40R18" },
        defaultSize: "215/50R17",
      },
      {
        from: 2017,
        to: 2023,
        trims: { Base: "205/55R16", Premium: "205/55R16", Sport: "215/45R18", Limited: "215/50R17" },
        defaultSize: "205/55R16",
      },
      {
        from: 2012,
        to: 2016,
        trims: { "2.0i": "195/65R15", Premium: "205/55R16", Sport: "205/55R17", Limited: "205/50R17" },
        defaultSize: "205/55R16",
      },
      {
        from: 2010,
        to: 2011,
        trims: { "2.5i": "P205/55R16", Premium: "P205/55R16", "Outback Sport": "P205/55R16" },
        defaultSize: "P205/55R16",
      },
    ],
  },
  {
    make: "Subaru",
    model: "Legacy",
    class: "midsize-sedan",
    generations: [
      {
        from: 2020,
        to: 2025,
        trims: {
          Base: "225/55R17",
          Premium: "225/55R17",
          Sport: "225/45R18",
          Limited: "225/50R18",
          "Touring XT": "225/45R18",
        },
        defaultSize: "225/55R17",
      },
      {
        from: 2015,
        to: 2019,
        trims: { "2.5i": "205/60R16", Premium: "225/55R17", Sport: "225/50R18", Limited: "225/50R18" },
        defaultSize: "225/55R17",
      },
      {
        from: 2010,
        to: 2014,
        trims: { "2.5i": "P205/60R16", Premium: "P205/60R16", Limited: "225/50R17", "3.6R": "225/50R17" },
        defaultSize: "P205/60R16",
      },
    ],
  },
  {
    make: "Subaru",
    model: "WRX",
    class: "performance",
    generations: [
      {
        from: 2022,
        to: null,
        trims: { Base: "235/45R17", Premium: "245/40R18", Limited: "245/40R18", GT: "245/35R19" },
        defaultSize: "245/40R18",
      },
      {
        from: 2015,
        to: 2021,
        trims: { Base: "235/45R17", Premium: "235/45R17", Limited: "235/45R17", STI: "245/40R18" },
        defaultSize: "235/45R17",
      },
    ],
  },
  {
    make: "Subaru",
    model: "Crosstrek",
    class: "compact-suv",
    generations: [
      {
        from: 2024,
        to: null,
        trims: {
          Base: "225/60R17",
          Premium: "225/60R17",
          Sport: "225/55R18",
          Limited: "225/55R18",
          Wilderness: "225/60R17",
        },
        defaultSize: "225/60R17",
      },
      {
        from: 2018,
        to: 2023,
        trims: { Base: "225/60R17", Premium: "225/60R17", Sport: "225/55R18", Limited: "225/55R18" },
        defaultSize: "225/60R17",
      },
      {
        from: 2013,
        to: 2017,
        trims: { "2.0i": "225/60R17", Premium: "225/60R17", Limited: "225/60R17" },
        defaultSize: "225/60R17",
      },
    ],
  },
  {
    make: "Subaru",
    model: "Forester",
    class: "compact-suv",
    generations: [
      {
        from: 2025,
        to: null,
        trims: {
          Base: "225/60R17",
          Premium: "225/60R17",
          Sport: "225/55R18",
          Limited: "225/55R18",
          Touring: "225/55R18",
        },
        defaultSize: "225/60R17",
      },
      {
        from: 2019,
        to: 2024,
        trims: {
          Base: "225/60R17",
          Premium: "225/60R17",
          Sport: "225/55R18",
          Limited: "225/55R18",
          Touring: "225/55R18",
          Wilderness: "225/65R17",
        },
        defaultSize: "225/60R17",
      },
      {
        from: 2014,
        to: 2018,
        trims: {
          "2.5i": "225/60R17",
          Premium: "225/60R17",
          Limited: "225/55R18",
          Touring: "225/55R18",
          "2.0XT": "225/55R18",
        },
        defaultSize: "225/60R17",
      },
      {
        from: 2010,
        to: 2013,
        trims: { "2.5X": "P215/65R16", Premium: "P225/55R17", Limited: "225/55R17", "2.5XT": "225/55R17" },
        defaultSize: "P225/55R17",
      },
    ],
  },
  {
    make: "Subaru",
    model: "Outback",
    class: "midsize-suv",
    generations: [
      {
        from: 2026,
        to: null,
        trims: { Premium: "225/60R18", Limited: "225/55R19", Touring: "225/55R19", Wilderness: "225/65R17" },
        defaultSize: "225/60R18",
      },
      {
        from: 2020,
        to: 2025,
        trims: {
          Base: "225/65R17",
          Premium: "225/65R17",
          Limited: "225/60R18",
          Touring: "225/60R18",
          "Onyx Edition XT": "225/65R17",
          Wilderness: "225/65R17",
        },
        defaultSize: "225/65R17",
      },
      {
        from: 2015,
        to: 2019,
        trims: {
          "2.5i": "225/65R17",
          Premium: "225/65R17",
          Limited: "225/60R18",
          "3.6R Limited": "225/60R18",
        },
        defaultSize: "225/65R17",
      },
      {
        from: 2010,
        to: 2014,
        trims: { "2.5i": "P225/60R17", Premium: "P225/60R17", Limited: "P225/60R17", "3.6R": "P225/60R17" },
        defaultSize: "P225/60R17",
      },
    ],
  },
  {
    make: "Subaru",
    model: "Ascent",
    class: "midsize-suv",
    generations: [
      {
        from: 2019,
        to: null,
        trims: {
          Base: "245/60R18",
          Premium: "245/60R18",
          "Onyx Edition": "245/60R18",
          Limited: "245/50R20",
          Touring: "245/50R20",
        },
        defaultSize: "245/60R18",
      },
    ],
  },
];
