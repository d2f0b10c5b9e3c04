/**
 * Indexes that keep the staff lists, the status readings and the background passes as fast on
 * years of history as on a new database. Each reading walks only the rows it answers about: a
 * range of days in time order, or the few rows still waiting or failed, through partial indexes
 * whose WHERE repeats the query's own condition word for word (SQLite uses a partial index only
 * then). The same SQL serves both dialects.
 *
 * The calendar conditions must stay equal to CALENDAR_WORK in calendar-sync-queries.ts; the
 * outbox ones to the claims and lists in outbox-queries.ts.
 */
export const historyIndexes = `
CREATE INDEX appointments_starts ON appointments (starts_at, id);
CREATE INDEX appointments_store_starts ON appointments (store_id, starts_at, id);
CREATE INDEX appointments_calendar_todo ON appointments (id)
  WHERE calendar_sync IN ('pending', 'delete_pending');
CREATE INDEX appointments_calendar_failed ON appointments (id) WHERE calendar_sync = 'failed';
CREATE INDEX appointments_calendar_created ON appointments (starts_at) WHERE calendar_sync = 'created';
CREATE INDEX appointments_calendar_error ON appointments (id) WHERE calendar_last_error IS NOT NULL;
CREATE INDEX appointments_calendar_conflict ON appointments (starts_at, id) WHERE calendar_conflict IS NOT NULL;
DROP INDEX appointments_calendar_work;
CREATE INDEX outbox_unsent ON outbox (id) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_failed ON outbox (id) WHERE failed_at IS NOT NULL AND sent_at IS NULL;
DROP INDEX outbox_due;
CREATE INDEX quote_requests_newest ON quote_requests (created_at, id);
CREATE INDEX quote_requests_state_newest ON quote_requests (state, created_at, id);
CREATE INDEX quote_requests_application_newest ON quote_requests (application, created_at, id);
CREATE INDEX quote_requests_application_state ON quote_requests (application, state, created_at, id);
DROP INDEX quote_requests_created;
DROP INDEX quote_requests_state_created;`;
