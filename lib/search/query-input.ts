/** Longer than any size, tire name or vehicle; anything longer is refused before it is looked at. */
export const SEARCH_MAX_LENGTH = 80;

export const SEARCH_EMPTY_MESSAGE =
  "Please type what you're looking for: a tire size, a brand, a tire name or your vehicle.";
export const SEARCH_MULTIPLE_MESSAGE = "Please search for one thing at a time.";
export const SEARCH_TOO_LONG_MESSAGE = `Please keep your search under ${SEARCH_MAX_LENGTH} characters, for example 225/65R17 or 2019 Honda Civic.`;
export const SEARCH_CHARACTERS_MESSAGE =
  "Please use only letters, numbers and ordinary punctuation in your search.";
export const SEARCH_GARBLED_MESSAGE =
  "Your search arrived garbled. Please type it again, without any % signs.";

export type QueryRead = { ok: true; query: string } | { ok: false; message: string };

/**
 * Control characters (C0 but the tab a paste may bring, DEL, C1) and the invisible direction
 * overrides that make text read differently than it is stored.
 */
const UNWANTED = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * What a broken encoding leaves behind once decoded: the replacement character, or a percent
 * sign. The server decodes the query before a route sees it and keeps a bad escape ("%zz") as
 * text; no size, tire or vehicle has a % in it, so a % means the text did not arrive as typed.
 */
const GARBLED = /[\ufffd%]/;

/**
 * Reads one search text, as a page receives it (already decoded; a repeated parameter arrives as
 * an array). Spaces are trimmed and runs of them made one.
 */
export function readQueryValue(value: unknown): QueryRead {
  if (Array.isArray(value)) {
    return value.length <= 1 ? readQueryValue(value[0]) : { ok: false, message: SEARCH_MULTIPLE_MESSAGE };
  }
  if (typeof value !== "string") return { ok: false, message: SEARCH_EMPTY_MESSAGE };
  if (value.length > SEARCH_MAX_LENGTH * 2) return { ok: false, message: SEARCH_TOO_LONG_MESSAGE };
  if (UNWANTED.test(value)) return { ok: false, message: SEARCH_CHARACTERS_MESSAGE };
  if (GARBLED.test(value)) return { ok: false, message: SEARCH_GARBLED_MESSAGE };
  const query = value.trim().replace(/\s+/g, " ");
  if (query === "") return { ok: false, message: SEARCH_EMPTY_MESSAGE };
  if (query.length > SEARCH_MAX_LENGTH) return { ok: false, message: SEARCH_TOO_LONG_MESSAGE };
  return { ok: true, query };
}

/**
 * Reads `q` from a request URL as the API receives it: refuses it repeated or sent as an array
 * (`q=a&q=b`, `q[]=a`), with a percent escape that does not decode, or anything `readQueryValue`
 * refuses.
 */
export function readQueryFromUrl(url: string | URL): QueryRead {
  const search = new URL(url).search.slice(1);
  const raw: string[] = [];
  for (const pair of search ? search.split("&") : []) {
    const [name = "", value = ""] = splitOnce(pair, "=");
    const decodedName = decode(name);
    if (decodedName === null) return { ok: false, message: SEARCH_GARBLED_MESSAGE };
    if (/^q\[.*\]$/.test(decodedName)) return { ok: false, message: SEARCH_MULTIPLE_MESSAGE };
    if (decodedName !== "q") continue;
    const decoded = decode(value);
    if (decoded === null) return { ok: false, message: SEARCH_GARBLED_MESSAGE };
    raw.push(decoded);
  }
  if (raw.length > 1) return { ok: false, message: SEARCH_MULTIPLE_MESSAGE };
  return readQueryValue(raw[0]);
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

/** A form-encoded value ("+" is a space), or null when its percent escapes are not UTF-8. */
function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
}
