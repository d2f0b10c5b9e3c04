import { isEmailAddress } from "@/lib/core/address-rules";
import { BOOKING_MESSAGES } from "@/lib/scheduling/booking-checks";
import { TEXT_CONSENT_MESSAGES, usPhoneDigits } from "@/lib/scheduling/text-consent";
import type { CustomerForm, FieldErrors } from "./customer-fields";
import { firstSiteProblem, siteFormErrors, siteOf } from "./site-form";
import {
  VEHICLE_MAKE_MAX,
  VEHICLE_MODEL_MAX,
  VEHICLE_TRIM_MAX,
  vehicleTextProblem,
  vehicleYearProblem,
} from "@/lib/scheduling/vehicle-text";

export const TYPED_VEHICLE_MISSING = "Please enter your vehicle's year, make and model.";

const blank = (value: string) => value.trim() === "";
const phoneDigits = (phone: string) => phone.replace(/\D/g, "").length;

/** The vehicle chosen from our lists: each part must be picked. */
function listedVehicleErrors(form: CustomerForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.vehicleYear) errors.vehicleYear = "Please select your vehicle's year.";
  if (!form.vehicleMake) errors.vehicleMake = "Please select your vehicle's make.";
  if (!form.vehicleModel) errors.vehicleModel = "Please select your vehicle's model.";
  return errors;
}

/** The vehicle typed by hand: each part is checked as text (the trim may stay empty). */
function typedVehicleErrors(form: CustomerForm, now: number): FieldErrors {
  const errors: FieldErrors = {};
  const problems: [keyof CustomerForm, string | null][] = [
    [
      "vehicleYear",
      blank(form.vehicleYear)
        ? "Please enter your vehicle's year."
        : vehicleYearProblem(form.vehicleYear, now),
    ],
    [
      "vehicleMake",
      blank(form.vehicleMake)
        ? "Please enter your vehicle's make."
        : vehicleTextProblem(form.vehicleMake, "make", VEHICLE_MAKE_MAX),
    ],
    [
      "vehicleModel",
      blank(form.vehicleModel)
        ? "Please enter your vehicle's model."
        : vehicleTextProblem(form.vehicleModel, "model", VEHICLE_MODEL_MAX),
    ],
    ["vehicleTrim", vehicleTextProblem(form.vehicleTrim, "trim", VEHICLE_TRIM_MAX)],
  ];
  for (const [field, problem] of problems) if (problem) errors[field] = problem;
  return errors;
}

/** The vehicle's problems alone, by field, for whichever way it was given. */
export function vehicleFieldErrors(form: CustomerForm, now = Date.now()): FieldErrors {
  return form.vehicleUnlisted === "yes" ? typedVehicleErrors(form, now) : listedVehicleErrors(form);
}

/**
 * Every field's own problem at once, worded for the field it sits next to. `onSite`: the request
 * is for on-site work, so the site is asked for instead of the vehicle.
 */
export function customerFieldErrors(form: CustomerForm, now = Date.now(), onSite = false): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(form.firstName)) errors.firstName = "Please enter your first name.";
  if (blank(form.lastName)) errors.lastName = "Please enter your last name.";
  if (blank(form.email)) errors.email = "Please enter your email address.";
  else if (!isEmailAddress(form.email.trim())) errors.email = BOOKING_MESSAGES.email;
  if (blank(form.phone)) errors.phone = "Please enter your phone number.";
  else if (phoneDigits(form.phone) !== 10) errors.phone = BOOKING_MESSAGES.phone;
  const mobile = textMobileProblem(form);
  if (mobile) errors.textMobile = mobile;
  return { ...errors, ...(onSite ? siteFormErrors(form) : vehicleFieldErrors(form, now)) };
}

/**
 * Where texts go: the mobile number typed for them, else the phone above (a form posted without
 * JavaScript shows no separate field).
 */
const textNumber = (form: CustomerForm) => (blank(form.textMobile) ? form.phone : form.textMobile);

/** The mobile number for texts, when texts were chosen: a US number. */
function textMobileProblem(form: CustomerForm): string | null {
  if (form.textUpdates !== "yes") return null;
  return usPhoneDigits(textNumber(form)) ? null : TEXT_CONSENT_MESSAGES.mobileInvalid;
}

/** The request body's texts part: present only when the customer ticked the box. */
export function textsBody(form: CustomerForm) {
  return form.textUpdates === "yes" ? { texts: { mobile: textNumber(form), consent: true as const } } : {};
}

/** The vehicle's one message: missing parts together, else the first part's own problem. */
function vehicleProblem(form: CustomerForm, now: number): string | null {
  const errors = vehicleFieldErrors(form, now);
  if (Object.keys(errors).length === 0) return null;
  if (form.vehicleUnlisted !== "yes") return BOOKING_MESSAGES.vehicle;
  if ([form.vehicleYear, form.vehicleMake, form.vehicleModel].some(blank)) return TYPED_VEHICLE_MISSING;
  return errors.vehicleYear ?? errors.vehicleMake ?? errors.vehicleModel ?? errors.vehicleTrim ?? null;
}

/**
 * The one message shown above the buttons: SPEC's checks in SPEC's order (required fields, then
 * the e-mail), then ours (the phone's ten digits, then the vehicle, or the site for on-site work).
 */
export function firstCustomerProblem(form: CustomerForm, now = Date.now(), onSite = false): string | null {
  if ([form.firstName, form.lastName, form.email, form.phone].some(blank)) return BOOKING_MESSAGES.required;
  if (!isEmailAddress(form.email.trim())) return BOOKING_MESSAGES.email;
  if (phoneDigits(form.phone) !== 10) return BOOKING_MESSAGES.phone;
  return (onSite ? firstSiteProblem(siteOf(form)) : vehicleProblem(form, now)) ?? textMobileProblem(form);
}
