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

function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
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
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `ORGANIZER;CN=${escapeText(event.organizerName)}:mailto:${event.organizerEmail}`,
    ...(event.cancelled && event.attendeeEmail
      ? [`ATTENDEE;CN=${escapeText(event.attendeeName ?? "")}:mailto:${event.attendeeEmail}`]
      : []),
    `STATUS:${event.cancelled ? "CANCELLED" : event.confirmed ? "CONFIRMED" : "TENTATIVE"}`,
    `SEQUENCE:${event.sequence}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
