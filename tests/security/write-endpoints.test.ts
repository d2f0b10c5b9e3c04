import { PROOF_COOKIE } from "@/lib/booking-form/contact-gate";
import { proofTokenFor } from "@/lib/contact-proof/proof-token";
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as cancel } from "@/app/api/appointments/[reference]/cancel/route";
import { POST as book } from "@/app/api/bookAppointment/route";
import { POST as contact } from "@/app/api/contact/route";
import { POST as requestQuote } from "@/app/api/quotes/route";
import { bookingRequest, params } from "../support/scheduling-env";
import {
  PROPERTY_TIMEOUT_MS,
  RUNS,
  buildPost,
  checkBodyLimit,
  checkReply,
  hostileJson,
  hostileParam,
  fuzzDatabase,
  postBody,
  type BodySpec,
} from "./fuzz-support";
import {
  BOOKING_DATES,
  bookRealAppointments,
  keylessBooking,
  mutatedBooking,
  mutatedContact,
  mutatedQuote,
} from "./payloads";

vi.setConfig({ testTimeout: PROPERTY_TIMEOUT_MS });

const rows = fuzzDatabase();

/** The proof cookie for the address a JSON body names, as a browser that proved it sends it. */
async function provenCookie(spec: { kind: string; value?: unknown }): Promise<Record<string, string>> {
  const email = (spec.value as { customer?: { email?: unknown } } | null)?.customer?.email;
  if (spec.kind !== "json" || typeof email !== "string" || !email.trim()) return {};
  return { cookie: `${PROOF_COOKIE}=${await proofTokenFor(email)}` };
}

describe("POST /api/bookAppointment under hostile input", () => {
  it("never fails, refuses in the one error shape, and stores a booking only when it says so", async () => {
    const references = new Set<string>();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(postBody(mutatedBooking), async (spec) => {
        // A customer whose browser proved the address before (the code step has its own tests).
        const built = buildPost("http://localhost/api/bookAppointment", spec, await provenCookie(spec));
        const before = rows.counts();
        const reply = await checkReply(await book(built.request), "POST /api/bookAppointment");
        checkBodyLimit(built, reply, "POST /api/bookAppointment");
        const after = rows.counts();
        if (reply.status === 202) {
          // A code went to the address (one mail), and nothing was booked.
          expect(after).toEqual({ ...before, outbox: before.outbox + 1 });
          return;
        }
        if (reply.status !== 200) {
          expect(after).toEqual(before);
          return;
        }
        const body = reply.body as { success: boolean; appointment: { reference: string } };
        expect(body.success).toBe(true);
        if (after.appointments === before.appointments) {
          // Only a repeated idempotency key may answer 200 without a new row, and then with the old booking.
          expect(references.has(body.appointment.reference)).toBe(true);
          expect(after).toEqual(before);
        } else {
          expect(after).toEqual({
            ...before,
            appointments: before.appointments + 1,
            outbox: before.outbox + 2,
          });
          references.add(body.appointment.reference);
          accepted++;
        }
      }),
      { numRuns: RUNS },
    );
    // The generator has to reach past validation, or the invariants above prove little.
    expect(accepted).toBeGreaterThan(0);
  });
});

describe("POST /api/bookAppointment with dates and times from anywhere in the calendar", () => {
  it("never fails and never books outside the 30-day window or off the clock", async () => {
    const anyDay = fc.oneof(
      fc
        .date({
          min: new Date("1000-01-01T00:00:00Z"),
          max: new Date("9999-12-31T00:00:00Z"),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom("9999-12-31", "9999-12-30", "9999-03-15", "1000-01-01", "2024-02-29", "2100-02-29"),
      fc.constantFrom(...BOOKING_DATES),
    );
    const anyTime = fc
      .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 70 }))
      .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    // A day of slack each side: the window is counted in the store's time zone, not UTC.
    const today = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const lastDay = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);
    await fc.assert(
      fc.asyncProperty(keylessBooking, anyDay, anyTime, async (booking, date, time) => {
        const before = rows.counts();
        const reply = await checkReply(
          await book(await bookingRequest({ ...booking, date, time })),
          `booking on ${date} at ${time}`,
        );
        if (reply.status === 200) {
          expect(date >= today && date <= lastDay, date).toBe(true);
          expect(time).toMatch(/^(0[6-9]|1\d):[03]0$/);
        } else expect(rows.counts()).toEqual(before);
      }),
      {
        numRuns: RUNS,
        examples: [[fc.sample(keylessBooking, { numRuns: 1, seed: 1 })[0]!, "9999-12-31", "09:00"]],
      },
    );
  });
});

describe("POST /api/contact under hostile input", () => {
  it("never fails, refuses in the one error shape, and stores a message only when it says so", async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(postBody(mutatedContact), async (spec) => {
        const built = buildPost("http://localhost/api/contact", spec);
        const before = rows.counts();
        const reply = await checkReply(await contact(built.request), "POST /api/contact");
        checkBodyLimit(built, reply, "POST /api/contact");
        const after = rows.counts();
        if (reply.status !== 200) {
          expect(after).toEqual(before);
          return;
        }
        expect(reply.body).toMatchObject({ success: true, message: expect.stringMatching(/^Thank you, /) });
        expect(after).toEqual({
          ...before,
          contactMessages: before.contactMessages + 1,
          outbox: before.outbox + 1,
        });
        accepted++;
      }),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});

describe("POST /api/quotes under hostile input", () => {
  it("never fails, refuses in the one error shape, and stores a request only when it says so", async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(postBody(mutatedQuote), async (spec) => {
        const built = buildPost("http://localhost/api/quotes", spec);
        const before = rows.counts();
        const reply = await checkReply(await requestQuote(built.request), "POST /api/quotes");
        checkBodyLimit(built, reply, "POST /api/quotes");
        const after = rows.counts();
        if (reply.status !== 200) {
          expect(after).toEqual(before);
          return;
        }
        expect(reply.body).toMatchObject({ success: true, reference: expect.stringMatching(/^Q-/) });
        expect(after).toEqual({
          ...before,
          quoteRequests: before.quoteRequests + 1,
          outbox: before.outbox + 2,
        });
        accepted++;
      }),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});

describe("POST /api/appointments/{reference}/cancel under hostile input", () => {
  /** Reference → cancel token of real bookings, so some requests get as far as the lookup. */
  let tokens = new Map<string, string>();

  beforeAll(async () => {
    tokens = await bookRealAppointments(4, BOOKING_DATES[5]!, 7);
  });

  /** The token a request carries, if its body is a JSON object with one. */
  function sentToken(spec: BodySpec): unknown {
    if (spec.kind !== "json" && spec.kind !== "forged-length") return undefined;
    const value = spec.value;
    return typeof value === "object" && value !== null ? (value as { token?: unknown }).token : undefined;
  }

  it("never fails, cancels only with the reference's own token, and changes nothing otherwise", async () => {
    const references = [...tokens.keys()];
    const access = fc.oneof(
      // The real pair: cancels the first time, then reports it already cancelled.
      fc
        .constantFrom(...tokens.entries())
        .map(([reference, token]) => ({ reference, token: token as unknown })),
      fc.record({
        reference: fc.oneof(
          fc.constantFrom(...references),
          fc.stringMatching(/^AT-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
          hostileParam,
        ),
        token: fc.oneof(
          fc.constantFrom(...tokens.values()),
          fc.stringMatching(/^[A-Za-z0-9_-]{20,64}$/),
          hostileJson,
        ),
      }),
    );
    const request = access.chain(({ reference, token }) =>
      postBody(
        fc.oneof(
          fc.constant({ token }),
          fc.record({ website: hostileJson, extra: hostileJson }).map((rest) => ({ ...rest, token })),
          hostileJson,
        ),
      ).map((spec) => ({ reference, spec })),
    );
    let cancelled = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ reference: ref, spec }) => {
        const built = buildPost("http://localhost/api/appointments/x/cancel", spec);
        const before = rows.counts();
        const reply = await checkReply(await cancel(built.request, params({ reference: ref })), "cancel");
        checkBodyLimit(built, reply, "cancel");
        const after = rows.counts();
        if (reply.status !== 200) {
          expect(after).toEqual(before);
          return;
        }
        expect(tokens.get(ref)).toBeDefined();
        expect(sentToken(spec)).toBe(tokens.get(ref));
        expect(reply.body).toMatchObject({
          success: true,
          appointment: { reference: ref, status: "cancelled" },
        });
        if (after.cancelled === before.cancelled) expect(after).toEqual(before);
        else {
          expect(after).toEqual({ ...before, cancelled: before.cancelled + 1, outbox: before.outbox + 2 });
          cancelled++;
        }
      }),
      { numRuns: RUNS },
    );
    expect(cancelled).toBeGreaterThan(0);
  });
});
