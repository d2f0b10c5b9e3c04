/** iCalendar (RFC 5545) text for an appointment, with a UID that never changes and a rising SEQUENCE. */
export interface IcsEvent {
  uid: string;
  start: number;
  end: number;
  summary: string;
  description: string;
  location: string;
  organizerName: string;
  organizerEmail: string;
  /** Set when the request was cancelled or declined: mail clients then remove the event. */
  cancelled?: boolean;
  /** Confirmed by the store (else tentative: a request). */
  confirmed?: boolean;
  /** Raised with every change, so calendar apps replace the earlier copy (same UID). */
  sequence: number;
  /** The customer; named in a cancellation so calendar apps match it to their copy. */
  attendeeName?: string;
  attendeeEmail?: string;
  stamp: number;
}

function utc(epoch: number): string {
  return new Date(epoch)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

// Characters a value may not hold (RFC 5545 CONTROL, tab aside), and the line breaks among them.
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;
const CONTROL = /[\x00-\x08\x0A-\x1F\x7F-\x9F\u2028\u2029]|\p{Cs}/gu;

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every kind of line
 * break (CRLF, LF, a lone CR, U+2028, U+2029) written as \n, and other control characters dropped,
 * so nothing in the text can end the line or start a property of its own.
 */
export function icsText(value: string): string {
  return value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(LINE_BREAK, "\\n")
    .replace(CONTROL, "");
}

/**
 * A parameter value (RFC 5545 3.2, with RFC 6868's caret escapes): control characters and line
 * breaks become spaces, a double quote is written ^' and a caret ^^, and the value is quoted when
 * it holds a comma, semicolon or colon, so it can neither end early nor add another parameter.
 * A backslash is left out: the standard gives it no meaning here, but common readers take "\\,"
 * as a comma and "\\\\" as one backslash, so no spelling of it reads the same everywhere.
 */
export function icsParameter(value: string): string {
  const safe = value
    .replace(LINE_BREAK, " ")
    .replace(CONTROL, " ")
    .replace(/\\/g, "")
    .replace(/[\^"]/g, (c) => (c === "^" ? "^^" : "^'"));
  return /[,;:]/.test(safe) ? `"${safe}"` : safe;
}

/**
 * A mail address as a calendar user address (an RFC 6068 mailto URI): everything but letters,
 * digits, the at sign and a few marks is percent-encoded, so the address stays one address and
 * nothing in it can end the line, start a parameter or add a header to the URI.
 */
export function icsMailto(address: string): string {
  const wellFormed = address.replace(/\p{Cs}/gu, "");
  return `mailto:${wellFormed.split("@").map(encodeURIComponent).join("@")}`;
}

/** Lines longer than 75 octets are folded with CRLF + space, as the standard requires. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    if (Buffer.byteLength(current + char, "utf8") > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function buildIcs(event: IcsEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Allegheny Tire & Service//Appointments//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.cancelled ? "CANCEL" : "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    `ORGANIZER;CN=${icsParameter(event.organizerName)}:${icsMailto(event.organizerEmail)}`,
    ...(event.cancelled && event.attendeeEmail
      ? [`ATTENDEE;CN=${icsParameter(event.attendeeName ?? "")}:${icsMailto(event.attendeeEmail)}`]
      : []),
    `STATUS:${event.cancelled ? "CANCELLED" : event.confirmed ? "CONFIRMED" : "TENTATIVE"}`,
    `SEQUENCE:${event.sequence}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
