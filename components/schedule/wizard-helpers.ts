import { formatAppointmentDate, formatAppointmentTime } from "@/lib/scheduling/format";
import type { Confirmation, CustomerForm, WizardService, WizardStore } from "./types";
import { BOOKING_WINDOW_DAYS } from "@/lib/scheduling/constants";
import type { VisitKind } from "@/lib/scheduling/visit";
import { visitLine } from "@/components/schedule/wizard-visit";
import { arrivalWindowAt, siteAddressLine } from "@/lib/scheduling/on-site";
import { siteBody, siteOf } from "@/lib/booking-form/site-form";
import { textsBody } from "@/lib/booking-form/customer-form";
import { addDays, todayIn } from "@/lib/core/zoned-time";

/** First and last bookable dates for the date field, in the store's time zone. */
export function bookingWindow(timeZone: string, now = Date.now()) {
  const min = todayIn(timeZone, now);
  return { min, max: addDays(min, BOOKING_WINDOW_DAYS) };
}

/** A key that makes a retried submit return the first booking instead of making a second. */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts; getRandomValues works on plain http too.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The vehicle the form holds, as one line ("2008 Ford F-150"), or null while year, make or model
 * is missing. Chosen or typed alike; typed parts are read without the spaces around them.
 */
export function vehicleLabel(form: CustomerForm): string | null {
  const parts = [form.vehicleYear, form.vehicleMake, form.vehicleModel, form.vehicleTrim].map((part) =>
    part.trim(),
  );
  if (!parts[0] || !parts[1] || !parts[2]) return null;
  return parts.filter(Boolean).join(" ");
}

/** What the customer asked for: where, which services, when and how. */
interface VisitRequest {
  store: WizardStore;
  service: WizardService;
  /** Services done after the main one, in order. */
  addOns: readonly WizardService[];
  visit: VisitKind;
  date: string;
  /** The start time; for a drop-off, the store's opening time. */
  time: string;
  form: CustomerForm;
}

/** Minutes of work in the visit: the main service and each add-on. */
export const visitMinutes = ({ service, addOns }: Pick<VisitRequest, "service" | "addOns">) =>
  addOns.reduce((total, addOn) => total + addOn.durationMinutes, service.durationMinutes);

/** POST /api/bookAppointment's body. The vehicle is sent only if any part of it was given (SPEC). */
export function bookingBody(
  args: VisitRequest & {
    idempotencyKey: string;
    /** Tires carried in from the tire pages, sent only with the installation service. */
    tires?: { productId: string; quantity: number } | null;
  },
) {
  const { store, service, addOns, visit, date, time, form, idempotencyKey, tires } = args;
  const vehicle = {
    year: form.vehicleYear,
    make: form.vehicleMake,
    model: form.vehicleModel,
    trim: form.vehicleTrim,
  };
  // On-site work names the site and the machine instead of a car (a car sent with it is refused).
  const onSite = visit === "on-site";
  return {
    storeGroupEmail: store.email,
    serviceName: service.name,
    durationMinutes: service.durationMinutes,
    date,
    time,
    customer: { firstName: form.firstName, lastName: form.lastName, email: form.email, phone: form.phone },
    ...(onSite ? { site: siteBody(siteOf(form)) } : Object.values(vehicle).some(Boolean) ? { vehicle } : {}),
    comments: form.notes,
    ...textsBody(form),
    ...(tires ? { tires } : {}),
    addOns: addOns.map((addOn) => addOn.name),
    visit,
    idempotencyKey,
  };
}

/** What the confirmation step shows: the store's reply where it has it, else what was asked for. */
export function confirmationOf(
  reply: { message?: string; appointment?: Partial<Confirmation> },
  request: VisitRequest,
): Confirmation {
  const { store, service, addOns, visit, date, time, form } = request;
  const appointment = reply.appointment ?? {};
  const minutes = visitMinutes(request);
  return {
    status: appointment.status === "confirmed" ? "confirmed" : "requested",
    reference: appointment.reference ?? "",
    storeName: appointment.storeName ?? store.name,
    storeAddress: appointment.storeAddress ?? `${store.address}, ${store.city}, ${store.state} ${store.zip}`,
    storePhone: appointment.storePhone ?? store.phone,
    services: appointment.services ?? [service, ...addOns].map((s) => s.name),
    durationMinutes: appointment.durationMinutes ?? minutes,
    dateLabel: formatAppointmentDate(date),
    timeLabel: formatAppointmentTime(time),
    visit: appointment.visit ?? visit,
    visitLabel: appointment.visitLabel ?? visitLine({ visit, time, minutes, readyBy: store.dropOff.readyBy }),
    cancelUrl: appointment.cancelUrl,
    icsUrl: appointment.icsUrl,
    message: reply.message ?? "Your appointment request has been received.",
    vehicleLabel: visit === "on-site" ? undefined : (vehicleLabel(form) ?? undefined),
    arrivalWindow: appointment.arrivalWindow ?? (visit === "on-site" ? arrivalWindowAt(time)?.hours : null),
    siteLabel: visit === "on-site" ? siteAddressLine(siteBody(siteOf(form))) : null,
    tires: appointment.tires ?? null,
  };
}
