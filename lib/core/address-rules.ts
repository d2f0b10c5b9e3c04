/**
 * What a customer's e-mail address must look like before we put it in a To or Reply-To header or
 * an invitation's attendee line, and the form it is stored and sent in. Dependency-free: the
 * browser forms run the same checks as the APIs.
 */

// The local part as RFC 5322 writes it without quotes (a dot-atom), in ASCII: nothing mail
// software reads as address syntax, a display name or a comment, and no look-alike letters.
const DOT_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

// The domain as typed: letters (any script, with their combining marks), digits, hyphens and dots.
// A fullwidth "＠" or "．", a circled digit or any other punctuation is refused rather than guessed at.
const TYPED_DOMAIN = /^[\p{L}\p{M}\p{N}.-]+$/u;

// The domain as sent: host-name labels of ASCII letters, digits and inner hyphens, and a top-level
// label of letters (or an international one in its "xn--" form).
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Mail's own limits on an address: 64 octets before the at sign, 254 in all. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

/** An international domain in ASCII ("bücher.example" → "xn--bcher-kva.example"), or null. */
function asciiDomain(domain: string): string | null {
  // Compatibility forms (fullwidth letters, ligatures, "⒈") would be rewritten into other letters,
  // or even dots, on the way: such a domain is not what it looks like.
  if (!TYPED_DOMAIN.test(domain) || domain.normalize("NFKC") !== domain.normalize("NFC")) return null;
  let host: string;
  try {
    // The URL parser applies IDNA (UTS #46) as browsers and node:url's domainToASCII do.
    host = new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
  const labels = host.split(".");
  if (host.length > 253 || labels.length < 2) return null;
  if (!labels.every((label) => ASCII_LABEL.test(label))) return null;
  return TOP_LABEL.test(labels[labels.length - 1]!) ? host : null;
}

/**
 * The address as we store and send it (its domain in lower-case ASCII), or null when it is not
 * one we will write into a mail header: an ASCII dot-atom local part without encoded words
 * ("=?utf-8?Q?…?="), one ASCII at sign, and a host name of at least two labels.
 */
export function asciiEmailAddress(address: string): string | null {
  const parts = address.split("@");
  if (parts.length !== 2) return null;
  const [local, domain] = parts as [string, string];
  if (local.length > LOCAL_MAX_LENGTH || !DOT_ATOM.test(local) || local.includes("=?")) return null;
  const host = asciiDomain(domain);
  if (host === null) return null;
  const ascii = `${local}@${host}`;
  return ascii.length <= EMAIL_MAX_LENGTH ? ascii : null;
}

export const isEmailAddress = (address: string) => asciiEmailAddress(address) !== null;
