import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { GET as operations } from "@/app/api/admin/operations/route";
import { POST as retry } from "@/app/api/admin/retry/route";
import { GET as calendarStatus } from "@/app/api/calendar-status/route";
import { GET as health } from "@/app/api/health/route";
import { getDatabase, resetDatabase } from "@/lib/db";
import { jsonRequest, useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";

const setEnv = (key: string, value: string | undefined) => {
  const env = process.env as Record<string, string | undefined>;
  if (value === undefined) delete env[key];
  else env[key] = value;
};

/** One e-mail in the outbox, failed for good (as after an SMTP 550). */
async function failedMessage(): Promise<number> {
  const db = await getDatabase();
  await db.insertContactMessage(
    {
      name: "Ada",
      email: "ada@example.com",
      phone: "3045550100",
      storeId: 1,
      message: "Hi",
      createdAt: Date.now(),
    },
    [
      {
        kind: "contact-store",
        to: "nobody@example.com",
        subject: "Contact",
        text: "Hi",
        html: "<p>Hi</p>",
        ics: null,
        reference: null,
      },
    ],
  );
  const [claimed] = await db.claimMail("test", Date.now(), 60_000, 1);
  await db.markMailFailed(claimed!.id, "test", "550 5.1.1 No such user", null, Date.now());
  return claimed!.id;
}

describe.each(["sqlite", "postgres"] as DatabaseKind[])("operations on %s", (kind) => {
  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
  });
  afterAll(() => resetDatabase());

  it("reports health: database reachable, queue depth and age, calendar state", async () => {
    const response = await health(new Request("http://localhost/api/health"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: "ok",
      database: { kind, reachable: true },
      queue: { mailQueued: expect.any(Number), oldestDueMailAgeMs: expect.any(Number), mailFailed: 0 },
      calendar: { integration: "simulated", state: "not_configured" },
    });
  });

  it("lists a message that failed for good and retries it once on request", async () => {
    const id = await failedMessage();
    const listed = (await (
      await operations(new Request("http://localhost/api/admin/operations"))
    ).json()) as {
      failedMail: { id: number; error: string }[];
      queue: { mailFailed: number };
      mail: { transport: string; delivered: boolean };
    };
    expect(listed.failedMail.find((m) => m.id === id)?.error).toMatch(/550/);
    expect(listed.queue.mailFailed).toBe(1);
    expect(listed.mail).toMatchObject({ transport: "file", delivered: false });

    const first = await retry(jsonRequest("/api/admin/retry", { kind: "mail", id }));
    expect(first.status).toBe(200);
    const again = await retry(jsonRequest("/api/admin/retry", { kind: "mail", id }));
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toMatch(/Nothing to retry/);
    expect((await (await getDatabase()).queueHealth(Date.now())).mailFailed).toBe(0);
  });

  it("refuses malformed retries with a 400 and a message for people", async () => {
    for (const body of [
      {},
      { kind: "fax", id: 1 },
      { kind: "mail", id: "one" },
      { kind: "mail", id: -3 },
      "nope",
    ]) {
      const response = await retry(jsonRequest("/api/admin/retry", body));
      expect(response.status).toBe(400);
      const reply = (await response.json()) as { message: string };
      expect(reply.message).not.toMatch(/expected|received|zod/i);
    }
  });
});

describe("operations safety", () => {
  afterAll(() => resetDatabase());

  it("fails staff actions closed in production without STATUS_PASSWORD", async () => {
    const nodeEnv = process.env.NODE_ENV;
    const password = process.env.STATUS_PASSWORD;
    setEnv("NODE_ENV", "production");
    setEnv("STATUS_PASSWORD", undefined);
    try {
      const response = await retry(jsonRequest("/api/admin/retry", { kind: "mail", id: 1 }));
      expect(response.status).toBe(503);
      expect(((await response.json()) as { message: string }).message).toMatch(/STATUS_PASSWORD/);
    } finally {
      setEnv("NODE_ENV", nodeEnv);
      setEnv("STATUS_PASSWORD", password);
    }
  });

  it("answers 503 when the database cannot be reached, naming no address: the detail is logged, once", async () => {
    await resetDatabase();
    setEnv("DATABASE_URL", "postgres://postgres@127.0.0.1:1/none?connect_timeout=1");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (let i = 0; i < 2; i++) {
        const response = await health(new Request("http://localhost/api/health"));
        expect(response.status).toBe(503);
        const text = await response.text();
        expect(JSON.parse(text)).toMatchObject({
          status: "unavailable",
          database: { kind: "postgres", reachable: false, error: "database unreachable" },
        });
        expect(text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|connect|:1\b/);
      }
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]![0])).toMatch(/^Health check: .*ECONNREFUSED.*127\.0\.0\.1:1/);
    } finally {
      logged.mockRestore();
      setEnv("DATABASE_URL", undefined);
      await resetDatabase();
    }
  });

  it("shows permissions it could not check as unknown (null), not as refused", async () => {
    await useFreshDatabase("sqlite", inject("postgresUrl"));
    const body = (await (
      await calendarStatus(new Request("http://localhost/api/calendar-status"))
    ).json()) as {
      permissions: Record<string, unknown>;
    };
    expect(Object.values(body.permissions)).toEqual([null, null, null, null]);
  });
});
