import { clientAddress } from "@/lib/http/client-address";
import { requireStaff } from "@/lib/auth/require-staff";
import { StaffRefusal } from "@/lib/auth/staff-refusal";
import { formRateLimit } from "@/lib/forms/action-request";
import { textsOf } from "@/lib/forms/form-values";
import { bookAtCounter, COUNTER_FIELDS, type CounterForm } from "@/lib/appointments/counter-booking";

/** The counter form after a refused post: what to put right, and everything typed, kept. */
export interface CounterFormState {
  message: string | null;
  values: CounterForm | null;
  /** Counts posts, so the form is drawn afresh with the kept values after each one. */
  attempt: number;
}

export type CounterAnswer =
  { kind: "booked"; message: string; dayHref: string } | { kind: "refused"; state: CounterFormState };

export function counterFormOf(form: FormData): CounterForm {
  return {
    ...textsOf(form, COUNTER_FIELDS),
    addOns: form
      .getAll("addOn")
      .map((v) => (typeof v === "string" ? v : ""))
      .filter(Boolean),
  };
}

/**
 * A counter booking posted by a signed-in member with the Staff.Store role, for a store they act
 * for. Booked: the day view of its store and day to go to. Refused: the reason, in words.
 */
export async function answerCounterBooking(
  previous: CounterFormState | null,
  form: FormData,
  request: Request,
): Promise<CounterAnswer> {
  const values = counterFormOf(form);
  const attempt = (previous?.attempt ?? 0) + 1;
  const refused = (message: string): CounterAnswer => ({
    kind: "refused",
    state: { message, values, attempt },
  });
  const limited = await formRateLimit(request, "staff-action", 120, 60_000);
  if (limited) return refused(limited);
  try {
    const member = await requireStaff("Staff.Store");
    const outcome = await bookAtCounter(member, values, clientAddress(request));
    if (outcome.kind === "refused") return refused(outcome.message);
    const day = new URLSearchParams({
      view: "day",
      store: outcome.store.slug,
      from: outcome.date,
      booked: outcome.message,
    });
    return { kind: "booked", message: outcome.message, dayHref: `/admin/appointments?${day}#booked` };
  } catch (error) {
    if (error instanceof StaffRefusal) return refused(error.message);
    throw error;
  }
}
