import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { SOCKET_ADDRESS_HEADER } from "@/lib/http/socket-address-header";
import { passwordMember, PASSWORD_FAILURES, TOO_MANY_FAILURES_MESSAGE } from "@/lib/auth/status-password";
import type { StaffRefusal } from "@/lib/auth/staff-refusal";
import { resetDatabase } from "@/lib/db";
import { useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";

const PASSWORD = "counter-password-1947";
const basic = (password: string) => `Basic ${Buffer.from(`manager:${password}`).toString("base64")}`;
const from = (address: string, authorization?: string) =>
  new Headers({ [SOCKET_ADDRESS_HEADER]: address, ...(authorization ? { authorization } : {}) });

// A fixed moment inside one 15-minute window, so a test never straddles two.
const NOW = Date.UTC(2026, 10, 24, 15, 1, 0);

describe.each<DatabaseKind>(["sqlite", "postgres"])("the shared password's failure limit (%s)", (kind) => {
  beforeAll(async () => {
    vi.stubEnv("STATUS_PASSWORD", PASSWORD);
    await useFreshDatabase(kind, inject("postgresUrl"));
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    vi.unstubAllEnvs();
    await resetDatabase();
  });

  it("answers 401 to ten wrong tries from one client, then 429 with Retry-After, the right password included", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (let i = 0; i < PASSWORD_FAILURES.perClient; i++)
      await expect(passwordMember(from("203.0.113.7", basic(`guess-${i}`)), NOW)).rejects.toMatchObject({
        status: 401,
      });
    const refused = passwordMember(from("203.0.113.7", basic(PASSWORD)), NOW);
    await expect(refused).rejects.toMatchObject({ status: 429, message: TOO_MANY_FAILURES_MESSAGE });
    const error = (await refused.catch((e: unknown) => e)) as StaffRefusal;
    expect(Number(error.headers["Retry-After"])).toBeGreaterThan(0);
    expect(Number(error.headers["Retry-After"])).toBeLessThanOrEqual(15 * 60);
    // Logged once per failure, never with what was typed.
    expect(warn).toHaveBeenCalledTimes(PASSWORD_FAILURES.perClient);
    for (const [line] of warn.mock.calls) expect(String(line)).not.toMatch(/guess-/);
    // Another client is not held up; the next window starts afresh.
    await expect(passwordMember(from("203.0.113.8", basic(PASSWORD)), NOW)).resolves.toMatchObject({
      signedInWith: "status-password",
    });
    await expect(
      passwordMember(from("203.0.113.7", basic(PASSWORD)), NOW + PASSWORD_FAILURES.window),
    ).resolves.toMatchObject({ signedInWith: "status-password" });
  });

  it("does not count a browser's first request without credentials", async () => {
    for (let i = 0; i < 30; i++)
      await expect(passwordMember(from("203.0.113.20"), NOW)).rejects.toMatchObject({ status: 401 });
    await expect(passwordMember(from("203.0.113.20", basic(PASSWORD)), NOW)).resolves.toBeTruthy();
  });

  it("does not let guessers lock out a client that has not failed: 100 wrong tries from 10 addresses, then the right password from an 11th", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const later = NOW + 2 * PASSWORD_FAILURES.window;
    const guessers = Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 1}`);
    for (let i = 0; i < 100; i++)
      await expect(passwordMember(from(guessers[i % 10]!, basic(`nope-${i}`)), later)).rejects.toMatchObject({
        status: 401,
      });
    // Staff at the counter, who typed nothing wrong, still get in.
    await expect(passwordMember(from("192.0.2.11", basic(PASSWORD)), later)).resolves.toMatchObject({
      signedInWith: "status-password",
    });
    // Every guesser stays refused, with the right password too.
    for (const guesser of guessers)
      await expect(passwordMember(from(guesser, basic(PASSWORD)), later)).rejects.toMatchObject({
        status: 429,
        message: TOO_MANY_FAILURES_MESSAGE,
      });
  });

  it("gives a guesser spread over many addresses one try per address once all clients together are past the overall limit", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const later = NOW + 4 * PASSWORD_FAILURES.window;
    for (let i = 0; i < PASSWORD_FAILURES.overall; i++)
      await expect(passwordMember(from(`198.51.100.${i % 200}`, basic("nope")), later)).rejects.toMatchObject(
        {
          status: 401,
        },
      );
    // Each of those addresses has failed once: it is held, the right password included.
    await expect(passwordMember(from("198.51.100.3", basic(PASSWORD)), later)).rejects.toMatchObject({
      status: 429,
    });
    // A fresh address gets one wrong try, then 429 like the rest.
    await expect(passwordMember(from("192.0.2.50", basic("nope")), later)).rejects.toMatchObject({
      status: 401,
    });
    await expect(passwordMember(from("192.0.2.50", basic("nope")), later)).rejects.toMatchObject({
      status: 429,
    });
    // One that has not failed is not held up.
    await expect(passwordMember(from("192.0.2.99", basic(PASSWORD)), later)).resolves.toMatchObject({
      signedInWith: "status-password",
    });
  });
});
