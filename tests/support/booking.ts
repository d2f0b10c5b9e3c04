import { expect } from "vitest";
import { POST as book } from "@/app/api/bookAppointment/route";
import { GET as availability } from "@/app/api/stores/[storeEmail]/availability/[date]/route";
import { bookingRequest, params } from "./scheduling-env";

export const NORTON = "norton@alleghenytire.example";

/**
 * A service that stays a request at Norton, whoever books it (the store looks at a flat before it
 * promises a repair; data/instant-booking.ts), as long as an oil change: for tests of what the
 * store does with a request. An oil change by a proven customer is booked on the spot.
 */
export const REQUEST_SERVICE = "Flat Tire Repair";

/**
 * The times `service` (with `addOns` after it) can still be booked at `storeEmail` on `date`, as
 * the availability API lists them.
 */
export async function freeTimes(
  storeEmail: string,
  date: string,
  service = "Oil Changes",
  addOns: readonly string[] = [],
): Promise<string[]> {
  const query = new URLSearchParams({ service, ...(addOns.length ? { addOns: addOns.join(",") } : {}) });
  const reply = await availability(new Request(`http://x/?${query}`), params({ storeEmail, date }));
  return ((await reply.json()) as { availableSlots: { time: string; available: boolean }[] }).availableSlots
    .filter((s) => s.available)
    .map((s) => s.time);
}

let bookings = 0;

interface Booking {
  store?: string;
  /** "Oil Changes" unless said otherwise (REQUEST_SERVICE for a request). */
  service?: string;
  date: string;
  time: string;
  lastName?: string;
  email?: string;
  vehicle?: { year: string; make: string; model: string };
}

/**
 * Books an oil change (or `service`) through the real booking route, as a customer who proved
 * their address, and returns its reference and the customer's link token (read from the manage
 * link, as the customer's e-mail carries it).
 */
export async function bookOilChange({
  store = NORTON,
  service = "Oil Changes",
  date,
  time,
  lastName = "Hatfield",
  // Another address each time: one address holds one open visit per store and day.
  email = `${lastName.toLowerCase()}.${++bookings}@example.com`,
  vehicle,
}: Booking): Promise<{ reference: string; token: string }> {
  const response = await book(
    await bookingRequest({
      storeGroupEmail: store,
      serviceName: service,
      date,
      time,
      customer: { firstName: "Ada", lastName, email, phone: "(276) 555-0142" },
      ...(vehicle ? { vehicle } : {}),
    }),
  );
  const body = (await response.json()) as { appointment?: { reference: string; manageUrl: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  const token = new URL(body.appointment!.manageUrl, "http://x").searchParams.get("token")!;
  return { reference: body.appointment!.reference, token };
}

/** What a booking route answers, as the tests read it (each test names the fields it checks). */
export interface BookingReply<A> {
  status: number;
  body: {
    message?: string;
    error?: string;
    availableSlots?: { time: string; available: boolean; remaining: number }[];
    nearestStore?: { name: string; miles: number };
    appointment: A & { reference: string; manageUrl: string };
  };
}

/**
 * A sender of booking requests through the real route: each call is a new customer (numbered
 * names and addresses) and `defaults` fill what the call leaves out.
 */
export function bookingSender<A>(
  defaults: Record<string, unknown>,
  customer: { firstName: string; lastName: string; phone: string },
) {
  let customers = 0;
  return async (body: Record<string, unknown>): Promise<BookingReply<A>> => {
    customers++;
    const lastName = `${customer.lastName}${customers}`;
    const response = await book(
      await bookingRequest({
        ...defaults,
        customer: { ...customer, lastName, email: `${lastName.toLowerCase()}@example.com` },
        ...body,
      }),
    );
    return { status: response.status, body: (await response.json()) as BookingReply<A>["body"] };
  };
}
