import { describe, expect, it } from "vitest";
import { locations } from "@/data/locations";
import { describeOpeningState, openingState, weeklyHoursRows } from "@/lib/locations/opening-state";
import { zonedToEpoch } from "@/lib/core/zoned-time";

const NY = "America/New_York";
const store = locations.find((l) => l.slug === "bristol-tn")!;

/** Today's line for the Bristol store at an instant given in UTC. */
function lineAt(isoUtc: string): string {
  return describeOpeningState(openingState(store.openingHours, store.timeZone, Date.parse(isoUtc)));
}

describe("today's state of a store", () => {
  it("uses the store's time zone", () => {
    expect(store.timeZone).toBe(NY);
    // 7:30 AM in New York is 12:30 UTC in winter.
    expect(zonedToEpoch("2026-01-14", "07:30", NY)).toBe(Date.parse("2026-01-14T12:30:00Z"));
  });

  it("opens at 7:30 AM and closes at 4:30 PM on a weekday", () => {
    // Wednesday 14 January 2026, EST (UTC-5).
    expect(lineAt("2026-01-14T12:29:59Z")).toBe("Closed · opens today 7:30 AM");
    expect(lineAt("2026-01-14T12:30:00Z")).toBe("Open now · closes 4:30 PM");
    expect(lineAt("2026-01-14T21:29:00Z")).toBe("Open now · closes 4:30 PM");
    expect(lineAt("2026-01-14T21:30:00Z")).toBe("Closed · opens Thursday 7:30 AM");
    // Still Wednesday evening in New York, already Thursday in UTC.
    expect(lineAt("2026-01-15T03:00:00Z")).toBe("Closed · opens Thursday 7:30 AM");
  });

  it("is closed over the weekend until Monday morning", () => {
    expect(lineAt("2026-01-16T21:30:00Z")).toBe("Closed · opens Monday 7:30 AM"); // Friday 4:30 PM
    expect(lineAt("2026-01-17T15:00:00Z")).toBe("Closed · opens Monday 7:30 AM"); // Saturday
    expect(lineAt("2026-01-18T23:59:00Z")).toBe("Closed · opens Monday 7:30 AM"); // Sunday
    expect(lineAt("2026-01-19T12:30:00Z")).toBe("Open now · closes 4:30 PM"); // Monday 7:30 AM
  });

  it("names the holiday it is closed for, and skips holidays when saying when it opens", () => {
    // Thanksgiving Thursday: closed, and the Friday after too, so it next opens on Monday.
    expect(lineAt("2026-11-26T15:00:00Z")).toBe("Closed today for Thanksgiving Day · opens Monday 7:30 AM");
    expect(lineAt("2026-11-27T15:00:00Z")).toBe(
      "Closed today for Thanksgiving Friday · opens Monday 7:30 AM",
    );
    // The evening before, the next opening is after the holidays, not "tomorrow".
    expect(lineAt("2026-11-25T22:00:00Z")).toBe("Closed · opens Monday 7:30 AM");
    // Independence Day 2026 is a Saturday, observed on Friday the 3rd.
    expect(lineAt("2026-07-03T14:00:00Z")).toBe(
      "Closed today for Independence Day (observed) · opens Monday 7:30 AM",
    );
    // Memorial Day: closed on Monday, opens Tuesday.
    expect(lineAt("2026-05-25T13:00:00Z")).toBe("Closed today for Memorial Day · opens Tuesday 7:30 AM");
  });

  it("keeps store hours on the wall clock across daylight-saving changes", () => {
    // Spring forward on Sunday 8 March 2026: Monday 7:30 AM EDT is 11:30 UTC (it was 12:30 in winter).
    expect(lineAt("2026-03-08T07:30:00Z")).toBe("Closed · opens Monday 7:30 AM"); // the hour that is skipped
    expect(lineAt("2026-03-09T11:29:00Z")).toBe("Closed · opens today 7:30 AM");
    expect(lineAt("2026-03-09T11:30:00Z")).toBe("Open now · closes 4:30 PM");
    expect(lineAt("2026-03-09T20:30:00Z")).toBe("Closed · opens Tuesday 7:30 AM");
    // Fall back on Sunday 1 November 2026: Monday 7:30 AM EST is 12:30 UTC again.
    expect(lineAt("2026-11-02T12:29:00Z")).toBe("Closed · opens today 7:30 AM");
    expect(lineAt("2026-11-02T12:30:00Z")).toBe("Open now · closes 4:30 PM");
    expect(lineAt("2026-11-02T21:29:00Z")).toBe("Open now · closes 4:30 PM");
    expect(lineAt("2026-11-02T21:30:00Z")).toBe("Closed · opens Tuesday 7:30 AM");
  });

  it("crosses the year end: closed for Christmas, then New Year's Day", () => {
    expect(lineAt("2026-12-25T15:00:00Z")).toBe("Closed today for Christmas Day · opens Monday 7:30 AM");
    expect(lineAt("2026-12-31T22:00:00Z")).toBe("Closed · opens Monday 7:30 AM"); // Jan 1 is a Friday
    expect(lineAt("2027-01-01T15:00:00Z")).toBe("Closed today for New Year's Day · opens Monday 7:30 AM");
  });
});

describe("the hours table", () => {
  it("runs Monday to Sunday with the closed days spelled out", () => {
    expect(weeklyHoursRows(store.openingHours)).toEqual([
      { day: "Monday", hours: "7:30 AM – 4:30 PM" },
      { day: "Tuesday", hours: "7:30 AM – 4:30 PM" },
      { day: "Wednesday", hours: "7:30 AM – 4:30 PM" },
      { day: "Thursday", hours: "7:30 AM – 4:30 PM" },
      { day: "Friday", hours: "7:30 AM – 4:30 PM" },
      { day: "Saturday", hours: "Closed" },
      { day: "Sunday", hours: "Closed" },
    ]);
  });
});
