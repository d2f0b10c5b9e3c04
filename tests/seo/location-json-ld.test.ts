import { describe, expect, it } from "vitest";
import { findLocationBySlug, locations } from "@/data/locations";
import { byStateThenCity } from "@/lib/locations/public-location";
import { upcomingStoreHolidays } from "@/lib/scheduling/holidays";
import { locationSchema, organizationId } from "@/lib/seo/location-json-ld";
import { siteUrl } from "@/lib/settings/site-url";

const site = siteUrl.origin;

describe("a location's structured data", () => {
  it("describes a store as a tire shop and auto repair with a stable id and its holiday closures", () => {
    const bristol = findLocationBySlug("bristol-tn")!;
    const schema = locationSchema(bristol, upcomingStoreHolidays("2026-11-20", 3));
    expect(schema).toMatchObject({
      "@type": ["TireShop", "AutoRepair"],
      "@id": `${site}/locations/bristol-tn#store`,
      url: `${site}/locations/bristol-tn`,
      telephone: "(423) 555-0103",
      parentOrganization: {
        "@type": "Organization",
        "@id": organizationId,
        name: "Allegheny Tire & Service",
      },
    });
    expect(organizationId).toBe(`${site}/#organization`);
    expect(schema.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        name: "Thanksgiving Day",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2026-11-26",
        validThrough: "2026-11-26",
      },
      expect.objectContaining({ name: "Thanksgiving Friday", validFrom: "2026-11-27" }),
      expect.objectContaining({ name: "Christmas Day", validFrom: "2026-12-25" }),
    ]);
  });

  it("gives facilities a plain business type, and leaves special hours out when none are given", () => {
    const types = locations.filter((l) => !l.bookable).map((l) => locationSchema(l, [])["@type"]);
    expect(types).toEqual(["WholesaleStore", "LocalBusiness", "LocalBusiness"]);
    const plant = locationSchema(findLocationBySlug("norton-va-retread-plant")!, []);
    expect(plant["@id"]).toBe(`${site}/locations/norton-va-retread-plant#location`);
    expect(plant).not.toHaveProperty("specialOpeningHoursSpecification");
  });
});

describe("store order in the header", () => {
  it("sorts by state, then city", () => {
    const names = locations
      .filter((l) => l.bookable)
      .sort(byStateThenCity)
      .map((l) => l.name);
    expect(names).toEqual([
      "Ashland, KY",
      "Windber, PA",
      "Bristol, TN",
      "Norton, VA",
      "Wytheville, VA",
      "Charleston, WV",
      "Crab Orchard, WV",
      "Williamson, WV",
    ]);
  });
});
