import { oneBay } from "../support/units";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "@/lib/db";
import { constraintViolation } from "@/lib/db/driver";
import { createDatabase } from "../../scripts/throwaway-postgres.mjs";
import { ACTIVE_STATUSES, type NewAppointment } from "@/lib/db/appointment-types";
import type { SchedulingDatabase } from "@/lib/db/types";
import { type OutgoingMail } from "@/lib/db/mail-types";
import { CUSTOMER } from "../support/origins";

type Kind = "sqlite" | "postgres";

/** Two handles on one database, as two app instances would have (separate connections). */
async function twoInstances(kind: Kind): Promise<[SchedulingDatabase, SchedulingDatabase]> {
  if (kind === "sqlite") {
    const file = join(mkdtempSync(join(tmpdir(), "leases-")), "db.sqlite");
    const a = await openDatabase({ file });
    return [a, await openDatabase({ file })];
  }
  const url = await createDatabase(inject("postgresUrl"), "leases");
  // Both instances start (and migrate) at the same time.
  return Promise.all([openDatabase({ url }), openDatabase({ url })]);
}

const mail = (n: number, notBefore?: number): OutgoingMail => ({
  kind: "test",
  to: `c${n}@example.com`,
  subject: `Message ${n}`,
  text: "Body",
  html: "<p>Body</p>",
  ics: null,
  reference: null,
  notBefore,
});

/** A cancel as the app makes it: one guarded change, refused once the appointment is no longer live. */
async function cancelOn(db: SchedulingDatabase, reference: string, mails: OutgoingMail[], now: number) {
  const result = await db.changeAppointment(
    reference,
    (current) =>
      ACTIVE_STATUSES.includes(current.status)
        ? {
            change: {
              status: "cancelled",
              event: { what: "cancelled" },
              mails: () => mails,
              reminder: () => null,
            },
          }
        : { refuse: "Already cancelled." },
    now,
    CUSTOMER,
  );
  return result.outcome === "not_found"
    ? null
    : { appointment: result.appointment, changed: result.outcome === "changed" };
}

/** Books a row straight into the store, on a one-bay store. */
const insert = (db: SchedulingDatabase, a: NewAppointment, mails: OutgoingMail[] = []) =>
  db.insertAppointment(a, () => mails, oneBay(a));

let seq = 0;
function appointment(startsAt: number, extra: Partial<NewAppointment> = {}): NewAppointment {
  seq++;
  return {
    reference: `LEASE${seq}${Math.floor(Math.random() * 1e6)}`,
    idempotencyKey: null,
    idempotencyHash: null,
    cancelTokenHash: "h".repeat(64),
    storeId: 5,
    storeEmail: "norton@alleghenytire.example",
    serviceName: "Oil Changes",
    addOns: [],
    visit: "wait",
    durationMinutes: 30,
    startsAt,
    endsAt: startsAt + 30 * 60_000,
    date: "2031-03-03",
    time: "09:00",
    firstName: "Ada",
    lastName: "Hatfield",
    email: "ada@example.com",
    phone: "2765550142",
    vehicle: null,
    comments: "",
    calendarSync: "pending",
    calendarChecked: true,
    createdAt: Date.now(),
    ...extra,
  };
}

const T0 = Date.UTC(2031, 2, 3, 14, 0);
const LEASE = 60_000;

describe.each(["sqlite", "postgres"] as Kind[])("work leases on %s", (kind) => {
  let one: SchedulingDatabase;
  let two: SchedulingDatabase;

  beforeAll(async () => {
    [one, two] = await twoInstances(kind);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it("gives each queued message to exactly one of two instances claiming at once", async () => {
    const host = await insert(
      one,
      appointment(T0),
      Array.from({ length: 60 }, (_, i) => mail(i)),
    );
    expect(host.outcome).toBe("created");
    const now = Date.now();
    const claims = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).claimMail(`instance-${i % 2}`, now, LEASE, 4)),
    );
    const ids = claims.flat().map((m) => m.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    // Nothing left to claim while the leases hold.
    expect(await one.claimMail("instance-2", now + 1000, LEASE, 100)).toHaveLength(0);
  });

  it("records a result only for the instance holding the claim", async () => {
    await insert(one, appointment(T0 + 3_600_000), [mail(100)]);
    const later = Date.now() + 2 * LEASE;
    const [claimed] = await one.claimMail("first", later, LEASE, 1);
    expect(claimed).toBeDefined();
    expect(await two.markMailSent(claimed!.id, "intruder", later)).toBe(false);
    expect(await one.markMailSent(claimed!.id, "first", later)).toBe(true);
    // Sent once: a second "sent" for the same claim changes nothing.
    expect(await one.markMailSent(claimed!.id, "first", later)).toBe(false);
  });

  it("hands the work of an instance that stopped to another once its lease ends", async () => {
    const far = Date.now() + 10 * LEASE;
    const claimedByDead = await one.claimMail("dead", far, LEASE, 100);
    expect(claimedByDead.length).toBeGreaterThan(0);
    expect(await two.claimMail("alive", far + LEASE - 1, LEASE, 100)).toHaveLength(0);
    const taken = await two.claimMail("alive", far + LEASE + 1, LEASE, 100);
    expect(taken.map((m) => m.id).sort()).toEqual(claimedByDead.map((m) => m.id).sort());
    // The dead instance's late answer no longer counts.
    expect(await one.markMailSent(taken[0]!.id, "dead", far + LEASE + 2)).toBe(false);
    for (const m of taken) expect(await two.markMailSent(m.id, "alive", far + LEASE + 2)).toBe(true);
  });

  it("keeps a message until its not-before time", async () => {
    const now = Date.now() + 20 * LEASE;
    await insert(one, appointment(T0 + 7_200_000), [mail(200, now + 60_000)]);
    expect(await one.claimMail("x", now, LEASE, 100)).toHaveLength(0);
    const due = await one.claimMail("x", now + 60_000, LEASE, 100);
    expect(due.map((m) => m.subject)).toEqual(["Message 200"]);
    await one.markMailSent(due[0]!.id, "x", now + 60_000);
  });

  it("fails a message for good, lists it, and lets an operator retry it", async () => {
    const now = Date.now() + 30 * LEASE;
    await insert(one, appointment(T0 + 10_800_000), [mail(300)]);
    const [m] = await one.claimMail("x", now, LEASE, 1);
    await one.markMailFailed(m!.id, "x", "550 No such user", null, now);
    expect(await one.claimMail("x", now + 10 * LEASE, LEASE, 10)).toHaveLength(0);
    const failed = await one.failedMail(10);
    expect(failed.find((f) => f.id === m!.id)).toMatchObject({ lastError: "550 No such user", attempts: 1 });
    expect((await one.queueHealth(now)).mailFailed).toBeGreaterThanOrEqual(1);
    expect(await one.retryMail(m!.id, now + 1)).toBe(true);
    expect(await one.retryMail(m!.id, now + 1)).toBe(false);
    const again = await two.claimMail("y", now + 2, LEASE, 10);
    expect(again.map((x) => x.id)).toContain(m!.id);
    await two.markMailSent(m!.id, "y", now + 3);
  });

  it("claims calendar writes once, and a cancel during a create leaves the event to be deleted", async () => {
    const created = await insert(one, appointment(T0 + 86_400_000));
    if (created.outcome !== "created") throw new Error("not created");
    const now = Date.now();
    const [a, b] = await Promise.all([
      one.claimCalendarWork("one", now, LEASE, 100),
      two.claimCalendarWork("two", now, LEASE, 100),
    ]);
    const mine = [...a, ...b].filter((x) => x.id === created.appointment.id);
    expect(mine).toHaveLength(1);
    const claimed = mine[0]!;
    const owner = a.includes(claimed) ? "one" : "two";

    // The customer cancels while the event is being created.
    const cancel = await cancelOn(two, created.appointment.reference, [], now + 1);
    expect(cancel?.changed).toBe(true);
    expect(cancel?.appointment.calendarSync).toBe("delete_pending");

    // The create's result must not overwrite the cancellation; its event id is kept for the delete.
    expect(await one.finishCalendarWrite(claimed, owner, { sync: "created", eventId: "evt-1" })).toBe(
      "superseded",
    );
    const after = await one.findByReference(created.appointment.reference);
    expect(after).toMatchObject({
      calendarSync: "delete_pending",
      calendarEventId: "evt-1",
      calendarClaimedBy: null,
    });
    const [deleteWork] = (await two.claimCalendarWork("two", now + 2, LEASE, 100)).filter(
      (x) => x.id === claimed.id,
    );
    expect(deleteWork?.calendarEventId).toBe("evt-1");
    expect(await two.finishCalendarWrite(deleteWork!, "two", { sync: "deleted" })).toBe("done");
    // A second cancel changes nothing and says so.
    expect((await cancelOn(one, created.appointment.reference, [mail(1)], now + 3))?.changed).toBe(false);
  });

  it("records a change raced from both instances once, with the booking, and the loser's nothing", async () => {
    const created = await insert(one, appointment(T0 + 2 * 86_400_000));
    if (created.outcome !== "created") throw new Error("not created");
    const { reference, id } = created.appointment;
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => cancelOn(i % 2 ? one : two, reference, [], now + i)),
    );
    expect(results.filter((r) => r?.changed)).toHaveLength(1);
    const [history, seenByOther] = await Promise.all([
      one.appointmentHistory(id),
      two.appointmentHistory(id),
    ]);
    expect(history.map((e) => e.what)).toEqual(["requested", "cancelled"]);
    expect(seenByOther).toEqual(history);
  });

  it("opens an incident once however many instances report it, and again after it closed", async () => {
    const now = Date.now();
    const opened = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? one : two).openIncident("test-incident", "broken", now, [mail(400 + i)]),
      ),
    );
    expect(opened.filter(Boolean)).toHaveLength(1);
    expect((await one.openIncidents()).map((i) => i.key)).toContain("test-incident");
    expect(await two.closeIncident("test-incident", now + 1)).toBe(true);
    expect(await two.closeIncident("test-incident", now + 1)).toBe(false);
    expect(await one.openIncident("test-incident", "broken again", now + 2, [])).toBe(true);
  });

  it("counts rate-limit hits across instances", async () => {
    const window = Math.floor(Date.now() / 60_000) * 60_000;
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? one : two).countHit("book|203.0.113.9", window, window + 60_000),
      ),
    );
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe("PostgreSQL's own one-job-per-unit rule", () => {
  it("refuses a unit held twice at once even when the application's count is bypassed", async () => {
    const url = await createDatabase(inject("postgresUrl"), "overlap");
    const db = await openDatabase({ url });
    const first = await insert(db, appointment(T0));
    expect(first.outcome).toBe("created");

    // A writer that skips the store lock and the unit count (a bug, a manual fix, a script).
    const raw = new Client({ connectionString: url });
    await raw.connect();
    const appointmentId = first.outcome === "created" ? first.appointment.id : 0;
    const hold = (startsAt: number, { kind = "bay", unit = 1, active = 1 } = {}) =>
      raw.query(
        `INSERT INTO appointment_units (appointment_id, store_email, kind, unit, starts_at, ends_at, active)
         VALUES ($1, $2, $3, $4, $5::bigint, $5::bigint + 1800000, $6)`,
        [appointmentId, "norton@alleghenytire.example", kind, unit, startsAt, active],
      );
    await expect(hold(T0 + 15 * 60_000)).rejects.toMatchObject({ code: "23P01" });
    // Back to back is fine, and so are another bay, another kind, and a released unit at the same time.
    await expect(hold(T0 + 30 * 60_000)).resolves.toMatchObject({ rowCount: 1 });
    await expect(hold(T0, { unit: 2 })).resolves.toMatchObject({ rowCount: 1 });
    await expect(hold(T0, { kind: "alignment" })).resolves.toMatchObject({ rowCount: 1 });
    await expect(hold(T0, { active: 0 })).resolves.toMatchObject({ rowCount: 1 });
    await raw.end();

    // Through the store the same time is the usual conflict, and so is the constraint's error code.
    expect((await insert(db, appointment(T0 + 10 * 60_000))).outcome).toBe("conflict");
    expect(constraintViolation({ code: "23P01" })).toBe("overlap");
    expect(constraintViolation({ code: "23505" })).toBe("unique");
    expect(constraintViolation(new Error("other"))).toBeNull();
    await db.close();
  });
});
