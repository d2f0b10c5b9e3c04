import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { getDatabase, openDatabase, resetDatabase, type SchedulingDatabase } from "@/lib/db";
import { processTextOutbox } from "@/lib/texts/outbox";
import { sendText } from "@/lib/texts/transport";
import { fakeAcsEnv, startFakeAcs, TEST_ACS_KEY, type FakeAcs } from "../support/fake-acs";
import { useFreshDatabase } from "../support/scheduling-env";

// Two senders on one PostgreSQL database, against a slow text service: this process's outbox pass,
// and a second "instance" (its own connection and claim owner) claiming from the same queue the
// same way. Every text is sent exactly once. (The scale-out suite runs whole instances for e-mail;
// this is the same claim, in one process.)
describe("two senders on PostgreSQL", () => {
  let acs: FakeAcs;
  let other: SchedulingDatabase;

  beforeAll(async () => {
    await useFreshDatabase("postgres", inject("postgresUrl"));
    acs = await startFakeAcs({ accessKey: TEST_ACS_KEY });
    Object.assign(process.env, fakeAcsEnv(acs));
    other = await openDatabase({ url: process.env.DATABASE_URL! });
  });
  afterAll(async () => {
    for (const key of Object.keys(fakeAcsEnv(acs))) delete process.env[key];
    await other.close();
    await resetDatabase();
    await acs.close();
  });

  /** The second instance: claim a batch under its own name, send each, record it under its claim. */
  async function secondInstance(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await other.claimTexts("instance-b", Date.now(), 60_000, 5);
      if (batch.length === 0) return sent;
      for (const text of batch) {
        const id = await sendText(text);
        if (await other.markTextSent(text.id, "instance-b", id, Date.now())) sent++;
      }
    }
  }

  it("sends each of 20 texts once while both claim at the same time", async () => {
    const numbers = Array.from({ length: 20 }, (_, i) => `+1412555${String(1000 + i)}`);
    // Codes go out at any hour, so the test does not depend on the time of day.
    await (
      await getDatabase()
    ).insertTexts(
      numbers.map((to) => ({ kind: "code", to, body: `Your code for ${to}.`, reference: null, storeId: 1 })),
      Date.now(),
    );
    const held = acs.holdSends(2);
    const first = processTextOutbox();
    const second = secondInstance();
    // Both have claimed a batch and are sending when the service starts answering.
    await held.arrived;
    held.release();
    const [a, b] = await Promise.all([first, second]);
    expect(a.sent + b).toBe(20);
    expect(a.sent).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(
      acs
        .sent()
        .map((s) => s.to)
        .sort(),
    ).toEqual(numbers);
    expect(await (await getDatabase()).textCounts()).toMatchObject({ waiting: 0, failed: 0 });
  });
});
