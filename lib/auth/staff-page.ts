import "server-only";
import { notFound, redirect } from "next/navigation";
import { requireStaff, signInMode } from "./require-staff";
import type { StaffMember, StaffRole } from "@/lib/staff/roles";
import { signInHref } from "./sign-in-paths";
import { StaffRefusal } from "./staff-refusal";

/**
 * requireStaff for a page (`path` is the page's own address, to come back to): not signed in or
 * without the role, to the sign-in page (which says which); another store's record, a 404. Other
 * refusals (503, 429) are thrown on to the error page.
 */
export async function staffPage(
  path: string,
  role: StaffRole | readonly StaffRole[],
  storeId?: number,
): Promise<StaffMember> {
  try {
    return await requireStaff(role, storeId);
  } catch (error) {
    if (!(error instanceof StaffRefusal)) throw error;
    if (error.status === 404) notFound();
    if (error.status === 401) redirect(signInHref(path));
    if (error.status === 403) redirect(signInHref(path, "role"));
    throw error;
  }
}

/** The status pages: operators only once any sign-in is set up, open (and saying so) before. */
export async function statusPage(path: string): Promise<StaffMember | null> {
  return signInMode() === "off" ? null : staffPage(path, "Staff.Operator");
}
