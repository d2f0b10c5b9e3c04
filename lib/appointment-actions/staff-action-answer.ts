import { clientAddress } from "@/lib/http/client-address";
import { requireStaff } from "@/lib/auth/require-staff";
import { StaffRefusal } from "@/lib/auth/staff-refusal";
import { formRateLimit } from "@/lib/forms/action-request";
import { textOf } from "@/lib/forms/form-values";
import { actAsStaff } from "@/lib/appointments/lifecycle";
import { CHANGE_TONE } from "./change-tone";
import { staffActionSchema, storeActionOf } from "./params";

/** What one appointment's card on the staff list says after a form of it was posted. */
export interface StaffActionState {
  tone: "done" | "failed";
  text: string;
}

/** The actions a card's forms post without JavaScript (a proposed time needs the live slot picker). */
const POSTED_ACTIONS = ["confirm", "decline", "cancel", "complete", "no_show"] as const;

/**
 * A staff list card's action posted without JavaScript. Answered exactly as
 * POST /api/admin/appointments/{reference}, which the buttons call with JavaScript: as the
 * signed-in member (requireStaff; a refusal is the card's failed state, in its words), with the
 * same limit, checks and words, and the history names the member.
 */
export async function answerStaffAction(form: FormData, request: Request): Promise<StaffActionState> {
  const limited = await formRateLimit(request, "staff-action", 120, 60_000);
  if (limited) return { tone: "failed", text: limited };
  const action = textOf(form, "action");
  const parsed = staffActionSchema.safeParse({
    reference: textOf(form, "reference"),
    action: (POSTED_ACTIONS as readonly string[]).includes(action) ? action : "",
    ...(action === "decline" || action === "cancel" ? { reason: textOf(form, "reason") } : {}),
  });
  if (!parsed.success) return { tone: "failed", text: parsed.error.issues[0]?.message ?? "Invalid request." };
  try {
    const member = await requireStaff("Staff.Store");
    const outcome = await actAsStaff(
      parsed.data.reference,
      member,
      storeActionOf(parsed.data),
      clientAddress(request),
    );
    return { tone: CHANGE_TONE[outcome.kind], text: outcome.message };
  } catch (error) {
    if (error instanceof StaffRefusal) return { tone: "failed", text: error.message };
    throw error;
  }
}
