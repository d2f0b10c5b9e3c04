import { describe, expect, it } from "vitest";
import { commercialTiresPage } from "@/lib/content/category-pages/commercial";
import { farmTiresPage } from "@/lib/content/category-pages/farm";
import { industrialTiresPage } from "@/lib/content/category-pages/industrial";
import { miningTiresPage } from "@/lib/content/category-pages/mining";
import { otrTiresPage } from "@/lib/content/category-pages/otr";
import { homeServices } from "@/lib/content/home";
import { quickServices, services } from "@/lib/content/services";
import { holidayHint, holidaysBetween, unbookableDateMessage } from "@/lib/scheduling/date-checks";
import { parseLinkedVehicle, scheduleHref } from "@/lib/scheduling/schedule-link";
import { resolveLinkedService } from "@/lib/scheduling/services";

const linkedService = (href: string) =>
  resolveLinkedService(new URLSearchParams(href.split("?")[1] ?? "").get("service"));

describe("links into scheduling", () => {
  it("carry the service as its slug, and a vehicle as four fields", () => {
    expect(scheduleHref({})).toBe("/schedule");
    expect(scheduleHref({ service: "Tire Sales & Installation" })).toBe(
      "/schedule?service=tire-sales-installation",
    );
    expect(scheduleHref({ service: "Not a service" })).toBe("/schedule");
    expect(
      scheduleHref({ vehicle: { year: "2020", make: "Ford", model: "F-150", trim: "King Ranch" } }),
    ).toBe("/schedule?vehicleYear=2020&vehicleMake=Ford&vehicleModel=F-150&vehicleTrim=King+Ranch");
  });

  it("from every schedulable service card, category page and home service name a real service", () => {
    for (const service of [...services, ...quickServices].filter((s) => s.cta === "schedule"))
      expect(linkedService(scheduleHref({ service: service.scheduleService })), service.id).toBeDefined();
    const pages = [commercialTiresPage, farmTiresPage, industrialTiresPage, miningTiresPage, otrTiresPage];
    for (const page of pages) {
      const link = page.contact.links.find((l) => /^Schedule Service/.test(l.label));
      expect(link && linkedService(link.href), page.category).toBeDefined();
    }
    // Each home card books its own service and explains it in a section of /services.
    for (const card of homeServices) {
      expect(linkedService(scheduleHref({ service: card.scheduleService }))?.name, card.title).toBe(
        card.scheduleService,
      );
      expect(
        [...services, ...quickServices].map((s) => s.id),
        card.title,
      ).toContain(card.serviceId);
    }
  });

  it("read a vehicle only when year, make and model look like one", () => {
    const read = (query: string) => parseLinkedVehicle(new URLSearchParams(query));
    expect(read("vehicleYear=2020&vehicleMake=Ford&vehicleModel=F-150&vehicleTrim=XLT")).toEqual({
      year: "2020",
      make: "Ford",
      model: "F-150",
      trim: "XLT",
    });
    expect(read("vehicleYear=2020&vehicleMake=Ford&vehicleModel=F-150")).toMatchObject({ trim: "" });
    expect(
      read(`vehicleYear=2020&vehicleMake=Ford&vehicleModel=F-150&vehicleTrim=${"x".repeat(61)}`),
    ).toMatchObject({ trim: "" });
    for (const bad of [
      "",
      "vehicleYear=2020&vehicleMake=Ford",
      "vehicleYear=20&vehicleMake=Ford&vehicleModel=F-150",
      "vehicleYear=abcd&vehicleMake=Ford&vehicleModel=F-150",
      `vehicleYear=2020&vehicleMake=${"x".repeat(41)}&vehicleModel=F-150`,
      "vehicleYear=2020&vehicleMake=Fo%0Ard&vehicleModel=F-150",
    ])
      expect(read(bad), bad).toBeNull();
  });
});

describe("dates the date step refuses before asking the store", () => {
  it("names the holiday, and says when a date is outside the window", () => {
    expect(unbookableDateMessage("2026-11-26", "2026-11-20", "2026-12-20")).toBe(
      "Closed for Thanksgiving Day. Please choose another date.",
    );
    expect(unbookableDateMessage("2026-11-25", "2026-11-20", "2026-12-20")).toBeNull();
    expect(unbookableDateMessage("2026-12-21", "2026-11-20", "2026-12-20")).toBe(
      "Please choose a date from Fri, Nov 20 to Sun, Dec 20.",
    );
    expect(unbookableDateMessage("not a date", "2026-11-20", "2026-12-20")).toBeNull();
  });

  it("lists the closures in the window for the hint", () => {
    expect(holidaysBetween("2026-11-20", "2026-12-20").map((h) => h.name)).toEqual([
      "Thanksgiving Day",
      "Thanksgiving Friday",
    ]);
    expect(holidayHint(holidaysBetween("2026-11-20", "2026-12-20"))).toBe(
      "Closed on Thanksgiving Day (Thu, Nov 26) and Thanksgiving Friday (Fri, Nov 27).",
    );
    expect(holidayHint(holidaysBetween("2026-12-01", "2026-12-31"))).toBe(
      "Closed on Christmas Day (Fri, Dec 25).",
    );
    expect(holidayHint(holidaysBetween("2026-10-01", "2026-10-31"))).toBeNull();
  });
});
