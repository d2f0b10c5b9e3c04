import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { handleInboundText } from "@/lib/appointments/text-replies";
import { settleBackgroundPasses } from "@/lib/core/background-work";
import { addDays, todayIn, zonedToEpoch } from "@/lib/core/zoned-time";
import { getDatabase, resetDatabase, type OutgoingText } from "@/lib/db";
import { processTextOutbox } from "@/lib/texts/outbox";
import { textStatus } from "@/lib/status/text-delivery";
import type { FakeGraph } from "../../scripts/fake-graph/server.mjs";
import { fakeAcsEnv, startFakeAcs, TEST_ACS_KEY, TEST_SMS_FROM, type FakeAcs } from "../support/fake-acs";
import { fakeGraphEnv, startTestGraph } from "../support/fake-graph";
import { useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";

// The text outbox against a local fake of Azure Communication Services, through the real SDK:
// signed requests, refusals, throttling, quiet hours and opt-outs, on both databases.
const NY = "America/New_York";
const CHARLESTON = 1;
const CUSTOMER = "+14125550142";
const YEAR = 365 * 24 * 60 * 60_000;
const ENV_KEYS = [
  "ACS_ENDPOINT",
  "ACS_SMS_FROM",
  "ACS_ACCESS_KEY",
  ...Object.keys(fakeGraphEnv({} as FakeGraph)),
];

/** Today (New York) at `time` on the store's clock. */
const todayAt = (time: string, days = 0) => zonedToEpoch(addDays(todayIn(NY, Date.now()), days), time, NY);

let texts = 0;
function text(extra: Partial<OutgoingText> = {}): OutgoingText {
  return {
    kind: "confirmed",
    to: CUSTOMER,
    body: `Allegheny Tire Charleston, WV: your visit is confirmed. (${++texts})`,
    reference: "AT-TEST-0001",
    storeId: CHARLESTON,
    ...extra,
  };
}

async function queue(...list: OutgoingText[]) {
  return (await getDatabase()).insertTexts(list, Date.now());
}

/** Messages waiting in the e-mail outbox (claimed far ahead, so each call sees only new ones). */
const waitingMail = async () =>
  (await getDatabase()).claimMail(`probe-${Math.random()}`, Date.now() + YEAR, 10 * YEAR, 100);

const setEnv = (env: Record<string, string>) => Object.assign(process.env, env);
const clearEnv = () => ENV_KEYS.forEach((key) => delete process.env[key]);

describe.each(["sqlite", "postgres"] as DatabaseKind[])("the text outbox on %s", (kind) => {
  let acs: FakeAcs;

  beforeAll(async () => {
    acs = await startFakeAcs({ accessKey: TEST_ACS_KEY });
  });
  beforeEach(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    acs.reset();
    setEnv(fakeAcsEnv(acs));
    // Midday on the store's clock, so the quiet hours are not in the way unless a test says so.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(todayAt("12:00"));
  });
  afterEach(() => {
    vi.useRealTimers();
    clearEnv();
  });
  afterAll(async () => {
    await resetDatabase();
    await acs.close();
  });

  it("sends through the SDK, signed with the access key, asking for a delivery report", async () => {
    await queue(text({ body: "Allegheny Tire Charleston, WV: hello." }));
    expect(await processTextOutbox()).toMatchObject({ sent: 1, failed: 0 });
    expect(acs.sent()).toEqual([
      expect.objectContaining({
        from: TEST_SMS_FROM,
        to: CUSTOMER,
        message: "Allegheny Tire Charleston, WV: hello.",
        enableDeliveryReport: true,
        tag: "text-1",
        auth: "hmac",
      }),
    ]);
    expect(await (await getDatabase()).textCounts()).toMatchObject({ waiting: 0, failed: 0 });
    // Sent once: another pass finds nothing to do.
    expect(await processTextOutbox()).toMatchObject({ sent: 0 });
    expect(acs.sent()).toHaveLength(1);
  });

  it("is refused by the service with a wrong key, and retries rather than giving up", async () => {
    setEnv({ ACS_ACCESS_KEY: Buffer.from("another key entirely".repeat(3)).toString("base64") });
    await queue(text());
    expect(await processTextOutbox()).toMatchObject({ sent: 0, failed: 1 });
    expect(acs.requests()).toEqual([{ auth: "hmac: bad signature", status: 401 }]);
    expect(await (await getDatabase()).textCounts()).toMatchObject({ waiting: 1, failed: 0 });
  });

  it("fails a refused number for good at once, and sends its words by e-mail once", async () => {
    const refusedNumber = "+14125550199";
    acs.refuse(refusedNumber);
    await queue(
      text({
        kind: "ready",
        to: refusedNumber,
        body: "Allegheny Tire Charleston, WV: your vehicle is ready for pickup.",
        fallbackEmail: "ada@example.com",
        fallbackSubject: "Your vehicle is ready for pickup",
      }),
      text({ to: refusedNumber, fallbackEmail: null }),
    );
    expect(await processTextOutbox()).toMatchObject({ sent: 0, failed: 2 });
    const db = await getDatabase();
    expect(await db.textCounts()).toMatchObject({ waiting: 0, failed: 2 });
    const mails = await waitingMail();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "text-fallback",
      to: "ada@example.com",
      subject: "Your vehicle is ready for pickup",
    });
    expect(mails[0]!.text).toContain("Allegheny Tire Charleston, WV: your vehicle is ready for pickup.");
    expect(mails[0]!.text).toContain("We tried to text this to (412) 555-0199");
    // Failed for good: never tried again, and no second e-mail.
    const asked = acs.requests().length;
    vi.setSystemTime(Date.now() + 2 * 60 * 60_000);
    await processTextOutbox();
    expect(acs.requests()).toHaveLength(asked);
    expect(await waitingMail()).toEqual([]);
  });

  it("waits as long as a throttled answer's Retry-After says, then sends", async () => {
    acs.throttle(1, 600);
    await queue(text());
    const throttledAt = Date.now();
    expect(await processTextOutbox()).toMatchObject({ sent: 0, failed: 1 });
    const db = await getDatabase();
    expect(await db.textCounts()).toMatchObject({ waiting: 1, failed: 0 });
    // Not due before the ten minutes the service asked for (the back-off alone would be 30 s).
    expect(await db.claimTexts("probe", throttledAt + 590_000, 1000, 10)).toEqual([]);
    vi.setSystemTime(throttledAt + 601_000);
    expect(await processTextOutbox()).toMatchObject({ sent: 1 });
    expect(acs.sent()).toHaveLength(1);
  });

  it("holds texts in the store's quiet hours until 8 AM, except what the customer just asked for", async () => {
    vi.setSystemTime(todayAt("22:30"));
    await queue(text(), text({ kind: "code", body: "Your Allegheny Tire code is 123456." }));
    expect(await processTextOutbox()).toMatchObject({ sent: 1, deferred: 1 });
    expect(acs.sent().map((s) => s.message)).toEqual(["Your Allegheny Tire code is 123456."]);
    const db = await getDatabase();
    expect(await db.claimTexts("probe", todayAt("07:59", 1), 1000, 10)).toEqual([]);
    vi.setSystemTime(todayAt("08:00", 1));
    expect(await processTextOutbox()).toMatchObject({ sent: 1 });
    expect(acs.sent()).toHaveLength(2);
  });

  it("a code that waited past its moment (an outage) waits for the morning like the rest", async () => {
    vi.setSystemTime(todayAt("20:55"));
    await queue(text({ kind: "code" }));
    acs.throttle(1, 1800);
    expect(await processTextOutbox()).toMatchObject({ failed: 1 });
    vi.setSystemTime(todayAt("21:30"));
    expect(await processTextOutbox()).toMatchObject({ sent: 0, deferred: 1 });
    vi.setSystemTime(todayAt("08:00", 1));
    expect(await processTextOutbox()).toMatchObject({ sent: 1 });
  });

  it("queues nothing for a number that said STOP, and drops what was queued before it", async () => {
    await queue(text({ body: "queued before the STOP" }));
    await handleInboundText({
      providerMessageId: `in-${kind}-stop`,
      from: CUSTOMER,
      to: TEST_SMS_FROM,
      body: "Stop",
      receivedAt: Date.now(),
    });
    expect(await queue(text({ body: "queued after the STOP" }))).toBe(0);
    // The reply started a pass of its own (after the response); this one finishes the work.
    await settleBackgroundPasses();
    await processTextOutbox();
    // Only the confirmation the carriers require reaches the phone.
    expect(acs.sent().map((s) => s.message)).toEqual([
      "You're unsubscribed from Allegheny Tire texts. Reply START to resubscribe.",
    ]);
    const db = await getDatabase();
    expect(await db.textCounts()).toMatchObject({ waiting: 0, failed: 0, optedOut: 1 });
    expect((await db.recentTexts(5)).map((t) => t.deliveryStatus)).toContain("OptedOut");
    // START brings texts back.
    await handleInboundText({
      providerMessageId: `in-${kind}-start`,
      from: CUSTOMER,
      to: TEST_SMS_FROM,
      body: "START",
      receivedAt: Date.now(),
    });
    expect(await queue(text())).toBe(1);
  });
});

describe("the text transport", () => {
  let graph: FakeGraph;
  let acs: FakeAcs;

  beforeAll(async () => {
    graph = await startTestGraph();
    acs = await startFakeAcs({ entra: { tenant: graph.tenant, clientId: graph.clientId } });
    await useFreshDatabase("sqlite", inject("postgresUrl"));
  });
  afterEach(clearEnv);
  afterAll(async () => {
    await resetDatabase();
    await acs.close();
    await graph.close();
  });

  it("signs in with the Microsoft 365 app when no access key is set", async () => {
    setEnv({ ...fakeGraphEnv(graph), ...fakeAcsEnv(acs, null) });
    await queue(text({ kind: "code" }));
    expect(await processTextOutbox()).toMatchObject({ sent: 1 });
    expect(acs.sent()[0]).toMatchObject({ auth: "bearer", to: CUSTOMER });
    const tokenRequest = graph.requests().find((r) => r.path.endsWith("/oauth2/v2.0/token"));
    expect(tokenRequest?.body).toMatchObject({
      scope: expect.stringContaining("https://communication.azure.com//.default"),
    });
  });

  it("writes each text to the data folder without a provider, and the status page lists it masked", async () => {
    await queue(text({ kind: "code", body: "Your Allegheny Tire code is 654321." }));
    expect(await processTextOutbox()).toMatchObject({ sent: 1 });
    const folder = join(process.env.DATA_DIR!, "texts");
    expect(existsSync(folder)).toBe(true);
    const files = readdirSync(folder).filter((f) => f.endsWith("-code.txt"));
    const written = readFileSync(join(folder, files.at(-1)!), "utf8");
    expect(written).toContain(`To: ${CUSTOMER}`);
    expect(written).toContain("Kind: code");
    expect(written).toContain("Your Allegheny Tire code is 654321.");
    const status = await textStatus();
    expect(status).toMatchObject({ transport: "file", delivered: false, waiting: 0 });
    expect(status.recent[0]).toMatchObject({ kind: "code", to: "•••• 0142", state: "written" });
    expect(JSON.stringify(status)).not.toContain("5550142");
  });
});
