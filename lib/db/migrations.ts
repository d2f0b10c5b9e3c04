import type { Transaction } from "./driver";
import { historyIndexes } from "./history-indexes";
import { quoteCountsPostgres, quoteCountsSqlite } from "./quote-counts";
import { staffTables, writeSeedStaff } from "./staff-queries";
import { writeSeedStock } from "./stock-queries";

/**
 * Versioned schema changes, applied in order at start-up and recorded in schema_migrations.
 * Times are epoch milliseconds in both databases so the two dialects stay alike. Never edit a
 * released migration: add a new one.
 */
export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
  /** Data the step writes once, in the same transaction (the opening stock). */
  seed?: (tx: Transaction) => Promise<void>;
}

// Staff find a customer by phone, e-mail, the start of a name or a vehicle's make or model
// (lib/staff/customer-search.ts): each read goes through one of these, newest first, instead of
// through years of rows. Names are matched lower-cased as ranges (`>= 'crow' AND < 'crox'`), which
// both dialects read from an expression index; the vehicle's make and model are kept lower-cased
// in columns of their own (written with each booking, filled here from the JSON for the past).
const customerSearchIndexes = (makeOf: string, modelOf: string) => `
CREATE INDEX appointments_phone ON appointments (phone, starts_at);
CREATE INDEX appointments_email ON appointments (lower(email), starts_at);
CREATE INDEX appointments_last_name ON appointments (lower(last_name), starts_at);
CREATE INDEX appointments_first_name ON appointments (lower(first_name), starts_at);
ALTER TABLE appointments ADD COLUMN vehicle_make TEXT;
ALTER TABLE appointments ADD COLUMN vehicle_model TEXT;
UPDATE appointments SET vehicle_make = lower(trim(${makeOf})), vehicle_model = lower(trim(${modelOf}))
  WHERE vehicle IS NOT NULL;
CREATE INDEX appointments_vehicle_make ON appointments (vehicle_make, starts_at) WHERE vehicle_make IS NOT NULL;
CREATE INDEX appointments_vehicle_model ON appointments (vehicle_model, starts_at) WHERE vehicle_model IS NOT NULL;
CREATE INDEX quote_requests_phone ON quote_requests (phone, created_at);
CREATE INDEX quote_requests_email ON quote_requests (lower(email), created_at);`;

// The sales desk (lib/quote-requests/quote-desk.ts): operators mark who is on it in the staff
// list (quotes are assigned to them alone), a quote keeps the total it was quoted at, and "my
// quotes" reads one member's, newest first.
const salesDeskColumns = `
ALTER TABLE staff_members ADD COLUMN sales_desk INTEGER NOT NULL DEFAULT 0;
ALTER TABLE quote_requests ADD COLUMN quoted_total_cents INTEGER;
CREATE INDEX quote_requests_assignee ON quote_requests (assignee, created_at, id);`;

// The point of sale's part numbers (lib/stock/part-number-list.ts): each mapped company-wide to
// one offer, or to none for an item that is not a tire; `updated_at` guards a change against a
// colleague's. Numbers an export sent before anyone mapped them wait in the second table.
const partNumberTables = (big: string) => `
CREATE TABLE part_numbers (
  part_number TEXT PRIMARY KEY,
  offer_id TEXT,
  updated_at ${big} NOT NULL,
  updated_by TEXT NOT NULL
);
CREATE INDEX part_numbers_offer ON part_numbers (offer_id);
CREATE TABLE unmapped_part_numbers (
  part_number TEXT PRIMARY KEY,
  first_seen_at ${big} NOT NULL,
  last_seen_at ${big} NOT NULL,
  times_seen INTEGER NOT NULL,
  location_id INTEGER,
  on_hand INTEGER,
  seen_by TEXT NOT NULL
);
CREATE INDEX unmapped_part_numbers_seen ON unmapped_part_numbers (last_seen_at);`;

const appointmentColumns = (id: string, big: string) => `
  id ${id},
  reference TEXT NOT NULL UNIQUE,
  idempotency_key TEXT UNIQUE,
  cancel_token_hash TEXT NOT NULL,
  store_id INTEGER NOT NULL,
  store_email TEXT NOT NULL,
  service_name TEXT NOT NULL,
  duration_minutes INTEGER NOT NULL,
  starts_at ${big} NOT NULL,
  ends_at ${big} NOT NULL,
  date TEXT NOT NULL,
  time TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  vehicle TEXT,
  comments TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'requested',
  calendar_sync TEXT NOT NULL,
  calendar_event_id TEXT,
  calendar_attempts INTEGER NOT NULL DEFAULT 0,
  calendar_next_attempt_at ${big},
  calendar_last_error TEXT,
  created_at ${big} NOT NULL,
  cancelled_at ${big}`;

/** One-time codes sent to prove an address (contact-code-queries.ts); old rows are purged. */
const contactCodes = (big: string) => `
CREATE TABLE contact_codes (
  id TEXT PRIMARY KEY,
  contact TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at ${big} NOT NULL,
  expires_at ${big} NOT NULL,
  used_at ${big}
);
CREATE INDEX contact_codes_created ON contact_codes (created_at);`;

const outboxColumns = (id: string, big: string) => `
  id ${id},
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  body_html TEXT NOT NULL,
  ics TEXT,
  reference TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at ${big} NOT NULL,
  sent_at ${big},
  last_error TEXT,
  created_at ${big} NOT NULL`;

const contactColumns = (id: string, big: string) => `
  id ${id},
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  store_id INTEGER,
  message TEXT NOT NULL,
  created_at ${big} NOT NULL`;

const indexes = `
CREATE INDEX appointments_store_time ON appointments (store_email, starts_at);
CREATE INDEX appointments_calendar_work ON appointments (calendar_sync, calendar_next_attempt_at);
CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);`;

// Leases for background work, bounded retries, idempotency hashes, incidents and shared rate
// limits. PostgreSQL also refuses overlapping live appointments itself (btree_gist exclusion).
const leaseColumns = (big: string) => `
ALTER TABLE appointments ADD COLUMN idempotency_hash TEXT;
ALTER TABLE appointments ADD COLUMN calendar_checked INTEGER NOT NULL DEFAULT 1;
ALTER TABLE appointments ADD COLUMN calendar_conflict TEXT;
ALTER TABLE appointments ADD COLUMN calendar_claimed_by TEXT;
ALTER TABLE appointments ADD COLUMN calendar_claimed_until ${big};
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE outbox ADD COLUMN claimed_until ${big};
ALTER TABLE outbox ADD COLUMN failed_at ${big};
DROP INDEX outbox_due;
CREATE INDEX outbox_due ON outbox (sent_at, failed_at, next_attempt_at);
CREATE TABLE incidents (
  key TEXT PRIMARY KEY,
  detail TEXT NOT NULL,
  opened_at ${big} NOT NULL,
  closed_at ${big}
);
CREATE TABLE rate_limits (
  key TEXT NOT NULL,
  window_start ${big} NOT NULL,
  hits INTEGER NOT NULL,
  expires_at ${big} NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_expiry ON rate_limits (expires_at);`;

// The appointment lifecycle: a change counter (the .ics SEQUENCE and the guard for calendar
// writes), the decline reason, when it last changed, and the key e-mail links are signed
// with when LINK_SECRET is not set (made once, shared by every instance).
const lifecycleColumns = (big: string) => `
CREATE TABLE app_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
ALTER TABLE appointments ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
ALTER TABLE appointments ADD COLUMN decline_reason TEXT;
ALTER TABLE appointments ADD COLUMN changed_at ${big};
CREATE INDEX outbox_reference ON outbox (reference, kind);
CREATE INDEX appointments_status_time ON appointments (status, starts_at);`;

// Tires chosen with an installation (a JSON snapshot of the product, quantity and price).
// On hand per location (the eight stores and the warehouse) and offer; what is held is summed
// from the appointments that hold it. The hold moves with the appointment in the same update.
const stockColumns = (big: string) => `
CREATE TABLE stock (
  location_id INTEGER NOT NULL,
  offer_id TEXT NOT NULL,
  on_hand INTEGER NOT NULL CHECK (on_hand >= 0),
  updated_at ${big} NOT NULL,
  PRIMARY KEY (offer_id, location_id)
);
ALTER TABLE appointments ADD COLUMN hold_offer_id TEXT;
ALTER TABLE appointments ADD COLUMN hold_location_id INTEGER;
ALTER TABLE appointments ADD COLUMN hold_quantity INTEGER;
ALTER TABLE appointments ADD COLUMN hold_source TEXT;
ALTER TABLE appointments ADD COLUMN hold_ready_by TEXT;
ALTER TABLE appointments ADD COLUMN hold_status TEXT;
CREATE INDEX appointments_held_stock ON appointments (hold_offer_id, hold_location_id) WHERE hold_status = 'held';`;

const tireColumns = `ALTER TABLE appointments ADD COLUMN tires TEXT;`;

// Quote requests for commercial, farm, industrial, mining and OTR tires (the tire as offered
// when asked: catalog id, title and price in cents, null for a tire described in words), and a
// Reply-To for outbox messages (the sales desk answers the customer straight from its copy).
const quoteColumns = (id: string, big: string) => `
ALTER TABLE outbox ADD COLUMN reply_to TEXT;
CREATE TABLE quote_requests (
  id ${id},
  reference TEXT NOT NULL UNIQUE,
  tire_id TEXT,
  product TEXT NOT NULL,
  size TEXT NOT NULL DEFAULT '',
  quantity INTEGER NOT NULL,
  application TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  price_per_tire_cents INTEGER,
  created_at ${big} NOT NULL
);
CREATE INDEX quote_requests_created ON quote_requests (created_at);`;

// Store capacity: each live appointment holds one unit of a kind ("Bay 3") per service of its
// visit, and no unit is held twice at once. Existing appointments move to unit 1 of their
// service's kind (the kinds as they were when units came in; never derived from today's data).
const SERVICE_KIND = `CASE service_name
  WHEN 'Wheel Alignment' THEN 'alignment'
  WHEN 'Commercial Tire Service' THEN 'truck-bay'
  WHEN 'Commercial Truck Alignment' THEN 'truck-bay'
  ELSE 'bay' END`;
const unitColumns = (id: string, big: string) => `
ALTER TABLE appointments ADD COLUMN add_ons TEXT NOT NULL DEFAULT '[]';
ALTER TABLE appointments ADD COLUMN visit TEXT NOT NULL DEFAULT 'wait';
ALTER TABLE appointments ADD COLUMN segments TEXT NOT NULL DEFAULT '[]';
CREATE TABLE appointment_units (
  id ${id},
  appointment_id ${big} NOT NULL REFERENCES appointments (id),
  store_email TEXT NOT NULL,
  kind TEXT NOT NULL,
  unit INTEGER NOT NULL,
  starts_at ${big} NOT NULL,
  ends_at ${big} NOT NULL,
  active INTEGER NOT NULL
);
CREATE INDEX appointment_units_held ON appointment_units (store_email, starts_at) WHERE active = 1;
CREATE INDEX appointment_units_appointment ON appointment_units (appointment_id);
INSERT INTO appointment_units (appointment_id, store_email, kind, unit, starts_at, ends_at, active)
  SELECT id, store_email, ${SERVICE_KIND}, 1, starts_at, ends_at,
    CASE WHEN status IN ('requested', 'confirmed') THEN 1 ELSE 0 END
  FROM appointments;`;
const unitSegments = (array: string, object: string, cast = "") => `
UPDATE appointments SET segments = ${array}(${object}('serviceName', service_name, 'kind', ${SERVICE_KIND},
  'unit', 1, 'startsAt', starts_at, 'endsAt', ends_at))${cast};`;

// The sales desk works quote requests: where each stands (new, quoted, won, lost), who has it,
// the desk's note, when staff last changed it, and the history of every change (who, from which
// client address; `detail` is JSON of what changed).
const quoteDeskColumns = (id: string, big: string) => `
ALTER TABLE quote_requests ADD COLUMN state TEXT NOT NULL DEFAULT 'new';
ALTER TABLE quote_requests ADD COLUMN note TEXT NOT NULL DEFAULT '';
ALTER TABLE quote_requests ADD COLUMN assignee TEXT NOT NULL DEFAULT '';
ALTER TABLE quote_requests ADD COLUMN updated_at ${big};
CREATE INDEX quote_requests_state_created ON quote_requests (state, created_at);
CREATE TABLE quote_events (
  id ${id},
  quote_id ${big} NOT NULL REFERENCES quote_requests (id),
  at ${big} NOT NULL,
  what TEXT NOT NULL,
  detail TEXT NOT NULL,
  actor_name TEXT NOT NULL,
  actor_email TEXT,
  origin TEXT
);
CREATE INDEX quote_events_quote ON quote_events (quote_id, at);`;

// Every change to an appointment with its author: what happened (and its detail as JSON), who
// (a staff member's name and address, the store's e-mail link, the customer or the site itself)
// and from which client address. Written in the transaction that makes the change.
const historyTable = (id: string, big: string) => `
CREATE TABLE appointment_events (
  id ${id},
  appointment_id ${big} NOT NULL REFERENCES appointments (id),
  at ${big} NOT NULL,
  what TEXT NOT NULL,
  detail TEXT,
  actor_kind TEXT NOT NULL,
  actor_name TEXT,
  actor_email TEXT,
  origin TEXT
);
CREATE INDEX appointment_events_appointment ON appointment_events (appointment_id, id);`;

// One pending proposal per appointment: the store's new time (the store's own date and clock) and
// when it was made. The appointment keeps its time, units and calendar event until it is accepted.
const proposalColumns = (big: string) => `
ALTER TABLE appointments ADD COLUMN proposal_date TEXT;
ALTER TABLE appointments ADD COLUMN proposal_time TEXT;
ALTER TABLE appointments ADD COLUMN proposal_at ${big};`;

// The holds the site ends itself (lib/appointments/hold-end-job.ts): requests by start time, the
// sets held now by their visit's end (both newest first), and the site's own history events of
// ending them, for the status page. Each WHERE is the queries' own, word for word
// (appointment-queries.ts, health-queries.ts), so SQLite uses the index too.
const holdEndIndexes = `
CREATE INDEX appointments_requested_starts ON appointments (starts_at, id) WHERE status = 'requested';
CREATE INDEX appointments_held_ends ON appointments (ends_at, id) WHERE hold_status = 'held';
CREATE INDEX appointment_events_hold_ends ON appointment_events (at)
  WHERE what IN ('unanswered', 'tires_returned');`;

// Texts (lib/texts): an outbox like the e-mail one, with where the words go by e-mail if the text
// fails for good; the numbers that said STOP (read at enqueue and again before each send, so a STOP
// holds at once on every instance); replies, stored once per provider message id; and the
// customer's consent on the appointment (the number, the wording they agreed to, and when).
const textTables = (id: string, big: string) => `
CREATE TABLE text_outbox (
  id ${id},
  kind TEXT NOT NULL,
  to_phone TEXT NOT NULL,
  body TEXT NOT NULL,
  reference TEXT,
  store_id INTEGER,
  next_attempt_at ${big} NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  claimed_by TEXT,
  claimed_until ${big},
  sent_at ${big},
  failed_at ${big},
  provider_message_id TEXT,
  delivery_status TEXT,
  fallback_email TEXT,
  fallback_subject TEXT,
  fallback_queued_at ${big},
  created_at ${big} NOT NULL
);
CREATE INDEX text_outbox_unsent ON text_outbox (id) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX text_outbox_failed ON text_outbox (id) WHERE failed_at IS NOT NULL AND sent_at IS NULL;
CREATE INDEX text_outbox_provider_id ON text_outbox (provider_message_id);
CREATE INDEX text_outbox_reference ON text_outbox (reference, kind);
CREATE TABLE text_opt_outs (
  phone TEXT PRIMARY KEY,
  word TEXT NOT NULL,
  opted_out_at ${big} NOT NULL
);
CREATE TABLE inbound_texts (
  id ${id},
  provider_message_id TEXT NOT NULL UNIQUE,
  from_phone TEXT NOT NULL,
  to_phone TEXT NOT NULL,
  body TEXT NOT NULL,
  received_at ${big} NOT NULL,
  reference TEXT,
  handled_as TEXT NOT NULL
);
ALTER TABLE appointments ADD COLUMN text_phone TEXT;
ALTER TABLE appointments ADD COLUMN text_consent_wording TEXT;
ALTER TABLE appointments ADD COLUMN text_consent_at ${big};
CREATE INDEX appointments_text_phone ON appointments (text_phone, id) WHERE text_phone IS NOT NULL;`;

// Road service (lib/road-calls): a breakdown call with where it is and what failed, the stores it was
// offered to, its crew, truck and ETA, and the time of each status; its history; and the service
// truck an accepted call takes, which bookings count like an on-site visit's (unit-queries.ts).
// Doubles are REAL on SQLite and DOUBLE PRECISION on PostgreSQL.
const roadCallTables = (id: string, big: string, real: string) => `
CREATE TABLE road_calls (
  id ${id},
  reference TEXT NOT NULL UNIQUE,
  idempotency_key TEXT UNIQUE,
  status TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  vehicle TEXT NOT NULL,
  axle TEXT,
  side TEXT,
  dual TEXT,
  tire_size TEXT,
  tire_count INTEGER NOT NULL,
  place TEXT NOT NULL,
  lat ${real},
  lng ${real},
  located_by TEXT,
  account_number TEXT,
  company TEXT,
  po TEXT,
  driver_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT,
  text_consent_wording TEXT,
  notes TEXT,
  store_id INTEGER,
  offered_store_ids TEXT NOT NULL DEFAULT '[]',
  in_reach_store_ids TEXT NOT NULL DEFAULT '[]',
  offered_at ${big} NOT NULL,
  desk_alerted_at ${big},
  crew_name TEXT,
  truck INTEGER,
  eta_at ${big},
  cancel_reason TEXT,
  created_at ${big} NOT NULL,
  accepted_at ${big},
  on_the_way_at ${big},
  on_site_at ${big},
  rolling_at ${big},
  cancelled_at ${big}
);
CREATE INDEX road_calls_waiting ON road_calls (offered_at) WHERE status = 'received' AND desk_alerted_at IS NULL;
CREATE INDEX road_calls_created ON road_calls (created_at, id);
CREATE INDEX road_calls_phone ON road_calls (phone, created_at);
CREATE TABLE road_call_events (
  id ${id},
  call_id ${big} NOT NULL REFERENCES road_calls (id),
  what TEXT NOT NULL,
  detail TEXT,
  actor TEXT NOT NULL,
  at ${big} NOT NULL
);
CREATE INDEX road_call_events_call ON road_call_events (call_id, id);
CREATE TABLE road_call_units (
  call_id ${big} PRIMARY KEY REFERENCES road_calls (id),
  store_email TEXT NOT NULL,
  unit INTEGER NOT NULL,
  starts_at ${big} NOT NULL,
  ends_at ${big} NOT NULL,
  active INTEGER NOT NULL
);
CREATE INDEX road_call_units_held ON road_call_units (store_email, starts_at) WHERE active = 1;`;

// Each store's road-service reach and on-call rotation as operators set them at
// /admin/road-service (lib/road-calls/road-service-stores.ts); a store without a row keeps the
// defaults in data/road-service-crews.ts. `updated_at` guards a save against a colleague's.
const roadServiceStoreTable = (big: string) => `
CREATE TABLE road_service_stores (
  store_id INTEGER PRIMARY KEY,
  reach_miles INTEGER NOT NULL,
  rotation TEXT NOT NULL,
  updated_at ${big} NOT NULL,
  updated_by TEXT NOT NULL
);`;

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: "appointments, outbox and contact messages",
    sqlite: `
CREATE TABLE appointments (${appointmentColumns("INTEGER PRIMARY KEY AUTOINCREMENT", "INTEGER")});
CREATE TABLE outbox (${outboxColumns("INTEGER PRIMARY KEY AUTOINCREMENT", "INTEGER")});
CREATE TABLE contact_messages (${contactColumns("INTEGER PRIMARY KEY AUTOINCREMENT", "INTEGER")});
${indexes}`,
    postgres: `
CREATE TABLE appointments (${appointmentColumns("BIGSERIAL PRIMARY KEY", "BIGINT")});
CREATE TABLE outbox (${outboxColumns("BIGSERIAL PRIMARY KEY", "BIGINT")});
CREATE TABLE contact_messages (${contactColumns("BIGSERIAL PRIMARY KEY", "BIGINT")});
${indexes}`,
  },
  {
    version: 2,
    name: "work leases, bounded retries, incidents, shared rate limits, no-overlap constraint",
    sqlite: leaseColumns("INTEGER"),
    postgres: `${leaseColumns("BIGINT")}
CREATE EXTENSION IF NOT EXISTS btree_gist;
ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
  EXCLUDE USING gist (store_email WITH =, int8range(starts_at, ends_at) WITH &&)
  WHERE (status IN ('requested', 'confirmed'));`,
  },
  {
    version: 3,
    name: "appointment lifecycle: change sequence, decline reason, link signing key",
    sqlite: lifecycleColumns("INTEGER"),
    postgres: lifecycleColumns("BIGINT"),
  },
  {
    version: 4,
    name: "tires booked with an installation",
    sqlite: tireColumns,
    postgres: tireColumns,
  },
  {
    version: 5,
    name: "quote requests, reply-to on outbox messages",
    sqlite: quoteColumns("INTEGER PRIMARY KEY AUTOINCREMENT", "INTEGER"),
    postgres: quoteColumns("BIGSERIAL PRIMARY KEY", "BIGINT"),
  },
  {
    version: 6,
    name: "store capacity: units per appointment, add-on services, wait or drop-off",
    sqlite: `${unitColumns("INTEGER PRIMARY KEY AUTOINCREMENT", "INTEGER")}
${unitSegments("json_array", "json_object")}`,
    postgres: `${unitColumns("BIGSERIAL PRIMARY KEY", "BIGINT")}
${unitSegments("json_build_array", "json_build_object", "::text")}
ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap;
ALTER TABLE appointment_units ADD CONSTRAINT appointment_units_no_overlap
  EXCLUDE USING gist (store_email WITH =, kind WITH =, unit WITH =, int8range(starts_at, ends_at) WITH &&)
  WHERE (active = 1);`,
  },
  {
    version: 7,
    name: "on-site service: the work site of a service-truck visit",
    // JSON of the site (address, directions, machine, tire); null for work at the store.
    sqlite: `ALTER TABLE appointments ADD COLUMN site TEXT;`,
    postgres: `ALTER TABLE appointments ADD COLUMN site TEXT;`,
  },
  {
    version: 8,
    name: "tire stock per location, and the set an appointment holds",
    sqlite: stockColumns("INTEGER"),
    postgres: stockColumns("BIGINT"),
    seed: writeSeedStock,
  },
  {
    version: 9,
    name: "appointment history: every change with its author",
    sqlite: historyTable("INTEGER PRIMARY KEY AUTOINCREMENT", "INTEGER"),
    postgres: historyTable("BIGSERIAL PRIMARY KEY", "BIGINT"),
  },
  {
    version: 10,
    name: "the sales desk's quote requests: state, assignee, note and history",
    sqlite: quoteDeskColumns("INTEGER PRIMARY KEY AUTOINCREMENT", "INTEGER"),
    postgres: quoteDeskColumns("BIGSERIAL PRIMARY KEY", "BIGINT"),
  },
  {
    version: 11,
    name: "staff sign-in: sessions and the staff list",
    sqlite: staffTables("INTEGER"),
    postgres: staffTables("BIGINT"),
    seed: writeSeedStaff,
  },
  {
    version: 12,
    name: "indexes for years of history: staff lists by time, unfinished and failed work",
    sqlite: historyIndexes,
    postgres: historyIndexes,
  },
  {
    version: 13,
    name: "quote request counts per category and state, kept by triggers",
    sqlite: quoteCountsSqlite,
    postgres: quoteCountsPostgres,
  },
  {
    version: 14,
    name: "one-time codes that prove a customer's contact",
    sqlite: contactCodes("INTEGER"),
    postgres: contactCodes("BIGINT"),
  },
  {
    version: 15,
    name: "indexes for the holds the site ends itself: unanswered requests, sets held past their visit",
    sqlite: holdEndIndexes,
    postgres: holdEndIndexes,
  },
  {
    version: 16,
    name: "texts: outbox, opt-outs, replies, and the customer's consent",
    sqlite: textTables("INTEGER PRIMARY KEY AUTOINCREMENT", "INTEGER"),
    postgres: textTables("BIGSERIAL PRIMARY KEY", "BIGINT"),
  },
  {
    version: 17,
    name: "a new time the store proposes, waiting for the customer's answer",
    sqlite: proposalColumns("INTEGER"),
    postgres: proposalColumns("BIGINT"),
  },
  {
    version: 18,
    name: "road service: breakdown calls, their history, and the truck an accepted call takes",
    sqlite: roadCallTables("INTEGER PRIMARY KEY AUTOINCREMENT", "INTEGER", "REAL"),
    postgres: roadCallTables("BIGSERIAL PRIMARY KEY", "BIGINT", "DOUBLE PRECISION"),
  },
  {
    version: 19,
    name: "road service: each store's reach and on-call rotation as operators set them",
    sqlite: roadServiceStoreTable("INTEGER"),
    postgres: roadServiceStoreTable("BIGINT"),
  },
  {
    version: 20,
    name: "finding a customer: appointments and quotes by phone, e-mail and name",
    sqlite: customerSearchIndexes("json_extract(vehicle, '$.make')", "json_extract(vehicle, '$.model')"),
    postgres: customerSearchIndexes("(vehicle::json ->> 'make')", "(vehicle::json ->> 'model')"),
  },
  {
    version: 21,
    name: "the sales desk: who is on it, each quote's quoted total, each member's quotes",
    sqlite: salesDeskColumns,
    postgres: salesDeskColumns,
  },
  {
    version: 22,
    name: "the point of sale's part numbers and the numbers waiting to be mapped",
    sqlite: partNumberTables("INTEGER"),
    postgres: partNumberTables("BIGINT"),
  },
];
