import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { settleBackgroundPasses } from "@/lib/core/background-work";
import { getDatabase, resetDatabase } from "@/lib/db";
import { roadCallForDriver } from "@/lib/road-calls/call-status";
import { acceptRoadCall } from "@/lib/road-calls/crew-actions";
import { fileRoadCall } from "@/lib/road-calls/file-road-call";
import { EMPTY_ROAD_CALL_VALUES, readRoadCall } from "@/lib/road-service/road-call-request";
import { outboxFolder } from "@/lib/mail/transport";
import { processTextOutbox } from "@/lib/texts/outbox";
import { fakeAcsEnv, startFakeAcs, TEST_ACS_KEY, type FakeAcs } from "../support/fake-acs";
import { useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";

// A breakdown at night while the text provider is down: the call is filed and taken all the same,
// the e-mails wait in their own outbox, and the driver's status page answers; the texts are kept
// for their retry, not lost.
const YEAR = 365 * 24 * 60 * 60_000;
const CREW = { kind: "staff", name: "Kevin Akers", email: "kevin.akers@alleghenytire.example" } as const;

const request = () => {
  const read = readRoadCall({
    ...EMPTY_ROAD_CALL_VALUES,
    vehicle: "straight-truck",
    place: "Pilot truck stop, Wytheville, VA 24382",
    account: "none",
    name: "Dale Price",
    phone: "5405550123",
    email: "dale.price@example.com",
    texts: "on",
  });
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.request;
};

describe.each<DatabaseKind>(["sqlite", "postgres"])(
  "road calls with the text provider down, on %s",
  (kind) => {
    let acs: FakeAcs;
    beforeAll(async () => {
      acs = await startFakeAcs({ accessKey: TEST_ACS_KEY });
    });
    beforeEach(async () => {
      await useFreshDatabase(kind, inject("postgresUrl"));
      Object.assign(process.env, fakeAcsEnv(acs));
      acs.throttle(1_000, 120);
    });
    afterEach(async () => {
      await settleBackgroundPasses();
      for (const key of Object.keys(fakeAcsEnv(acs))) delete process.env[key];
      acs.reset();
    });
    afterAll(async () => {
      await resetDatabase();
      await acs.close();
    });

    it("files and dispatches the call, keeps its texts for later, and sends the e-mails", async () => {
      const filed = await fileRoadCall(request(), null);
      await settleBackgroundPasses();
      await processTextOutbox();
      expect(filed.call.storeId).toBe(4);
      expect(acs.sent()).toEqual([]);
      const db = await getDatabase();
      const texts = (await db.recentTexts(50)).filter((t) => t.reference === filed.call.reference);
      expect(texts.map((t) => t.kind).sort()).toEqual(["road-offer", "road-received"]);
      expect(texts.every((t) => t.sentAt === null && t.failedAt === null)).toBe(true);
      expect((await db.textCounts()).waiting).toBeGreaterThanOrEqual(2);

      const token = new URL(filed.statusPath, "http://x").searchParams.get("t")!;
      expect((await roadCallForDriver(filed.call.reference, token))?.call.status).toBe("received");
      const accepted = await acceptRoadCall(
        filed.call.reference,
        { storeId: 4, crewName: "Kevin Akers", etaMinutes: 30, truck: 1 },
        CREW,
      );
      expect(accepted.kind).toBe("done");
      await settleBackgroundPasses();
      // Delivered through the mail outbox (its file transport here): nothing left waiting or failed,
      // and the driver's two e-mails and the crew's offer written.
      expect(await db.claimMail(`probe-${Math.random()}`, Date.now() + YEAR, YEAR, 100)).toEqual([]);
      expect(await db.failedMail(100, 0)).toEqual([]);
      const written = readdirSync(outboxFolder()).map((file) =>
        readFileSync(join(outboxFolder(), file), "utf8"),
      );
      const about = written.filter((m) => m.includes(filed.call.reference));
      expect(about.filter((m) => m.includes("To: dale.price@example.com"))).toHaveLength(2);
      expect(
        about.filter((m) => /To: .*@alleghenytire\.example/.test(m) && m.includes("Road call")),
      ).not.toHaveLength(0);
      const status = await roadCallForDriver(filed.call.reference, token);
      expect(status?.call.status).toBe("accepted");
      expect(status?.events.map((e) => e.what)).toEqual(["received", "offered", "accepted"]);
    });
  },
);
