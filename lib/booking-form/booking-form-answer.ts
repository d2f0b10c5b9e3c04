import { bookAppointment, bookingProblem, isRepeat } from "@/lib/appointments/book";
import { CONTACT_PROOF_MESSAGES, maskedContact } from "@/lib/contact-proof/rules";
import { textOf } from "@/lib/forms/form-values";
import { codeContact, contactGate, type ContactGate } from "./contact-gate";
import { customerOrigin } from "@/lib/appointment-actions/change-origin";
import { formRateLimit } from "@/lib/forms/action-request";
import { isBot } from "@/lib/forms/form-values";
import { bookingBodyOfPost, customerOfPost, vehicleLine, type BookingFormState } from "./booking-form";
import { validateBookingRequest } from "@/lib/scheduling/booking-request";
import { customerFieldErrors, firstCustomerProblem } from "./customer-form";
import { siteAddressLine } from "@/lib/scheduling/on-site";
import { siteBody, siteOf } from "./site-form";
import { findSchedulerService } from "@/lib/scheduling/services";
import { isOnSiteService } from "@/lib/scheduling/visit";

/** The JSON API's answer to a filled-in honeypot. */
const REFUSED = "Invalid appointment details.";

/**
 * A request posted from the plain form (/schedule/request, no JavaScript needed): the wizard's
 * own field checks and words first, then exactly what POST /api/bookAppointment does (its limit,
 * validation and booking, in its words). Booked, the state carries the confirmation.
 */
export async function answerBookingForm(
  form: FormData,
  request: Request,
  now = Date.now(),
  /** Keeps the proof of the address in the browser (the server action sets the cookie). */
  keepProof: (token: string) => void | Promise<void> = () => {},
): Promise<BookingFormState> {
  const customer = customerOfPost(form);
  const service = findSchedulerService(String(form.get("serviceName") ?? ""));
  const onSite = Boolean(service && isOnSiteService(service));
  const time = String(form.get("time") ?? "");
  const refused = (problem: string | null, fieldErrors = {}): BookingFormState => ({
    confirmation: null,
    problem,
    fieldErrors,
    customer,
    time,
  });
  const limited = await formRateLimit(request, "book", 10, 60_000);
  if (limited) return refused(limited);
  if (isBot(form)) return refused(REFUSED);
  const first = firstCustomerProblem(customer, now, onSite);
  if (first) return refused(first, customerFieldErrors(customer, now, onSite));
  const validation = validateBookingRequest(bookingBodyOfPost(form, customer, onSite));
  if (!validation.ok) return refused(validation.message);
  const booking = validation.data;
  // The same gate as the API: the address is proven (a code, or this browser's earlier proof)
  // before anything is held. A repeat of a booked request holds nothing new.
  let contactProven = false;
  if (!(await isRepeat(booking))) {
    const problem = await bookingProblem(booking, now);
    if (problem) return refused(problem.message);
    const typed = textOf(form, "resendCode")
      ? null
      : { id: textOf(form, "contactProofId"), code: textOf(form, "contactCode") };
    const gate: ContactGate = await contactGate(
      request,
      booking.customer.email,
      booking.texts?.mobile ?? null,
      typed?.id ? typed : null,
      now,
    );
    if (gate.kind === "code-sent")
      return { ...refused(null), codePending: { ...gate.verification, message: gate.message } };
    if (gate.kind === "code-refused" && typed?.id) {
      const sentTo = maskedContact(codeContact(booking.customer.email, booking.texts?.mobile ?? null));
      const pending = {
        id: typed.id,
        sentTo,
        expiresInMinutes: 15,
        message: CONTACT_PROOF_MESSAGES.sent(sentTo),
      };
      return { ...refused(gate.message), codePending: pending };
    }
    if (gate.kind !== "proven") return refused(gate.message);
    if (gate.proofToken) await keepProof(gate.proofToken);
    contactProven = true;
  }
  const outcome = await bookAppointment(booking, now, customerOrigin(request), contactProven);
  // Any other outcome is refused in its own words; the form shows them as they are.
  if (outcome.kind !== "booked") return refused(outcome.message);
  const { message, appointment: a } = outcome;
  return {
    confirmation: {
      reference: a.reference,
      storeName: a.storeName,
      storeAddress: a.storeAddress,
      storePhone: a.storePhone,
      services: a.services,
      durationMinutes: a.durationMinutes,
      dateLabel: a.dateLabel,
      timeLabel: a.timeLabel,
      visit: a.visit,
      visitLabel: a.visitLabel,
      arrivalWindow: a.arrivalWindow,
      siteLabel: onSite ? siteAddressLine(siteBody(siteOf(customer))) : null,
      cancelUrl: a.cancelUrl,
      icsUrl: a.icsUrl,
      message,
      vehicleLabel: onSite ? undefined : (vehicleLine(customer) ?? undefined),
      tires: a.tires,
      status: a.status === "confirmed" ? "confirmed" : "requested",
    },
    problem: null,
    fieldErrors: {},
    customer,
    time,
  };
}
