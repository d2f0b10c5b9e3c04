// Five years of history plus the present month, as batches of rows for the writers.
import { addDays } from "./calendar.mjs";
import { storeDay } from "./appointments.mjs";
import { quoteRows } from "./quotes.mjs";
import { seeded } from "./random.mjs";

/** At scale 1, what the operator measured: 427,000 appointments over five years, 50,000 quotes. */
export const FULL = { appointments: 427_000, quotes: 50_000, years: 5 };
/** Days ahead the present month reaches (bookings are taken 30 days ahead). */
export const AHEAD_DAYS = 30;
/** Share of a store's cells booked on a present day: busy, with times left to book. */
const PRESENT_FILL = 0.35;
/** Quote requests of the last month. */
const PRESENT_QUOTES = 150;

const emptyBatch = () => ({
  appointments: [],
  units: [],
  events: [],
  outbox: [],
  quotes: [],
  quoteEvents: [],
});
const size = (b) => b.appointments.length + b.events.length + b.outbox.length + b.quotes.length;

/**
 * Batches of rows: the past `years` (only when `history`), then the present month (always, and
 * the same rows for the same `today`, so both databases share it). `ids` numbers the rows.
 */
export function* generate({ stores, today, now, scale, history, ids, batchRows = 20_000 }) {
  let batch = emptyBatch();
  const flush = function* (force = false) {
    if (size(batch) >= batchRows || (force && size(batch) > 0)) {
      yield batch;
      batch = emptyBatch();
    }
  };
  const add = (day) => {
    for (const key of ["appointments", "units", "events", "outbox"]) batch[key].push(...day[key]);
  };
  if (history) {
    const rng = seeded(1947);
    const start = addDays(today, -Math.round(FULL.years * 365.25));
    const days = [];
    for (let d = start; d < today; d = addDays(d, 1)) days.push(d);
    const cells = stores.reduce((n, s) => n + s.cells, 0);
    const openDays = days.filter((d) =>
      stores[0].openingHours.days.includes(new Date(`${d}T12:00:00Z`).getUTCDay()),
    ).length;
    const fill = (FULL.appointments * scale) / (openDays * cells);
    for (const date of days) {
      for (const store of stores) add(storeDay(store, date, { rng, ids, fill, live: false, now }));
      yield* flush();
    }
    const from = Date.parse(`${start}T12:00:00Z`);
    for (const { quote, events } of quoteRows({
      rng,
      ids,
      count: Math.round(FULL.quotes * scale),
      from,
      to: now - AHEAD_DAYS * 86_400_000,
      now,
    })) {
      batch.quotes.push(quote);
      batch.quoteEvents.push(...events);
      yield* flush();
    }
  }
  const rng = seeded(2026);
  // The month's quote requests, the same on both sides: more than a page of the desk's list.
  const monthAgo = now - AHEAD_DAYS * 86_400_000;
  for (const { quote, events } of quoteRows({
    rng,
    ids,
    count: PRESENT_QUOTES,
    from: monthAgo,
    to: now,
    now,
  })) {
    batch.quotes.push(quote);
    batch.quoteEvents.push(...events);
  }
  for (let i = 0; i <= AHEAD_DAYS; i++) {
    const date = addDays(today, i);
    for (const store of stores) add(storeDay(store, date, { rng, ids, fill: PRESENT_FILL, live: true, now }));
    yield* flush();
  }
  yield* flush(true);
}
