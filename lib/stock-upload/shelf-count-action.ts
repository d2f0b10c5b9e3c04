"use server";

import { redirect } from "next/navigation";
import { withRequestHeaders } from "@/lib/auth/request-scope";
import { requireStaff } from "@/lib/auth/require-staff";
import { StaffRefusal } from "@/lib/auth/staff-refusal";
import { actionRequest } from "@/lib/forms/action-request";
import { textsOf } from "@/lib/forms/form-values";
import { postedFormData } from "@/lib/http/posted-form-data";
import { changeShelfCount } from "@/lib/stock/shelf-count";

/**
 * A row's "Set count" or "Add received", posted with or without JavaScript: back to the same page
 * of stock (its address is posted along) with what became of it.
 */
export async function changeShelfAction(form: FormData): Promise<void> {
  postedFormData(form);
  const fields = textsOf(form, [
    "locationId",
    "offerId",
    "kind",
    "onHand",
    "expectedOnHand",
    "received",
    "back",
  ]);
  let outcome;
  try {
    const member = await withRequestHeaders(await actionRequest(), () => requireStaff("Staff.Store"));
    outcome = await changeShelfCount(member, fields);
  } catch (error) {
    if (!(error instanceof StaffRefusal)) throw error;
    outcome = { ok: false, message: error.message };
  }
  // Only our own stock page's addresses come back; anything else goes to the page itself.
  const back = new URL(
    fields.back.startsWith("/admin/inventory") ? fields.back : "/admin/inventory",
    "http://x",
  );
  back.searchParams.delete("saved");
  back.searchParams.delete("problem");
  back.searchParams.set(outcome.ok ? "saved" : "problem", outcome.message);
  back.hash = "stock-notice";
  redirect(`/admin/inventory${back.search}${back.hash}`);
}
