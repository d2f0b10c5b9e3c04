import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brand } from "@/data/brand";
import { PASSENGER_TIRE_TYPES, passengerTireLines } from "@/data/tires/passenger";
import { allTires } from "@/lib/tires/category-tires";
import { passengerCatalog } from "./passenger-tires";
import {
  getPassengerProduct,
  otherSizesOfLine,
  prerenderedPassengerIds,
  productDescription,
  productImage,
  productName,
} from "./product";
import { installedSetPrice, setOfFourPrice } from "./set-price";

const ID = "michelin-defender2-225-65r17";

describe("passenger product pages", () => {
  it("find a product size by the id the search gives, with its line; anything else is not one", () => {
    const product = getPassengerProduct(ID)!;
    expect(product.offer).toMatchObject({ size: "225/65R17", brand: "Michelin", name: "Defender2" });
    expect(product.line.id).toBe("michelin-defender2");
    expect(productName(product.offer)).toBe("Michelin Defender2 225/65R17");
    for (const id of ["michelin-defender2", "not-a-tire", "", "goodyear-g622-rsd-11r22-5"]) {
      expect(getPassengerProduct(id), id).toBeUndefined();
    }
  });

  it("share an address with an off-road listing only when it is the same tire at the same price", () => {
    const shared = allTires.filter((tire) => passengerCatalog.getOffer(tire.id));
    expect(shared.map((tire) => tire.category)).toEqual(["off-road", "off-road"]);
    for (const tire of shared) {
      const offer = passengerCatalog.getOffer(tire.id)!;
      const brandKey = (name: string) => name.replace(/\s/g, "").toLowerCase();
      expect(
        { brand: brandKey(tire.brand), name: tire.name, size: tire.size, price: tire.price },
        tire.id,
      ).toEqual({
        brand: brandKey(offer.brand),
        name: offer.name,
        size: offer.size,
        price: offer.price,
      });
    }
  });

  it("price a set of 4 as four tires plus the installation package on each", () => {
    const install = brand.tireInstallation.pricePerTire;
    expect(setOfFourPrice(204.99)).toEqual({
      tires: 819.96,
      installationPerTire: install,
      installation: 4 * install,
      total: Math.round((819.96 + 4 * install) * 100) / 100,
    });
    // Floating point never leaks into a price: 4 × 100.1 is 400.4, not 400.40000000000003.
    expect(setOfFourPrice(100.1).tires).toBe(400.4);
    for (const offer of passengerCatalog.offers.slice(0, 200)) {
      const set = setOfFourPrice(offer.price);
      expect(set.total).toBeCloseTo(set.tires + set.installation, 2);
      expect(installedSetPrice(offer.price)).toBe(set.total);
    }
  });

  it("link every other size of the line, grouped by wheel from the smallest", () => {
    const { offer, line } = getPassengerProduct(ID)!;
    const groups = otherSizesOfLine(offer);
    const sizes = groups.flatMap((g) => g.offers.map((o) => o.size));
    expect(sizes).not.toContain(offer.size);
    expect(sizes.length).toBe(line.sizes.length - 1);
    expect(groups.map((g) => g.rimDiameter)).toEqual(
      [...groups.map((g) => g.rimDiameter)].sort((a, b) => a - b),
    );
    for (const group of groups) {
      for (const other of group.offers) expect(other.size.endsWith(`R${group.rimDiameter}`)).toBe(true);
    }
  });

  it("describe the tire with its price per tire and per installed set", () => {
    const product = getPassengerProduct(ID)!;
    const text = productDescription(product);
    expect(text).toContain(`$${product.offer.price.toFixed(2)} each`);
    expect(text).toContain(`$${installedSetPrice(product.offer.price).toFixed(2)} for 4 installed`);
    expect(text.length).toBeLessThanOrEqual(200);
  });

  it("prerender the first size of each line", () => {
    const ids = prerenderedPassengerIds();
    expect(ids.length).toBe(passengerTireLines.length);
    for (const id of ids) expect(getPassengerProduct(id), id).toBeDefined();
  });

  it("show our own artwork for every tire type", () => {
    for (const type of PASSENGER_TIRE_TYPES) {
      expect(existsSync(join(process.cwd(), "public", productImage(type).src)), type).toBe(true);
    }
  });
});
