"use server";

import { clientAddress } from "@/lib/http/client-address";
import { requireStaff } from "@/lib/auth/require-staff";
import { StaffRefusal } from "@/lib/auth/staff-refusal";
import { actionRequest } from "@/lib/forms/action-request";
import { postedFormData } from "@/lib/http/posted-form-data";
import { textOf } from "@/lib/forms/form-values";
import { changeQuote, type QuoteChangeOutcome } from "@/lib/quote-requests/quote-desk";
import type { QuoteFormAnswer } from "./quote-desk-form";

/** How the form shows a change's outcome, in its own message; every kind is placed here. */
const TONE: Record<QuoteChangeOutcome["kind"], QuoteFormAnswer["tone"]> = {
  changed: "done",
  unchanged: "done",
  stale: "failed",
  invalid: "failed",
  "not-found": "failed",
};

/**
 * The quote request's form posted without JavaScript: the same checks, guard and history as
 * PATCH /api/admin/quotes/{reference}, which the form calls with JavaScript. "Assign to me"
 * posts the form with the one who is signed in as the assignee.
 */
/** A field's text as it is stored: trimmed, with the browser's CRLF line breaks as LF. */
const oneForm = (text: string) => text.replace(/\r\n?/g, "\n").trim();

export async function saveQuoteForm(
  _previous: QuoteFormAnswer | null,
  form: FormData,
): Promise<QuoteFormAnswer> {
  postedFormData(form);
  try {
    const member = await requireStaff("Staff.Sales");
    const reference = textOf(form, "reference");
    const message = textOf(form, "message");
    const total = textOf(form, "quotedTotal").trim();
    // Like the form's script, only the fields changed on the page are sent, each with what the
    // page showed: a colleague's save to another field meanwhile is kept, one to the same refused.
    const edited = (
      name: "assignee" | "note",
      shownAs: "expectedAssignee" | "expectedNote",
      value: string,
    ) => {
      const shown = form.get(shownAs);
      // A page older than these fields sends the value alone, guarded by the state only.
      if (typeof shown !== "string") return { [name]: value };
      return oneForm(value) === oneForm(shown) ? {} : { [name]: value, [shownAs]: shown };
    };
    const outcome = await changeQuote(
      reference,
      {
        expectedState: textOf(form, "expectedState"),
        state: textOf(form, "state"),
        ...edited(
          "assignee",
          "expectedAssignee",
          form.get("assignToMe") ? member.name : textOf(form, "assignee"),
        ),
        ...edited("note", "expectedNote", textOf(form, "note")),
        ...(message.trim() ? { message } : {}),
        ...(total && total !== textOf(form, "shownTotal") ? { quotedTotal: total } : {}),
      },
      member,
      clientAddress(await actionRequest()),
    );
    return { tone: TONE[outcome.kind], text: outcome.message };
  } catch (error) {
    if (error instanceof StaffRefusal) return { tone: "failed", text: error.message };
    throw error;
  }
}
