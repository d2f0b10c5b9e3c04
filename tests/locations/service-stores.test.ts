import { describe, expect, it } from "vitest";
import { brand } from "@/data/brand";
import { farmTiresPage } from "@/lib/content/category-pages/farm";
import { otrTiresPage } from "@/lib/content/category-pages/otr";
import { bookableLocations } from "@/data/locations";
import { schedulerServices } from "@/data/scheduler-services";
import { serviceGroups } from "@/lib/content/services";
import {
  countInWords,
  listInWords,
  storesOffering,
  storeStatesInWords,
  storeTownsInWords,
} from "@/lib/locations/service-stores";
import { offersService } from "@/lib/scheduling/services";

describe("stores in words", () => {
  it("joins lists the way a sentence does", () => {
    expect(listInWords([])).toBe("");
    expect(listInWords(["Norton"])).toBe("Norton");
    expect(listInWords(["Norton", "Bristol"])).toBe("Norton and Bristol");
    expect(listInWords(["Norton", "Bristol", "Ashland"])).toBe("Norton, Bristol and Ashland");
  });

  it("spells small counts and leaves larger ones as digits", () => {
    expect(countInWords(4)).toBe("four");
    expect(countInWords(8)).toBe("eight");
    expect(countInWords(12)).toBe("12");
  });

  it("names states once each, in the order the company lists them", () => {
    const stores = [{ state: "PA" }, { state: "WV" }, { state: "VA" }, { state: "WV" }];
    expect(storeStatesInWords(stores)).toBe("West Virginia, Virginia and Pennsylvania");
    expect(storeTownsInWords([{ city: "Crab Orchard" }, { city: "Windber" }])).toBe(
      "Crab Orchard and Windber",
    );
  });
});

describe("stores that do a service", () => {
  it("are exactly the stores the scheduler books it at", () => {
    for (const service of schedulerServices) {
      const expected = bookableLocations.filter((l) => offersService(l, service)).map((l) => l.name);
      expect(
        storesOffering(service.name).map((l) => l.name),
        service.name,
      ).toEqual(expected);
    }
  });

  it("for farm service: Crab Orchard, Wytheville, Ashland and Windber, in four states", () => {
    const farm = storesOffering("Farm Tire Service");
    expect(farm.map((l) => l.name)).toEqual([
      "Crab Orchard, WV",
      "Wytheville, VA",
      "Ashland, KY",
      "Windber, PA",
    ]);
    expect(storeStatesInWords(farm)).toBe("West Virginia, Virginia, Kentucky and Pennsylvania");
  });

  it("refuses a service the scheduler does not know, so a typo in copy fails the build", () => {
    expect(() => storesOffering("Farm Tyre Service")).toThrow("Unknown scheduler service");
  });

  it("is what the farm and OTR pages say, with the stores listed and no count of all stores", () => {
    const farmTowns = storesOffering("Farm Tire Service").map((l) => l.city);
    for (const town of farmTowns) expect(farmTiresPage.contact.text).toContain(town);
    expect(farmTiresPage.contact.text).not.toMatch(/any of our/);
    expect(farmTiresPage.contact.serviceStores?.stores.map((l) => l.id)).toEqual(
      storesOffering("Farm Tire Service").map((l) => l.id),
    );
    // OTR trucks go out from West Virginia and Virginia stores only.
    expect(otrTiresPage.metaDescription).toContain("in West Virginia and Virginia");
    expect(otrTiresPage.intro).not.toContain("Pennsylvania");
  });

  it("word the essential services' note: every store does them, the heavy work only some", () => {
    expect(serviceGroups[0]!.note).toBe(
      "All eight of our stores offer these services. Commercial, OTR, industrial, farm and mining tire service and commercial truck alignment are only available at select locations: check the services list for your store on our locations page, or call the store before your visit.",
    );
  });

  it("agrees with the company facts that still count stores and states", () => {
    expect(brand.storeCount).toBe(bookableLocations.length);
    expect([...brand.states].sort()).toEqual([...new Set(bookableLocations.map((l) => l.state))].sort());
  });
});
