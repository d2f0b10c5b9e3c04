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
}

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
];
