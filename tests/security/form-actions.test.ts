import { PROOF_COOKIE } from "@/lib/booking-form/contact-gate";
import { proofTokenFor } from "@/lib/contact-proof/proof-token";
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { answerManagePage, answerStorePage } from "@/lib/appointment-actions/link-page-answer";
import { answerStaffAction } from "@/lib/appointment-actions/staff-action-answer";
import { answerContactForm } from "@/lib/contact-form/contact-form-answer";
import { answerQuoteForm } from "@/lib/quote-forms/quote-form-answer";
import { answerBookingForm } from "@/lib/booking-form/booking-form-answer";
import { requestFrom } from "../support/posted-form";
import { PROPERTY_TIMEOUT_MS, RUNS, fuzzDatabase, hostileParam, hostileText } from "./fuzz-support";
import {
  BOOKING_DATES,
  bookRealAppointments,
  mutatedBooking,
  mutatedContact,
  mutatedQuote,
} from "./payloads";

vi.setConfig({ testTimeout: PROPERTY_TIMEOUT_MS });
// The staff forms read who is asking from the request's headers: here, nobody's.
vi.mock("next/headers", () => import("../support/request-headers"));

const rows = fuzzDatabase();

/** Any JSON value as a form field's text (a browser posts nothing else), sometimes a file instead. */
const asField = (value: unknown): string =>
  typeof value === "string" ? value : value === undefined ? "" : (JSON.stringify(value) ?? "");

/** A payload as a browser would post it: flat text fields, nested objects under the form's names. */
function posted(payload: Record<string, unknown>, names: Record<string, string> = {}): FormData {
  const form = new FormData();
  const add = (name: string, value: unknown) => form.append(names[name] ?? name, asField(value));
  for (const [name, value] of Object.entries(payload)) {
    if (value && typeof value === "object" && !Array.isArray(value))
      for (const [inner, v] of Object.entries(value)) add(`${name}.${inner}`, v);
    else add(name, value);
  }
  return form;
}

/** The plain request form's field names for the booking API's nested ones. */
const BOOKING_NAMES: Record<string, string> = {
  "customer.firstName": "firstName",
  "customer.lastName": "lastName",
  "customer.email": "email",
  "customer.phone": "phone",
  "vehicle.year": "vehicleYear",
  "vehicle.make": "vehicleMake",
  "vehicle.model": "vehicleModel",
  "vehicle.trim": "vehicleTrim",
  comments: "notes",
};

const text = (value: unknown) => value === null || typeof value === "string";

describe("the forms' server actions under hostile input", () => {
  it("the contact form never fails, answers in words, and stores a message only when it says it was sent", async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(mutatedContact, async (payload) => {
        const before = rows.counts();
        const answer = await answerContactForm(posted(payload), requestFrom());
        expect(text(answer.error) && text(answer.sent)).toBe(true);
        expect(Boolean(answer.error) !== Boolean(answer.sent)).toBe(true);
        const after = rows.counts();
        if (answer.sent) sent++;
        expect(after.contactMessages).toBe(before.contactMessages + (answer.sent ? 1 : 0));
      }),
      { numRuns: RUNS },
    );
    expect(sent).toBeGreaterThan(0);
  });

  it("the quote form never fails, and stores a request only when it gives its reference", async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(mutatedQuote, async (payload) => {
        const before = rows.counts();
        const answer = await answerQuoteForm(posted(payload), requestFrom());
        expect(Boolean(answer.error) !== Boolean(answer.sent)).toBe(true);
        if (answer.sent) sent++;
        expect(rows.counts().quoteRequests).toBe(before.quoteRequests + (answer.sent ? 1 : 0));
      }),
      { numRuns: RUNS },
    );
    expect(sent).toBeGreaterThan(0);
  });

  it("the plain request form never fails, and books only when it confirms", async () => {
    let booked = 0;
    await fc.assert(
      fc.asyncProperty(mutatedBooking, async (payload) => {
        const before = rows.counts();
        // From a browser that proved the address before (the code step has its own tests).
        const email = (payload as { customer?: { email?: unknown } }).customer?.email;
        const request = requestFrom();
        if (typeof email === "string" && email.trim())
          request.headers.set("cookie", `${PROOF_COOKIE}=${await proofTokenFor(email)}`);
        const answer = await answerBookingForm(posted(payload, BOOKING_NAMES), request);
        // Exactly one of: a problem, a confirmation, or a code sent.
        expect([answer.problem, answer.confirmation, answer.codePending].filter(Boolean)).toHaveLength(1);
        const after = rows.counts();
        if (!answer.confirmation) expect(after.appointments).toBe(before.appointments);
        else if (after.appointments > before.appointments) booked++;
      }),
      { numRuns: RUNS },
    );
    expect(booked).toBeGreaterThan(0);
  });

  describe("with real appointments to aim at", () => {
    let tokens: Map<string, string>;
    beforeAll(async () => {
      tokens = await bookRealAppointments(3, BOOKING_DATES[2]!, 7);
    });

    it("the link pages and the staff list never fail, and a wrong link or no sign-in changes nothing", async () => {
      const references = () => [...tokens.keys()];
      const intent = fc.constantFrom("open", "times", "move", "cancel", "confirm", "decline", "", "x");
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            reference: fc.oneof(fc.constantFrom(...references()), hostileParam),
            token: hostileParam,
            intent,
            date: fc.oneof(fc.constantFrom(...BOOKING_DATES), hostileText),
            time: fc.oneof(fc.constant("10:00"), hostileText),
            reason: hostileText,
          }),
          async ({ reference, token, ...fields }) => {
            const before = rows.counts();
            const form = posted(fields);
            const query = `?${new URLSearchParams({ ref: reference, token })}`;
            for (const answer of [
              await answerManagePage(form, requestFrom(), query),
              await answerStorePage(form, requestFrom(), query),
            ]) {
              // A token that is not the link's opens nothing, and the problem says so in words.
              expect(answer.view).toBeNull();
              expect(answer.problem).toMatch(/^[A-Z]/);
            }
            // The staff list's forms take no token: someone not signed in is refused, in words.
            vi.stubEnv("STATUS_PASSWORD", "counter-password");
            try {
              const staff = await answerStaffAction(
                posted({ ...fields, reference, storeToken: token, action: fields.intent }),
                requestFrom(),
              );
              expect(staff.tone).toBe("failed");
              expect(staff.text).toMatch(/^[A-Z]/);
            } finally {
              vi.unstubAllEnvs();
            }
            expect(rows.counts()).toEqual(before);
          },
        ),
        { numRuns: RUNS },
      );
    });
  });
});
