import type { VehicleModelSource } from "./types";

/** Tesla. Performance variants are staggered on some years; the front size is listed. */
export const teslaModels: readonly VehicleModelSource[] = [
  {
    make: "Tesla",
    model: "Model 3",
    class: "midsize-sedan",
    generations: [
      {
        from: 2024,
        to: null,
        trims: { "Rear-Wheel Drive": "235/45R18", "Long Range": "235/45R18", Performance: "245/35ZR20" },
        defaultSize: "235/45R18",
      },
      {
        from: 2017,
        to: 2023,
        trims: {
          "Standard Range Plus": "235/45R18",
          "Rear-Wheel Drive": "235/45R18",
          "Long Range": "235/45R18",
          Performance: "235/35ZR20",
        },
        defaultSize: "235/45R18",
      },
    ],
  },
  {
    make: "Tesla",
    model: "Model Y",
    class: "compact-suv",
    generations: [
      {
        from: 2020,
        to: null,
        trims: { "Rear-Wheel Drive": "255/45R19", "Long Range": "255/45R19", Performance: "255/35ZR21" },
        defaultSize: "255/45R19",
      },
    ],
  },
  {
    make: "Tesla",
    model: "Model S",
    class: "luxury",
    generations: [
      {
        from: 2021,
        to: 2026,
        trims: { "Long Range": "245/45R19", Plaid: "265/35ZR21" },
        defaultSize: "245/45R19",
      },
      {
        from: 2012,
        to: 2020,
        trims: { "75D": "245/45R19", "85D": "245/45R19", "100D": "245/45R19", P100D: "245/35ZR21" },
        defaultSize: "245/45R19",
      },
    ],
  },
  {
    make: "Tesla",
    model: "Model X",
    class: "luxury",
    generations: [
      {
        from: 2021,
        to: 2026,
        trims: { "Long Range": "255/45R20", Plaid: "265/35R22" },
        defaultSize: "255/45R20",
      },
      {
        from: 2016,
        to: 2020,
        trims: { "75D": "265/45R20", "100D": "265/45R20", P100D: "265/35R22" },
        defaultSize: "265/45R20",
      },
    ],
  },
];
