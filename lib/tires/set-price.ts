import { brandCore } from "@/data/brand-core";

export const TIRES_PER_SET = 4;

/** What a set of four costs with the installation package on each tire, which is how the site prices a set. */
export interface SetPrice {
  tires: number;
  /** Dollars per tire for the installation package (data/brand-core.ts). */
  installationPerTire: number;
  installation: number;
  total: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

export function setOfFourPrice(pricePerTire: number): SetPrice {
  const installationPerTire = brandCore.installationPricePerTire;
  const tires = cents(pricePerTire * TIRES_PER_SET);
  const installation = cents(installationPerTire * TIRES_PER_SET);
  return { tires, installationPerTire, installation, total: cents(tires + installation) };
}

/** The price of a set of 4 installed, as every list and page shows it. */
export function installedSetPrice(pricePerTire: number): number {
  return setOfFourPrice(pricePerTire).total;
}
