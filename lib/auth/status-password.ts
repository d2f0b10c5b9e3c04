import "server-only";
import { timingSafeEqual } from "node:crypto";
import { locations } from "@/data/locations";
import { settings } from "@/lib/settings";
import type { StaffMember } from "./roles";
import { StaffRefusal } from "./staff-refusal";

export const BASIC_CHALLENGE = 'Basic realm="Allegheny Tire staff", charset="UTF-8"';

/** Everyone with the shared password acts as one operator: there is no one else to name. */
const PASSWORD_MEMBER: StaffMember = {
  email: "status-password",
  name: "Staff (shared password)",
  roles: ["Staff.Operator"],
  storeIds: locations.map((l) => l.id),
  signedInWith: "status-password",
};

/** Does an Authorization header carry the status password (any user name)? */
export function passwordMatches(authorization: string | null, password: string): boolean {
  const supplied = authorization?.startsWith("Basic ")
    ? Buffer.from(authorization.slice(6), "base64").toString("utf8")
    : "";
  const given = Buffer.from(supplied.slice(supplied.indexOf(":") + 1));
  const expected = Buffer.from(password);
  return supplied.includes(":") && given.length === expected.length && timingSafeEqual(given, expected);
}

/** The shared-password member, or a 401 that asks the browser for the password. */
export async function passwordMember(requestHeaders: Headers): Promise<StaffMember> {
  const password = settings().statusPassword;
  if (password && passwordMatches(requestHeaders.get("authorization"), password)) return PASSWORD_MEMBER;
  throw new StaffRefusal(401, "Authentication required.", { "WWW-Authenticate": BASIC_CHALLENGE });
}
