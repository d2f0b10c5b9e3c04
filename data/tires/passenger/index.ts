import { bfgoodrichTireLines } from "./bfgoodrich";
import { cooperTireLines } from "./cooper";
import { falkenTireLines } from "./falken";
import { goodyearTireLines } from "./goodyear";
import { kellyTireLines } from "./kelly";
import { mastercraftTireLines } from "./mastercraft";
import { michelinTireLines } from "./michelin";
import { starfireTireLines } from "./starfire";
import { uniroyalTireLines } from "./uniroyal";
import type { PassengerTireLine } from "./types";

export * from "./tiers";
export * from "./types";

/** Every passenger, SUV and light-truck product line we sell, premium brands first. */
export const passengerTireLines: readonly PassengerTireLine[] = [
  ...michelinTireLines,
  ...goodyearTireLines,
  ...bfgoodrichTireLines,
  ...cooperTireLines,
  ...falkenTireLines,
  ...uniroyalTireLines,
  ...kellyTireLines,
  ...mastercraftTireLines,
  ...starfireTireLines,
];
