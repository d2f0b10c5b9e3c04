"use server";

import { cookies } from "next/headers";
import { actionRequest } from "@/lib/forms/action-request";
import { postedFormData } from "@/lib/http/posted-form-data";
import type { BookingFormState } from "./booking-form";
import { answerBookingForm } from "./booking-form-answer";
import { PROOF_COOKIE, proofCookieOptions } from "./contact-gate";

/** The plain request form's server action (/schedule/request): books, or says what to fix. */
export async function requestAppointment(
  _previous: BookingFormState | null,
  form: FormData,
): Promise<BookingFormState> {
  postedFormData(form);
  const request = await actionRequest();
  return answerBookingForm(form, request, Date.now(), async (token) => {
    (await cookies()).set(PROOF_COOKIE, token, proofCookieOptions(request));
  });
}
