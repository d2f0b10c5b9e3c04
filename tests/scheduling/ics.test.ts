import { describe, expect, it } from "vitest";
import { buildIcs } from "@/lib/appointments/ics";

const event = {
  uid: "AT-7K4Q-9ZPM@alleghenytire.example",
  start: Date.UTC(2026, 10, 23, 14, 0),
  end: Date.UTC(2026, 10, 23, 15, 0),
  stamp: Date.UTC(2026, 10, 20, 12, 0),
  summary: "Tire Sales & Installation at Allegheny Tire Norton, VA",
  description: "Line one; with, punctuation\nLine two",
  location: "Allegheny Tire & Service, 600 Park Ave NW, Norton, VA 24273",
  organizerName: "Allegheny Tire Norton, VA",
  organizerEmail: "norton@alleghenytire.example",
  sequence: 0,
};

describe("iCalendar file", () => {
  it("has a stable UID, UTC times, escaped text and the store address as location", () => {
    const ics = buildIcs(event);
    expect(ics).toContain("UID:AT-7K4Q-9ZPM@alleghenytire.example\r\n");
    expect(ics).toContain("DTSTART:20261123T140000Z\r\n");
    expect(ics).toContain("DTEND:20261123T150000Z\r\n");
    expect(ics).toContain("DESCRIPTION:Line one\\; with\\, punctuation\\nLine two");
    expect(ics.replace(/\r\n /g, "")).toContain(
      "LOCATION:Allegheny Tire & Service\\, 600 Park Ave NW\\, Norton\\, VA 24273",
    );
    expect(ics).toContain("STATUS:TENTATIVE");
    expect(buildIcs(event)).toBe(ics);
  });

  it("folds long lines at 75 octets and marks cancellations", () => {
    const ics = buildIcs({ ...event, description: "x".repeat(300), cancelled: true });
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
  });

  it("carries the change sequence, the confirmed state and the attendee of a cancellation", () => {
    const confirmed = buildIcs({ ...event, sequence: 2, confirmed: true });
    expect(confirmed).toContain("SEQUENCE:2\r\n");
    expect(confirmed).toContain("STATUS:CONFIRMED");
    expect(confirmed).toContain("METHOD:PUBLISH");
    expect(confirmed).not.toContain("ATTENDEE");
    const cancelled = buildIcs({
      ...event,
      sequence: 3,
      cancelled: true,
      attendeeName: "Pat Doe",
      attendeeEmail: "pat@example.com",
    });
    expect(cancelled).toContain("SEQUENCE:3\r\n");
    expect(cancelled).toContain("ATTENDEE;CN=Pat Doe:mailto:pat@example.com\r\n");
  });
});

describe("iCalendar values from customer text", () => {
  const cancelled = (attendeeName: string, attendeeEmail = "pat@example.com") =>
    buildIcs({ ...event, cancelled: true, attendeeName, attendeeEmail });
  const attendeeLine = (ics: string) =>
    ics
      .replace(/\r\n /g, "")
      .split("\r\n")
      .find((line) => line.startsWith("ATTENDEE"));

  it("quotes a name holding a colon or semicolon, so it cannot add a parameter or an address", () => {
    expect(attendeeLine(cancelled("Doe X:mailto:evil@evil.example;RSVP=TRUE"))).toBe(
      'ATTENDEE;CN="Doe X:mailto:evil@evil.example;RSVP=TRUE":mailto:pat@example.com',
    );
    expect(attendeeLine(cancelled("Doe, Pat"))).toBe('ATTENDEE;CN="Doe, Pat":mailto:pat@example.com');
  });

  it("writes quotes and carets in a name as RFC 6868 escapes, line breaks and controls as spaces", () => {
    expect(attendeeLine(cancelled('Pat "Tex" ^Doe'))).toBe(
      "ATTENDEE;CN=Pat ^'Tex^' ^^Doe:mailto:pat@example.com",
    );
    // Readers disagree on what a backslash means in a parameter: it is left out.
    expect(attendeeLine(cancelled("Pat\\, Doe\\\\"))).toBe('ATTENDEE;CN="Pat, Doe":mailto:pat@example.com');
    expect(attendeeLine(cancelled("Pat\r\nX-EVIL:1\rY\u2028Z\0"))).toBe(
      'ATTENDEE;CN="Pat X-EVIL:1 Y Z ":mailto:pat@example.com',
    );
  });

  it("percent-encodes an address's URI characters, so it stays one address", () => {
    expect(attendeeLine(cancelled("Pat", "pat?cc=eve@evil.example"))).toBe(
      "ATTENDEE;CN=Pat:mailto:pat%3Fcc%3Deve@evil.example",
    );
  });

  it("writes every kind of line break in text as \\n, and drops other control characters", () => {
    const ics = buildIcs({ ...event, summary: "a\r\nb\rc\nd\u2028e\u2029f\0g\x7fh\ti" });
    expect(ics).toContain("SUMMARY:a\\nb\\nc\\nd\\ne\\nfgh\ti\r\n");
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("folds at 75 octets without splitting a character", () => {
    const ics = buildIcs({ ...event, description: "Zoë 李 😀 ".repeat(40) });
    for (const line of ics.split("\r\n")) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
      expect(line).not.toMatch(/\p{Cs}/u);
    }
  });
});
