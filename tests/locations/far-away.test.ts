import { describe, expect, it } from "vitest";
import { bookableLocations } from "@/data/locations";
import {
  aboutMilesAway,
  FAR_FROM_STORES_MILES,
  farFromStoresMessage,
  isFarFromStores,
  roundedMiles,
} from "@/lib/locations/far-away";

describe("far from every store", () => {
  it(`starts past ${FAR_FROM_STORES_MILES} miles`, () => {
    expect(isFarFromStores(FAR_FROM_STORES_MILES)).toBe(false);
    expect(isFarFromStores(FAR_FROM_STORES_MILES + 0.1)).toBe(true);
    expect(isFarFromStores(12.3)).toBe(false);
  });

  it("rounds long distances as people say them", () => {
    expect(roundedMiles(2002.6)).toBe(2000);
    expect(roundedMiles(1949.9)).toBe(1900);
    expect(roundedMiles(233.4)).toBe(230);
    expect(roundedMiles(156)).toBe(160);
    expect(aboutMilesAway(2002.6)).toBe("about 2,000 miles away");
    expect(aboutMilesAway(2456)).toBe("about 2,500 miles away");
  });

  it("says where the stores are and which is closest, to a zip or to the visitor", () => {
    const closest = { name: "Ashland, KY", miles: 2002.6 };
    expect(farFromStoresMessage({ stores: bookableLocations, from: "90210", closest })).toBe(
      "Our stores are in West Virginia, Virginia, Tennessee, Kentucky and Pennsylvania; the closest to 90210 is Ashland, KY, about 2,000 miles away.",
    );
    expect(farFromStoresMessage({ stores: bookableLocations, from: null, closest })).toContain(
      "the closest to you is Ashland, KY",
    );
  });
});
