import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import { buildIcs, type IcsEvent } from "@/lib/appointments/ics";
import { appointmentIcs } from "@/lib/appointments/presentation";
import { findLocation } from "@/data/locations";
import type { AppointmentStatus } from "@/lib/db/appointment-types";
import { siteAddressLine } from "@/lib/scheduling/on-site";
import { PROPERTY_TIMEOUT_MS, RUNS } from "./fuzz-support";
import { mailAddress } from "./payloads";

/**
 * The .ics files are read back with ical.js, a maintained iCalendar parser: whatever the customer
 * typed, a calendar app must find exactly the properties and parameters we wrote, one organizer,
 * at most one attendee (the customer, by name and address), and the text as it was meant.
 */

type JCalProperty = [name: string, parameters: Record<string, unknown>, type: string, ...values: unknown[]];
type JCalComponent = [name: string, properties: JCalProperty[], components: JCalComponent[]];

vi.setConfig({ testTimeout: PROPERTY_TIMEOUT_MS });

const EVENT_PROPERTIES = [
  "uid",
  "dtstamp",
  "dtstart",
  "dtend",
  "summary",
  "description",
  "location",
  "organizer",
];

// What a reader must see of a text value: every kind of line break as one "\n", other control
// characters (tab aside) and unpaired surrogates gone.
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/g;
const CONTROLS = /[\x00-\x08\x0B-\x1F\x7F-\x9F]|\p{Cs}/gu;
const shownText = (value: string) => value.replace(LINE_BREAKS, "\n").replace(CONTROLS, "");
// ...and of a parameter value (a name), which has no line breaks: each break or control a space,
// and no backslash (readers disagree on what one means there).
const shownName = (value: string) =>
  value.replace(LINE_BREAKS, " ").replace(CONTROLS, " ").replace(/\\/g, "");
// ...and of an address: every character kept, percent-encoded (unpaired surrogates cannot be).
const shownAddress = (value: string) => value.replace(/\p{Cs}/gu, "");

/** Characters that mean something to iCalendar, URIs or mail, and the ones that end lines. */
const hostileUnit = fc.constantFrom(
  ..."\\;,:\"'^=?&%#/<>@ \t",
  "\r",
  "\n",
  "\r\n",
  "\u2028",
  "\u2029",
  "\u0085",
  "\0",
  "\x7f",
  "\u200b",
  "\u202e",
  "\uD800",
  "é",
  "李",
  "😀",
  "e\u0301",
  "mailto:evil@evil.example",
  ";RSVP=TRUE",
  ";ROLE=CHAIR",
  ":mailto:",
  "X-EVIL:1",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "ATTENDEE:mailto:evil@evil.example",
  "^n",
  "^'",
  "\\n",
  "\\,",
);

const hostileText = fc.oneof(
  fc.string({ unit: hostileUnit, maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 120 }),
  fc.string({ unit: "binary", maxLength: 40 }),
);

const hostileAddress = fc.oneof(
  mailAddress,
  fc
    .tuple(fc.string({ unit: hostileUnit, minLength: 1, maxLength: 12 }), mailAddress)
    .map(([junk, address]) => `${junk}${address}`),
  fc.constantFrom(
    "=?utf-8?Q?evil=40evil.example?=@x.com",
    "pat@example.com;RSVP=TRUE:mailto:evil@evil.example",
    "pat@example.com\r\nATTENDEE:mailto:evil@evil.example",
    'pat"@example.com',
  ),
);

/** The raw file: CRLF lines of at most 75 octets, well-formed UTF-8, no stray CR or LF. */
function checkLines(ics: string) {
  expect(Buffer.from(ics, "utf8").toString("utf8")).toBe(ics);
  expect(ics.endsWith("\r\n")).toBe(true);
  for (const line of ics.slice(0, -2).split("\r\n")) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  }
}

/** The one event of a parsed file, after checking the calendar around it holds nothing else. */
function onlyEvent(ics: string): JCalComponent {
  const [name, properties, components] = ICAL.parse(ics) as JCalComponent;
  expect(name).toBe("vcalendar");
  expect(properties.map((p) => p[0])).toEqual(["version", "prodid", "calscale", "method"]);
  expect(components).toHaveLength(1);
  const event = components[0]!;
  expect(event[0]).toBe("vevent");
  expect(event[2]).toEqual([]);
  return event;
}

const property = (event: JCalComponent, name: string) => event[1].filter((p) => p[0] === name);

/** A calendar user: a name as its only parameter, and a mailto URI that decodes to the address. */
function checkUser(found: JCalProperty[], name: string, address: string) {
  expect(found).toHaveLength(1);
  const [, parameters, type, ...values] = found[0]!;
  expect(parameters).toEqual({ cn: shownName(name) });
  expect(type).toBe("cal-address");
  expect(values).toHaveLength(1);
  const uri = values[0] as string;
  expect(uri).toMatch(/^mailto:[A-Za-z0-9._~!*'()%@-]*$/);
  expect(decodeURIComponent(uri.slice("mailto:".length))).toBe(shownAddress(address));
}

function checkEvent(ics: string, event: IcsEvent) {
  checkLines(ics);
  const parsed = onlyEvent(ics);
  const expected = [
    ...EVENT_PROPERTIES,
    ...(event.cancelled && event.attendeeEmail ? ["attendee"] : []),
    "status",
    "sequence",
  ];
  expect(parsed[1].map((p) => p[0])).toEqual(expected);
  for (const field of ["uid", "summary", "description", "location"] as const)
    expect(property(parsed, field)).toEqual([[field, {}, "text", shownText(event[field])]]);
  checkUser(property(parsed, "organizer"), event.organizerName, event.organizerEmail);
  if (event.cancelled && event.attendeeEmail)
    checkUser(property(parsed, "attendee"), event.attendeeName ?? "", event.attendeeEmail);
}

const base: IcsEvent = {
  uid: "AT-7K4Q-9ZPM@alleghenytire.example",
  start: Date.UTC(2026, 10, 23, 14, 0),
  end: Date.UTC(2026, 10, 23, 15, 0),
  stamp: Date.UTC(2026, 10, 20, 12, 0),
  summary: "Oil Changes at Allegheny Tire Norton, VA",
  description: "Appointment request AT-7K4Q-9ZPM.",
  location: "Allegheny Tire & Service, 600 Park Ave NW, Norton, VA 24273",
  organizerName: "Allegheny Tire Norton, VA",
  organizerEmail: "norton@alleghenytire.example",
  sequence: 0,
};

describe("the .ics writer, read back by an iCalendar parser", () => {
  it("keeps hostile text in its own value and hostile names in their own parameter", () => {
    const event = fc.record({
      uid: hostileText,
      summary: hostileText,
      description: hostileText,
      location: hostileText,
      organizerName: hostileText,
      organizerEmail: hostileAddress,
      attendeeName: hostileText,
      attendeeEmail: hostileAddress,
      cancelled: fc.boolean(),
      confirmed: fc.boolean(),
      sequence: fc.nat({ max: 1000 }),
    });
    fc.assert(
      fc.property(event, (fields) => {
        const full = { ...base, ...fields };
        checkEvent(buildIcs(full), full);
      }),
      {
        numRuns: RUNS,
        examples: [
          [
            {
              uid: base.uid,
              summary: "Oil\rX-EVIL:1",
              description: "Line one\r\nATTENDEE:mailto:evil@evil.example",
              location: "a\u2028b\u2029c",
              organizerName: base.organizerName,
              organizerEmail: base.organizerEmail,
              attendeeName: "Pat X:mailto:evil@evil.example;RSVP=TRUE",
              attendeeEmail: "pat@example.com",
              cancelled: true,
              confirmed: false,
              sequence: 1,
            },
          ],
        ],
      },
    );
  });
});

describe("an appointment's .ics, read back by an iCalendar parser", () => {
  const store = findLocation(1)!;
  const accepted = fc.string({ unit: hostileUnit, minLength: 1, maxLength: 30 });

  it("names exactly the customer, at their address, and the work site as its location", () => {
    const appointment = fc.record({
      firstName: accepted,
      lastName: accepted,
      email: mailAddress,
      street: accepted,
      city: accepted,
      status: fc.constantFrom<AppointmentStatus[]>("requested", "confirmed", "cancelled", "declined"),
    });
    fc.assert(
      fc.property(appointment, ({ firstName, lastName, email, street, city, status }) => {
        const site = {
          street,
          city,
          state: "VA",
          zip: "24273",
          directions: "",
          machine: "Loader",
          tireSize: "",
          position: "",
        };
        const ics = appointmentIcs({
          reference: "AT-7K4Q-9ZPM",
          idempotencyKey: null,
          idempotencyHash: null,
          cancelTokenHash: "hash",
          storeId: store.id,
          storeEmail: store.email,
          serviceName: "OTR Tire Service",
          addOns: [],
          visit: "on-site",
          durationMinutes: 270,
          startsAt: Date.UTC(2026, 10, 23, 12, 30),
          endsAt: Date.UTC(2026, 10, 23, 17, 0),
          date: "2026-11-23",
          time: "07:30",
          firstName,
          lastName,
          email,
          phone: "2765550142",
          vehicle: null,
          site,
          comments: "",
          calendarSync: "not_applicable",
          calendarChecked: true,
          createdAt: Date.UTC(2026, 10, 20, 12, 0),
          status,
          sequence: 2,
        });
        checkLines(ics);
        const event = onlyEvent(ics);
        expect(property(event, "location")).toEqual([
          ["location", {}, "text", shownText(siteAddressLine(site))],
        ]);
        const cancelled = status === "cancelled" || status === "declined";
        expect(property(event, "attendee")).toHaveLength(cancelled ? 1 : 0);
        if (cancelled) checkUser(property(event, "attendee"), `${firstName} ${lastName}`, email);
        checkUser(property(event, "organizer"), `Allegheny Tire ${store.name}`, store.email);
      }),
      { numRuns: RUNS },
    );
  });
});
