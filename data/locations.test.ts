import { describe, expect, it } from "vitest";
import { bookableLocations, findLocation, findLocationBySlug, locations } from "./locations";

describe("location data", () => {
  it("has unique ids, slugs and mailboxes", () => {
    for (const key of ["id", "slug", "email"] as const) {
      const values = locations.map((l) => l[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it("uses the scheduler numbering for the eight stores", () => {
    const names = bookableLocations.map((l) => `${l.id} ${l.city}, ${l.state}`);
    expect(names).toEqual([
      "1 Charleston, WV",
      "2 Crab Orchard, WV",
      "3 Bristol, TN",
      "4 Wytheville, VA",
      "5 Norton, VA",
      "6 Ashland, KY",
      "7 Windber, PA",
      "8 Williamson, WV",
    ]);
    expect(bookableLocations.every((l) => l.kind === "store")).toBe(true);
  });

  it("gives every store the page address /locations/{city}-{state}", () => {
    for (const l of bookableLocations) {
      expect(l.slug).toBe(`${l.city}-${l.state}`.toLowerCase().replace(/\s+/g, "-"));
    }
    expect(findLocationBySlug("crab-orchard-wv")?.id).toBe(2);
    expect(findLocationBySlug("norton-va-retread-plant")?.kind).toBe("plant");
    expect(findLocationBySlug("nowhere-xx")).toBeUndefined();
  });

  it("keeps facilities that take no appointments unbookable", () => {
    expect([9, 10, 11].map((id) => findLocation(id)?.kind)).toEqual(["warehouse", "plant", "office"]);
    expect([9, 10, 11].every((id) => findLocation(id)?.bookable === false)).toBe(true);
  });

  it("has valid zip codes, phone numbers, time zones and coordinates inside the five-state region", () => {
    for (const l of locations) {
      expect(l.zip).toMatch(/^\d{5}$/);
      expect(l.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      expect(() => new Intl.DateTimeFormat("en-US", { timeZone: l.timeZone })).not.toThrow();
      expect(["WV", "VA", "TN", "KY", "PA"]).toContain(l.state);
      expect(l.lat).toBeGreaterThan(35);
      expect(l.lat).toBeLessThan(42.5);
      expect(l.lng).toBeGreaterThan(-90);
      expect(l.lng).toBeLessThan(-74);
    }
  });

  it("opens every store Monday to Friday, 7:30 AM to 4:30 PM", () => {
    for (const l of bookableLocations) {
      expect(l.openingHours).toEqual({ days: [1, 2, 3, 4, 5], open: "07:30", close: "16:30" });
      expect(l.hours).toContain("Monday - Friday: 7:30 AM - 4:30 PM");
    }
  });

  it("offers retreading only where the retread work happens, in Norton", () => {
    const retread = locations.filter((l) => l.services.some((s) => /retread/i.test(s)));
    expect(retread.map((l) => l.city)).toEqual(["Norton", "Norton"]);
  });
});
