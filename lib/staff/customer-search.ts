import { isEmailAddress } from "@/lib/core/address-rules";

/**
 * What a staff member typed in "Find a customer", read as the one thing it can be: a reference
 * ("AT-7K4Q-9ZPM" or "Q-…", any case), an e-mail address, a phone number in any format
 * (ten digits, a leading 1 or +1 dropped), or words: a name ("Crowder", "Earl Crowder", a
 * prefix such as "Crow") that may also be a vehicle ("F-150", "Silverado"). Each kind is looked
 * up through its own index (migration 20), so a search stays quick on years of history.
 */
export type CustomerSearch =
  | { kind: "reference"; reference: string }
  | { kind: "email"; email: string }
  | { kind: "phone"; phone: string }
  | { kind: "words"; first: string | null; last: string; text: string };

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MESSAGES = {
  empty: "Type a name, phone number, e-mail address, reference or vehicle.",
  short: "Type at least 2 letters of the name.",
  long: `Please keep the search under ${SEARCH_MAX_LENGTH} characters.`,
} as const;

const REFERENCE = /^(AT|Q)-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

export function readCustomerSearch(
  input: string,
): { ok: true; search: CustomerSearch } | { ok: false; message: string } {
  const typed = input.replace(/\s+/g, " ").trim();
  if (!typed) return { ok: false, message: SEARCH_MESSAGES.empty };
  if (typed.length > SEARCH_MAX_LENGTH) return { ok: false, message: SEARCH_MESSAGES.long };
  if (REFERENCE.test(typed.toUpperCase()))
    return { ok: true, search: { kind: "reference", reference: typed.toUpperCase() } };
  if (typed.includes("@") && isEmailAddress(typed))
    return { ok: true, search: { kind: "email", email: typed.toLowerCase() } };
  const digits = typed.replace(/\D/g, "");
  if (/^[\d\s().+-]+$/.test(typed) && /^1?\d{10}$/.test(digits))
    return { ok: true, search: { kind: "phone", phone: digits.slice(-10) } };
  const words = typed.toLowerCase().split(" ");
  const last = words.at(-1)!;
  if (typed.replace(/[^\p{L}\d]/gu, "").length < 2) return { ok: false, message: SEARCH_MESSAGES.short };
  return {
    ok: true,
    search: { kind: "words", first: words.length > 1 ? words[0]! : null, last, text: typed.toLowerCase() },
  };
}

/** The end of a prefix range: "crow" → "crox", so `value >= "crow" AND value < "crox"` reads an index. */
export function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);
}

/** A customer's page on the staff site: everything on record for their phone number. */
export const customerHref = (phone: string) => `/admin/customers?${new URLSearchParams({ phone })}`;
