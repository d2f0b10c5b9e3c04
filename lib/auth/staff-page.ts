import "server-only";
import { notFound, redirect } from "next/navigation";
import { requireStaff } from "./require-staff";
import type { StaffMember, StaffRole } from "./roles";
import { StaffRefusal } from "./staff-refusal";

/** Where staff sign in; `next` brings them back, `reason` says why they are there. */
export const SIGN_IN_PATH = "/staff/sign-in";

export function signInHref(next: string, reason?: "role" | "expired"): string {
  const query = new URLSearchParams({ next });
  if (reason) query.set("reason", reason);
  return `${SIGN_IN_PATH}?${query}`;
}

/**
 * requireStaff for a page (`path` is the page's own address, to come back to): not signed in or
 * without the role, to the sign-in page; another store's record, a 404. Other refusals (503,
 * 429) are thrown on to the error page.
 */
export async function staffPage(path: string, role: StaffRole, storeId?: number): Promise<StaffMember> {
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
