import {
  checkContactCode,
  sendContactCode,
  type CodeRequestOutcome,
} from "@/lib/contact-proof/contact-codes";
import { proofCookieProves, proofTokenFor, withProof } from "@/lib/contact-proof/proof-token";
import { CONTACT_PROOF, contactValue, type Contact } from "@/lib/contact-proof/rules";

/** The cookie that remembers, in this browser, that its customer proved an address. */
export const PROOF_COOKIE = "contact_proof";

/** The code a customer typed, with the challenge it answers (from the reply that asked for it). */
export interface TypedCode {
  id: string;
  code: string;
}

/**
 * May this request commit anything for `email`? `proven` (and, when a code proved it just now,
 * the cookie to set); else what to answer instead: a code was sent, the code was wrong, or too
 * many codes went to the address. Nothing is held before `proven`: a script that types strangers'
 * addresses holds no bay, truck or tire, and mails them nothing but a code.
 */
export type ContactGate =
  | { kind: "proven"; proofToken: string | null }
  | CodeRequestOutcome
  | { kind: "code-refused"; message: string };

export async function contactGate(
  request: Request,
  email: string,
  mobile: string | null,
  typed: TypedCode | null,
  now = Date.now(),
): Promise<ContactGate> {
  const cookie = cookieValue(request.headers.get("cookie"), PROOF_COOKIE);
  if (
    (await proofCookieProves(cookie, email, now)) ||
    (mobile !== null && (await proofCookieProves(cookie, mobile, now)))
  )
    return { kind: "proven", proofToken: null };
  // A customer who chose texts proves the mobile number (a code by text); else the address.
  const contact = codeContact(email, mobile);
  if (!typed) return sendContactCode(contact, now);
  const check = await checkContactCode(typed.id, contact, typed.code, now);
  if (check.kind !== "proven") return check;
  return {
    kind: "proven",
    proofToken: await withProof(cookie, await proofTokenFor(contactValue(contact), now), now),
  };
}

/** Where the code goes: by text to the mobile number chosen for texts, else by e-mail. */
export const codeContact = (email: string, mobile: string | null): Contact =>
  mobile ? { kind: "mobile", number: mobile } : { kind: "email", address: email };

/** The typed code in a JSON body (`contactProof: { id, code }`), or null when there is none. */
export function typedCodeOf(value: unknown): TypedCode | null {
  if (!value || typeof value !== "object") return null;
  const { id, code } = value as Record<string, unknown>;
  return typeof id === "string" && typeof code === "string"
    ? { id: id.slice(0, 100), code: code.slice(0, 20) }
    : null;
}

/**
 * The proof cookie's attributes: the whole site, out of scripts' reach, not sent by other sites'
 * requests, over HTTPS only when the site is served over HTTPS.
 */
export function proofCookieOptions(request: Request) {
  const secure =
    new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  return {
    path: "/",
    maxAge: Math.floor(CONTACT_PROOF.provenForMs / 1000),
    httpOnly: true,
    sameSite: "lax" as const,
    secure,
  };
}

/** Set-Cookie for a proof, as a route handler sends it. */
export function proofCookie(token: string, request: Request): string {
  const o = proofCookieOptions(request);
  return `${PROOF_COOKIE}=${token}; Path=${o.path}; Max-Age=${o.maxAge}; HttpOnly; SameSite=Lax${o.secure ? "; Secure" : ""}`;
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
