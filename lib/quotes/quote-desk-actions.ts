"use server";

import { clientAddress } from "@/lib/api/client-address";
import { requireStaff } from "@/lib/auth/require-staff";
import { StaffRefusal } from "@/lib/auth/staff-refusal";
import { actionRequest } from "@/lib/forms/action-request";
import { textOf } from "@/lib/forms/form-values";
import { changeQuote } from "./quote-desk";
import type { QuoteFormAnswer } from "./quote-desk-form";

/**
 * The quote request's form posted without JavaScript: the same checks, guard and history as
 * PATCH /api/admin/quotes/{reference}, which the form calls with JavaScript. "Assign to me"
 * posts the form with the one who is signed in as the assignee.
 */
export async function saveQuoteForm(
  _previous: QuoteFormAnswer | null,
  form: FormData,
): Promise<QuoteFormAnswer> {
  try {
    const member = await requireStaff("Staff.Sales");
    const reference = textOf(form, "reference");
    const message = textOf(form, "message");
    const answer = await changeQuote(
      reference,
      {
        expectedState: textOf(form, "expectedState"),
        state: textOf(form, "state"),
        assignee: form.get("assignToMe") ? member.name : textOf(form, "assignee"),
        note: textOf(form, "note"),
        ...(message.trim() ? { message } : {}),
      },
      member,
      clientAddress(await actionRequest()),
    );
    return { tone: answer.status === 200 ? "done" : "failed", text: answer.body.message };
  } catch (error) {
    if (error instanceof StaffRefusal) return { tone: "failed", text: error.message };
    throw error;
  }
}
