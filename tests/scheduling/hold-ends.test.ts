import { afterAll, beforeEach, describe, expect, inject, it } from "vitest";
import { POST as book } from "@/app/api/bookAppointment/route";
import { findLocation } from "@/data/locations";
import { NOTICE_WINDOW_MS, UNMARKED_VISIT_GRACE_MS } from "@/lib/appointments/hold-ends";
import { endOverdueHolds } from "@/lib/appointments/hold-end-job";
import { customerHistory, staffHistory, storeHistory } from "@/lib/appointments/history-text";
import { actAsStore } from "@/lib/appointments/lifecycle";
import { linkToken } from "@/lib/appointments/link-tokens";
import { operationsStatus } from "@/lib/status/operations";
import { getDatabase, resetDatabase } from "@/lib/db";
import { levelAt } from "@/lib/db/stock-queries";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { freeTimes } from "../support/booking";
import { drainMail, type Mail } from "../support/mail";
import { STORE_LINK } from "../support/origins";
import {
  bookingRequest,
  upcomingWeekday,
  useFreshDatabase,
  type DatabaseKind,
} from "../support/scheduling-env";

const BRISTOL = findLocation(3)!;
const INSTALL = "Tire Sales & Installation";
/**
 * Added to an installation, it keeps the visit a request for the store to answer (brakes are
 * confirmed by the store): tires from the shelf alone would be booked on the spot.
 */
const BRAKES = ["Brake Service"];
const offer = passengerCatalog.bySize("225/65R17")[1]!;

describe.each(["sqlite", "postgres"] as DatabaseKind[])("holds that end by themselves, on %s", (kind) => {
  let date: string;
  let free: string[];

  beforeEach(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    date = upcomingWeekday(2);
    // Times the longer visit fits too, so every booking below finds its time free.
    free = await freeTimes(BRISTOL.email, date, INSTALL, BRAKES);
    expect(free.length).toBeGreaterThan(4);
  });
  afterAll(() => resetDatabase());

  async function setStoreStock(onHand: number) {
    const db = await getDatabase();
    expect((await db.setStock([{ locationId: BRISTOL.id, offerId: offer.id, onHand }], Date.now())).ok).toBe(
      true,
    );
  }

  const level = async () =>
    levelAt(await (await getDatabase()).stockLevels([offer.id]), BRISTOL.id, offer.id);

  /**
   * A tire installation booked through the real route by a proven customer; without `quantity`,
   * no tires (a request); with `addOns`, those services after it.
   */
  let customers = 0;
  async function request(quantity?: number, addOns: readonly string[] = []) {
    // Each request is another customer: one address holds one open visit per store and day.
    const email = `ada.${++customers}@example.com`;
    const response = await book(
      await bookingRequest({
        storeGroupEmail: BRISTOL.email,
        serviceName: INSTALL,
        date,
        time: free.shift(),
        customer: { firstName: "Ada", lastName: "Hatfield", email, phone: "4235550142" },
        ...(quantity ? { tires: { productId: offer.id, quantity } } : {}),
        ...(addOns.length ? { addOns } : {}),
      }),
    );
    const body = (await response.json()) as { appointment: { reference: string } };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return (await (await getDatabase()).findByReference(body.appointment.reference))!;
  }

  const find = async (reference: string) => (await (await getDatabase()).findByReference(reference))!;
  const held = async (reference: string) => {
    const a = await find(reference);
    return (await (await getDatabase()).heldUnits(a.storeEmail, a.startsAt, a.endsAt)).filter(
      (h) => h.appointmentId === a.id,
    );
  };
  const history = async (reference: string) =>
    (await getDatabase()).appointmentHistory((await find(reference)).id);
  const mailsFor = (mails: Mail[], reference: string) =>
    mails.filter((m) => m.text.includes(reference)).map((m) => m.kind);

  /** Tires from the store's own shelf: the installation was confirmed as it was booked. */
  async function expectBookedOnTheSpot(reference: string) {
    expect((await find(reference)).status).toBe("confirmed");
    expect((await history(reference)).map((e) => e.what)).toEqual(["booked"]);
  }

  it("cancels a request whose time came unanswered, freeing its units and tires, and tells both sides once", async () => {
    await setStoreStock(4);
    const past = await request(4, BRAKES);
    const future = await request();
    expect(future.startsAt).toBeGreaterThan(past.startsAt);
    expect(await level()).toMatchObject({ onHand: 4, held: 4 });
    // A bay for the tires, then one for the brakes.
    expect(await held(past.reference)).toHaveLength(2);
    await drainMail();
    const db = await getDatabase();

    // Not yet: nothing changes.
    expect(await endOverdueHolds(db, past.startsAt - 1)).toEqual({ unanswered: 0, tiresReturned: 0 });
    expect((await operationsStatus("staff", past.startsAt)).holdEnds).toMatchObject({
      unansweredDue: 1,
      unansweredEnded: 0,
    });
    expect((await find(past.reference)).status).toBe("requested");

    // Its start has come, the later request's has not.
    const now = past.startsAt + 60_000;
    expect(await endOverdueHolds(db, now)).toEqual({ unanswered: 1, tiresReturned: 0 });
    const released = await find(past.reference);
    expect(released).toMatchObject({ status: "cancelled", cancelledAt: now });
    expect(released.tireHold!.status).toBe("released");
    expect(await level()).toMatchObject({ onHand: 4, held: 0 });
    expect(await held(past.reference)).toEqual([]);
    expect(await find(future.reference)).toMatchObject({ status: "requested", sequence: 0 });
    expect(await held(future.reference)).toHaveLength(1);

    const events = await history(past.reference);
    expect(events.at(-1)).toMatchObject({
      what: "unanswered",
      at: now,
      origin: { actor: { kind: "system" }, from: null },
    });
    expect(staffHistory(events, BRISTOL.id).at(-1)).toMatchObject({
      what: "Released automatically: the time passed without an answer from the store",
      who: "system",
      from: "the site itself",
    });
    expect(storeHistory(events, BRISTOL.id).at(-1)).toMatch(
      /^Released automatically: the time passed without an answer from the store · /,
    );
    expect(customerHistory(events, BRISTOL.id).at(-1)).toMatch(
      /^Cancelled .+: the store did not confirm it in time$/,
    );

    const mails = await drainMail();
    expect(mailsFor(mails, past.reference).sort()).toEqual(["unanswered-customer", "unanswered-store"]);
    expect(mailsFor(mails, future.reference)).toEqual([]);
    const toStore = mails.find((m) => m.kind === "unanswered-store")!;
    expect(toStore.text).toContain("Ada Hatfield");
    expect(toStore.text).toContain(INSTALL);
    expect(toStore.text).toContain("The tires held for it (4 from Bristol stock) are back in stock.");
    const toCustomer = mails.find((m) => m.kind === "unanswered-customer")!;
    expect(toCustomer.subject).toBe(`Appointment request not confirmed: ${past.reference}`);
    expect(toCustomer.text).toContain("did not confirm your request");
    expect(toCustomer.text).toContain(`call ${BRISTOL.phone}`);
    // Like a cancellation's: the invitation removes the event from the customer's calendar.
    expect(toCustomer.ics).toContain("METHOD:CANCEL");

    // The status pages count it.
    expect((await operationsStatus("staff", now)).holdEnds).toEqual({
      unansweredDue: 0,
      tiresDue: 0,
      unansweredEnded: 1,
      tiresReturned: 0,
      days: 7,
    });

    // Again, later: nothing more to do, and nothing more sent.
    expect(await endOverdueHolds(db, now + 60_000)).toEqual({ unanswered: 0, tiresReturned: 0 });
    expect(mailsFor(await drainMail(), past.reference)).toEqual([]);
    expect((await history(past.reference)).filter((e) => e.what === "unanswered")).toHaveLength(1);
  });

  it("a request without tires is released the same way; the store's e-mail says nothing of tires", async () => {
    const past = await request();
    await drainMail();
    expect(await endOverdueHolds(await getDatabase(), past.startsAt)).toEqual({
      unanswered: 1,
      tiresReturned: 0,
    });
    const toStore = (await drainMail()).find((m) => m.kind === "unanswered-store")!;
    expect(toStore.text).toContain(past.reference);
    expect(toStore.text).not.toContain("back in stock");
  });

  it("ends holds found long overdue (a backlog) without e-mailing anyone", async () => {
    await setStoreStock(8);
    const unanswered = await request(4, BRAKES);
    const visit = await request(4);
    await expectBookedOnTheSpot(visit.reference);
    await drainMail();
    const late = (await find(visit.reference)).endsAt + UNMARKED_VISIT_GRACE_MS + NOTICE_WINDOW_MS + 60_000;
    expect(await endOverdueHolds(await getDatabase(), late)).toEqual({ unanswered: 1, tiresReturned: 1 });
    expect((await find(unanswered.reference)).status).toBe("cancelled");
    expect((await find(visit.reference)).tireHold!.status).toBe("released");
    expect(await level()).toMatchObject({ onHand: 8, held: 0 });
    expect((await history(unanswered.reference)).at(-1)).toMatchObject({ what: "unanswered" });
    expect((await history(visit.reference)).at(-1)).toMatchObject({ what: "tires_returned" });
    expect(await drainMail()).toEqual([]);
  });

  it("a confirmed visit left unmarked gives its tires back once, stays confirmed, and can still be completed", async () => {
    await setStoreStock(8);
    const visit = await request(4);
    await expectBookedOnTheSpot(visit.reference);
    const confirmed = await find(visit.reference);
    expect(await level()).toMatchObject({ onHand: 8, held: 4 });
    await drainMail();
    const db = await getDatabase();
    const due = confirmed.endsAt + UNMARKED_VISIT_GRACE_MS;

    // Started long ago, but within the grace period after its end: kept.
    expect(await endOverdueHolds(db, due - 1)).toEqual({ unanswered: 0, tiresReturned: 0 });
    expect((await find(visit.reference)).tireHold!.status).toBe("held");

    expect((await operationsStatus("staff", due)).holdEnds).toMatchObject({ tiresDue: 1, tiresReturned: 0 });
    expect(await endOverdueHolds(db, due)).toEqual({ unanswered: 0, tiresReturned: 1 });
    expect((await operationsStatus("staff", due)).holdEnds).toMatchObject({ tiresDue: 0, tiresReturned: 1 });
    const after = await find(visit.reference);
    expect(after).toMatchObject({
      status: "confirmed",
      calendarSync: confirmed.calendarSync,
      cancelledAt: null,
      sequence: confirmed.sequence + 1,
    });
    expect(after.tireHold!.status).toBe("released");
    expect(await level()).toMatchObject({ onHand: 8, held: 0 });
    // Its units stay as they were: it is still a confirmed visit for the store to mark.
    expect(await held(visit.reference)).toHaveLength(1);
    expect((await history(visit.reference)).at(-1)).toMatchObject({
      what: "tires_returned",
      origin: { actor: { kind: "system" }, from: null },
    });

    const mails = await drainMail();
    expect(mailsFor(mails, visit.reference)).toEqual(["unmarked-visit-store"]);
    const toStore = mails.find((m) => m.kind === "unmarked-visit-store")!;
    expect(toStore.subject).toMatch(new RegExp(`^Mark visit completed or no-show: ${visit.reference}, `));
    expect(toStore.text).toContain("(4 from Bristol stock) were put back in stock");
    expect(toStore.text).toContain(`/admin/appointments?view=day&store=${BRISTOL.slug}&from=${date}`);

    // Once only.
    expect(await endOverdueHolds(db, due + 60_000)).toEqual({ unanswered: 0, tiresReturned: 0 });
    expect(mailsFor(await drainMail(), visit.reference)).toEqual([]);

    // The tires were fitted after all: completing takes them off the shelf (once).
    const token = await linkToken(visit.reference, "store");
    const done = await actAsStore(visit.reference, token, { kind: "complete" }, STORE_LINK, due + 120_000);
    expect(done).toMatchObject({ kind: "changed" });
    expect(done.kind === "changed" && done.message).toContain("off the count again");
    expect((await find(visit.reference)).tireHold!.status).toBe("consumed");
    expect(await level()).toMatchObject({ onHand: 4, held: 0 });
    const again = await actAsStore(visit.reference, token, { kind: "complete" }, STORE_LINK, due + 180_000);
    expect(again.kind).toBe("unchanged");
    expect(await level()).toMatchObject({ onHand: 4, held: 0 });
  });

  it("a no-show after the tires went back leaves the count alone", async () => {
    await setStoreStock(4);
    const visit = await request(4);
    await expectBookedOnTheSpot(visit.reference);
    const due = (await find(visit.reference)).endsAt + UNMARKED_VISIT_GRACE_MS;
    expect((await endOverdueHolds(await getDatabase(), due)).tiresReturned).toBe(1);
    const token = await linkToken(visit.reference, "store");
    expect((await actAsStore(visit.reference, token, { kind: "no_show" }, STORE_LINK, due)).kind).toBe(
      "changed",
    );
    expect((await find(visit.reference)).tireHold!.status).toBe("released");
    expect(await level()).toMatchObject({ onHand: 4, held: 0 });
  });

  it("completing after the tires went back never counts below what others hold now", async () => {
    await setStoreStock(4);
    const first = await request(4);
    await expectBookedOnTheSpot(first.reference);
    const due = (await find(first.reference)).endsAt + UNMARKED_VISIT_GRACE_MS;
    expect((await endOverdueHolds(await getDatabase(), due)).tiresReturned).toBe(1);
    // The returned set is promised to the next customer...
    const second = await request(4);
    expect(second.tireHold).toMatchObject({ status: "held", locationId: BRISTOL.id });
    expect(await level()).toMatchObject({ onHand: 4, held: 4 });
    // ...so the first visit's completion cannot take it off the count: the store sorts it out.
    const token = await linkToken(first.reference, "store");
    expect((await actAsStore(first.reference, token, { kind: "complete" }, STORE_LINK, due)).kind).toBe(
      "changed",
    );
    expect(await level()).toMatchObject({ onHand: 4, held: 4 });
  });
});
