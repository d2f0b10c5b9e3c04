import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { clientAddress, rateLimit } from "@/lib/api/rate-limit";
import { openDatabase, resetDatabase } from "@/lib/db";
import { useFreshDatabase } from "./support/scheduling-env";

// These tests stand for clients by their X-Forwarded-For, as the proxy in front would write it.
beforeAll(() => {
  process.env.TRUSTED_PROXY_COUNT = "1";
});
afterAll(() => {
  delete process.env.TRUSTED_PROXY_COUNT;
});

const from = (forwardedFor?: string, realIp?: string) =>
  new Request("http://localhost/api/contact", {
    method: "POST",
    headers: {
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      ...(realIp ? { "x-real-ip": realIp } : {}),
    },
  });

describe("client address", () => {
  it("is the address our proxy saw, not what the client claims before it", () => {
    expect(clientAddress(from("6.6.6.6, 203.0.113.7"))).toBe("203.0.113.7");
    expect(clientAddress(from("203.0.113.7"))).toBe("203.0.113.7");
  });

  it("follows the number of trusted proxies", () => {
    expect(clientAddress(from("6.6.6.6, 203.0.113.7, 10.0.0.2"), 2)).toBe("203.0.113.7");
    expect(clientAddress(from("203.0.113.7"), 3)).toBe("203.0.113.7");
  });
});

describe("rate limit", () => {
  const multiplier = process.env.RATE_LIMIT_MULTIPLIER;
  afterEach(() => {
    process.env.RATE_LIMIT_MULTIPLIER = multiplier;
  });

  it("answers 429 with Retry-After past the limit, per client and per window", async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "1";
    // Windows are aligned to the clock (so instances sharing a count agree on them).
    const now = 1_200_000;
    const client = "6.6.6.6, 203.0.113.50";
    for (let i = 0; i < 3; i++)
      expect(await rateLimit(from(client), "test-limit", 3, 60_000, now)).toBeNull();
    const refused = await rateLimit(from(client), "test-limit", 3, 60_000, now + 1_000);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get("Retry-After")).toBe("59");
    expect(((await refused?.json()) as { error: string }).error).toMatch(/Too many requests/);
    // A forged first entry does not make a new client; another real address does.
    expect(
      (await rateLimit(from("7.7.7.7, 203.0.113.50"), "test-limit", 3, 60_000, now + 2_000))?.status,
    ).toBe(429);
    expect(await rateLimit(from("203.0.113.51"), "test-limit", 3, 60_000, now + 2_000)).toBeNull();
    expect(await rateLimit(from(client), "test-limit", 3, 60_000, now + 61_000)).toBeNull();
  });
});

describe("rate limit shared by instances on PostgreSQL", () => {
  const multiplier = process.env.RATE_LIMIT_MULTIPLIER;
  afterEach(async () => {
    process.env.RATE_LIMIT_MULTIPLIER = multiplier;
    await resetDatabase();
  });

  it("counts a client's requests to every instance against one limit", async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "1";
    await useFreshDatabase("postgres", inject("postgresUrl"));
    const other = await openDatabase({ url: process.env.DATABASE_URL! });
    try {
      const now = 1_800_000_000_000;
      const client = "198.51.100.77";
      expect(await rateLimit(from(client), "shared", 3, 60_000, now)).toBeNull();
      // Two requests from the same client reach another instance in the same window.
      const window = Math.floor(now / 60_000) * 60_000;
      await other.countHit(`shared|${client}`, window, window + 60_000);
      await other.countHit(`shared|${client}`, window, window + 60_000);
      expect((await rateLimit(from(client), "shared", 3, 60_000, now + 1))?.status).toBe(429);
      expect(await rateLimit(from("198.51.100.78"), "shared", 3, 60_000, now + 1)).toBeNull();
    } finally {
      await other.close();
      delete process.env.DATABASE_URL;
    }
  });
});

describe("availability rate limit", () => {
  const multiplier = process.env.RATE_LIMIT_MULTIPLIER;
  afterEach(async () => {
    vi.useRealTimers();
    process.env.RATE_LIMIT_MULTIPLIER = multiplier;
    await resetDatabase();
  });

  it("answers a client's 121st availability request in a minute with 429", async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "1";
    await useFreshDatabase("sqlite", inject("postgresUrl"));
    const { GET } = await import("@/app/api/stores/[storeEmail]/availability/[date]/route");
    const ask = () =>
      GET(new Request("http://localhost/x", { headers: { "x-forwarded-for": "192.0.2.121" } }), {
        params: Promise.resolve({ storeEmail: "norton@alleghenytire.example", date: "2031-03-03" }),
      });
    // Windows are aligned to the clock: hold it a second into this minute, so all requests share one.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await ask()).status);
    expect(statuses.slice(0, 120).every((s) => s !== 429)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
