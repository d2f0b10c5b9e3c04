import "server-only";
import { headers } from "next/headers";
import { locations } from "@/data/locations";
import { settings } from "@/lib/settings";
import { passwordMember } from "./status-password";
import { actsForStore, hasRole, type StaffMember, type StaffRole } from "./roles";
import { StaffRefusal } from "./staff-refusal";

export const NOT_SIGNED_IN_MESSAGE = "Please sign in with your company account.";
export const WRONG_ROLE_MESSAGE =
  "Your account does not have access to this page. Ask an operator if it should.";
export const NOT_FOUND_FOR_STAFF = "We couldn't find that.";

/**
 * The one check every staff page, staff API and staff form makes for itself: who is asking, and
 * may they do this? Resolves to the member; otherwise throws a StaffRefusal (401 not signed in,
 * 403 wrong role, 404 another store's record, 429 too many wrong passwords, 503 no sign-in set up).
 * `storeId` narrows the check to one store: a store's staff see theirs only, and another store's
 * record answers 404, as if it did not exist.
 */
export async function requireStaff(role: StaffRole, storeId?: number): Promise<StaffMember> {
  const member = await currentStaff();
  if (!hasRole(member, role)) throw new StaffRefusal(403, WRONG_ROLE_MESSAGE);
  if (storeId !== undefined && !actsForStore(member, storeId))
    throw new StaffRefusal(404, NOT_FOUND_FOR_STAFF);
  return member;
}

/** Who is asking, whatever they may do; throws a StaffRefusal when nobody is signed in. */
export async function currentStaff(): Promise<StaffMember> {
  const { statusPassword } = settings();
  const requestHeaders = await headers();
  if (statusPassword) return passwordMember(requestHeaders);
  if (process.env.NODE_ENV !== "production") return DEVELOPMENT_MEMBER;
  throw new StaffRefusal(
    503,
    "Staff pages are switched off: set the Microsoft Entra sign-in settings or STATUS_PASSWORD on the server.",
  );
}

/** Local runs without any sign-in set up: one operator, so every page can be tried. */
const DEVELOPMENT_MEMBER: StaffMember = {
  email: "development@localhost",
  name: "Local development",
  roles: ["Staff.Operator"],
  storeIds: locations.map((l) => l.id),
  signedInWith: "development",
};
