import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { findLocation } from "@/data/locations";
import { bookAtCounter } from "@/lib/appointments/counter-booking";
import { getDatabase, resetDatabase } from "@/lib/db";
import { changeShelfCount } from "@/lib/stock/shelf-count";
import { counterForm } from "../support/counter";
import { upcomingWeekday, useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";
import { OPERATOR, storeMember } from "../support/staff";

const NORTON = findLocation(5)!;
const manager = storeMember(NORTON.id);

const level = async (offerId: string) =>
  (await (await getDatabase()).stockLevels([offerId])).find((l) => l.locationId === NORTON.id) ?? {
    onHand: 0,
    held: 0,
  };

describe.each(["sqlite", "postgres"] as DatabaseKind[])("stock changed at the shelf on %s", (kind) => {
  let offerId: string;
  const shelf = (fields: Partial<Parameters<typeof changeShelfCount>[1]>, member = manager) =>
    changeShelfCount(member, {
      locationId: String(NORTON.id),
      offerId,
      kind: "set",
      onHand: "",
      expectedOnHand: "",
      received: "",
      ...fields,
    });

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    const levels = await (await getDatabase()).allStockLevels();
    offerId = levels.find((l) => l.locationId === NORTON.id && l.onHand >= 4 && l.held === 0)!.offerId;
  });
  afterAll(() => resetDatabase());

  it("sets a counted number only over the count the page showed, and adds a delivery to whatever is there", async () => {
    const before = (await level(offerId)).onHand;
    const counted = await shelf({ onHand: "12", expectedOnHand: String(before) });
    expect(counted).toEqual({
      ok: true,
      message: expect.stringMatching(/^Counted: .* at Norton, VA now has 12 on hand\.$/),
    });
    // A second page still showing the old count does not overwrite it.
    const stale = await shelf({ onHand: "3", expectedOnHand: String(before) });
    expect(stale).toEqual({ ok: false, message: expect.stringContaining("changed meanwhile to 12") });
    // Two deliveries booked in at once both count.
    const [a, b] = await Promise.all([
      shelf({ kind: "add", received: "8" }),
      shelf({ kind: "add", received: "4" }),
    ]);
    expect(a.ok && b.ok).toBe(true);
    expect((await level(offerId)).onHand).toBe(24);
  });

  it("never goes below what appointments hold, and only at the member's own locations", async () => {
    const booked = await bookAtCounter(
      OPERATOR,
      counterForm({
        store: NORTON.slug,
        service: "Tire Sales & Installation",
        date: upcomingWeekday(4),
        time: "09:00",
        firstName: "Ada",
        lastName: "Hatfield",
        phone: "2765550142",
        tire: offerId,
        tireQuantity: "4",
      }),
      null,
    );
    expect(booked.kind).toBe("booked");
    expect(await level(offerId)).toMatchObject({ held: 4 });
    const now = (await level(offerId)).onHand;
    expect(await shelf({ onHand: "3", expectedOnHand: String(now) })).toEqual({
      ok: false,
      message: expect.stringContaining("4 are held for appointments at location 5"),
    });
    expect(await shelf({ onHand: "4", expectedOnHand: String(now) })).toMatchObject({ ok: true });
    expect(await shelf({ kind: "add", received: "2" }, storeMember(3))).toEqual({
      ok: false,
      message: "Your account does not update the stock of that location.",
    });
  });

  it("says what to type instead of guessing", async () => {
    expect(await shelf({ onHand: "-1", expectedOnHand: "4" })).toMatchObject({
      ok: false,
      message: /whole number from 0/,
    });
    expect(await shelf({ kind: "add", received: "0" })).toMatchObject({
      ok: false,
      message: /from 1 to 9999/,
    });
    expect(await shelf({ kind: "take" })).toMatchObject({
      ok: false,
      message: "Choose Set count or Add received.",
    });
    expect(await shelf({ offerId: "not-a-tire" })).toMatchObject({ ok: false, message: /not-a-tire/ });
  });
});
