import { z } from "zod";
import { bookableLocations, type Location } from "@/data/locations";
import {
  BOOKING_MESSAGES,
  bookingRequestSchema,
  type BookingRequest,
} from "@/lib/scheduling/booking-request";
import { actsForStore, type StaffMember } from "@/lib/staff/roles";
import { staffActor } from "@/lib/staff/actor";
import { bookAppointment, type BookingOutcome } from "./book";
import { formatAppointmentDate, formatAppointmentTime } from "./presentation";

/**
 * Staff booking a caller or a walk-in at the counter: the website's booking (the same
 * transaction, capacity and stock rules; a race with a web booking books each unit once) with
 * the counter's differences. The booking is confirmed at once and its history names the member;
 * the time may be the half hour under way; the customer's e-mail is optional (no e-mail, no
 * customer mail); the public per-address rules do not apply.
 */

/** The counter form's fields, as posted (every value text). */
export const COUNTER_FIELDS = [
  "store",
  "service",
  "visit",
  "date",
  "time",
  "firstName",
  "lastName",
  "phone",
  "email",
  "texts",
  "vehicleYear",
  "vehicleMake",
  "vehicleModel",
  "tire",
  "tireQuantity",
  "siteStreet",
  "siteCity",
  "siteState",
  "siteZip",
  "siteMachine",
  "siteDirections",
  "notes",
  "key",
] as const;

export type CounterField = (typeof COUNTER_FIELDS)[number];
export type CounterForm = Record<CounterField, string> & { addOns: string[] };

export const COUNTER_MESSAGES = {
  store: "Please choose one of the stores you book for.",
  time: "Please choose a free time.",
  phone: "Please enter the customer's phone number (10 digits).",
} as const;

const customerSchema = bookingRequestSchema.shape.customer.extend({
  // A caller may have no e-mail, or not want to spell it out: then nothing is e-mailed to them.
  email: bookingRequestSchema.shape.customer.shape.email.or(z.literal("")),
});

const counterSchema = bookingRequestSchema.extend({ customer: customerSchema });

/** The stores a member books for, as the form lists them. */
export const counterStores = (member: Pick<StaffMember, "roles" | "storeIds">): Location[] =>
  bookableLocations.filter((l) => actsForStore(member, l.id));

/** The booking request the counter form stands for, or the first thing to put right, in words. */
export function counterRequest(
  form: CounterForm,
  location: Location,
): { ok: true; request: BookingRequest } | { ok: false; message: string } {
  if (!form.time) return { ok: false, message: COUNTER_MESSAGES.time };
  if (!form.phone.trim()) return { ok: false, message: COUNTER_MESSAGES.phone };
  const onSite = form.visit === "on-site";
  const vehicle = { year: form.vehicleYear, make: form.vehicleMake, model: form.vehicleModel };
  const quantity = Number(form.tireQuantity || "4");
  const parsed = counterSchema.safeParse({
    storeGroupEmail: location.email,
    serviceName: form.service,
    date: form.date,
    time: form.time,
    visit: form.visit || "wait",
    addOns: form.addOns,
    customer: {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email.trim(),
      phone: form.phone,
    },
    ...(onSite
      ? {
          site: {
            street: form.siteStreet,
            city: form.siteCity,
            state: form.siteState,
            zip: form.siteZip,
            machine: form.siteMachine,
            directions: form.siteDirections,
          },
        }
      : Object.values(vehicle).some((v) => v.trim())
        ? { vehicle }
        : {}),
    ...(form.tire ? { tires: { productId: form.tire, quantity } } : {}),
    ...(form.texts === "yes" ? { texts: { mobile: form.phone, consent: true } } : {}),
    comments: form.notes,
    ...(form.key ? { idempotencyKey: form.key } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The names' own refusal reads for a customer filling in their details; staff are told whose.
    const message =
      issue?.message === BOOKING_MESSAGES.required
        ? "Please enter the customer's first and last name."
        : issue?.message === BOOKING_MESSAGES.phone
          ? COUNTER_MESSAGES.phone
          : (issue?.message ?? "Please check the booking details.");
    return { ok: false, message };
  }
  return { ok: true, request: parsed.data };
}

/** What a counter booking came to: booked (with what to say), or the reason it was not. */
export type CounterOutcome =
  | { kind: "booked"; reference: string; store: Location; date: string; message: string }
  | { kind: "refused"; message: string; outcome?: BookingOutcome["kind"] };

/**
 * Books at the counter as `member` (who must act for the store), from `from` (their address).
 * Refusals are worded for staff; a repeated post of the same form (its key) answers with the
 * first booking.
 */
export async function bookAtCounter(
  member: StaffMember,
  form: CounterForm,
  from: string | null,
  now = Date.now(),
): Promise<CounterOutcome> {
  const store = counterStores(member).find((l) => l.slug === form.store);
  if (!store) return { kind: "refused", message: COUNTER_MESSAGES.store };
  const read = counterRequest(form, store);
  if (!read.ok) return { kind: "refused", message: read.message };
  const outcome = await bookAppointment(
    read.request,
    now,
    { actor: staffActor(member), from },
    false,
    "counter",
  );
  if (outcome.kind !== "booked") return { kind: "refused", message: outcome.message, outcome: outcome.kind };
  const a = outcome.appointment;
  const told = [read.request.customer.email ? "e-mailed" : "", read.request.texts ? "texted" : ""].filter(
    Boolean,
  );
  return {
    kind: "booked",
    reference: a.reference,
    store,
    date: a.date,
    message: `Booked ${a.reference}: ${a.customerName}, ${a.services.join(" + ")}, ${formatAppointmentDate(a.date)} at ${formatAppointmentTime(a.time)}. ${
      told.length
        ? `The customer is ${told.join(" and ")} the confirmation.`
        : "Nothing is sent to the customer (no e-mail or text number given)."
    }`,
  };
}
