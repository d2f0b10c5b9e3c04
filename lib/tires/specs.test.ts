import { describe, expect, it } from "vitest";
import { passengerCatalog } from "./passenger-tires";
import {
  constructionText,
  loadIndexPounds,
  loadIndexText,
  serviceDescription,
  speedRatingText,
  utqgText,
  warrantyText,
} from "./specs";

describe("sidewall specs in plain words", () => {
  it("turns load indices into pounds per tire as the US tables print them", () => {
    expect(loadIndexPounds(91)).toBe(1356);
    expect(loadIndexPounds(102)).toBe(1874);
    expect(loadIndexPounds(121)).toBe(3197);
    expect(loadIndexPounds(74)).toBeNull();
    expect(loadIndexPounds(131)).toBeNull();
    for (const offer of passengerCatalog.offers) {
      expect(loadIndexPounds(offer.loadIndex), offer.id).not.toBeNull();
      if (offer.dualLoadIndex) expect(loadIndexPounds(offer.dualLoadIndex), offer.id).not.toBeNull();
    }
  });

  it("writes the service description, load, speed and construction as the sidewall does", () => {
    const passenger = { loadIndex: 102, speedRating: "H" as const };
    const reinforced = { ...passenger, extraLoad: true };
    const lightTruck = {
      loadIndex: 121,
      dualLoadIndex: 118,
      speedRating: "S" as const,
      loadRange: "E" as const,
    };
    expect(serviceDescription(passenger)).toBe("102H");
    expect(serviceDescription(reinforced)).toBe("102H XL");
    expect(serviceDescription(lightTruck)).toBe("121/118S, load range E");
    expect(loadIndexText(passenger)).toBe("102 (1,874 lb per tire)");
    expect(loadIndexText(lightTruck)).toBe("121 (3,197 lb per tire); 118 in dual mounting");
    expect(speedRatingText("H")).toBe("H (up to 130 mph)");
    expect(constructionText(passenger)).toBe("Standard load");
    expect(constructionText(reinforced)).toBe("Extra load (XL)");
    expect(constructionText(lightTruck)).toBe("Load range E (10-ply rating)");
  });

  it("gives the UTQG grades, or the reason a tire has none, and the warranty", () => {
    const utqg = { treadwear: 820, traction: "A" as const, temperature: "B" as const };
    expect(utqgText({ utqg, size: "225/65R17", type: "touring" })).toBe(
      "Treadwear 820, traction A, temperature B",
    );
    expect(utqgText({ utqg: null, size: "LT265/70R17", type: "all-terrain" })).toMatch(/light-truck/);
    expect(utqgText({ utqg: null, size: "225/65R17", type: "winter" })).toMatch(/winter/);
    expect(warrantyText(80_000)).toBe("80,000-mile treadwear warranty");
    expect(warrantyText(null)).toBe("No mileage warranty");
  });
});
