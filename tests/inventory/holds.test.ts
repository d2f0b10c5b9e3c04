import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as cancel } from "@/app/api/appointments/[reference]/cancel/route";
import { POST as decline } from "@/app/api/appointments/[reference]/decline/route";
import { POST as reschedule } from "@/app/api/appointments/[reference]/reschedule/route";
import { GET as getAppointment } from "@/app/api/appointments/[reference]/route";
import { POST as book } from "@/app/api/bookAppointment/route";
import { GET as availability } from "@/app/api/stores/[storeEmail]/availability/[date]/route";
import { freeTimes } from "../support/booking";
import { GET as tireAvailability } from "@/app/api/tires/availability/route";
import { WAREHOUSE_ID } from "@/data/inventory";
import { findLocation } from "@/data/locations";
import { actAsStore } from "@/lib/appointments/lifecycle";
import { linkToken } from "@/lib/appointments/link-tokens";
import { getDatabase, resetDatabase } from "@/lib/db";
import { levelAt } from "@/lib/db/stock-queries";
import { readyByAt, stockClaim } from "@/lib/stock/availability";
import { addDays } from "@/lib/core/zoned-time";
import { stockShortMessage } from "@/lib/inventory/stock-text";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import {
  bookingRequest,
  jsonRequest,
  params,
  upcomingWeekday,
  useFreshDatabase,
  type DatabaseKind,
} from "../support/scheduling-env";
import { drainMail } from "../support/mail";
import { STORE_LINK } from "../support/origins";

const BRISTOL = findLocation(3)!;
const INSTALL = "Tire Sales & Installation";
// A real catalog product, picked from the data rather than written here.
const offer = passengerCatalog.bySize("225/65R17")[1]!;

interface Reply {
  message: string;
  readyBy?: string;
  stockSource?: string;
  appointment: { reference: string; manageUrl: string; status: string };
}

describe.each(["sqlite", "postgres"] as DatabaseKind[])("the set an appointment holds, on %s", (kind) => {
  let date: string;
  let free: string[];

  async function setStock(store: number, warehouse: number) {
    const db = await getDatabase();
    const held = await db.stockLevels([offer.id]);
    // Counts cannot go below what is held: raise to it, the test then reads what is free.
    const result = await db.setStock(
      [
        {
          locationId: BRISTOL.id,
          offerId: offer.id,
          onHand: Math.max(store, levelAt(held, BRISTOL.id, offer.id).held),
        },
        {
          locationId: WAREHOUSE_ID,
          offerId: offer.id,
          onHand: Math.max(warehouse, levelAt(held, WAREHOUSE_ID, offer.id).held),
        },
      ],
      Date.now(),
    );
    expect(result.ok).toBe(true);
  }

  const levels = async () => {
    const all = await (await getDatabase()).stockLevels([offer.id]);
    return { store: levelAt(all, BRISTOL.id, offer.id), warehouse: levelAt(all, WAREHOUSE_ID, offer.id) };
  };

  let customers = 0;
  async function bookTires(quantity: number, on = date) {
    // Each booking is another customer: one address holds one visit per store and day.
    const email = `ada${++customers}@example.com`;
    const response = await book(
      await bookingRequest({
        storeGroupEmail: BRISTOL.email,
        serviceName: INSTALL,
        date: on,
        time: free.shift(),
        customer: { firstName: "Ada", lastName: "Hatfield", email, phone: "4235550142" },
        tires: { productId: offer.id, quantity },
      }),
    );
    const body = (await response.json()) as Reply;
    const token =
      body.appointment && new URL(body.appointment.manageUrl, "http://x").searchParams.get("token")!;
    return { status: response.status, body, reference: body.appointment?.reference, token };
  }

  const holdOf = async (reference: string) =>
    (await (await getDatabase()).findByReference(reference))!.tireHold;

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    date = upcomingWeekday(2);
    free = await freeTimes(BRISTOL.email, date, INSTALL);
    expect(free.length).toBeGreaterThan(8);
  });
  afterAll(() => resetDatabase());

  it("starts from the seeded stock, the same on every start", async () => {
    const all = await (await getDatabase()).allStockLevels();
    expect(all.length).toBeGreaterThan(5000);
    expect(all.every((l) => l.onHand >= 0 && l.held === 0)).toBe(true);
    const stores = all.filter((l) => l.locationId !== WAREHOUSE_ID);
    expect(Math.min(...stores.map((l) => l.onHand))).toBeGreaterThanOrEqual(4);
    expect(Math.max(...stores.map((l) => l.onHand))).toBeLessThanOrEqual(16);
  });

  it("holds the store's last set for one booking; the next gets a 409 with the day it can have", async () => {
    await setStock(4, 0);
    const first = await bookTires(4);
    expect(first.status).toBe(200);
    // On the store's own shelf: the installation is booked on the spot.
    expect(first.body.appointment.status).toBe("confirmed");
    expect(await holdOf(first.reference!)).toEqual({
      offerId: offer.id,
      quantity: 4,
      locationId: BRISTOL.id,
      source: "store",
      readyBy: expect.any(String),
      status: "held",
    });
    expect(await levels()).toMatchObject({ store: { onHand: 4, held: 4 } });
    const second = await bookTires(4);
    const expected = readyByAt(
      offer,
      4,
      BRISTOL,
      [{ locationId: BRISTOL.id, offerId: offer.id, onHand: 4, held: 4 }],
      Date.now(),
    );
    expect(expected.source).toBe("special-order");
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ readyBy: expected.date, stockSource: "special-order" });
    expect(second.body.message).toBe(stockShortMessage(expected.date, BRISTOL.name));

    // The store's count cannot drop below what is held.
    const lower = await (
      await getDatabase()
    ).setStock([{ locationId: BRISTOL.id, offerId: offer.id, onHand: 3 }], Date.now());
    expect(lower).toMatchObject({ ok: false, refused: [{ index: 0 }] });
    expect((await levels()).store.onHand).toBe(4);

    // Cancelling gives the set back.
    const cancelled = await cancel(
      jsonRequest(`/api/appointments/${first.reference}/cancel`, { token: first.token }),
      params({ reference: first.reference! }),
    );
    expect(cancelled.status).toBe(200);
    expect((await holdOf(first.reference!))!.status).toBe("released");
    expect(await levels()).toMatchObject({ store: { onHand: 4, held: 0 } });
  });

  it("holds at the warehouse for the next truck, and refuses a day before it", async () => {
    await setStock(0, 8);
    const now = Date.now();
    const current = await levels();
    const ready = readyByAt(offer, 4, BRISTOL, [current.store, current.warehouse], now);
    expect(ready.source).toBe("warehouse");
    const claim = stockClaim(offer, 4, BRISTOL, addDays(ready.date, -1), now);
    expect(claim.decide(current)).toEqual({ short: ready });

    // On the delivery day itself: held at the warehouse, to come on that truck.
    const slots = await availability(
      new Request(`http://x/?service=${encodeURIComponent(INSTALL)}`),
      params({ storeEmail: BRISTOL.email, date: ready.date }),
    );
    const time = (
      (await slots.json()) as { availableSlots: { time: string; available: boolean }[] }
    ).availableSlots.find((s) => s.available)!.time;
    free.unshift(time);
    const held = await bookTires(4, ready.date);
    expect(held.status).toBe(200);
    // Tires still to come on the truck: a request the store confirms.
    expect(held.body.appointment.status).toBe("requested");
    expect(held.body.message).toMatch(/will contact you to confirm your appointment\.$/);
    expect(await holdOf(held.reference!)).toMatchObject({
      locationId: WAREHOUSE_ID,
      source: "warehouse",
      readyBy: ready.date,
    });
    expect((await levels()).warehouse).toMatchObject({ onHand: 8, held: 4 });

    // Declined: released.
    const storeToken = await linkToken(held.reference!, "store");
    const declined = await decline(
      jsonRequest(`/api/appointments/${held.reference}/decline`, { storeToken, reason: "No bay that day." }),
      params({ reference: held.reference! }),
    );
    expect(declined.status).toBe(200);
    expect((await levels()).warehouse.held).toBe(0);
  });

  it("a move keeps the hold; completing takes the set off the shelf; a no-show gives it back", async () => {
    await setStock(8, 0);
    const a = await bookTires(4);
    const b = await bookTires(4);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await levels()).store).toMatchObject({ onHand: 8, held: 8 });

    const later = upcomingWeekday(5);
    const moved = await reschedule(
      jsonRequest(`/api/appointments/${a.reference}/reschedule`, {
        token: a.token,
        date: later,
        time: "10:00",
      }),
      params({ reference: a.reference! }),
    );
    expect(moved.status).toBe(200);
    expect(await holdOf(a.reference!)).toMatchObject({ status: "held", locationId: BRISTOL.id });
    expect((await levels()).store.held).toBe(8);
    const db = await getDatabase();

    // Both sets were on the shelf: both visits were confirmed as they were booked.
    for (const { reference } of [a, b])
      expect((await db.findByReference(reference!))!.status).toBe("confirmed");
    const afterStart = async (reference: string) => (await db.findByReference(reference))!.endsAt + 60_000;
    const done = await actAsStore(
      a.reference!,
      await linkToken(a.reference!, "store"),
      { kind: "complete" },
      STORE_LINK,
      await afterStart(a.reference!),
    );
    expect(done.kind).toBe("changed");
    expect((await holdOf(a.reference!))!.status).toBe("consumed");
    expect((await levels()).store).toMatchObject({ onHand: 4, held: 4 });

    const noShow = await actAsStore(
      b.reference!,
      await linkToken(b.reference!, "store"),
      { kind: "no_show" },
      STORE_LINK,
      await afterStart(b.reference!),
    );
    expect(noShow.kind).toBe("changed");
    expect((await holdOf(b.reference!))!.status).toBe("released");
    expect((await levels()).store).toMatchObject({ onHand: 4, held: 0 });
  });

  it("says what is held and from where: the store's e-mail and page, the customer's e-mails", async () => {
    await setStock(4, 0);
    await drainMail();
    const { reference } = await bookTires(4);
    const mails = await drainMail();
    const storeMail = mails.find((m) => m.kind === "booking-store" && m.text.includes(reference!))!;
    const customerMail = mails.find((m) => m.kind === "booking-customer" && m.text.includes(reference!))!;
    expect(storeMail.text).toContain("Tires held: 4 from Bristol stock");
    expect(storeMail.text).toContain("the time, the unit and the tires are held for it");
    expect(customerMail.text).toContain("Tire availability: Set aside for you at our Bristol, TN store");
    // Booked on the spot: the customer hears at once that their tires are set aside.
    expect(customerMail.subject).toMatch(/^Appointment booked: /);
    expect(customerMail.text).toContain("Your tires are set aside for you at our Bristol, TN store.");

    const storeToken = await linkToken(reference!, "store");
    const view = await getAppointment(
      new Request(`http://x/api/appointments/${reference}?token=${storeToken}&as=store`),
      params({ reference: reference! }),
    );
    expect(((await view.json()) as { customer: { tiresHeld: string } }).customer.tiresHeld).toBe(
      "4 from Bristol stock",
    );

    // There is nothing left for the store to confirm, and nothing more to send.
    const confirmed = await actAsStore(reference!, storeToken, { kind: "confirm" }, STORE_LINK);
    expect(confirmed).toMatchObject({
      kind: "unchanged",
      message: "This appointment was already confirmed.",
    });
    expect(await drainMail()).toEqual([]);
  });

  it("answers the availability API from the same levels", async () => {
    // 10 on hand, 4 of them held by the confirmed booking above: 6 free.
    await setStock(10, 0);
    const ask = (query: string) => tireAvailability(new Request(`http://x/api/tires/availability?${query}`));
    const one = await ask(`offer=${offer.id}&qty=4&store=${BRISTOL.id}`);
    expect(one.status).toBe(200);
    const answer = (await one.json()) as { readyBy: string; installFrom: string };
    expect(answer).toEqual({
      offerId: offer.id,
      storeId: BRISTOL.id,
      quantity: 4,
      onHand: 10,
      readyBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      source: "store",
      installFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(answer.installFrom >= answer.readyBy).toBe(true);
    expect(((await (await ask(`offer=${offer.id}&qty=6&store=3`)).json()) as { source: string }).source).toBe(
      "store",
    );
    expect(((await (await ask(`offer=${offer.id}&qty=6&store=3`)).json()) as { onHand: number }).onHand).toBe(
      10,
    );
    for (const [query, status] of [
      [`offer=${offer.id}&qty=0&store=3`, 400],
      [`offer=${offer.id}&qty=7&store=3`, 400],
      [`offer=${offer.id}&qty=2.5&store=3`, 400],
      [`offer=${offer.id}&qty=-1&store=3`, 400],
      [`offer=nope&qty=4&store=3`, 404],
      [`offer=${offer.id}&qty=4&store=9`, 404],
      [`offer=${offer.id}&qty=4&store=99`, 404],
      [`offer=${offer.id}&qty=4&store=3e0`, 404],
      [`qty=4&store=3`, 400],
      [`offer=${offer.id}&offers=${offer.id}&store=3`, 400],
      [`offer=${offer.id}&zip=abc`, 400],
    ] as const)
      expect((await ask(query)).status, query).toBe(status);

    const list = (await (
      await ask(`offers=${offer.id},${passengerCatalog.bySize("225/65R17")[0]!.id}&store=3`)
    ).json()) as {
      offers: { offerId: string }[];
    };
    expect(list.offers.map((o) => o.offerId)[0]).toBe(offer.id);
    const everywhere = (await (await ask(`offer=${offer.id}&zip=24201`)).json()) as {
      stores: { storeId: number; miles: number; readyBy: string }[];
    };
    expect(everywhere.stores).toHaveLength(8);
    expect(everywhere.stores[0]).toMatchObject({ storeId: BRISTOL.id, source: "store" });
  });

  it("answers the availability API from the counts a booking and its cancel leave, at once", async () => {
    // The API may answer from a read a few seconds old, but never from one older than this
    // process's own last booking or cancel.
    await setStock(4 + (await levels()).store.held, 0);
    const sourceForFour = async () =>
      (
        (await (
          await tireAvailability(
            new Request(`http://x/api/tires/availability?offer=${offer.id}&qty=4&store=${BRISTOL.id}`),
          )
        ).json()) as { source: string }
      ).source;
    expect(await sourceForFour()).toBe("store");
    const booked = await bookTires(4);
    expect(booked.status).toBe(200);
    expect(await sourceForFour()).toBe("special-order");
    const cancelled = await cancel(
      jsonRequest(`/api/appointments/${booked.reference}/cancel`, { token: booked.token }),
      params({ reference: booked.reference! }),
    );
    expect(cancelled.status).toBe(200);
    expect(await sourceForFour()).toBe("store");
  });
});
