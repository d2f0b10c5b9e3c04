// Where each batch goes: table, columns, and for PostgreSQL each column's type.
import { APPOINTMENT_COLUMNS, EVENT_COLUMNS, OUTBOX_COLUMNS, UNIT_COLUMNS } from "./appointments.mjs";
import { QUOTE_COLUMNS, QUOTE_EVENT_COLUMNS } from "./quotes.mjs";

export const TABLES = [
  { key: "appointments", table: "appointments", columns: APPOINTMENT_COLUMNS },
  { key: "units", table: "appointment_units", columns: UNIT_COLUMNS },
  { key: "events", table: "appointment_events", columns: EVENT_COLUMNS },
  { key: "outbox", table: "outbox", columns: OUTBOX_COLUMNS },
  { key: "quotes", table: "quote_requests", columns: QUOTE_COLUMNS },
  { key: "quoteEvents", table: "quote_events", columns: QUOTE_EVENT_COLUMNS },
];

const BIG =
  /^(id|appointment_id|quote_id|starts_at|ends_at|created_at|cancelled_at|changed_at|at|next_attempt_at|sent_at|failed_at|updated_at)$/;
const INT =
  /^(store_id|duration_minutes|calendar_attempts|sequence|unit|active|attempts|quantity|price_per_tire_cents)$/;

export const pgType = (column) => (INT.test(column) ? "int" : BIG.test(column) ? "bigint" : "text");
