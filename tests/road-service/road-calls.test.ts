import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { findLocation } from "@/data/locations";
import { NATIONAL_ACCOUNTS, ROAD_SERVICE_STORES, DISPATCH_DESK } from "@/data/road-service-crews";
import { settleBackgroundPasses } from "@/lib/core/background-work";
import { newReference } from "@/lib/core/tokens";
import {
  getDatabase,
  openDatabase,
  resetDatabase,
  type NewAppointment,
  type SchedulingDatabase,
} from "@/lib/db";
import { placeVisit } from "@/lib/scheduling/capacity";
import { acceptRoadCall, markRoadCall } from "@/lib/road-calls/crew-actions";
import { escalateRoadCalls } from "@/lib/road-calls/escalation-job";
import { fileRoadCall } from "@/lib/road-calls/file-road-call";
import { statusTokenMatches } from "@/lib/road-calls/road-call-links";
import { ANSWER_WITHIN_MS } from "@/lib/road-service/escalation";
import { onCallCrew } from "@/lib/road-service/on-call";
import {
  EMPTY_ROAD_CALL_VALUES,
  readRoadCall,
  type RoadCallRequest,
  type RoadCallValues,
} from "@/lib/road-service/road-call-request";
import { handleInboundText, ROAD_HELP_REPLY, ROAD_REPLY_ACK } from "@/lib/appointments/text-replies";
import { useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";

// A breakdown call from filing to rolling, on both databases: who is told, the race of two crews,
// the truck taken from on-site bookings, and escalation on the clock with two instances.
const WYTHEVILLE = findLocation(4)!;
const WINDBER = findLocation(7)!;
const CREW = { kind: "staff", name: "Kevin Akers", email: "kevin.akers@alleghenytire.example" } as const;
const account = NATIONAL_ACCOUNTS[0]!;

function request(values: Partial<RoadCallValues> = {}): RoadCallRequest {
  const read = readRoadCall({
    ...EMPTY_ROAD_CALL_VALUES,
    vehicle: "tractor-trailer",
    highway: "I-81",
    direction: "N",
    marker: "70",
    state: "VA",
    axle: "steer",
    side: "left",
    size: "295/75R22.5",
    account: "national",
    accountNumber: account.number,
    company: account.company,
    po: "PO-5521",
    name: "Dale Price",
    phone: "5405550123",
    texts: "on",
    ...values,
  });
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.request;
}

const textsAbout = async (reference: string) =>
  (await (await getDatabase()).recentTexts(200)).filter((t) => t.reference === reference);

describe.each<DatabaseKind>(["sqlite", "postgres"])("road calls on %s", (kind) => {
  let second: SchedulingDatabase;
  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    await getDatabase();
    second = await openDatabase(
      kind === "sqlite"
        ? { file: join(process.env.DATA_DIR!, "scheduling.sqlite") }
        : { url: process.env.DATABASE_URL! },
    );
  });
  afterAll(async () => {
    await settleBackgroundPasses();
    await second.close();
    await resetDatabase();
  });

  it("offers a call on I-81 at Wytheville to Wytheville's crew on call, and tells the driver and the fleet", async () => {
    const now = Date.now();
    const filed = await fileRoadCall(request(), null, now);
    await settleBackgroundPasses();
    expect(filed.outcome).toBe("filed");
    expect(filed.call).toMatchObject({ status: "received", storeId: 4, locatedBy: "mile-marker" });
    expect(filed.call.inReachStoreIds[0]).toBe(4);
    const token = new URL(filed.statusPath, "http://x").searchParams.get("t")!;
    expect(await statusTokenMatches(filed.call.reference, token)).toBe(true);
    expect(await statusTokenMatches(filed.call.reference, token.slice(1) + "A")).toBe(false);

    const onCall = onCallCrew(
      ROAD_SERVICE_STORES.find((s) => s.storeId === 4)!,
      WYTHEVILLE.timeZone,
      now,
    )!.crew;
    const texts = await textsAbout(filed.call.reference);
    const offer = texts.find((t) => t.kind === "road-offer")!;
    expect(offer.to).toMatch(onCall.mobile.slice(-4));
    expect(offer.body).toContain("I-81, Northbound, mile 70, VA");
    expect(offer.body).toContain("Steer axle, left");
    const driver = texts.find((t) => t.kind === "road-received")!;
    expect(driver.body).toContain(`crew on call at ${WYTHEVILLE.name}`);
    expect(driver.body).toContain("Reply STOP");
    expect(texts.some((t) => t.kind === "road-received-fleet")).toBe(true);
  });

  it("gives a call to one of two crews accepting at once, and takes that truck out of on-site bookings", async () => {
    const { call } = await fileRoadCall(request(), null);
    const now = Date.now();
    const [a, b] = await Promise.all([
      acceptRoadCall(
        call.reference,
        { storeId: 4, crewName: "Kevin Akers", etaMinutes: 45, truck: 1 },
        CREW,
        now,
      ),
      acceptRoadCall(
        call.reference,
        { storeId: 3, crewName: "Curtis Ring", etaMinutes: 30, truck: 1 },
        CREW,
        now,
      ),
    ]);
    expect([a.kind, b.kind].sort()).toEqual(["done", "stale"]);
    const taken = (await (await getDatabase()).findRoadCall(call.reference))!;
    expect(taken.status).toBe("accepted");
    const store = findLocation(taken.storeId!)!;
    const held = await (await getDatabase()).heldUnits(store.email, now, now + 60 * 60_000);
    expect(held).toContainEqual(
      expect.objectContaining({ kind: "field", unit: 1, appointmentId: -taken.id }),
    );
    await settleBackgroundPasses();
    const accepted = (await textsAbout(call.reference)).find((t) => t.kind === "road-accepted")!;
    expect(accepted.body).toContain(`from ${store.name} is coming with service truck 1`);
    // The same truck cannot go to a second breakdown in that time.
    const other = await fileRoadCall(request(), null);
    const busy = await acceptRoadCall(
      other.call.reference,
      { storeId: taken.storeId!, crewName: "Shane Repass", etaMinutes: 30, truck: 1 },
      CREW,
    );
    expect(busy.kind).toBe("truck-busy");
    // Rolling gives the truck back; a later mark is refused as stale.
    expect((await markRoadCall(call.reference, "on-site", null, CREW)).kind).toBe("done");
    expect((await markRoadCall(call.reference, "rolling", null, CREW)).kind).toBe("done");
    expect((await markRoadCall(call.reference, "on-the-way", null, CREW)).kind).toBe("stale");
    const after = await (await getDatabase()).heldUnits(store.email, now, now + 60 * 60_000);
    expect(after.filter((u) => u.appointmentId === -taken.id)).toEqual([]);
    const events = await (await getDatabase()).roadCallEvents(taken.id);
    expect(events.map((e) => e.what)).toEqual(["received", "offered", "accepted", "on-site", "rolling"]);
  });

  it("flags the on-site visit that held the truck, and leaves it where it was", async () => {
    const db = await getDatabase();
    const now = Date.now();
    const startsAt = now + 30 * 60_000;
    const visit: NewAppointment = {
      reference: newReference(),
      idempotencyKey: null,
      idempotencyHash: null,
      cancelTokenHash: "h".repeat(64),
      storeId: WYTHEVILLE.id,
      storeEmail: WYTHEVILLE.email,
      serviceName: "On-Site Tire Service",
      addOns: [],
      visit: "on-site",
      durationMinutes: 240,
      startsAt,
      endsAt: startsAt + 4 * 60 * 60_000,
      date: "2026-11-28",
      time: "09:00",
      firstName: "Ada",
      lastName: "Farmer",
      email: "ada.farmer@example.com",
      phone: "2765550199",
      vehicle: null,
      comments: "",
      calendarSync: "pending",
      calendarChecked: true,
      createdAt: now,
    };
    const booked = await db.insertAppointment(visit, () => [], {
      from: visit.startsAt,
      to: visit.endsAt,
      place: (held) =>
        placeVisit(
          [{ serviceName: visit.serviceName, kind: "field", startsAt: visit.startsAt, endsAt: visit.endsAt }],
          { bay: 0, alignment: 0, "truck-bay": 0, field: 2, "drop-off": 0 },
          held,
          [],
        )?.segments ?? null,
    });
    expect(booked.outcome).toBe("created");
    const unit = (await db.heldUnits(WYTHEVILLE.email, startsAt, startsAt + 1)).find(
      (u) => booked.outcome === "created" && u.appointmentId === booked.appointment.id,
    )!.unit;
    const { call } = await fileRoadCall(request(), null, now);
    const accepted = await acceptRoadCall(
      call.reference,
      { storeId: 4, crewName: "Kevin Akers", etaMinutes: 60, truck: unit },
      CREW,
      now,
    );
    expect(accepted.kind).toBe("done");
    if (accepted.kind !== "done" || booked.outcome !== "created") return;
    expect(accepted.clashes.map((c) => c.reference)).toEqual([booked.appointment.reference]);
    expect((await db.findByReference(booked.appointment.reference))!.status).toBe(booked.appointment.status);
    const events = await db.roadCallEvents(accepted.call.id);
    expect(events.find((e) => e.what === "truck-clash")?.detail).toBe(booked.appointment.reference);
    await markRoadCall(call.reference, "cancelled", "Driver found help", CREW);
  });

  it("moves an untaken call to the next store after ten minutes, then to the desk, once with two instances", async () => {
    // I-99 near Altoona: only Windber's trucks reach it.
    const t0 = Date.now();
    const { call } = await fileRoadCall(
      request({ highway: "I-99", marker: "23", state: "PA", accountNumber: "", account: "" }),
      null,
      t0,
    );
    expect(call.storeId).toBe(WINDBER.id);
    expect(call.inReachStoreIds).toEqual([WINDBER.id]);
    const db = await getDatabase();
    expect(await escalateRoadCalls(db, t0 + ANSWER_WITHIN_MS - 1000)).toBe(0);
    await Promise.all([
      escalateRoadCalls(db, t0 + ANSWER_WITHIN_MS),
      escalateRoadCalls(second, t0 + ANSWER_WITHIN_MS),
    ]);
    const now = (await db.findRoadCall(call.reference))!;
    expect((await db.roadCallEvents(now.id)).filter((e) => e.what === "desk")).toHaveLength(1);
    expect(now.deskAlertedAt).toBe(t0 + ANSWER_WITHIN_MS);
    await settleBackgroundPasses();
    const desk = (await textsAbout(call.reference)).filter((t) => t.kind === "road-desk");
    expect(desk).toHaveLength(1);
    expect(desk[0]!.to).toMatch(DISPATCH_DESK.mobile.slice(-4));
    await escalateRoadCalls(db, t0 + 5 * ANSWER_WITHIN_MS);
    expect((await db.findRoadCall(call.reference))!.version).toBe(now.version);
    // The desk gives it to a crew afterwards like any other.
    const accepted = await acceptRoadCall(
      call.reference,
      { storeId: 7, crewName: "Eli Yoder", etaMinutes: 60, truck: 1 },
      CREW,
    );
    expect(accepted.kind).toBe("done");
  });

  it("offers the next store in reach when the first does not answer", async () => {
    const t0 = Date.now();
    const { call } = await fileRoadCall(request({ accountNumber: "", account: "" }), null, t0);
    await escalateRoadCalls(await getDatabase(), t0 + ANSWER_WITHIN_MS);
    const moved = (await (await getDatabase()).findRoadCall(call.reference))!;
    expect(moved.offeredStoreIds).toEqual(call.inReachStoreIds.slice(0, 2));
    expect(moved.storeId).toBe(call.inReachStoreIds[1]);
    expect(moved.deskAlertedAt).toBeNull();
    await settleBackgroundPasses();
    const offers = (await textsAbout(call.reference)).filter((t) => t.kind === "road-offer");
    expect(offers).toHaveLength(2);
    expect(offers.some((t) => t.body.startsWith("ROAD CALL, not taken in 10 min"))).toBe(true);
    await markRoadCall(call.reference, "cancelled", "Test over", CREW);
  });

  it("sends a call nobody can place straight to the desk, and files a retried request once", async () => {
    const first = await fileRoadCall(
      request({ highway: "", marker: "", state: "", place: "behind the old feed store" }),
      "retry-key-1",
    );
    expect(first.call.storeId).toBeNull();
    expect(first.call.deskAlertedAt).not.toBeNull();
    const again = await fileRoadCall(
      request({ highway: "", marker: "", state: "", place: "behind the old feed store" }),
      "retry-key-1",
    );
    expect(again.outcome).toBe("duplicate");
    expect(again.call.reference).toBe(first.call.reference);
    await settleBackgroundPasses();
    expect((await textsAbout(first.call.reference)).filter((t) => t.kind === "road-desk")).toHaveLength(1);
  });

  it("keeps a driver's text in the call's history, tells the store and the desk, and answers HELP with the 24/7 line", async () => {
    const { call } = await fileRoadCall(request({ phone: "3045550188" }), null);
    const receivedAt = Date.now();
    const words = { from: "+13045550188", to: "+18005550123", receivedAt };
    const result = await handleInboundText({
      ...words,
      providerMessageId: `m-${call.reference}-1`,
      body: "Right shoulder past exit 72, hazards on",
    });
    expect(result).toMatchObject({ outcome: "handled", handling: { handledAs: "road-call-reply" } });
    const again = await handleInboundText({
      ...words,
      providerMessageId: `m-${call.reference}-1`,
      body: "Right shoulder past exit 72, hazards on",
    });
    expect(again.outcome).toBe("duplicate");
    const help = await handleInboundText({
      ...words,
      providerMessageId: `m-${call.reference}-2`,
      body: "help",
    });
    expect(help).toMatchObject({ outcome: "handled", handling: { handledAs: "help" } });
    const db = await getDatabase();
    const events = await db.roadCallEvents(call.id);
    expect(events.filter((e) => e.what === "driver-text").map((e) => e.detail)).toEqual([
      "Right shoulder past exit 72, hazards on",
    ]);
    await settleBackgroundPasses();
    const toDriver = (await db.recentTexts(200)).filter((t) => t.to.endsWith("0188"));
    expect(toDriver.filter((t) => t.body === ROAD_REPLY_ACK)).toHaveLength(1);
    expect(toDriver.filter((t) => t.body === ROAD_HELP_REPLY)).toHaveLength(1);
    // Once the call is closed, the number's texts are handled as before (no call to add them to).
    await markRoadCall(call.reference, "cancelled", "Test over", CREW);
    const later = await handleInboundText({
      ...words,
      providerMessageId: `m-${call.reference}-3`,
      body: "thanks",
    });
    expect(later).toMatchObject({ outcome: "handled", handling: { handledAs: "forwarded-unmatched" } });
  });
});
