import "server-only";
import { cache } from "react";
import { locations } from "@/data/locations";
import { getDatabase } from "@/lib/db";
import { settings } from "@/lib/settings";
import { actsForStore, hasRole, isStaffRole, type StaffMember, type StaffRole } from "@/lib/staff/roles";
import type { StatusAudience } from "@/lib/status/operations";
import { cookieValue, requestHeaders } from "./request-scope";
import { readSession, SESSION_COOKIE } from "./session";
import { StaffRefusal } from "./staff-refusal";
import { PASSWORD_MEMBER, passwordMatches, passwordMember } from "./status-password";

export const NOT_SIGNED_IN_MESSAGE = "Please sign in with your company account.";
export const WRONG_ROLE_MESSAGE = "Your account does not have access to this. Ask an operator if it should.";
export const NOT_FOUND_FOR_STAFF = "We couldn't find that.";
export const SIGN_IN_OFF_MESSAGE =
  "Staff pages are switched off: set the Microsoft Entra sign-in settings (or STATUS_PASSWORD) on the server.";

const ALL_STORES = locations.map((l) => l.id);

/**
 * The one check every staff page, staff API and staff form makes for itself: who is asking, and
 * may they do this? Resolves to the member; otherwise throws a StaffRefusal (401 not signed in,
 * 403 wrong role, 404 another store's record, 429 too many wrong passwords, 503 no sign-in set up).
 * `storeId` narrows the check to one store: a store's staff see theirs only, and another store's
 * record answers 404, as if it did not exist.
 */
export async function requireStaff(
  role: StaffRole | readonly StaffRole[],
  storeId?: number,
): Promise<StaffMember> {
  const member = await currentStaff();
  const roles: readonly StaffRole[] = typeof role === "string" ? [role] : role;
  if (!roles.some((one) => hasRole(member, one))) throw new StaffRefusal(403, WRONG_ROLE_MESSAGE);
  if (storeId !== undefined && !actsForStore(member, storeId))
    throw new StaffRefusal(404, NOT_FOUND_FOR_STAFF);
  return member;
}

/** How staff prove who they are on this server. */
export function signInMode(): "microsoft" | "status-password" | "development" | "off" {
  const { entra, statusPassword } = settings();
  if (entra) return "microsoft";
  if (statusPassword) return "status-password";
  return process.env.NODE_ENV === "production" ? "off" : "development";
}

/** Who is asking, whatever they may do; throws a StaffRefusal when nobody is signed in. */
export async function currentStaff(): Promise<StaffMember> {
  switch (signInMode()) {
    case "microsoft":
      return sessionMember(cookieValue(await requestHeaders(), SESSION_COOKIE));
    case "status-password":
      return passwordMember(await requestHeaders());
    case "development":
      return DEVELOPMENT_MEMBER;
    case "off":
      throw new StaffRefusal(503, SIGN_IN_OFF_MESSAGE);
  }
}

/**
 * The member behind a session cookie. Roles are the ones the ID token carried at sign-in; stores
 * are read from the staff list on every request, so an operator's change applies at once.
 */
// Once per page render for the same cookie: the staff header and the page both ask.
const sessionMember = cache(async (cookie: string | undefined): Promise<StaffMember> => {
  const secret = settings().entra!.secret;
  const session = await readSession(cookie, secret);
  if (!session) throw new StaffRefusal(401, NOT_SIGNED_IN_MESSAGE);
  const roles = session.roles.filter(isStaffRole);
  const operator = roles.includes("Staff.Operator");
  const entry = operator ? null : await (await getDatabase()).staff.staffEntry(session.email);
  return {
    email: session.email,
    name: session.name,
    roles,
    storeIds: operator ? ALL_STORES : (entry?.storeIds ?? []),
    signedInWith: "microsoft",
  };
});

/** Local runs without any sign-in set up: one operator, so every page can be tried. */
const DEVELOPMENT_MEMBER: StaffMember = {
  email: "development@localhost",
  name: "Local development",
  roles: ["Staff.Operator"],
  storeIds: ALL_STORES,
  signedInWith: "development",
};

/**
 * The status pages and their read-only APIs: operators only once any sign-in is set up. On a
 * production server with none, they stay open as before (they say on the page that they are open),
 * so the integration can be checked while sign-in is being set up, and then show no customer's
 * name, e-mail or phone (see statusAudience). Resolves to null when open.
 */
export async function requireStatusViewer(): Promise<StaffMember | null> {
  if (signInMode() === "off") return null;
  return requireStaff("Staff.Operator");
}

/**
 * requireStatusViewer, as whom the status is shown to: "staff" for a signed-in operator, "anyone"
 * when the pages are open, who sees counts and references but nothing that names a customer.
 */
export async function statusAudience(): Promise<StatusAudience> {
  return (await requireStatusViewer()) ? "staff" : "anyone";
}

/**
 * Who is signed in, for showing (the staff header): null rather than a refusal, and the shared
 * password is only compared, never counted, so showing a header can't lock anyone out.
 */
export async function signedInStaff(): Promise<StaffMember | null> {
  const mode = signInMode();
  if (mode === "status-password") {
    const password = settings().statusPassword!;
    return passwordMatches((await requestHeaders()).get("authorization"), password) ? PASSWORD_MEMBER : null;
  }
  if (mode === "off") return null;
  return currentStaff().catch((error: unknown) => {
    if (error instanceof StaffRefusal) return null;
    throw error;
  });
}
