import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { POST as textEvents, OPTIONS as textEventsOptions } from "@/app/api/texts/events/route";
import { staffHistory } from "@/lib/appointments/history-text";
import { endOverdueHolds } from "@/lib/appointments/hold-end-job";
import { actAsStore, cancelByCustomer, rescheduleByCustomer } from "@/lib/appointments/lifecycle";
import {
  bookingTexts,
  declinedTexts,
  onTheWayText,
  readyForPickupText,
} from "@/lib/appointments/lifecycle-texts";
import { appointmentLinks, linkToken } from "@/lib/appointments/link-tokens";
import { bookedTiresEstimate, bookedTiresText } from "@/lib/appointments/booked-tires";
import { formatPrice } from "@/lib/core/price";
import { settleBackgroundPasses } from "@/lib/core/background-work";
import { newReference } from "@/lib/core/tokens";
import { addDays, todayIn, zonedToEpoch } from "@/lib/core/zoned-time";
import { findLocationByEmail } from "@/data/locations";
import { getDatabase, resetDatabase, type Appointment, type NewAppointment, type RecentText } from "@/lib/db";
import { processTextOutbox } from "@/lib/texts/outbox";
import { segmentsOf } from "@/lib/texts/rules";
import { freeTimes, NORTON } from "../support/booking";
import { CUSTOMER, STORE_LINK } from "../support/origins";
import { upcomingWeekday, useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";
import { oneBay } from "../support/units";

// Texts about an appointment and the texts webhook, on both databases: what is queued at each
// change (only with the customer's consent), and what replies and delivery reports do.
const NY = "America/New_York";
const SECRET = "webhook-secret-for-the-texts-tests";
const PHONE = "+12765550142";
const SITE_NUMBER = "+18005550123";
const YEAR = 365 * 24 * 60 * 60_000;
const norton = findLocationByEmail(NORTON)!;

let customers = 0;
async function bookWithTexts(
  date: string,
  time: string,
  consent = true,
  overrides: Partial<NewAppointment> = {},
): Promise<Appointment> {
  const startsAt = zonedToEpoch(date, time, NY);
  const reference = newReference();
  const links = await appointmentLinks(reference);
  const row: NewAppointment = {
    reference,
    idempotencyKey: null,
    idempotencyHash: null,
    cancelTokenHash: "h".repeat(64),
    storeId: norton.id,
    storeEmail: norton.email,
    serviceName: "Oil Changes",
    addOns: [],
    visit: "wait",
    durationMinutes: 30,
    startsAt,
    endsAt: startsAt + 30 * 60_000,
    date,
    time,
    firstName: "Ada",
    lastName: "Hatfield",
    email: `ada.texts.${++customers}@example.com`,
    phone: "2765550142",
    vehicle: null,
    comments: "",
    textConsent: consent
      ? { phone: PHONE, wording: "Text me about this appointment.", at: Date.now() }
      : null,
    calendarSync: "not_applicable",
    calendarChecked: true,
    createdAt: Date.now(),
    ...overrides,
  };
  const db = await getDatabase();
  const result = await db.insertAppointment(
    row,
    () => [],
    oneBay(row),
    undefined,
    undefined,
    (created) => bookingTexts(created, norton, links, Date.now()),
  );
  if (result.outcome !== "created") throw new Error(result.outcome);
  return result.appointment;
}

/** Every text about `reference` (sent or waiting), oldest first. */
async function textsAbout(reference: string): Promise<RecentText[]> {
  await settleBackgroundPasses();
  return (await (await getDatabase()).recentTexts(500)).filter((t) => t.reference === reference).reverse();
}

const waiting = (texts: RecentText[]) => texts.filter((t) => !t.sentAt && !t.failedAt);

const event = (eventType: string, data: unknown, id = `${Math.random()}`) => ({
  id,
  topic: "/subscriptions/x/resourceGroups/y/providers/Microsoft.Communication/CommunicationServices/z",
  subject: "/phonenumber/18005550123",
  eventType,
  eventTime: new Date().toISOString(),
  dataVersion: "1.0",
  metadataVersion: "1",
  data,
});

const post = (body: unknown, code: string | null = SECRET, type = "application/json") =>
  textEvents(
    new Request(
      `http://localhost/api/texts/events${code === null ? "" : `?code=${encodeURIComponent(code)}`}`,
      {
        method: "POST",
        body: typeof body === "string" ? body : JSON.stringify(body),
        headers: { "content-type": type },
      },
    ),
  );

let received = 0;
const inbound = (body: string, from = PHONE, messageId = `Incoming_${++received}`) =>
  event("Microsoft.Communication.SMSReceived", {
    messageId,
    from,
    to: SITE_NUMBER,
    message: body,
    receivedTimestamp: new Date().toISOString(),
  });

interface SeenMail {
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
}
const seenFiles = new Set<string>();

/**
 * The e-mails written since the last call: those the outbox already sent (the replies start a
 * pass after the response, so they may be out by now) and those still waiting.
 */
async function newMail(): Promise<SeenMail[]> {
  await settleBackgroundPasses();
  const folder = join(process.env.DATA_DIR!, "outbox");
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => !seenFiles.has(f))
        .sort()
    : [];
  const sent: SeenMail[] = [];
  for (const file of files) {
    seenFiles.add(join(folder, file));
    const parsed = await simpleParser(readFileSync(join(folder, file)));
    sent.push({
      kind: file.replace(/^\d+-/, "").replace(/\.eml$/, ""),
      to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "",
      replyTo: parsed.replyTo?.text ?? null,
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
    });
  }
  const waiting = await (
    await getDatabase()
  ).claimMail(`probe-${Math.random()}`, Date.now() + YEAR, 10 * YEAR, 100);
  return [...sent, ...waiting.map((m) => ({ ...m, replyTo: m.replyTo ?? null }))];
}

describe.each(["sqlite", "postgres"] as DatabaseKind[])("texts about appointments on %s", (kind) => {
  let date: string;
  let free: string[];

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    process.env.SMS_WEBHOOK_SECRET = SECRET;
    date = upcomingWeekday(4);
    free = await freeTimes(NORTON, date);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    delete process.env.SMS_WEBHOOK_SECRET;
    await resetDatabase();
  });

  it("texts only a customer who agreed, in plain GSM-7 that fits one or two segments", async () => {
    const without = await bookWithTexts(date, free.shift()!, false);
    expect(await textsAbout(without.reference)).toEqual([]);

    const a = await bookWithTexts(date, free.shift()!);
    const booked = await textsAbout(a.reference);
    expect(booked.map((t) => t.kind)).toEqual(["requested", "reminder"]);
    for (const t of booked) {
      expect(t.to).toBe(PHONE);
      expect(t.body.startsWith("Allegheny Tire Norton, VA: ")).toBe(true);
      expect(segmentsOf(t.body)).toMatchObject({ encoding: "GSM-7" });
      expect(segmentsOf(t.body).segments).toBeLessThanOrEqual(2);
      expect(t.body).toContain("/appointments/manage?ref=");
    }
    expect(booked[0]!.body).toContain("Reply STOP to end texts.");
    // Without the manage link, a text fits one segment.
    for (const t of [
      ...declinedTexts(a, norton, Date.now()),
      ...onTheWayText({ ...a, visit: "on-site" }, norton, Date.now()),
      ...readyForPickupText({ ...a, visit: "drop-off" }, norton, Date.now()),
    ])
      expect(segmentsOf(t.body), t.body).toEqual(expect.objectContaining({ encoding: "GSM-7", segments: 1 }));
  });

  it("gives a tire visit's out-the-door estimate in the booking text, still within two segments", async () => {
    const a = await bookWithTexts(date, free.shift()!);
    const tires = {
      productId: "x",
      quantity: 4,
      brand: "Michelin",
      name: "Defender2",
      size: "225/65R17",
      pricePerTire: 189.99,
      installationPerTire: 25,
    };
    const links = await appointmentLinks(a.reference);
    const estimate = bookedTiresEstimate(tires, norton.id)!;
    for (const status of ["confirmed", "requested"] as const) {
      const [text] = bookingTexts({ ...a, status, tires }, norton, links, Date.now());
      expect(text!.body).toContain(`Tires: about ${formatPrice(estimate.total)} out the door (estimate).`);
      expect(segmentsOf(text!.body)).toMatchObject({ encoding: "GSM-7" });
      expect(segmentsOf(text!.body).segments, text!.body).toBeLessThanOrEqual(2);
    }
    // The estimate is the one the e-mail gives: Virginia's fee, no tax on separately stated labor.
    expect(bookedTiresText(tires, norton.id)).toContain(`about ${formatPrice(estimate.total)} out the door`);
    const [plain] = bookingTexts(a, norton, links, Date.now());
    expect(plain!.body).not.toContain("out the door");
  });

  it("texts each change, and a new time replaces the unsent reminder", async () => {
    const a = await bookWithTexts(date, free.shift()!);
    const storeToken = await linkToken(a.reference, "store");
    expect((await actAsStore(a.reference, storeToken, { kind: "confirm" }, STORE_LINK)).kind).toBe("changed");
    const customerToken = await linkToken(a.reference, "customer");
    const moved = await rescheduleByCustomer(a.reference, customerToken, date, free.shift()!, CUSTOMER);
    expect(moved.kind).toBe("changed");
    let texts = await textsAbout(a.reference);
    expect(texts.map((t) => t.kind)).toEqual(["requested", "confirmed", "rescheduled", "reminder"]);
    expect(waiting(texts).filter((t) => t.kind === "reminder")).toHaveLength(1);
    expect(texts.at(-2)!.body).toContain("Your visit is now");

    expect((await cancelByCustomer(a.reference, customerToken, CUSTOMER)).kind).toBe("changed");
    texts = await textsAbout(a.reference);
    expect(texts.at(-1)).toMatchObject({ kind: "cancelled" });
    expect(texts.at(-1)!.body).toContain(`call ${norton.phone}`);
    expect(waiting(texts).filter((t) => t.kind === "reminder")).toEqual([]);
  });

  it("answers the webhook only with its secret, and Event Grid's handshakes", async () => {
    delete process.env.SMS_WEBHOOK_SECRET;
    expect((await post([inbound("hi")])).status).toBe(404);
    process.env.SMS_WEBHOOK_SECRET = SECRET;
    expect((await post([inbound("hi")], null)).status).toBe(401);
    expect((await post([inbound("hi")], "not-the-secret-at-all-no")).status).toBe(401);
    expect((await post("{not json")).status).toBe(400);
    expect((await post([{ eventType: "Microsoft.Communication.SMSReceived", data: {} }])).status).toBe(400);

    const validation = await post([
      event("Microsoft.EventGrid.SubscriptionValidationEvent", {
        validationCode: "512d38b6-c7b8-40c8-89fe-f46f9e9622b6",
      }),
    ]);
    expect(validation.status).toBe(200);
    expect(await validation.json()).toEqual({ validationResponse: "512d38b6-c7b8-40c8-89fe-f46f9e9622b6" });

    const options = (code: string) =>
      textEventsOptions(
        new Request(`http://localhost/api/texts/events?code=${code}`, {
          method: "OPTIONS",
          headers: { "WebHook-Request-Origin": "eventgrid.azure.net" },
        }),
      );
    const handshake = await options(SECRET);
    expect(handshake.status).toBe(200);
    expect(handshake.headers.get("WebHook-Allowed-Origin")).toBe("eventgrid.azure.net");
    expect((await options("wrong")).status).toBe(401);

    const other = await post([event("Microsoft.Communication.ChatMessageReceived", { any: "thing" })]);
    expect(await other.json()).toMatchObject({ success: true, handled: 0, ignored: 1 });
  });

  it("STOP opts out at once with one confirmation, however often the event comes", async () => {
    const a = await bookWithTexts(date, free.shift()!);
    const stop = inbound("STOP");
    expect((await post([stop])).status).toBe(200);
    expect((await post([stop])).status).toBe(200);
    const db = await getDatabase();
    expect(await db.isOptedOut(PHONE)).toBe(true);
    const replies = (await db.recentTexts(500)).filter((t) => t.kind === "opt-out-confirmation");
    expect(replies.map((t) => t.body)).toEqual([
      "You're unsubscribed from Allegheny Tire texts. Reply START to resubscribe.",
    ]);
    // Nothing more about the appointment reaches the number.
    const storeToken = await linkToken(a.reference, "store");
    await actAsStore(a.reference, storeToken, { kind: "confirm" }, STORE_LINK);
    expect((await textsAbout(a.reference)).map((t) => t.kind)).not.toContain("confirmed");
    await post([inbound("start")]);
    expect(await db.isOptedOut(PHONE)).toBe(false);
  });

  it("HELP names the store of the latest appointment, or the main line", async () => {
    await post([inbound("help")]);
    await post([inbound("Help", "+13045550177")]);
    const replies = (await (await getDatabase()).recentTexts(10)).filter((t) => t.kind === "help");
    expect(replies.find((t) => t.to === PHONE)!.body).toContain(
      `Allegheny Tire Norton, VA: call ${norton.phone}`,
    );
    expect(replies.find((t) => t.to === "+13045550177")!.body).toContain("call (304) 555-0100");
  });

  it("anything else reaches the store: in the history, and by e-mail with the customer to reply to", async () => {
    await newMail();
    const a = await bookWithTexts(date, free.shift()!);
    const reply = await post([inbound("Yes"), inbound("Can I come at 10 instead?")]);
    expect(await reply.json()).toMatchObject({ handled: 2 });
    const db = await getDatabase();
    const history = staffHistory(await db.appointmentHistory(a.id), a.storeId);
    expect(history.map((h) => h.what)).toEqual([
      "Requested",
      'Text from the customer: "Yes"',
      'Text from the customer: "Can I come at 10 instead?"',
    ]);
    expect(history[2]!.from).toBe(`text from ${PHONE}`);
    const mails = (await newMail()).filter((m) => m.kind === "text-reply-store");
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ to: norton.email, replyTo: a.email });
    expect(mails[1]!.text).toContain('"Can I come at 10 instead?"');
    expect(mails[1]!.subject).toBe(`Text from Ada Hatfield: ${a.reference}`);
  });

  it("YES takes the store's proposed time and NO keeps the customer's, each answered by text", async () => {
    const db = await getDatabase();
    const a = await bookWithTexts(date, free.shift()!);
    const storeToken = await linkToken(a.reference, "store");
    const proposed = free.shift()!;
    const proposal = await actAsStore(
      a.reference,
      storeToken,
      { kind: "move", date, time: proposed },
      STORE_LINK,
    );
    expect(proposal.kind).toBe("changed");
    const asked = (await textsAbout(a.reference)).find((t) => t.kind === "proposed")!;
    expect(asked.body).toContain("Reply YES to move, NO to keep");
    expect(segmentsOf(asked.body)).toMatchObject({ encoding: "GSM-7" });
    expect(segmentsOf(asked.body).segments).toBeLessThanOrEqual(2);

    expect((await post([inbound("Yes")])).status).toBe(200);
    await settleBackgroundPasses();
    const moved = (await db.findByReference(a.reference))!;
    expect(moved).toMatchObject({ time: proposed, status: "confirmed", proposal: null });
    expect((await textsAbout(a.reference)).map((t) => t.kind)).toContain("rescheduled");

    // A second proposal, refused by text: the time stands and the customer is told so.
    const other = free.shift()!;
    await actAsStore(a.reference, storeToken, { kind: "move", date, time: other }, STORE_LINK);
    await post([inbound("no")]);
    await settleBackgroundPasses();
    expect(await db.findByReference(a.reference)).toMatchObject({ time: proposed, proposal: null });
    expect((await textsAbout(a.reference)).map((t) => t.kind)).toContain("kept");
    // With nothing left to answer, a YES is just words for the store.
    await post([inbound("YES")]);
    expect((await db.findByReference(a.reference))!.time).toBe(proposed);
    const history = staffHistory(await db.appointmentHistory(a.id), a.storeId).map((h) => h.what);
    expect(history.filter((w) => w.startsWith("Text from the customer"))).toEqual([
      'Text from the customer: "Yes"',
      'Text from the customer: "no"',
      'Text from the customer: "YES"',
    ]);
  });

  it("staff tell the customer on the day: by text when they chose texts, by e-mail otherwise", async () => {
    const db = await getDatabase();
    const today = todayIn(NY, Date.now());
    const dropOff = { visit: "drop-off" as const };
    const texted = await bookWithTexts(today, "00:00", true, dropOff);
    const mailed = await bookWithTexts(today, "00:00", false, {
      ...dropOff,
      startsAt: texted.endsAt,
      endsAt: texted.endsAt + 30 * 60_000,
    });
    for (const a of [texted, mailed])
      await actAsStore(a.reference, await linkToken(a.reference, "store"), { kind: "confirm" }, STORE_LINK);
    await newMail();

    const ready = await actAsStore(
      texted.reference,
      await linkToken(texted.reference, "store"),
      { kind: "ready" },
      STORE_LINK,
    );
    expect(ready).toMatchObject({ kind: "changed", message: "Sent. The customer has been texted." });
    const readyText = (await textsAbout(texted.reference)).find((t) => t.kind === "ready")!;
    expect(readyText.body).toContain("Your vehicle is ready for pickup");
    const byMail = await actAsStore(
      mailed.reference,
      await linkToken(mailed.reference, "store"),
      { kind: "ready" },
      STORE_LINK,
    );
    expect(byMail.message).toBe("Sent. The customer has been e-mailed.");
    expect((await newMail()).filter((m) => m.kind === "ready").map((m) => m.to)).toEqual([mailed.email]);

    // "On the way" is for a crew going out, and only on the visit's day.
    const wrong = await actAsStore(
      texted.reference,
      await linkToken(texted.reference, "store"),
      { kind: "on-the-way" },
      STORE_LINK,
    );
    expect(wrong).toMatchObject({
      kind: "invalid",
      message: "Nothing sent: only an on-site visit has a crew on the way.",
    });
    const later = await bookWithTexts(date, free.shift()!, true, dropOff);
    await actAsStore(
      later.reference,
      await linkToken(later.reference, "store"),
      { kind: "confirm" },
      STORE_LINK,
    );
    expect(
      (
        await actAsStore(
          later.reference,
          await linkToken(later.reference, "store"),
          { kind: "ready" },
          STORE_LINK,
        )
      ).message,
    ).toBe("Nothing sent: this can be told on the visit's day only.");

    // An answer in the staff's words goes by text, into the history; not to a customer without texts.
    const answer = await actAsStore(
      texted.reference,
      await linkToken(texted.reference, "store"),
      { kind: "text", body: "We found a nail; the repair is free." },
      STORE_LINK,
    );
    expect(answer.kind).toBe("changed");
    const sent = (await textsAbout(texted.reference)).find((t) => t.kind === "staff-reply")!;
    expect(sent.body).toBe("Allegheny Tire Norton, VA: We found a nail; the repair is free.");
    const history = staffHistory(await db.appointmentHistory(texted.id), texted.storeId).map((h) => h.what);
    expect(history).toContain('Text to the customer: "We found a nail; the repair is free."');
    expect(history).toContain("Told the customer the vehicle is ready for pickup");
    const refused = await actAsStore(
      mailed.reference,
      await linkToken(mailed.reference, "store"),
      { kind: "text", body: "Hi" },
      STORE_LINK,
    );
    expect(refused).toMatchObject({
      kind: "invalid",
      message: "This customer did not ask for texts. Please call or e-mail them.",
    });
  });

  it("a request nobody answered before its time is cancelled by text too", async () => {
    const db = await getDatabase();
    const a = await bookWithTexts(date, free.shift()!);
    await endOverdueHolds(db, a.startsAt + 60_000);
    expect((await db.findByReference(a.reference))!.status).toBe("cancelled");
    const text = (await textsAbout(a.reference)).find((t) => t.kind === "unanswered");
    expect(text?.body).toContain("could not confirm your request");
    expect(segmentsOf(text!.body).encoding).toBe("GSM-7");
  });

  it("a failed delivery report sends the text's words by e-mail, once", async () => {
    const db = await getDatabase();
    await newMail();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(zonedToEpoch(addDays(todayIn(NY, Date.now()), 1), "12:00", NY));
    await db.insertTexts(
      [
        {
          kind: "ready",
          to: "+12765550188",
          body: "Allegheny Tire Norton, VA: your vehicle is ready for pickup.",
          reference: null,
          storeId: norton.id,
          fallbackEmail: "pickup@example.com",
          fallbackSubject: "Your vehicle is ready for pickup",
        },
      ],
      Date.now(),
    );
    await processTextOutbox();
    const sent = (await db.recentTexts(1))[0]!;
    expect(sent.sentAt).not.toBeNull();
    const report = event("Microsoft.Communication.SMSDeliveryReportReceived", {
      messageId: `file-${String(sent.id).padStart(6, "0")}`,
      from: SITE_NUMBER,
      to: "+12765550188",
      deliveryStatus: "Failed",
      deliveryStatusDetails: "No route to destination",
      receivedTimestamp: new Date().toISOString(),
    });
    expect((await post([report])).status).toBe(200);
    expect((await post([report])).status).toBe(200);
    expect((await db.recentTexts(1))[0]!.deliveryStatus).toBe("Failed: No route to destination");
    const mails = (await newMail()).filter((m) => m.kind === "text-fallback");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "pickup@example.com", subject: "Your vehicle is ready for pickup" });
  });
});
