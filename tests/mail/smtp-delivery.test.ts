import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { POST as book } from "@/app/api/bookAppointment/route";
import { getDatabase, resetDatabase } from "@/lib/db";
import { MAX_MAIL_ATTEMPTS, processOutbox } from "@/lib/mail/outbox";
import { bookingRequest, upcomingWeekday, useFreshDatabase } from "../support/scheduling-env";

const received: ParsedMail[] = [];

function startSmtp(port = 0): Promise<SMTPServer & { port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A mailbox that does not exist: a permanent refusal, as real servers give it.
    onRcptTo(address, _session, callback) {
      if (address.address !== "bounce@example.com") return callback();
      callback(Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .finally(() => callback());
    },
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve(Object.assign(server, { port: (server.server.address() as AddressInfo).port })),
    ),
  );
}

const BRISTOL = "bristol@alleghenytire.example";
/** Windber has one alignment rack: its alignments stay requests the store confirms. */
const WINDBER = "windber@alleghenytire.example";

/** An alignment, booked by a proven customer: on the spot at Bristol, a request at Windber. */
async function bookOne(
  date: string,
  time: string,
  firstName = "Ada",
  email = `${firstName.toLowerCase()}@example.com`,
  store = BRISTOL,
) {
  const response = await book(
    await bookingRequest({
      storeGroupEmail: store,
      serviceName: "Wheel Alignment",
      date,
      time,
      customer: {
        firstName,
        lastName: "Hatfield",
        email,
        phone: "4235550142",
      },
    }),
  );
  return { status: response.status, body: (await response.json()) as { appointment: { reference: string } } };
}

async function freeTimes(date: string, store = BRISTOL): Promise<string[]> {
  const { GET } = await import("@/app/api/stores/[storeEmail]/availability/[date]/route");
  const r = await GET(new Request("http://localhost/x?service=Wheel%20Alignment"), {
    params: Promise.resolve({ storeEmail: store, date }),
  });
  return ((await r.json()) as { availableSlots: { time: string; available: boolean }[] }).availableSlots
    .filter((s) => s.available)
    .map((s) => s.time);
}

describe("e-mail through a real SMTP server", () => {
  let smtp: SMTPServer & { port: number };
  const date = upcomingWeekday(4);

  beforeAll(async () => {
    await useFreshDatabase("sqlite", inject("postgresUrl"));
    smtp = await startSmtp();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  });
  afterAll(async () => {
    vi.useRealTimers();
    delete process.env.SMTP_URL;
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await resetDatabase();
  });

  it("sends the customer an invitation and a cancel link, and the store the customer's details", async () => {
    const [time] = await freeTimes(date);
    const booked = await bookOne(date, time!);
    expect(booked.status).toBe(200);
    await processOutbox();
    await vi.waitFor(() => expect(received.length).toBe(2));

    // Booked on the spot: the customer is told so, and answers reach the store's mailbox.
    const customer = received.find((m) => m.subject?.startsWith("Appointment booked: Wheel Alignment"))!;
    expect(customer.to).toMatchObject({ text: "ada@example.com" });
    expect(customer.replyTo).toMatchObject({ value: [{ address: BRISTOL }] });
    expect(customer.text).toContain("You're booked: the Bristol, TN store has your time");
    expect(customer.text).toContain("/appointments/manage?ref=");
    expect(customer.text).not.toContain("not confirmed yet");
    // The store's number dials with one tap from the HTML part.
    expect(customer.html).toContain('<a href="tel:+14235550103">(423) 555-0103</a>');
    const invite = customer.attachments.find((a) => a.contentType.startsWith("text/calendar"))!;
    const ics = invite.content.toString("utf8");
    expect(ics).toContain(`UID:${booked.body.appointment.reference}@alleghenytire.example`);
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics.replace(/\r\n /g, "")).toContain(
      "LOCATION:Allegheny Tire & Service\\, 2150 Volunteer Pkwy\\, Bristol\\, TN 37620",
    );
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    // The store's copy says it is already confirmed, how to change it, and answers reach the customer.
    const store = received.find((m) => m.subject?.startsWith("New booking "))!;
    expect(store.subject).toMatch(/^New booking AT-[A-Z0-9-]+ \(confirmed\): Wheel Alignment, /);
    expect(store.to).toMatchObject({ text: BRISTOL });
    expect(store.replyTo).toMatchObject({ value: [{ address: "ada@example.com" }] });
    expect(store.text).toContain("already confirmed");
    expect(store.text).toMatch(/Staff board: http\S+\/admin\/appointments\?view=day&store=bristol-tn&from=/);
    expect(store.text).not.toContain("Confirm: ");
    expect(store.text).toContain("(423) 555-0142");
  });

  it("words a request as a request, with the same Reply-To on both copies", async () => {
    received.length = 0;
    const [time] = await freeTimes(date, WINDBER);
    const booked = await bookOne(date, time!, "Di", "di@example.com", WINDBER);
    expect(booked.status).toBe(200);
    await processOutbox();
    await vi.waitFor(() => expect(received.length).toBe(2));
    const customer = received.find((m) => m.subject?.startsWith("Appointment request received"))!;
    expect(customer.text).toContain("not confirmed yet");
    expect(customer.replyTo).toMatchObject({ value: [{ address: WINDBER }] });
    expect(customer.html).toContain('<a href="tel:+18145550107">(814) 555-0107</a>');
    const store = received.find((m) => m.subject?.startsWith("New appointment request"))!;
    expect(store.replyTo).toMatchObject({ value: [{ address: "di@example.com" }] });
    expect(store.text).toMatch(/Confirm: http\S+action=confirm/);
  });

  it("keeps the booking when SMTP is down and delivers the message on a later pass", async () => {
    received.length = 0;
    const port = smtp.port;
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const [, time] = await freeTimes(date);
    const booked = await bookOne(date, time!, "Bo");
    expect(booked.status).toBe(200);
    await processOutbox();
    expect(received).toHaveLength(0);
    expect(await (await getDatabase()).findByReference(booked.body.appointment.reference)).toMatchObject({
      status: "confirmed",
    });

    smtp = await startSmtp(port);
    // Retries wait with backoff; move the clock past the first retry delay.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 5 * 60_000);
    await processOutbox();
    vi.useRealTimers();
    await vi.waitFor(() =>
      expect(received.map((m) => (m.to && "text" in m.to ? m.to.text : ""))).toEqual(
        expect.arrayContaining(["bo@example.com", "bristol@alleghenytire.example"]),
      ),
    );
  });

  it("fails a message the server refuses (5xx) at once, and still sends the store's", async () => {
    received.length = 0;
    const otherDay = upcomingWeekday(6);
    const [time] = await freeTimes(otherDay);
    const booked = await bookOne(otherDay, time!, "Cy", "bounce@example.com");
    expect(booked.body).toMatchObject({ success: true });
    await processOutbox();
    await vi.waitFor(() =>
      expect(received.map((m) => m.subject ?? "")).toEqual([expect.stringContaining("New booking ")]),
    );
    const db = await getDatabase();
    const failed = (await db.failedMail(10)).find((m) => m.reference === booked.body.appointment.reference);
    expect(failed).toMatchObject({ to: "bounce@example.com", attempts: 1 });
    expect(failed?.lastError).toMatch(/550|No such user/);
    // Later passes leave it alone.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000);
    await processOutbox();
    vi.useRealTimers();
    expect((await db.failedMail(10)).find((m) => m.id === failed!.id)?.attempts).toBe(1);
  });

  it("gives up on a message after a bounded number of attempts when the server stays down", async () => {
    const port = smtp.port;
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const otherDay = upcomingWeekday(8);
    const [time] = await freeTimes(otherDay);
    const booked = await bookOne(otherDay, time!, "Di");
    expect(booked.body).toMatchObject({ success: true });
    const db = await getDatabase();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      for (let pass = 0; pass < MAX_MAIL_ATTEMPTS + 3; pass++) {
        await processOutbox();
        vi.setSystemTime(Date.now() + 2 * 60 * 60_000);
      }
    } finally {
      vi.useRealTimers();
    }
    const failed = (await db.failedMail(20)).filter((m) => m.reference === booked.body.appointment.reference);
    expect(failed).toHaveLength(2);
    for (const m of failed) expect(m.attempts).toBe(MAX_MAIL_ATTEMPTS);
    expect((await db.queueHealth(Date.now())).mailFailed).toBeGreaterThanOrEqual(3);
    smtp = await startSmtp(port);
  });
});
