"use server";

import { redirect } from "next/navigation";
import { actionRequest } from "@/lib/forms/action-request";
import { postedFormData } from "@/lib/http/posted-form-data";
import { answerCounterBooking, type CounterFormState } from "./counter-booking-answer";

/** The counter's "Book appointment", with or without JavaScript: booked, to the store's day. */
export async function bookAtCounterAction(
  previous: CounterFormState | null,
  form: FormData,
): Promise<CounterFormState> {
  postedFormData(form);
  const answer = await answerCounterBooking(previous, form, await actionRequest());
  if (answer.kind === "booked") redirect(answer.dayHref);
  return answer.state;
}
