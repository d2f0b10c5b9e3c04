import { describe, expect, it } from "vitest";
import { locations } from "@/data/locations";
import { schedulerServices } from "@/data/scheduler-services";
import { stateFeesAndTaxes, storeSalesTax } from "@/data/tire-fees-and-taxes";
import { SERVICE_CHARGES, SERVICES_PRICED_BY_THE_JOB, TIRE_SALE_SERVICE } from "@/data/tire-visit-charges";
import {
  counterEstimate,
  outTheDoor,
  roadHazardCentsPerTire,
  salesTaxCents,
  type OutTheDoorEstimate,
} from "./out-the-door";
import { setOfFourPrice } from "./set-price";

const CHARLESTON_WV = 1;
const CRAB_ORCHARD_WV = 2;
const BRISTOL_TN = 3;
const WYTHEVILLE_VA = 4;
const ASHLAND_KY = 6;
const WINDBER_PA = 7;

const amounts = (estimate: OutTheDoorEstimate) =>
  Object.fromEntries(
    estimate.lines.map((line) => [line.kind === "service" ? line.label : line.kind, line.amount]),
  );

describe("the out-the-door estimate, one store in each state, worked by hand", () => {
  it("Bristol, TN: 4 × $119.99 with the $1.35 pre-disposal fee, everything taxed at 9.25%", () => {
    const estimate = outTheDoor({ storeId: BRISTOL_TN, pricePerTire: 119.99, quantity: 4 });
    // 479.96 tires + 100.00 installation + 5.40 fee = 585.36; 585.36 × 9.25% = 54.1458 → 54.15
    expect(amounts(estimate)).toEqual({
      tires: 479.96,
      installation: 100,
      "state-tire-fee": 5.4,
      disposal: 0,
    });
    expect(estimate.lines.every((line) => line.taxable)).toBe(true);
    expect(estimate.subtotal).toBe(585.36);
    expect(estimate.taxRatePercent).toBe(9.25);
    expect(estimate.tax).toBe(54.15);
    expect(estimate.total).toBe(639.51);
    expect(estimate.isEstimate).toBe(true);
    expect(estimate.note).toContain("Tennessee tire fee: Tire pre-disposal fee, $1.35 a tire.");
    expect(estimate.note).toContain("9.25% (7% state + 2.25% local)");
  });

  it("Charleston, WV: no state tire fee, 7% with the city's 1%", () => {
    const estimate = outTheDoor({ storeId: CHARLESTON_WV, pricePerTire: 119.99, quantity: 4 });
    // 479.96 + 100.00 = 579.96; × 7% = 40.5972 → 40.60
    expect(estimate.lines.some((line) => line.kind === "state-tire-fee")).toBe(false);
    expect(estimate.subtotal).toBe(579.96);
    expect(estimate.tax).toBe(40.6);
    expect(estimate.total).toBe(620.56);
    expect(estimate.note).toContain("West Virginia charges no fee on new tires at the sale.");
  });

  it("Wytheville, VA: the $0.50 recycling fee, 5.3%, and alignment labor left untaxed", () => {
    const plain = outTheDoor({ storeId: WYTHEVILLE_VA, pricePerTire: 119.99, quantity: 4 });
    // 479.96 + 100.00 + 2.00 = 581.96; × 5.3% = 30.84388 → 30.84
    expect(amounts(plain)["state-tire-fee"]).toBe(2);
    expect(plain.subtotal).toBe(581.96);
    expect(plain.tax).toBe(30.84);
    expect(plain.total).toBe(612.8);

    const aligned = outTheDoor({
      storeId: WYTHEVILLE_VA,
      pricePerTire: 119.99,
      quantity: 4,
      services: ["Wheel Alignment"],
    });
    const alignment = aligned.lines.find((line) => line.kind === "service")!;
    expect(alignment).toMatchObject({ amount: 99.99, taxable: false });
    // 581.96 + 99.99 = 681.95; the tax stays 30.84
    expect(aligned.subtotal).toBe(681.95);
    expect(aligned.tax).toBe(30.84);
    expect(aligned.total).toBe(712.79);
  });

  it("Ashland, KY: the $2 tire fee is taxed with the tires at 6%", () => {
    const estimate = outTheDoor({ storeId: ASHLAND_KY, pricePerTire: 119.99, quantity: 4 });
    // 479.96 + 100.00 + 8.00 = 587.96; × 6% = 35.2776 → 35.28
    expect(estimate.lines.find((line) => line.kind === "state-tire-fee")).toMatchObject({
      amount: 8,
      taxable: true,
    });
    expect(estimate.subtotal).toBe(587.96);
    expect(estimate.tax).toBe(35.28);
    expect(estimate.total).toBe(623.24);
  });

  it("Windber, PA: the $1 fee is outside the tax, which follows the state's bracket", () => {
    const estimate = outTheDoor({ storeId: WINDBER_PA, pricePerTire: 119.99, quantity: 4 });
    // taxable 479.96 + 100.00 = 579.96: 579 × 6¢ = 34.74, plus 6¢ for the 96¢ → 34.80
    expect(estimate.lines.find((line) => line.kind === "state-tire-fee")).toMatchObject({
      amount: 4,
      taxable: false,
    });
    expect(estimate.subtotal).toBe(583.96);
    expect(estimate.tax).toBe(34.8);
    expect(estimate.total).toBe(618.76);
  });
});

describe("rounding the tax", () => {
  it("rounds an exact half cent up, where banker's rounding would go down (WV, 7%)", () => {
    // One $100.50 tire + $25.00 installation = 125.50; × 7% = 8.785 → 8.79 (to-even would give 8.78)
    const estimate = outTheDoor({ storeId: CHARLESTON_WV, pricePerTire: 100.5, quantity: 1 });
    expect(estimate.subtotal).toBe(125.5);
    expect(estimate.tax).toBe(8.79);
    expect(estimate.total).toBe(134.29);
  });

  it("rounds an exact half cent up at 9.25% (TN), where cutting off would go down", () => {
    // 99.65 + 25.00 + 1.35 = 126.00; × 9.25% = 11.655 → 11.66
    const estimate = outTheDoor({ storeId: BRISTOL_TN, pricePerTire: 99.65, quantity: 1 });
    expect(estimate.subtotal).toBe(126);
    expect(estimate.tax).toBe(11.66);
  });

  it("rounds just under a half cent down", () => {
    expect(salesTaxCents(12549, 700, "half-up")).toBe(878); // 878.43¢
    expect(salesTaxCents(12550, 700, "half-up")).toBe(879); // 878.5¢
  });

  it("uses Pennsylvania's bracket, which takes 2¢ on 18¢ where half-up would take 1¢", () => {
    // One $100.18 tire + $25.00 = 125.18 taxable: 125 × 6¢ = 7.50, plus 2¢ for 18¢ → 7.52
    // (125.18 × 6% = 7.5108 would round to 7.51); the $1.00 fee is not taxed.
    const estimate = outTheDoor({ storeId: WINDBER_PA, pricePerTire: 100.18, quantity: 1 });
    expect(estimate.tax).toBe(7.52);
    expect(estimate.subtotal).toBe(126.18);
    expect(estimate.total).toBe(133.7);
    expect(salesTaxCents(10, 600, "pennsylvania-bracket")).toBe(0);
    expect(salesTaxCents(11, 600, "pennsylvania-bracket")).toBe(1);
    expect(salesTaxCents(100, 600, "pennsylvania-bracket")).toBe(6);
    expect(salesTaxCents(185, 600, "pennsylvania-bracket")).toBe(12);
  });

  it("keeps cents exact where floating point would drift", () => {
    // 3 × 89.99 is 269.96999999999997 in floating point
    expect(89.99 * 3).not.toBe(269.97);
    const estimate = outTheDoor({ storeId: ASHLAND_KY, pricePerTire: 89.99, quantity: 3 });
    expect(estimate.lines[0]!.amount).toBe(269.97);
    // 269.97 + 75.00 + 6.00 = 350.97; × 6% = 21.0582 → 21.06
    expect(estimate.subtotal).toBe(350.97);
    expect(estimate.tax).toBe(21.06);
    expect(estimate.total).toBe(372.03);
  });
});

describe("quantity", () => {
  it("prices 1 to 8 tires at Ashland, KY, each line scaling with the count", () => {
    // per tire 119.99 + 25.00 + 2.00 = 146.99, all taxed at 6%
    const expected: Record<number, [subtotal: number, tax: number, total: number]> = {
      1: [146.99, 8.82, 155.81], // 8.8194
      2: [293.98, 17.64, 311.62], // 17.6388
      3: [440.97, 26.46, 467.43], // 26.4582
      4: [587.96, 35.28, 623.24], // 35.2776
      5: [734.95, 44.1, 779.05], // 44.097
      6: [881.94, 52.92, 934.86], // 52.9164
      7: [1028.93, 61.74, 1090.67], // 61.7358
      8: [1175.92, 70.56, 1246.48], // 70.5552
    };
    for (let quantity = 1; quantity <= 8; quantity++) {
      const estimate = outTheDoor({ storeId: ASHLAND_KY, pricePerTire: 119.99, quantity });
      expect([estimate.subtotal, estimate.tax, estimate.total]).toEqual(expected[quantity]);
      expect(amounts(estimate).installation).toBe(25 * quantity);
      expect(amounts(estimate)["state-tire-fee"]).toBe(2 * quantity);
    }
  });

  it("refuses no tires, more than eight, or part of a tire", () => {
    for (const quantity of [0, 9, 2.5, -1, Number.NaN]) {
      expect(() => outTheDoor({ storeId: ASHLAND_KY, pricePerTire: 119.99, quantity })).toThrow(RangeError);
    }
  });

  it("refuses a price that is negative, not a number or not in whole cents", () => {
    for (const pricePerTire of [-1, Number.NaN, Number.POSITIVE_INFINITY, 119.995]) {
      expect(() => outTheDoor({ storeId: ASHLAND_KY, pricePerTire, quantity: 4 })).toThrow(RangeError);
    }
  });
});

describe("road-hazard cover", () => {
  it("is 12% of the tire's price, at least $12 and at most $40 a tire", () => {
    expect(roadHazardCentsPerTire(15000)).toBe(1800); // $150 → $18.00
    expect(roadHazardCentsPerTire(8000)).toBe(1200); // $80 → 9.60, raised to the $12 floor
    expect(roadHazardCentsPerTire(10000)).toBe(1200); // $100 → exactly $12
    expect(roadHazardCentsPerTire(40000)).toBe(4000); // $400 → 48.00, held to the $40 cap
    expect(roadHazardCentsPerTire(33333)).toBe(4000); // $333.33 → 39.9996, rounds to $40.00
    expect(roadHazardCentsPerTire(10421)).toBe(1251); // $104.21 → 12.5052 → 12.51
  });

  it("adds a taxed line for each tire in Bristol, TN", () => {
    const estimate = outTheDoor({ storeId: BRISTOL_TN, pricePerTire: 150, quantity: 4, roadHazard: true });
    // 600.00 + 100.00 + 5.40 + 72.00 = 777.40; × 9.25% = 71.9095 → 71.91
    expect(estimate.lines.find((line) => line.kind === "road-hazard")).toMatchObject({
      label: "Road-hazard cover (4 × $18.00)",
      amount: 72,
      taxable: true,
    });
    expect(estimate.subtotal).toBe(777.4);
    expect(estimate.tax).toBe(71.91);
    expect(estimate.total).toBe(849.31);
  });

  it("applies the floor and the cap per tire on a whole set", () => {
    const cheap = outTheDoor({ storeId: CHARLESTON_WV, pricePerTire: 60, quantity: 4, roadHazard: true });
    expect(amounts(cheap)["road-hazard"]).toBe(48);
    const dear = outTheDoor({ storeId: CHARLESTON_WV, pricePerTire: 500, quantity: 2, roadHazard: true });
    expect(amounts(dear)["road-hazard"]).toBe(80);
  });

  it("is left out unless asked for", () => {
    const estimate = outTheDoor({ storeId: BRISTOL_TN, pricePerTire: 150, quantity: 4 });
    expect(estimate.lines.some((line) => line.kind === "road-hazard")).toBe(false);
  });
});

describe("services added to the visit", () => {
  it("adds alignment and rotation at Charleston, WV, where service labor is taxed", () => {
    const estimate = outTheDoor({
      storeId: CHARLESTON_WV,
      pricePerTire: 119.99,
      quantity: 4,
      services: [TIRE_SALE_SERVICE, "Wheel Alignment", "Tire Rotation"],
    });
    const services = estimate.lines.filter((line) => line.kind === "service");
    expect(services.map((line) => [line.amount, line.taxable])).toEqual([
      [99.99, true],
      [24.99, true],
    ]);
    // 579.96 + 99.99 + 24.99 = 704.94; × 7% = 49.3458 → 49.35
    expect(estimate.subtotal).toBe(704.94);
    expect(estimate.tax).toBe(49.35);
    expect(estimate.total).toBe(754.29);
  });

  it("charges one on-site call-out for several field services, named once", () => {
    const estimate = outTheDoor({
      storeId: CRAB_ORCHARD_WV,
      pricePerTire: 300,
      quantity: 2,
      services: ["Farm Tire Service", "Mining Tire Service", "Farm Tire Service"],
    });
    const services = estimate.lines.filter((line) => line.kind === "service");
    expect(services).toEqual([
      { kind: "service", label: "On-site service call-out", amount: 195, taxable: true },
    ]);
    // 600.00 + 50.00 + 195.00 = 845.00; × 6% = 50.70
    expect(estimate.subtotal).toBe(845);
    expect(estimate.tax).toBe(50.7);
    expect(estimate.total).toBe(895.7);
  });

  it("taxes a service with parts in Virginia, where labor alone is exempt", () => {
    const estimate = outTheDoor({
      storeId: WYTHEVILLE_VA,
      pricePerTire: 100,
      quantity: 4,
      services: ["Brake Service", "Tire Rotation"],
    });
    const byLabel = Object.fromEntries(
      estimate.lines.filter((line) => line.kind === "service").map((line) => [line.amount, line.taxable]),
    );
    expect(byLabel).toEqual({ 179.99: true, 24.99: false });
    // taxable 400 + 100 + 2 + 179.99 = 681.99; × 5.3% = 36.14547 → 36.15
    expect(estimate.tax).toBe(36.15);
    expect(estimate.subtotal).toBe(706.98);
  });

  it("lists work the store prices by the job instead of inventing a price", () => {
    const estimate = outTheDoor({
      storeId: CHARLESTON_WV,
      pricePerTire: 300,
      quantity: 6,
      services: ["Commercial Tire Service"],
    });
    expect(estimate.pricedAtStore).toEqual(["Commercial Tire Service"]);
    expect(estimate.lines.some((line) => line.kind === "service")).toBe(false);
  });

  it("refuses a name that is not a scheduler service", () => {
    expect(() =>
      outTheDoor({ storeId: CHARLESTON_WV, pricePerTire: 100, quantity: 4, services: ["Nitrogen Fill"] }),
    ).toThrow(/not a scheduler service/);
  });
});

describe("agreement with the rest of the site", () => {
  it("prices tires and installation for four exactly as setOfFourPrice does", () => {
    for (const price of [89.99, 119.99, 154.5, 233.33]) {
      const set = setOfFourPrice(price);
      const estimate = outTheDoor({ storeId: BRISTOL_TN, pricePerTire: price, quantity: 4 });
      expect(amounts(estimate).installation).toBe(set.installation);
      expect(amounts(estimate).tires).toBe(set.tires);
    }
  });

  it("throws for a place that is not a bookable store", () => {
    const warehouse = locations.find((location) => !location.bookable)!;
    expect(() => outTheDoor({ storeId: warehouse.id, pricePerTire: 100, quantity: 4 })).toThrow(
      /not a bookable store/,
    );
    expect(() => outTheDoor({ storeId: 999, pricePerTire: 100, quantity: 4 })).toThrow(
      /not a bookable store/,
    );
  });

  it("has a tax rate for every bookable store, in the store's own state", () => {
    for (const store of locations.filter((location) => location.bookable)) {
      const tax = storeSalesTax[store.id];
      expect(tax?.state, store.name).toBe(store.state);
      expect(stateFeesAndTaxes[tax!.state].state).toBe(store.state);
      expect(() => outTheDoor({ storeId: store.id, pricePerTire: 100, quantity: 4 })).not.toThrow();
    }
  });

  it("prices only real scheduler services, and knows what to do with every one", () => {
    const names = new Set(schedulerServices.map((service) => service.name));
    for (const name of Object.keys(SERVICE_CHARGES)) expect(names.has(name), name).toBe(true);
    for (const name of names) {
      const handled =
        name in SERVICE_CHARGES || SERVICES_PRICED_BY_THE_JOB.includes(name) || name === TIRE_SALE_SERVICE;
      expect(handled, name).toBe(true);
    }
  });
});

describe("highway tires at the counter, for the sales desk's quotes", () => {
  it("Bristol, TN: 10 × $412.50 with the $1.35 fee, both taxed at 9.25%", () => {
    // 4125.00 + 13.50 = 4138.50; × 9.25% = 382.81125 → 382.81
    expect(counterEstimate({ storeId: BRISTOL_TN, pricePerTire: 412.5, quantity: 10 })).toEqual({
      storeId: BRISTOL_TN,
      storeName: "Bristol, TN",
      tires: 4125,
      fee: 13.5,
      tax: 382.81,
      total: 4521.31,
      taxRatePercent: 9.25,
    });
  });

  it("Windber, PA: the $1 fee stays outside the tax", () => {
    // 2 × 289.99 = 579.98 taxed at 6% = 34.7988 → 34.80 (the bracket agrees); fee 2.00 untaxed
    const estimate = counterEstimate({ storeId: WINDBER_PA, pricePerTire: 289.99, quantity: 2 });
    expect(estimate).toMatchObject({ tires: 579.98, fee: 2, tax: 34.8, total: 616.78 });
  });

  it("Charleston, WV: no fee at the sale; takes up to 99 tires and refuses more", () => {
    const estimate = counterEstimate({ storeId: CHARLESTON_WV, pricePerTire: 100, quantity: 99 });
    expect(estimate).toMatchObject({ tires: 9900, fee: 0, tax: 693, total: 10593 });
    expect(() => counterEstimate({ storeId: CHARLESTON_WV, pricePerTire: 100, quantity: 100 })).toThrow(
      RangeError,
    );
    expect(() => counterEstimate({ storeId: CHARLESTON_WV, pricePerTire: 100, quantity: 0 })).toThrow(
      RangeError,
    );
  });

  it("adds up as outTheDoor does for the same tires, less installation", () => {
    for (const storeId of [
      CHARLESTON_WV,
      CRAB_ORCHARD_WV,
      BRISTOL_TN,
      WYTHEVILLE_VA,
      ASHLAND_KY,
      WINDBER_PA,
    ]) {
      const counter = counterEstimate({ storeId, pricePerTire: 150, quantity: 4 });
      const visit = outTheDoor({ storeId, pricePerTire: 150, quantity: 4 });
      const lines = amounts(visit);
      expect(counter.tires).toBe(lines.tires);
      expect(counter.fee).toBe(lines["state-tire-fee"] ?? 0);
      expect(counter.taxRatePercent).toBe(visit.taxRatePercent);
    }
  });
});
