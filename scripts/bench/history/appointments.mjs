// Appointments as the app writes them, store-day by store-day: each with its units, its history
// events and its outbox messages. Past days are finished work (mostly completed, some cancelled,
// declined or no-shows, a few left open because nobody marked them); the present month is live
// requests and confirmations. A store-day's visits never share a unit at once, so PostgreSQL's
// one-job-per-unit constraint holds for the live ones.
import { hhmm, minutesOf, weekday, zonedEpoch } from "./calendar.mjs";

export const APPOINTMENT_COLUMNS = [
  "id",
  "reference",
  "idempotency_key",
  "cancel_token_hash",
  "store_id",
  "store_email",
  "service_name",
  "duration_minutes",
  "starts_at",
  "ends_at",
  "date",
  "time",
  "first_name",
  "last_name",
  "email",
  "phone",
  "vehicle",
  "comments",
  "status",
  "calendar_sync",
  "calendar_event_id",
  "calendar_attempts",
  "calendar_last_error",
  "created_at",
  "cancelled_at",
  "calendar_conflict",
  "sequence",
  "decline_reason",
  "changed_at",
  "visit",
  "segments",
  "site",
  "vehicle_make",
  "vehicle_model",
];
export const UNIT_COLUMNS = [
  "id",
  "appointment_id",
  "store_email",
  "kind",
  "unit",
  "starts_at",
  "ends_at",
  "active",
];
export const EVENT_COLUMNS = [
  "id",
  "appointment_id",
  "at",
  "what",
  "detail",
  "actor_kind",
  "actor_name",
  "actor_email",
  "origin",
];
export const OUTBOX_COLUMNS = [
  "id",
  "kind",
  "recipient",
  "subject",
  "body_text",
  "body_html",
  "reference",
  "attempts",
  "next_attempt_at",
  "sent_at",
  "last_error",
  "created_at",
  "failed_at",
];

const SERVICES = {
  bay: [
    ["Tire Sales & Installation", 60],
    ["Oil Changes", 30],
    ["Brake Service", 45],
    ["Tire Rotation", 30],
    ["Flat Tire Repair", 30],
  ],
  alignment: [["Wheel Alignment", 45]],
  "truck-bay": [
    ["Commercial Tire Service", 90],
    ["Commercial Truck Alignment", 60],
  ],
  field: [
    ["Farm Tire Service", 90],
    ["OTR Tire Service", 120],
    ["Industrial Tire Service", 90],
    ["Mining Tire Service", 120],
  ],
};
const KIND_WEIGHT = { bay: 70, alignment: 12, "truck-bay": 8, field: 10 };
const CAPACITY_KEY = { bay: "bay", alignment: "alignment", "truck-bay": "truckBay", field: "field" };
const OPEN = minutesOf("07:30");
/** Where a visit can start, per kind: hour cells for bays and racks, two-hour ones for truck bays, two arrival windows for trucks. */
const CELLS = {
  bay: Array.from({ length: 9 }, (_, i) => [OPEN + i * 60, 60]),
  alignment: Array.from({ length: 9 }, (_, i) => [OPEN + i * 60, 60]),
  "truck-bay": Array.from({ length: 4 }, (_, i) => [OPEN + i * 120, 120]),
  field: [
    [OPEN, 270],
    [minutesOf("12:00"), 270],
  ],
};

/** A returning customer's number: bookings keep ten digits, and a phone search reads them. */
export const customerPhone = (n) => `304555${String(n % 9973).padStart(4, "0")}`;

const FIRST = ["Ada", "Ben", "Cora", "Dale", "Edna", "Floyd", "Gail", "Hank", "Iris", "Jude", "Kay", "Lyle"];
const LAST = ["Hatfield", "McCoy", "Blevins", "Stacy", "Mullins", "Compton", "Osborne", "Yates", "Rife"];
const MAKES = [
  ["Ford", "F-150"],
  ["Chevrolet", "Silverado 1500"],
  ["Toyota", "Camry"],
  ["Honda", "CR-V"],
  ["Ram", "2500"],
];
const STAFF = [
  ["Dana Whitt", "dana.whitt@alleghenytire.example"],
  ["Roy Sparks", "roy.sparks@alleghenytire.example"],
];
const SITE = JSON.stringify({
  street: "100 Mine Rd",
  city: "Grundy",
  state: "VA",
  zip: "24614",
  machine: "CAT 777G",
});
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A reference in the app's shape (PREFIX-XXXX-XXXX), unique per number. */
export function referenceOf(prefix, n) {
  let s = "";
  for (let i = 0; i < 8; i++, n = Math.floor(n / 32)) s = ALPHABET[n % 32] + s;
  return `${prefix}-${s.slice(0, 4)}-${s.slice(4)}`;
}

const WORDS = [
  "tires",
  "service",
  "store",
  "your",
  "appointment",
  "visit",
  "time",
  "bay",
  "confirmed",
  "please",
  "call",
  "us",
];
/** Message bodies of a realistic length, made once: writing text word by word per row would be most of the generation time. */
const BODIES = Array.from({ length: 32 }, (_, i) => {
  const text = `Allegheny Tire & Service. ${Array.from({ length: 45 }, (_, j) => WORDS[(i * 7 + j * 5) % WORDS.length]).join(" ")}`;
  return [text, `<p>${text}</p><p>${text.slice(0, 240)}</p>`];
});

function mail(ids, rng, kind, to, reference, at, { sent = true, failed = false, due = at } = {}) {
  const [text, html] = BODIES[rng.int(BODIES.length)];
  return [
    ++ids.outbox,
    kind,
    to,
    `Your appointment ${reference}`,
    text,
    html,
    reference,
    failed ? 8 : sent ? 1 : 0,
    due,
    sent && !failed ? at + 2_000 : null,
    failed ? "550 5.1.1 mailbox unavailable" : null,
    at,
    failed ? at + 86_400_000 : null,
  ];
}

function pastStatus(rng) {
  return rng.weighted({ completed: 80, cancelled: 9, no_show: 3, declined: 3, confirmed: 3, requested: 2 });
}

/**
 * One store-day's visits. `fill` is the share of the store's cells taken (0-1); `live` marks the
 * present month (requested and confirmed, reminders still to send), else the day is history.
 */
export function storeDay(store, date, { rng, ids, fill, live, now }) {
  const out = { appointments: [], units: [], events: [], outbox: [] };
  if (!store.openingHours.days.includes(weekday(date))) return out;
  const free = [];
  for (const kind of Object.keys(SERVICES))
    for (let unit = 1; unit <= (store.capacity[CAPACITY_KEY[kind]] ?? 0); unit++)
      for (const [start, length] of CELLS[kind]) free.push({ kind, unit, start, length });
  const want = Math.min(free.length, Math.round(free.length * fill * (0.7 + rng.next() * 0.6)));
  for (let n = 0; n < want && free.length; n++) {
    const kinds = Object.fromEntries(
      Object.entries(KIND_WEIGHT).filter(([k]) => free.some((c) => c.kind === k)),
    );
    const kind = rng.weighted(kinds);
    const choices = free.filter((c) => c.kind === kind);
    const cell = rng.pick(choices);
    free.splice(free.indexOf(cell), 1);
    const [service, minutes] = rng.pick(SERVICES[kind]);
    const startsAt = zonedEpoch(date, cell.start, store.timeZone);
    const endsAt = startsAt + (kind === "field" ? cell.length : minutes) * 60_000;
    const status = live ? rng.weighted({ requested: 35, confirmed: 60, cancelled: 5 }) : pastStatus(rng);
    const holds =
      status === "requested" || status === "confirmed" || status === "completed" || status === "no_show";
    const id = ++ids.appointment;
    const reference = referenceOf("AT", 1_000_000 + id * 7919);
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    const email = `${first}.${last}${id}@example.com`.toLowerCase();
    const createdAt = Math.min(now, startsAt - (1 + rng.int(14 * 24)) * 3_600_000);
    const ended = status === "cancelled" || status === "declined";
    // The present month carries enough failed work to fill a page of each list on both sides.
    const calendarFailed = rng.next() < (live ? 0.03 : 0.002);
    const calendarSync = calendarFailed
      ? "failed"
      : ended
        ? "deleted"
        : live && rng.next() < 0.03
          ? "pending"
          : "created";
    const segment = { serviceName: service, kind, unit: cell.unit, startsAt, endsAt };
    const [make, model] = rng.pick(MAKES);
    out.appointments.push([
      id,
      reference,
      rng.next() < 0.6 ? `key-${id}-${rng.int(1e9)}` : null,
      `hash${id}`,
      store.id,
      store.email,
      service,
      minutes,
      startsAt,
      endsAt,
      date,
      hhmm(cell.start),
      first,
      last,
      email,
      // Ten digits, as bookings store them; about 10,000 customers who come back over the years.
      customerPhone(id),
      kind === "field" ? null : JSON.stringify({ year: String(2010 + rng.int(15)), make, model }),
      rng.next() < 0.2 ? "Please check the spare too." : "",
      status,
      calendarSync,
      calendarSync === "created" || calendarFailed ? `evt-${id}` : null,
      calendarFailed ? 8 : 1,
      calendarFailed ? "ErrorAccessDenied: Access is denied. Check credentials and try again." : null,
      createdAt,
      status === "cancelled" ? createdAt + 86_400_000 : null,
      rng.next() < 0.0005 ? "Overlaps a store event (Inventory count)." : null,
      status === "requested" ? 0 : 1 + (status === "confirmed" ? 0 : 1),
      status === "declined" ? "The bay is booked for fleet work." : null,
      status === "requested" ? null : createdAt + 7_200_000,
      "wait",
      JSON.stringify([segment]),
      kind === "field" ? SITE : null,
      kind === "field" ? null : make.toLowerCase(),
      kind === "field" ? null : model.toLowerCase(),
    ]);
    out.units.push([
      ++ids.unit,
      id,
      store.email,
      kind,
      cell.unit,
      startsAt,
      endsAt,
      holds && (live || status === "confirmed" || status === "requested") ? 1 : 0,
    ]);

    const [staffName, staffEmail] = rng.pick(STAFF);
    const event = (at, what, detail, staff) =>
      out.events.push([
        ++ids.event,
        id,
        at,
        what,
        detail ? JSON.stringify(detail) : null,
        staff ? "staff" : "customer",
        staff ? staffName : null,
        staff ? staffEmail : null,
        "198.51.100.7",
      ]);
    event(createdAt, "requested", null, false);
    if (status !== "requested" && status !== "declined")
      event(createdAt + 7_200_000, "confirmed", null, true);
    if (rng.next() < 0.05) {
      const when = { date, time: hhmm(cell.start) };
      event(createdAt + 9_000_000, "moved", { from: when, to: when }, true);
    }
    if (status === "declined")
      event(createdAt + 7_200_000, "declined", { reason: "The bay is booked for fleet work." }, true);
    if (status === "cancelled") event(createdAt + 86_400_000, "cancelled", null, false);
    if (status === "completed" || status === "no_show") event(endsAt, status, null, true);

    const failed = rng.next() < (live ? 0.04 : 0.003);
    out.outbox.push(mail(ids, rng, "booking-customer", email, reference, createdAt, { failed }));
    // Stores take most requests on the board rather than by e-mail: about a third kept theirs.
    if (rng.next() < 0.3) out.outbox.push(mail(ids, rng, "booking-store", store.email, reference, createdAt));
    if (status !== "requested" && status !== "declined")
      out.outbox.push(mail(ids, rng, "confirmed-customer", email, reference, createdAt + 7_200_000));
    if (status === "declined")
      out.outbox.push(mail(ids, rng, "declined-customer", email, reference, createdAt + 7_200_000));
    if (holds) {
      const due = startsAt - 86_400_000;
      out.outbox.push(mail(ids, rng, "reminder", email, reference, createdAt, { sent: due < now, due }));
    }
  }
  return out;
}

/** Places a store-day can be booked in (units × start cells), the measure of a store's size. */
export const cellCount = (store) =>
  Object.keys(SERVICES).reduce(
    (n, kind) => n + (store.capacity[CAPACITY_KEY[kind]] ?? 0) * CELLS[kind].length,
    0,
  );
