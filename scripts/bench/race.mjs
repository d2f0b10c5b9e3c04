// N customers submit the very same slot at once: exactly one may get it. Each round uses a
// different store on a server with an empty database, so every round starts clean.
import { join } from "node:path";
import Database from "better-sqlite3";
import { code, conditions, int, left, right, seconds, table } from "./markdown.mjs";
import { RATE_LIMIT_MULTIPLIER, startNext } from "./servers.mjs";
import {
  bookableStores,
  bookingRequest,
  countStatuses,
  freeTimes,
  openDates,
  postJson,
  SERVICE,
} from "./site.mjs";

function rowsForSlot(dataDir, { store, date, time }) {
  const db = new Database(join(dataDir, "scheduling.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        "SELECT COUNT(*) AS n FROM appointments WHERE store_email = ? AND date = ? AND time = ? AND status = 'requested'",
      )
      .get(store, date, time).n;
  } finally {
    db.close();
  }
}

export async function measureRace({ dist, sizes, log }) {
  const server = await startNext({ dist, label: "race" });
  const rounds = [];
  try {
    const stores = await bookableStores(server.url);
    if (stores.length < sizes.length)
      throw new Error(`Need ${sizes.length} bookable stores, found ${stores.length}.`);
    for (const [i, n] of sizes.entries()) {
      const store = stores[i];
      const [date] = await openDates(server.url, store, 1);
      const [time] = await freeTimes(server.url, store.email, date);
      const slot = { store: store.email, date, time };
      const payloads = Array.from({ length: n }, () => bookingRequest(slot, `race${n}`));
      log(`race: ${n} concurrent bookings for ${store.email} ${date} ${time}`);
      const started = performance.now();
      const replies = await Promise.all(
        payloads.map((p) => postJson(`${server.url}/api/bookAppointment`, p)),
      );
      const wallMs = performance.now() - started;
      const counts = countStatuses(replies.map((r) => r.status));
      const others = {};
      for (const r of replies)
        if (r.status !== 200 && r.status !== 409)
          others[r.status || r.error] = (others[r.status || r.error] ?? 0) + 1;
      rounds.push({ n, slot, ...counts, others, wallMs, rows: rowsForSlot(server.dataDir, slot) });
    }
  } finally {
    await server.stop();
  }
  return { rounds };
}

export function raceReport({ rounds }, { serverLabel }) {
  const pass = rounds.every((r) => r.ok === 1 && r.rows === 1);
  return [
    "## Booking race",
    "",
    conditions([
      [
        "Server",
        `${serverLabel}; its own empty SQLite database; RATE_LIMIT_MULTIPLIER=${RATE_LIMIT_MULTIPLIER}`,
      ],
      [
        "Method",
        `N POST /api/bookAppointment started at once (one new connection each) for the same store, date, time and service ("${SERVICE.name}"), ` +
          "distinct customers, no idempotency key; a different store per round; the slot was free before the round",
      ],
      ["Expected", "exactly one 200, the rest 409, and exactly one row for the slot in the database"],
      ["Result", pass ? "as expected in every round" : "**NOT as expected** (see the table)"],
    ]),
    "",
    table(
      [
        left("N"),
        left("Slot"),
        right("200"),
        right("409"),
        right("Other"),
        right("Rows for the slot"),
        right("Wall time"),
      ],
      rounds.map((r) => [
        r.n,
        code(`${r.slot.store} ${r.slot.date} ${r.slot.time}`),
        int(r.ok),
        int(r.conflict),
        r.other ? `${r.other} ${JSON.stringify(r.others)}` : 0,
        r.rows,
        seconds(r.wallMs),
      ]),
    ),
  ].join("\n");
}
