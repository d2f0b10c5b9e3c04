import type { VehicleModelSource } from "./types";

/** Honda Motor Company: Honda and Acura. */
export const hondaModels: readonly VehicleModelSource[] = [
  {
    make: "Honda",
    model: "Civic",
    class: "compact-sedan",
    generations: [
      {
        from: 2022,
        to: null,
        trims: {
          LX: "215/55R16",
          Sport: "235/40R18",
          EX: "215/50R17",
          Touring: "235/40R18",
          Si: "235/40R18",
          "Type R": "265/30ZR19",
        },
        defaultSize: "215/55R16",
      },
      {
        from: 2016,
        to: 2021,
        trims: {
          LX: "215/55R16",
          EX: "215/50R17",
          Sport: "235/40R18",
          Touring: "215/50R17",
          Si: "235/40R18",
          "Type R": "245/30ZR20",
        },
        defaultSize: "215/55R16",
      },
      {
        from: 2012,
        to: 2015,
        trims: { LX: "195/65R15", EX: "205/55R16", "EX-L": "205/55R16", Si: "215/45R17" },
        defaultSize: "195/65R15",
      },
      {
        from: 2010,
        to: 2011,
        trims: { DX: "P195/65R15", LX: "P195/65R15", EX: "P205/55R16", Si: "P215/45R17" },
        defaultSize: "P195/65R15",
      },
    ],
  },
  {
    make: "Honda",
    model: "Accord",
    class: "midsize-sedan",
    generations: [
      {
        from: 2023,
        to: null,
        trims: {
          LX: "225/50R17",
          EX: "225/50R17",
          Sport: "235/40R19",
          "EX-L": "225/50R17",
          Touring: "235/40R19",
        },
        defaultSize: "225/50R17",
      },
      {
        from: 2018,
        to: 2022,
        trims: {
          LX: "225/50R17",
          Sport: "235/40R19",
          EX: "225/50R17",
          "EX-L": "225/50R17",
          Touring: "235/40R19",
        },
        defaultSize: "225/50R17",
      },
      {
        from: 2013,
        to: 2017,
        trims: {
          LX: "205/65R16",
          Sport: "235/45R18",
          EX: "215/55R17",
          "EX-L": "215/55R17",
          Touring: "235/45R18",
        },
        defaultSize: "215/55R17",
      },
      {
        from: 2010,
        to: 2012,
        trims: { LX: "P215/60R16", "LX-P": "P215/60R16", EX: "P225/50R17", "EX-L": "P225/50R17" },
        defaultSize: "P215/60R16",
      },
    ],
  },
  {
    make: "Honda",
    model: "CR-V",
    class: "compact-suv",
    generations: [
      {
        from: 2023,
        to: null,
        trims: {
          LX: "235/65R17",
          EX: "235/60R18",
          "EX-L": "235/60R18",
          Sport: "235/60R18",
          "Sport Touring": "235/55R19",
        },
        defaultSize: "235/60R18",
      },
      {
        from: 2017,
        to: 2022,
        trims: { LX: "235/65R17", EX: "235/60R18", "EX-L": "235/60R18", Touring: "235/55R19" },
        defaultSize: "235/60R18",
      },
      {
        from: 2012,
        to: 2016,
        trims: { LX: "215/70R16", EX: "225/65R17", "EX-L": "225/65R17", Touring: "225/60R18" },
        defaultSize: "225/65R17",
      },
      {
        from: 2010,
        to: 2011,
        trims: { LX: "P225/65R17", EX: "P225/65R17", "EX-L": "P225/65R17" },
        defaultSize: "P225/65R17",
      },
    ],
  },
  {
    make: "Honda",
    model: "HR-V",
    class: "compact-suv",
    generations: [
      {
        from: 2023,
        to: null,
        trims: { LX: "215/60R17", Sport: "225/55R18", "EX-L": "225/55R18" },
        defaultSize: "215/60R17",
      },
      {
        from: 2016,
        to: 2022,
        trims: { LX: "215/55R17", Sport: "225/50R18", EX: "215/55R17", "EX-L": "215/55R17" },
        defaultSize: "215/55R17",
      },
    ],
  },
  {
    make: "Honda",
    model: "Pilot",
    class: "midsize-suv",
    generations: [
      {
        from: 2023,
        to: null,
        trims: {
          Sport: "255/60R18",
          "EX-L": "255/60R18",
          TrailSport: "265/60R18",
          Touring: "255/50R20",
          Elite: "255/50R20",
        },
        defaultSize: "255/60R18",
      },
      {
        from: 2016,
        to: 2022,
        trims: {
          LX: "245/60R18",
          EX: "245/60R18",
          "EX-L": "245/60R18",
          Touring: "245/50R20",
          Elite: "245/50R20",
        },
        defaultSize: "245/60R18",
      },
      {
        from: 2010,
        to: 2015,
        trims: { LX: "P245/65R17", EX: "P245/65R17", "EX-L": "P245/65R17", Touring: "245/60R18" },
        defaultSize: "P245/65R17",
      },
    ],
  },
  {
    make: "Honda",
    model: "Passport",
    class: "midsize-suv",
    generations: [
      {
        from: 2026,
        to: null,
        trims: { RTL: "265/60R18", TrailSport: "265/60R18", "TrailSport Elite": "265/60R18" },
        defaultSize: "265/60R18",
      },
      {
        from: 2019,
        to: 2025,
        trims: { Sport: "245/60R18", "EX-L": "245/50R20", TrailSport: "245/60R18", Elite: "245/50R20" },
        defaultSize: "245/50R20",
      },
    ],
  },
  {
    make: "Honda",
    model: "Odyssey",
    class: "minivan",
    generations: [
      {
        from: 2018,
        to: null,
        trims: {
          LX: "235/60R18",
          EX: "235/60R18",
          "EX-L": "235/60R18",
          Touring: "235/55R19",
          Elite: "235/55R19",
        },
        defaultSize: "235/60R18",
      },
      {
        from: 2011,
        to: 2017,
        trims: { LX: "235/65R17", EX: "235/65R17", "EX-L": "235/65R17", Touring: "235/60R18" },
        defaultSize: "235/65R17",
      },
      {
        from: 2010,
        to: 2010,
        trims: { LX: "P235/65R16", EX: "P235/65R16", "EX-L": "P235/65R16", Touring: "P235/60R17" },
        defaultSize: "P235/65R16",
      },
    ],
  },
  {
    make: "Honda",
    model: "Ridgeline",
    class: "pickup",
    generations: [
      {
        from: 2017,
        to: null,
        trims: {
          Sport: "245/60R18",
          RTL: "245/60R18",
          TrailSport: "245/60R18",
          "Black Edition": "245/50R20",
        },
        defaultSize: "245/60R18",
      },
      {
        from: 2010,
        to: 2014,
        trims: { RT: "P245/65R17", RTS: "P245/65R17", RTL: "P245/65R17" },
        defaultSize: "P245/65R17",
      },
    ],
  },
  {
    make: "Acura",
    model: "MDX",
    class: "luxury",
    generations: [
      {
        from: 2022,
        to: null,
        trims: {
          Base: "255/50R20",
          Technology: "255/50R20",
          "A-Spec": "275/40R21",
          Advance: "275/40R21",
          "Type S": "275/40R21",
        },
        defaultSize: "255/50R20",
      },
      {
        from: 2014,
        to: 2021,
        trims: { Base: "245/60R18", Technology: "245/55R19", "A-Spec": "245/50R20", Advance: "245/55R19" },
        defaultSize: "245/60R18",
      },
      {
        from: 2010,
        to: 2013,
        trims: { Base: "P255/55R18", Technology: "P255/55R18", Advance: "P255/50R19" },
        defaultSize: "P255/55R18",
      },
    ],
  },
  {
    make: "Acura",
    model: "RDX",
    class: "luxury",
    generations: [
      {
        from: 2019,
        to: null,
        trims: { Base: "235/55R19", Technology: "235/55R19", "A-Spec": "255/45R20", Advance: "235/55R19" },
        defaultSize: "235/55R19",
      },
      {
        from: 2013,
        to: 2018,
        trims: { Base: "235/60R18", Technology: "235/60R18", Advance: "235/60R18" },
        defaultSize: "235/60R18",
      },
      {
        from: 2010,
        to: 2012,
        trims: { Base: "P235/55R18", Technology: "P235/55R18" },
        defaultSize: "P235/55R18",
      },
    ],
  },
  {
    make: "Acura",
    model: "TLX",
    class: "luxury",
    generations: [
      {
        from: 2021,
        to: null,
        trims: {
          Base: "245/40R19",
          Technology: "245/40R19",
          "A-Spec": "255/40R19",
          Advance: "255/40R19",
          "Type S": "255/35R20",
        },
        defaultSize: "245/40R19",
      },
      {
        from: 2015,
        to: 2020,
        trims: {
          Base: "225/55R17",
          Technology: "225/55R17",
          "V6 Advance": "245/40R19",
          "A-Spec": "245/40R19",
        },
        defaultSize: "225/55R17",
      },
    ],
  },
  {
    make: "Acura",
    model: "Integra",
    class: "compact-sedan",
    generations: [
      {
        from: 2023,
        to: null,
        trims: { Base: "215/50R17", "A-Spec": "235/40R18", "Type S": "265/30ZR19" },
        defaultSize: "215/50R17",
      },
    ],
  },
  {
    make: "Acura",
    model: "TL",
    class: "luxury",
    generations: [
      {
        from: 2010,
        to: 2014,
        trims: { Base: "P245/50R17", Technology: "P245/50R17", "SH-AWD": "P245/45R18" },
        defaultSize: "P245/50R17",
      },
    ],
  },
];
