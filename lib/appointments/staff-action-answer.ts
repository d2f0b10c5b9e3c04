import { formRateLimit } from "@/lib/forms/action-request";
import { textOf } from "@/lib/forms/form-values";
import { actAsStore } from "./lifecycle";
import { storeActionOf, storeActionSchema } from "./params";

/** What one appointment's card on the staff list says after a form of it was posted. */
export interface StaffActionState {
  tone: "done" | "failed";
  text: string;
}

/** The actions a card's buttons post without JavaScript (a move needs the live slot picker). */
const POSTED_ACTIONS = ["confirm", "decline", "complete", "no_show"] as const;

/**
 * A staff list card's action posted without JavaScript. Authorised exactly as
 * POST /api/appointments/{reference}/store-action, which the buttons call with JavaScript: by
 * the store's token the list hands each card (the list itself is behind the staff password in
 * proxy.ts), with the same limit, checks and words.
 */
export async function answerStaffAction(form: FormData, request: Request): Promise<StaffActionState> {
  const limited = await formRateLimit(request, "store-action", 60, 60_000);
  if (limited) return { tone: "failed", text: limited };
  const action = textOf(form, "action");
  const parsed = storeActionSchema.safeParse({
    reference: textOf(form, "reference"),
    storeToken: textOf(form, "storeToken"),
    action: (POSTED_ACTIONS as readonly string[]).includes(action) ? action : "",
    ...(action === "decline" ? { reason: textOf(form, "reason") } : {}),
  });
  if (!parsed.success) return { tone: "failed", text: parsed.error.issues[0]?.message ?? "Invalid request." };
  const outcome = await actAsStore(parsed.data.reference, parsed.data.storeToken, storeActionOf(parsed.data));
  return { tone: outcome.status === 200 ? "done" : "failed", text: outcome.body.message };
}
