import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { WAREHOUSE_ID } from "@/data/inventory";
import { bookableLocations } from "@/data/locations";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import type { FakeGraph } from "../../scripts/fake-graph/server.mjs";
import { fakeGraphEnv, startTestGraph } from "../support/fake-graph";
import { createDatabase } from "../../scripts/throwaway-postgres.mjs";
import { upcomingWeekday } from "../support/scheduling-env";
import { startInstance, type AppInstance } from "./app-instance";
import { startSmtpSink, type Delivered } from "./smtp-sink";
import { proofKeyOf, provenCookie } from "./proof-cookie";
import { startFakeAcs, TEST_ACS_KEY, TEST_SMS_FROM, type FakeAcs } from "../support/fake-acs";

// Two app instances on one PostgreSQL, a real SMTP server that takes 400 ms per message, and the
// fake Microsoft 365: a slot books exactly the units it has free however the requests are spread,
// every e-mail and calendar event exactly once, and nothing acknowledged lost when an instance is
// killed.
const SMTP_DELAY_MS = 400;
/** The fake text service answers each send this late. */
const SMS_DELAY_MS = 300;

/** Customer n's mobile for texts: every booking asks for texts, each to its own number. */
const mobileOf = (n: number) => `+1304555${String(n).padStart(4, "0")}`;
const LEASE_MS = 4_000;

const freshDatabase = () => createDatabase(inject("postgresUrl"), "scale");

interface BookingReply {
  success: boolean;
  appointment?: { reference: string };
  readyBy?: string;
}

// The instances' database, and its proof key once read: every booking comes from a browser that
// proved its address before (the code step is tested on its own).
let sharedDatabaseUrl = "";
let proofKey: Promise<Buffer> | undefined;

async function book(
  instance: AppInstance,
  store: string,
  date: string,
  time: string,
  n: number,
  extra: Record<string, unknown> = {},
) {
  const email = `c${n}@example.com`;
  const cookie = provenCookie(await (proofKey ??= proofKeyOf(sharedDatabaseUrl)), email);
  const response = await fetch(`${instance.url}/api/bookAppointment`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      storeGroupEmail: store,
      serviceName: "Oil Changes",
      date,
      time,
      customer: { firstName: `C${n}`, lastName: "Scale", email, phone: "3045550100" },
      texts: { mobile: mobileOf(n), consent: true },
      ...extra,
    }),
  });
  return { status: response.status, body: (await response.json()) as BookingReply };
}

async function waitFor(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Slots for `count` bookings: every half hour of the day across the eight stores and several days. */
function slots(count: number, firstDay: string): { store: string; date: string; time: string }[] {
  const times = ["08:00", "08:30", "09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "13:00", "13:30"];
  const out: { store: string; date: string; time: string }[] = [];
  let day = firstDay;
  for (let i = 0; out.length < count; i++) {
    const store = bookableLocations[i % bookableLocations.length]!.email;
    out.push({ store, date: day, time: times[Math.floor(i / bookableLocations.length) % times.length]! });
    if ((i + 1) % (bookableLocations.length * times.length) === 0)
      day = upcomingWeekday(1, Date.parse(`${day}T17:00:00Z`));
  }
  return out;
}

describe("two app instances on one PostgreSQL", () => {
  const delivered: Delivered[] = [];
  let smtp: SMTPServer & { port: number };
  let fake: FakeGraph;
  let acs: FakeAcs;
  let databaseUrl: string;
  let env: Record<string, string>;
  let a: AppInstance;
  let b: AppInstance;
  const acknowledged: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink(delivered, SMTP_DELAY_MS);
    fake = await startTestGraph();
    acs = await startFakeAcs({
      accessKey: TEST_ACS_KEY,
      beforeAnswer: () => new Promise((r) => setTimeout(r, SMS_DELAY_MS)),
    });
    databaseUrl = await freshDatabase();
    sharedDatabaseUrl = databaseUrl;
    env = {
      ...fakeGraphEnv(fake, { GRAPH_READ_TIMEOUT_MS: "3000" }),
      NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS ?? "",
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ACS_ENDPOINT: acs.endpoint,
      ACS_SMS_FROM: TEST_SMS_FROM,
      ACS_ACCESS_KEY: TEST_ACS_KEY,
      WORK_LEASE_MS: String(LEASE_MS),
      BACKGROUND_INTERVAL_MS: "500",
      RATE_LIMIT_MULTIPLIER: "1000",
      STATUS_PASSWORD: "scale-test",
    };
    // Both start at once: their migrations must not collide either.
    [a, b] = await Promise.all([
      startInstance("instance A", { ...env, DATA_DIR: mkdtempSync(join(tmpdir(), "scale-a-")) }),
      startInstance("instance B", { ...env, DATA_DIR: mkdtempSync(join(tmpdir(), "scale-b-")) }),
    ]);
  });

  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await fake?.close();
    await acs?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  /** Sets one offer's count at some locations, as the point-of-sale feed would. */
  async function setStock(offerId: string, counts: Record<number, number>) {
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    for (const [location, onHand] of Object.entries(counts))
      await db.query(
        `INSERT INTO stock (location_id, offer_id, on_hand, updated_at) VALUES ($1, $2, $3, 0)
         ON CONFLICT (offer_id, location_id) DO UPDATE SET on_hand = excluded.on_hand`,
        [Number(location), offerId, onHand],
      );
    await db.end();
  }

  /** On hand and held for one offer at one location, straight from the database. */
  async function stockAt(offerId: string, locationId: number) {
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query(
      `SELECT (SELECT on_hand FROM stock WHERE offer_id = $1 AND location_id = $2) AS on_hand,
              (SELECT COALESCE(SUM(hold_quantity), 0) FROM appointments
                WHERE hold_offer_id = $1 AND hold_location_id = $2 AND hold_status = 'held') AS held`,
      [offerId, locationId],
    );
    await db.end();
    return { onHand: Number(rows[0].on_hand), held: Number(rows[0].held) };
  }

  /** The units live appointments hold at a store and time, straight from the database. */
  async function unitsAt(store: string, date: string, time: string, kind: string) {
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query(
      `SELECT u.unit FROM appointment_units u JOIN appointments a ON a.id = u.appointment_id
       WHERE u.active = 1 AND u.kind = $1 AND a.store_email = $2 AND a.date = $3 AND a.time = $4`,
      [kind, store, date, time],
    );
    await db.end();
    return rows.map((r: { unit: number }) => Number(r.unit)).sort();
  }

  it("books exactly the three free bays of a slot when 60 requests race for it over both instances", async () => {
    const date = upcomingWeekday(6);
    const windber = bookableLocations.find((l) => l.id === 7)!; // three service bays
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) => book(i % 2 ? a : b, windber.email, date, "14:00", 1000 + i)),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(57);
    expect(await unitsAt(windber.email, date, "14:00", "bay")).toEqual([1, 2, 3]);
    for (const r of replies) if (r.status === 200) acknowledged.push(r.body.appointment!.reference);
  });

  it("books the last drop-off place of a day once when 20 requests race for it over both instances", async () => {
    const date = upcomingWeekday(7);
    const windber = bookableLocations.find((l) => l.id === 7)!; // four drop-off places a day
    const dropOff = { visit: "drop-off", serviceName: "Brake Service" };
    for (let i = 0; i < 3; i++) {
      const reply = await book(i % 2 ? a : b, windber.email, date, "07:30", 1100 + i, dropOff);
      expect(reply.status).toBe(200);
      acknowledged.push(reply.body.appointment!.reference);
    }
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(i % 2 ? a : b, windber.email, date, "07:30", 1200 + i, dropOff),
      ),
    );
    expect(replies.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    expect(await unitsAt(windber.email, date, "07:30", "drop-off")).toEqual([1, 2, 3, 4]);
    acknowledged.push(replies.find((r) => r.status === 200)!.body.appointment!.reference);
  });

  it("books exactly the two free service trucks of an arrival window when 30 farm requests race for it", async () => {
    const date = upcomingWeekday(9);
    const wytheville = bookableLocations.find((l) => l.id === 4)!; // two service trucks
    const farm = {
      serviceName: "Farm Tire Service",
      site: {
        street: "1450 Mill Creek Rd",
        city: "Max Meadows",
        state: "VA",
        zip: "24360",
        machine: "Tractor, John Deere 8R 410",
      },
    };
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        book(i % 2 ? a : b, wytheville.email, date, "12:00", 1300 + i, farm),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(28);
    expect(await unitsAt(wytheville.email, date, "12:00", "field")).toEqual([1, 2]);
    const won = replies.filter((r) => r.status === 200).map((r) => r.body.appointment!.reference);
    acknowledged.push(...won);
    // Each lands in the store calendar as a service-truck job at the farm, for the whole window.
    await waitFor(
      () => won.every((ref) => fake.events(wytheville.email).some((e) => e.transactionId === ref)),
      30_000,
      "the two calendar events",
    );
    for (const ref of won) {
      const event = fake.events(wytheville.email).find((e) => e.transactionId === ref)!;
      expect(event.categories).toContain("Service truck");
      expect(event.location).toMatchObject({ displayName: "1450 Mill Creek Rd, Max Meadows, VA 24360" });
      expect(Date.parse(event.end) - Date.parse(event.start)).toBe(270 * 60_000);
    }
  });

  it("holds the last four tires of a size at a store for exactly one of 20 customers racing over both instances", async () => {
    const bristol = bookableLocations.find((l) => l.id === 3)!;
    const offer = passengerCatalog.bySize("235/55R18")[2]!;
    await setStock(offer.id, { [bristol.id]: 4, [WAREHOUSE_ID]: 0 });
    const date = upcomingWeekday(2);
    const times = ["08:30", "09:00", "09:30", "10:00", "10:30", "11:00", "13:00", "13:30", "14:00", "14:30"];
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(i % 2 ? a : b, bristol.email, date, times[i % times.length]!, 1400 + i, {
          serviceName: "Tire Sales & Installation",
          tires: { productId: offer.id, quantity: 4 },
        }),
      ),
    );
    const won = replies.filter((r) => r.status === 200);
    const lost = replies.filter((r) => r.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    // Every refusal names the day a set can be had instead: a special order, the same for all.
    const dates = new Set(lost.map((r) => r.body.readyBy));
    expect(dates.size).toBe(1);
    expect([...dates][0]! > date).toBe(true);
    expect(await stockAt(offer.id, bristol.id)).toEqual({ onHand: 4, held: 4 });
    acknowledged.push(won[0]!.body.appointment!.reference);
  });

  it("delivers every e-mail and writes every calendar event exactly once for 40 bookings", async () => {
    const plan = slots(40, upcomingWeekday(8));
    const replies = await Promise.all(plan.map((s, i) => book(i % 2 ? a : b, s.store, s.date, s.time, i)));
    expect(replies.map((r) => r.status)).toEqual(plan.map(() => 200));
    for (const r of replies) acknowledged.push(r.body.appointment!.reference);

    const expectedMails = acknowledged.length * 2;
    await waitFor(() => delivered.length >= expectedMails, 90_000, `${expectedMails} e-mails`);
    // Give a late duplicate the time to show up before counting.
    await new Promise((r) => setTimeout(r, 3 * SMTP_DELAY_MS + 1500));
    const keys = delivered.map((d) => d.key);
    expect(keys).toHaveLength(expectedMails);
    expect(new Set(keys).size).toBe(expectedMails);

    await waitFor(
      () =>
        acknowledged.every((ref) =>
          bookableLocations.some((l) => fake.events(l.email).some((e) => e.transactionId === ref)),
        ),
      60_000,
      "every calendar event",
    );
    const posts = fake.requests().filter((r) => r.method === "POST" && /\/events$/.test(r.path));
    const perReference = new Map<string, number>();
    for (const p of posts) {
      const id = (p.body as { transactionId?: string }).transactionId ?? "";
      perReference.set(id, (perReference.get(id) ?? 0) + 1);
    }
    for (const ref of acknowledged) expect(perReference.get(ref), ref).toBe(1);

    // Each of the 40 customers gets the text about their booking exactly once.
    const numbers = plan.map((_, i) => mobileOf(i));
    const textsTo = (n: string) => acs.sent().filter((t) => t.to === n).length;
    await waitFor(() => numbers.every((n) => textsTo(n) >= 1), 60_000, "a text to each of the 40");
    await new Promise((r) => setTimeout(r, 3 * SMS_DELAY_MS + 1500));
    for (const n of numbers) expect(textsTo(n), n).toBe(1);
  });

  it("gives a breakdown call to one of ten crews racing over both instances, texts each step once, and escalates it once", async () => {
    const staff = { authorization: `Basic ${Buffer.from("dispatch:scale-test").toString("base64")}` };
    const driver = "+15405550123";
    const file = async (instance: AppInstance) => {
      const response = await fetch(`${instance.url}/api/road-calls`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          vehicle: "tractor-trailer",
          highway: "I-81",
          marker: Math.floor(60 + Math.random() * 20),
          state: "VA",
          account: "none",
          name: "Dale Scale",
          phone: "5405550123",
          texts: true,
          notes: `call ${Math.random()}`,
        }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { call: { reference: string } }).call.reference;
    };
    const reference = await file(a);
    const crews = [4, 4, 3, 3, 5, 5, 2, 2, 1, 1].map((storeId, i) => ({ storeId, truck: (i % 2) + 1 }));
    const answers = await Promise.all(
      crews.map(({ storeId, truck }, i) =>
        fetch(`${(i % 2 ? b : a).url}/api/admin/road-calls/${reference}`, {
          method: "POST",
          headers: { ...staff, "content-type": "application/json" },
          body: JSON.stringify({ action: "accept", storeId, truck, crewName: `Crew ${i}`, etaMinutes: 45 }),
        }).then((r) => r.status),
      ),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((s) => s === 409)).toHaveLength(9);
    const textsOf = (kind: RegExp) =>
      acs.sent().filter((t) => t.to === driver && t.message.includes(reference) && kind.test(t.message));
    await waitFor(() => textsOf(/is coming with service truck/).length > 0, 20_000, "the driver's ETA text");

    // A second call no crew answers: both instances' background passes find it due at once.
    const waiting = await file(b);
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query("UPDATE road_calls SET offered_at = offered_at - 11 * 60000 WHERE reference = $1", [
        waiting,
      ]);
      const offers = async () =>
        Number(
          (
            await client.query(
              "SELECT COUNT(*) AS n FROM road_call_events e JOIN road_calls c ON c.id = e.call_id WHERE c.reference = $1 AND e.what = 'offered'",
              [waiting],
            )
          ).rows[0].n,
        );
      await waitFor(async () => (await offers()) === 2, 20_000, "the call offered to the next store");
      // Several more ticks of both instances: the next offer is ten minutes away, so nothing moves.
      await new Promise((r) => setTimeout(r, 2_000));
      expect(await offers()).toBe(2);
    } finally {
      await client.end();
    }
    await waitFor(
      () => acs.sent().filter((t) => t.message.includes(`not taken in 10 min ${waiting}`)).length > 0,
      20_000,
      "the second store's offer",
    );
    expect(acs.sent().filter((t) => t.message.includes(`not taken in 10 min ${waiting}`))).toHaveLength(1);
    expect(textsOf(/We have your call/)).toHaveLength(1);
    expect(textsOf(/is coming with service truck/)).toHaveLength(1);
  });

  it("counts wrong staff passwords across both instances: the eleventh try is refused on either", async () => {
    const basic = (password: string) => ({
      authorization: `Basic ${Buffer.from(`manager:${password}`).toString("base64")}`,
    });
    const status = async (instance: AppInstance, password: string) =>
      (await fetch(`${instance.url}/api/admin/operations`, { headers: basic(password) })).status;
    expect(await status(a, "scale-test")).toBe(200);
    // Ten wrong tries from this client, spread over both instances (the per-client allowance).
    for (let i = 0; i < 10; i++) expect(await status(i % 2 ? b : a, `wrong-${i}`)).toBe(401);
    for (const instance of [a, b]) {
      const refused = await fetch(`${instance.url}/api/admin/operations`, { headers: basic("scale-test") });
      expect(refused.status, instance.name).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await refused.json()) as { message: string }).message).toMatch(/Too many wrong passwords/);
    }
    expect(a.errors() + b.errors()).not.toMatch(/wrong-\d/);
  });

  it("loses nothing acknowledged when an instance is killed mid-load and mid-race; the other finishes its work", async () => {
    const before = delivered.length;
    const plan = slots(30, upcomingWeekday(15));
    // All to instance A, so it holds claimed e-mails and calendar writes when it dies.
    const pending = plan.map((s, i) => book(a, s.store, s.date, s.time, 2000 + i).catch(() => null));
    await waitFor(() => delivered.length > before + 2, 30_000, "instance A to start sending");
    // A race for one Bristol slot (five bays) over both instances, with A killed in the middle of it.
    const raceDate = upcomingWeekday(16);
    const bristol = bookableLocations.find((l) => l.id === 3)!;
    const race = Array.from({ length: 30 }, (_, i) =>
      book(i % 2 ? a : b, bristol.email, raceDate, "10:00", 3000 + i).catch(() => null),
    );
    // And a race for Charleston's last four of a tire, over both instances, in the same moment.
    const charleston = bookableLocations.find((l) => l.id === 1)!;
    const tire = passengerCatalog.bySize("225/60R17")[1]!;
    await setStock(tire.id, { [charleston.id]: 4, [WAREHOUSE_ID]: 0 });
    // Sooner than a special order could come: the four on the shelf are all there is.
    const tireDate = upcomingWeekday(2);
    const tireRace = Array.from({ length: 10 }, (_, i) =>
      book(
        i % 2 ? a : b,
        charleston.email,
        tireDate,
        ["09:00", "09:30", "10:30", "11:00", "13:00"][i % 5]!,
        3100 + i,
        {
          serviceName: "Tire Sales & Installation",
          tires: { productId: tire.id, quantity: 4 },
        },
      ).catch(() => null),
    );
    await a.kill("SIGKILL");
    const tireReplies = await Promise.all(tireRace);
    const tireWon = tireReplies.flatMap((r, i) => (r?.status === 200 ? [{ n: 3100 + i, r }] : []));
    expect(tireWon.length).toBeLessThanOrEqual(1);
    const tireStock = await stockAt(tire.id, charleston.id);
    expect(tireStock.onHand).toBe(4);
    expect(tireStock.held).toBe(tireWon.length * 4);
    const raced = [
      ...(await Promise.all(race)).flatMap((r, i) => (r?.status === 200 ? [{ n: 3000 + i, r }] : [])),
    ];
    expect(raced.length).toBeGreaterThan(0);
    expect(raced.length).toBeLessThanOrEqual(5);
    const units = await unitsAt(bristol.email, raceDate, "10:00", "bay");
    expect(new Set(units).size).toBe(units.length);
    expect(units.length).toBeLessThanOrEqual(5);
    const replies = [...(await Promise.all(pending)), ...raced.map((x) => x.r), ...tireWon.map((x) => x.r)];
    const numbers = [...plan.map((_, i) => 2000 + i), ...raced.map((x) => x.n), ...tireWon.map((x) => x.n)];
    const acked = replies.flatMap((r, i) =>
      r?.status === 200 ? [{ n: numbers[i]!, ref: r.body.appointment!.reference }] : [],
    );
    const ok = acked.map((x) => x.ref);
    expect(ok.length).toBeGreaterThan(0);

    // Every acknowledged booking is in the database.
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query("SELECT reference FROM appointments WHERE reference = ANY($1)", [ok]);
    expect(rows).toHaveLength(ok.length);

    // Instance B picks up what A had claimed once the leases end, and sends everything.
    // The customer's message goes to their own address; the store's names the reference.
    const bothSent = ({ n, ref }: { n: number; ref: string }) =>
      delivered.some((d) => d.to === `c${n}@example.com`) && delivered.some((d) => d.subject.includes(ref));
    await waitFor(() => acked.every(bothSent), 90_000, "B to deliver A's e-mails");
    await waitFor(
      () =>
        ok.every((ref) =>
          bookableLocations.some((l) => fake.events(l.email).some((e) => e.transactionId === ref)),
        ),
      60_000,
      "B to write A's calendar events",
    );
    const { rows: unsent } = await db.query(
      // Reminders wait until a day before their appointments: not due yet, so not counted.
      "SELECT COUNT(*)::int AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND kind <> 'reminder'",
    );
    await db.end();
    expect(unsent[0].n).toBe(0);
    // A crash in the middle of a send may repeat that one message, no more.
    const keys = delivered.slice(before).map((d) => d.key);
    expect(keys.length - new Set(keys).size).toBeLessThanOrEqual(1);
    // Texts too: each acknowledged customer gets theirs, one cut off mid-send may go twice.
    await waitFor(
      () => acked.every(({ n }) => acs.sent().some((t) => t.to === mobileOf(n))),
      60_000,
      "B to send A's texts",
    );
    const texted = acs.sent().filter((t) => acked.some(({ n }) => t.to === mobileOf(n)));
    expect(texted.length - acked.length).toBeLessThanOrEqual(1);
    const db2 = new Client({ connectionString: databaseUrl });
    await db2.connect();
    const { rows: unsentTexts } = await db2.query(
      "SELECT COUNT(*)::int AS n FROM text_outbox WHERE sent_at IS NULL AND failed_at IS NULL AND kind <> 'reminder'",
    );
    await db2.end();
    expect(unsentTexts[0].n).toBe(0);
    const health = await fetch(`${b.url}/api/health`);
    expect(health.status).toBe(200);
    expect(b.errors()).not.toMatch(/unhandled|TypeError/i);
  });
});
