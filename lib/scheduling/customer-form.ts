import { BOOKING_MESSAGES, EMAIL_PATTERN } from "./booking-checks";

/** What the customer types on the information step (SPEC's booking form). */
export interface CustomerForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleTrim: string;
  notes: string;
}

export const CUSTOMER_FORM_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "vehicleYear",
  "vehicleMake",
  "vehicleModel",
  "vehicleTrim",
  "notes",
] as const satisfies readonly (keyof CustomerForm)[];

export const EMPTY_FORM: CustomerForm = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  vehicleYear: "",
  vehicleMake: "",
  vehicleModel: "",
  vehicleTrim: "",
  notes: "",
};

export type FieldErrors = Partial<Record<keyof CustomerForm, string>>;

const blank = (value: string) => value.trim() === "";
const phoneDigits = (phone: string) => phone.replace(/\D/g, "").length;

/** Every field's own problem at once, worded for the field it sits next to. */
export function customerFieldErrors(form: CustomerForm): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(form.firstName)) errors.firstName = "Please enter your first name.";
  if (blank(form.lastName)) errors.lastName = "Please enter your last name.";
  if (blank(form.email)) errors.email = "Please enter your email address.";
  else if (!EMAIL_PATTERN.test(form.email.trim())) errors.email = BOOKING_MESSAGES.email;
  if (blank(form.phone)) errors.phone = "Please enter your phone number.";
  else if (phoneDigits(form.phone) !== 10) errors.phone = BOOKING_MESSAGES.phone;
  if (!form.vehicleYear) errors.vehicleYear = "Please select your vehicle's year.";
  if (!form.vehicleMake) errors.vehicleMake = "Please select your vehicle's make.";
  if (!form.vehicleModel) errors.vehicleModel = "Please select your vehicle's model.";
  return errors;
}

/**
 * The one message shown above the buttons: SPEC's checks in SPEC's order (required fields, then
 * the e-mail), then ours (the phone's ten digits, then the vehicle).
 */
export function firstCustomerProblem(form: CustomerForm): string | null {
  if ([form.firstName, form.lastName, form.email, form.phone].some(blank)) return BOOKING_MESSAGES.required;
  if (!EMAIL_PATTERN.test(form.email.trim())) return BOOKING_MESSAGES.email;
  if (phoneDigits(form.phone) !== 10) return BOOKING_MESSAGES.phone;
  if (!form.vehicleYear || !form.vehicleMake || !form.vehicleModel) return BOOKING_MESSAGES.vehicle;
  return null;
}
