import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as book } from "@/app/api/bookAppointment/route";
import { stopBackgroundWork } from "@/lib/background/start";
import { backgroundWorkStopping } from "@/lib/core/background-work";
import { getDatabase } from "@/lib/db";
import { bookingRequest, upcomingWeekday, useFreshDatabase } from "../support/scheduling-env";

// An instance told to stop (SIGTERM, lib/operations/server-lifecycle.ts) while it is sending a
// batch of e-mails over a slow SMTP server: the message in progress is finished, the rest of the
// batch is handed back at once (not left claimed until the lease runs out), and nothing is lost.

describe.each(["sqlite", "postgres"] as const)("stopping background work (%s)", (kind) => {
  let smtp: SMTPServer;
  let received = 0;
  let started = 0;
  // The first message is held at the SMTP server until the test lets it go: a slow send.
  let letGo: () => void = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  let sendingStarted: () => void = () => {};
  const sending = new Promise<void>((resolve) => (sendingStarted = resolve));

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        started++;
        sendingStarted();
        stream.resume();
        stream.on(
          "end",
          () =>
            void held.then(() => {
              received++;
              callback();
            }),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    // This process goes on to other tests: let it start background passes again.
    (globalThis as { __backgroundStopping?: boolean }).__backgroundStopping = false;
    delete process.env.SMTP_URL;
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("finishes the e-mail in progress and hands back the rest of its claims", async () => {
    const date = upcomingWeekday(5);
    for (const [i, time] of ["09:00", "10:00", "11:00"].entries()) {
      const response = await book(
        await bookingRequest({
          storeGroupEmail: "bristol@alleghenytire.example",
          serviceName: "Oil Changes",
          date,
          time,
          customer: {
            firstName: `Stop${i}`,
            lastName: "Hatfield",
            email: `stop${i}@example.com`,
            phone: "4235550142",
          },
        }),
      );
      expect(response.status).toBe(200);
    }
    // The bookings started a pass (lib/jobs/after-response.ts): wait until it is sending.
    await sending;
    expect(started).toBe(1);

    const db = await getDatabase();
    // Told to stop while the message is on its way; the SMTP server then accepts it.
    const stopped = stopBackgroundWork(10_000);
    letGo();
    const released = await stopped;
    expect(backgroundWorkStopping()).toBe(true);
    expect(received).toBe(1);
    expect(released).not.toBeNull();
    expect(released!.mail).toBeGreaterThan(0);

    // Nothing is left claimed by this instance, and nothing is lost: another instance can claim
    // every unsent message now, without waiting for a lease to run out.
    const other = await db.claimMail("another-instance", Date.now(), 60_000, 100);
    const unsent = other.filter((m) => m.kind !== "reminder");
    expect(unsent.length).toBeGreaterThanOrEqual(released!.mail);
    // A year later every lease has run out: what is unsent then is exactly what was free now.
    const everything = await db.claimMail("probe", Date.now() + 365 * 86_400_000, 60_000, 100);
    expect(everything.filter((m) => m.kind !== "reminder").map((m) => m.id)).toEqual(unsent.map((m) => m.id));
  });
});
