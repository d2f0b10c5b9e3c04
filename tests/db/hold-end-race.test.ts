import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { findLocation } from "@/data/locations";
import { UNMARKED_VISIT_GRACE_MS } from "@/lib/appointments/hold-ends";
import { endOverdueHolds } from "@/lib/appointments/hold-end-job";
import { openDatabase } from "@/lib/db";
import type { Appointment, NewAppointment } from "@/lib/db/appointment-types";
import type { QueuedMail } from "@/lib/db/mail-types";
import { levelAt } from "@/lib/db/stock-queries";
import type { StockClaim } from "@/lib/db/stock-types";
import type { SchedulingDatabase } from "@/lib/db/types";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { createDatabase } from "../../scripts/throwaway-postgres.mjs";
import { STORE_LINK } from "../support/origins";
import { oneBay } from "../support/units";

type Kind = "sqlite" | "postgres";

const NORTON = findLocation(5)!;
const offer = passengerCatalog.bySize("225/65R17")[1]!;
const HOUR = 60 * 60_000;
const T0 = Date.UTC(2031, 2, 3, 14, 0);
const YEAR = 365 * 24 * HOUR;

/** Two handles on one database, as two app instances would have (on PostgreSQL, separate pools). */
async function twoInstances(kind: Kind): Promise<[SchedulingDatabase, SchedulingDatabase]> {
  if (kind === "sqlite") {
    const file = join(mkdtempSync(join(tmpdir(), "hold-ends-")), "db.sqlite");
    const a = await openDatabase({ file });
    return [a, await openDatabase({ file })];
  }
  const url = await createDatabase(inject("postgresUrl"), "holdends");
  return Promise.all([openDatabase({ url }), openDatabase({ url })]);
}

let seq = 0;
function appointment(startsAt: number): NewAppointment {
  seq++;
  return {
    reference: `HOLD${seq}${Math.floor(Math.random() * 1e6)}`,
    idempotencyKey: null,
    idempotencyHash: null,
    cancelTokenHash: "h".repeat(64),
    storeId: NORTON.id,
    storeEmail: NORTON.email,
    serviceName: "Tire Sales & Installation",
    addOns: [],
    visit: "wait",
    durationMinutes: 60,
    startsAt,
    endsAt: startsAt + HOUR,
    date: "2031-03-03",
    time: "09:00",
    firstName: "Ada",
    lastName: `Hatfield${seq}`,
    email: `ada${seq}@example.com`,
    phone: "2765550142",
    vehicle: null,
    comments: "",
    calendarSync: "pending",
    calendarChecked: true,
    createdAt: Date.now(),
  };
}

/** Four tires from the store's shelf. */
const fourTires: StockClaim = {
  offerId: offer.id,
  storeId: NORTON.id,
  decide: () => ({
    hold: { offerId: offer.id, quantity: 4, locationId: NORTON.id, source: "store", readyBy: "2031-03-03" },
  }),
};

async function book(db: SchedulingDatabase, startsAt: number) {
  const a = appointment(startsAt);
  const result = await db.insertAppointment(a, () => [], oneBay(a), fourTires);
  if (result.outcome !== "created") throw new Error(result.outcome);
  return result.appointment;
}

async function confirm(db: SchedulingDatabase, reference: string) {
  const result = await db.changeAppointment(
    reference,
    () => ({ change: { status: "confirmed", event: { what: "confirmed" }, mails: () => [] } }),
    Date.now(),
    STORE_LINK,
  );
  expect(result.outcome).toBe("changed");
}

describe.each(["sqlite", "postgres"] as Kind[])("ending holds from two instances at once, on %s", (kind) => {
  let one: SchedulingDatabase;
  let two: SchedulingDatabase;

  beforeAll(async () => {
    [one, two] = await twoInstances(kind);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it("changes each appointment once and writes its e-mails once", async () => {
    const requests = 6;
    const visits = 4;
    const set = await one.setStock(
      [{ locationId: NORTON.id, offerId: offer.id, onHand: 4 * (requests + visits) }],
      Date.now(),
    );
    expect(set.ok).toBe(true);
    // Each on its own hour of the one bay.
    const pending: Appointment[] = [];
    for (let i = 0; i < requests; i++) pending.push(await book(one, T0 + i * HOUR));
    const confirmed: Appointment[] = [];
    for (let i = 0; i < visits; i++) {
      const a = await book(two, T0 + (requests + i) * HOUR);
      await confirm(two, a.reference);
      confirmed.push(a);
    }
    // One request's event is already in the store calendar.
    const claimed = (await one.claimCalendarWork("writer", Date.now(), 60_000, 100)).find(
      (a) => a.id === pending[0]!.id,
    )!;
    expect(await one.finishCalendarWrite(claimed, "writer", { sync: "created", eventId: "evt-1" })).toBe(
      "done",
    );
    const levels = async () => levelAt(await one.stockLevels([offer.id]), NORTON.id, offer.id);
    expect(await levels()).toMatchObject({ held: 4 * (requests + visits) });

    // Every request has started and every visit is past its grace period; both instances run the
    // job together, twice over.
    const now = T0 + (requests + visits) * HOUR + UNMARKED_VISIT_GRACE_MS;
    const runs = await Promise.all([
      endOverdueHolds(one, now),
      endOverdueHolds(two, now),
      endOverdueHolds(two, now + 1),
      endOverdueHolds(one, now + 1),
    ]);
    expect(runs.reduce((n, r) => n + r.unanswered, 0)).toBe(requests);
    expect(runs.reduce((n, r) => n + r.tiresReturned, 0)).toBe(visits);
    expect(await levels()).toMatchObject({ onHand: 4 * (requests + visits), held: 0 });

    for (const a of pending) {
      const now = (await two.findByReference(a.reference))!;
      expect(now.status).toBe("cancelled");
      expect(now.tireHold!.status).toBe("released");
      // Its calendar event is removed (or, never written, its write dropped) as a cancel does.
      expect(now.calendarSync).toBe("delete_pending");
      const events = await two.appointmentHistory(a.id);
      expect(events.filter((e) => e.what === "unanswered")).toHaveLength(1);
      expect(await two.heldUnits(NORTON.email, a.startsAt, a.endsAt)).toEqual([]);
    }
    expect((await one.findByReference(pending[0]!.reference))!.calendarEventId).toBe("evt-1");
    for (const a of confirmed) {
      const now = (await two.findByReference(a.reference))!;
      expect(now.status).toBe("confirmed");
      expect(now.tireHold!.status).toBe("released");
      expect(now.calendarSync).toBe("pending");
      const events = await two.appointmentHistory(a.id);
      expect(events.filter((e) => e.what === "tires_returned")).toHaveLength(1);
    }

    // The outbox holds exactly the e-mails of one change each.
    const mail: QueuedMail[] = await one.claimMail("reader", now + YEAR, 60_000, 500);
    const count = (kind: string) =>
      mail
        .filter((m) => m.kind === kind)
        .map((m) => m.reference)
        .sort();
    expect(count("unanswered-customer")).toEqual(pending.map((a) => a.reference).sort());
    expect(count("unanswered-store")).toEqual(pending.map((a) => a.reference).sort());
    expect(count("unmarked-visit-store")).toEqual(confirmed.map((a) => a.reference).sort());
    expect(mail).toHaveLength(2 * requests + visits);
    expect(mail.filter((m) => m.kind.endsWith("-store")).every((m) => m.to === NORTON.email)).toBe(true);
    expect(
      mail
        .filter((m) => m.kind === "unanswered-customer")
        .map((m) => m.to)
        .sort(),
    ).toEqual(pending.map((a) => a.email).sort());

    // Nothing is left for a later pass.
    expect(await endOverdueHolds(two, now + HOUR)).toEqual({ unanswered: 0, tiresReturned: 0 });
  });
});
