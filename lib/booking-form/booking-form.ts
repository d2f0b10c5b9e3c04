// The plain request form's fields (/schedule/request, which works without JavaScript) as its
// server action reads them; no server code, since the form runs in the browser too.
import { textOf } from "@/lib/forms/form-values";
import type { Confirmation } from "@/lib/scheduling/confirmation";
import type { CodePending } from "./booking-errors";
import { EMPTY_FORM, type CustomerForm, type FieldErrors } from "./customer-fields";
import { textsBody } from "./customer-form";
import { siteBody, siteOf } from "./site-form";

/** What the form shows after the server answered a post of it. */
export interface BookingFormState {
  /** The request is in: the confirmation replaces the form. */
  confirmation: Confirmation | null;
  /** The one message above the button (the wizard's words, then the booking's). */
  problem: string | null;
  fieldErrors: FieldErrors;
  /** What was typed, kept when the request was not made. */
  customer: CustomerForm;
  /** The time that was chosen, kept to choose again. */
  time: string;
  /** A code was sent to the customer's address: the form asks for it. */
  codePending?: CodePending | null;
}

/**
 * The customer's details as posted: the scheduler's own field names (its vehicle lists name their
 * fields year, make, model and trim; its site fields site-street, site-city, …).
 */
export function customerOfPost(form: FormData): CustomerForm {
  const text = (name: string) => textOf(form, name);
  return {
    ...EMPTY_FORM,
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    phone: text("phone"),
    vehicleYear: text("vehicleYear") || text("year"),
    vehicleMake: text("vehicleMake") || text("make"),
    vehicleModel: text("vehicleModel") || text("model"),
    vehicleTrim: text("vehicleTrim") || text("trim"),
    vehicleUnlisted: text("vehicleUnlisted") ? "yes" : "",
    notes: text("notes"),
    textUpdates: text("textUpdates") ? "yes" : "",
    textMobile: text("textMobile"),
    siteStreet: text("site-street"),
    siteCity: text("site-city"),
    siteState: text("site-state"),
    siteZip: text("site-zip"),
    siteDirections: text("site-directions"),
    siteMachine: text("site-machine"),
    siteTireSize: text("site-tireSize"),
    sitePosition: text("site-position"),
  };
}

/** The vehicle as one line ("2008 Ford F-150"), or null while year, make or model is missing. */
export function vehicleLine(customer: CustomerForm): string | null {
  const parts = [customer.vehicleYear, customer.vehicleMake, customer.vehicleModel, customer.vehicleTrim].map(
    (part) => part.trim(),
  );
  return parts[0] && parts[1] && parts[2] ? parts.filter(Boolean).join(" ") : null;
}

/** POST /api/bookAppointment's body from the posted form: the vehicle only if any part was given. */
export function bookingBodyOfPost(form: FormData, customer: CustomerForm, onSite: boolean) {
  const vehicle = {
    year: customer.vehicleYear,
    make: customer.vehicleMake,
    model: customer.vehicleModel,
    trim: customer.vehicleTrim,
  };
  const key = textOf(form, "idempotencyKey");
  return {
    storeGroupEmail: textOf(form, "storeGroupEmail"),
    serviceName: textOf(form, "serviceName"),
    date: textOf(form, "date"),
    time: textOf(form, "time"),
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
    },
    ...(onSite
      ? { site: siteBody(siteOf(customer)) }
      : Object.values(vehicle).some((part) => part.trim())
        ? { vehicle }
        : {}),
    comments: customer.notes,
    ...textsBody(customer),
    visit: onSite ? "on-site" : "wait",
    ...(key ? { idempotencyKey: key } : {}),
  };
}
