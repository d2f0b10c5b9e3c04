"use server";

import { postedFormData } from "@/lib/http/posted-form-data";

import { redirect } from "next/navigation";
import { removeStaffEntry, saveStaffEntry, type StaffListOutcome } from "./staff-list";
import { StaffRefusal } from "./staff-refusal";

/** Back to the list with the outcome in its address, so the forms work without JavaScript. */
function back(outcome: StaffListOutcome): never {
  redirect(`/admin/staff?${new URLSearchParams({ [outcome.ok ? "saved" : "problem"]: outcome.message })}`);
}

async function refusedOr(work: () => Promise<StaffListOutcome>): Promise<StaffListOutcome> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaffRefusal) return { ok: false, message: error.message };
    throw error;
  }
}

export async function saveStaffEntryAction(form: FormData): Promise<void> {
  postedFormData(form);
  back(
    await refusedOr(() =>
      saveStaffEntry({
        email: form.get("email") ?? "",
        name: form.get("name") ?? "",
        storeIds: form.getAll("store").map(String),
        salesDesk: form.get("salesDesk") === "yes",
      }),
    ),
  );
}

export async function removeStaffEntryAction(form: FormData): Promise<void> {
  postedFormData(form);
  back(await refusedOr(() => removeStaffEntry(form.get("email"))));
}
