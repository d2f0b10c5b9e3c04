import fc from "fast-check";
import { expect } from "vitest";
import { POST as book } from "@/app/api/bookAppointment/route";
import { bookableLocations, locations } from "@/data/locations";
import { allTires } from "@/lib/tires/category-tires";
import { QUOTE_APPLICATIONS } from "@/lib/quotes/applications";
import { servicesOfferedAt } from "@/lib/scheduling/services";
import { bookingRequest, upcomingWeekday } from "../support/scheduling-env";
import { applyMutations, mutations } from "./fuzz-support";

/** Every store and service the scheduler offers together, so valid payloads can succeed. */
const STORE_SERVICES = bookableLocations.flatMap((location) =>
  servicesOfferedAt(location).map((service) => ({ store: location.email, service: service.name })),
);

/** Starts from before opening to after closing: some are slots, some are not. */
const TIMES = Array.from({ length: 24 }, (_, i) => {
  const minutes = 6 * 60 + 30 * i;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

export const BOOKING_DATES = [3, 5, 8, 12, 15, 20].map((ahead) => upcomingWeekday(ahead));

const plainChars = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ éüñßøåØ'-.李"];

/** Ordinary human text: what a real customer types into a name or notes field. */
export const plainText = (minLength: number, maxLength: number) =>
  fc
    .string({ unit: fc.constantFrom(...plainChars), minLength, maxLength })
    .filter((s) => s.trim().length >= minLength);

const phone = fc
  .tuple(fc.stringMatching(/^[2-9]\d{2}[2-9]\d{6}$/), fc.integer({ min: 0, max: 3 }))
  .map(([digits, style]) => {
    const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
    return [`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, digits, `+1 ${a} ${b} ${c}`][style]!;
  });

/**
 * An address mail software delivers as it reads: RFC 5322's own, less the rare ones holding an
 * encoded word ("=?"), which the forms refuse since mail clients would show it decoded.
 */
export const mailAddress = fc.emailAddress().filter((address) => !address.includes("=?"));

export const customer = fc.record({
  firstName: plainText(1, 20),
  lastName: plainText(1, 20),
  email: mailAddress,
  phone,
});

/** A booking the API should accept, were the slot free. */
export const validBooking: fc.Arbitrary<Record<string, unknown>> = fc
  .record(
    {
      pair: fc.constantFrom(...STORE_SERVICES),
      upper: fc.boolean(),
      date: fc.constantFrom(...BOOKING_DATES),
      time: fc.constantFrom(...TIMES),
      customer,
      vehicle: fc.record(
        {
          year: fc.oneof(fc.constantFrom("2020", "2016", "2024"), fc.integer({ min: 2010, max: 2025 })),
          make: fc.constantFrom("Ford", "Toyota", "Chevrolet", "Ram"),
          model: fc.constantFrom("F-150", "Camry", "Silverado 1500", "2500"),
          trim: plainText(0, 12),
        },
        { requiredKeys: [] },
      ),
      comments: plainText(0, 80),
      idempotencyKey: fc.stringMatching(/^[A-Za-z0-9_-]{8,16}$/),
    },
    { requiredKeys: ["pair", "upper", "date", "time", "customer"] },
  )
  .map(({ pair, upper, ...rest }) => ({
    storeGroupEmail: upper ? pair.store.toUpperCase() : pair.store,
    serviceName: pair.service,
    durationMinutes: 60,
    ...rest,
  }));

/**
 * A valid booking without an idempotency key: a key seen before (as when a failure is replayed
 * while shrinking) answers with the earlier booking, whatever else the request says.
 */
export const keylessBooking = validBooking.map((booking) => {
  const copy = { ...booking };
  delete copy.idempotencyKey;
  return copy;
});

export const BOOKING_FIELDS: readonly (readonly string[])[] = [
  ["storeGroupEmail"],
  ["serviceName"],
  ["durationMinutes"],
  ["date"],
  ["time"],
  ["customer"],
  ["customer", "firstName"],
  ["customer", "lastName"],
  ["customer", "email"],
  ["customer", "phone"],
  ["vehicle"],
  ["vehicle", "year"],
  ["vehicle", "make"],
  ["vehicle", "model"],
  ["vehicle", "trim"],
  ["comments"],
  ["idempotencyKey"],
  ["website"],
  ["extra"],
];

/** A valid booking with up to two fields corrupted, so input gets past the first checks. */
export const mutatedBooking = fc
  .tuple(validBooking, mutations(BOOKING_FIELDS))
  .map(([booking, list]) => applyMutations(booking, list));

const storeIds = locations.map((l) => l.id);

export const validContact: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    name: plainText(1, 40),
    email: mailAddress,
    phone: fc.oneof(phone, fc.constant("")),
    storeId: fc.oneof(fc.constantFrom(...storeIds), fc.constantFrom(...storeIds).map(String)),
    message: plainText(10, 200),
  },
  { requiredKeys: ["name", "email", "message"] },
);

export const CONTACT_FIELDS: readonly (readonly string[])[] = [
  ["name"],
  ["email"],
  ["phone"],
  ["storeId"],
  ["message"],
  ["website"],
  ["extra"],
];

export const mutatedContact = fc
  .tuple(validContact, mutations(CONTACT_FIELDS))
  .map(([contact, list]) => applyMutations(contact, list));

/** A quote request the API should accept: a catalog tire, or one described in words. */
export const validQuote: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    tireId: fc.constantFrom(...allTires.map((tire) => tire.id)),
    product: plainText(1, 60),
    size: plainText(0, 20),
    quantity: fc.integer({ min: 1, max: 99 }),
    application: fc.constantFrom(...QUOTE_APPLICATIONS.map((a) => a.value)),
    name: plainText(1, 40),
    company: plainText(0, 40),
    email: mailAddress,
    phone,
    message: plainText(0, 200),
  },
  { requiredKeys: ["quantity", "application", "name", "email", "phone"] },
);

export const QUOTE_FIELDS: readonly (readonly string[])[] = [
  ["tireId"],
  ["product"],
  ["size"],
  ["quantity"],
  ["application"],
  ["name"],
  ["company"],
  ["email"],
  ["phone"],
  ["message"],
  ["website"],
  ["extra"],
];

export const mutatedQuote = fc
  .tuple(validQuote, mutations(QUOTE_FIELDS))
  .map(([quote, list]) => applyMutations(quote, list));

/**
 * Books `count` real appointments on `date` (the first valid ones of a seeded sample) and returns
 * reference → cancel token, so that some fuzzed requests get as far as the appointment lookup.
 */
export async function bookRealAppointments(count: number, date: string, seed: number) {
  const tokens = new Map<string, string>();
  for (const booking of fc.sample(keylessBooking, { numRuns: 200, seed })) {
    if (tokens.size === count) break;
    const response = await book(await bookingRequest({ ...booking, date }));
    if (response.status !== 200) continue;
    const { appointment } = (await response.json()) as {
      appointment: { reference: string; cancelUrl: string };
    };
    tokens.set(
      appointment.reference,
      new URL(appointment.cancelUrl, "http://localhost").searchParams.get("token")!,
    );
  }
  expect(tokens.size).toBe(count);
  return tokens;
}
