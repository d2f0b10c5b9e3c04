"use server";

import { actionRequest } from "@/lib/forms/action-request";
import type { BookingFormState } from "./booking-form";
import { answerBookingForm } from "./booking-form-answer";

/** The plain request form's server action (/schedule/request): books, or says what to fix. */
export async function requestAppointment(
  _previous: BookingFormState | null,
  form: FormData,
): Promise<BookingFormState> {
  return answerBookingForm(form, await actionRequest());
}
