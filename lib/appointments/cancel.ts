import { findForLink, NOT_FOUND_MESSAGE } from "./lifecycle";
import type { Appointment } from "@/lib/db/types";

export type LookupResult =
  { ok: true; appointment: Appointment } | { ok: false; status: 404; message: string };

/** Finds an appointment by reference, only for the holder of the customer's link token. */
export async function findAppointmentForToken(reference: string, token: string): Promise<LookupResult> {
  const found = await findForLink(reference, token, "customer");
  return found
    ? { ok: true, appointment: found.appointment }
    : { ok: false, status: 404, message: NOT_FOUND_MESSAGE };
}
