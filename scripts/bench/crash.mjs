// Crash safety of the embedded SQLite store: a booking load, SIGKILL to the server halfway, a
// restart on the same data folder, and a check that every acknowledged booking is still there.
import { join } from "node:path";
import Database from "better-sqlite3";
import { code, conditions, int, left, right, table } from "./markdown.mjs";
import { portIsClosed, tempDir } from "./processes.mjs";
import { RATE_LIMIT_MULTIPLIER, startNext } from "./servers.mjs";
import { allFreeSlots, bookableStores, bookingRequest, postJson } from "./site.mjs";

const CONCURRENCY = 20;

async function waitUntilClosed(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portIsClosed(port)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

export async function measureCrash({ dist, maxRequests, log }) {
  const dataDir = tempDir("crash-data");
  let server = await startNext({ dist, dataDir, label: "crash" });
  const { port, pid } = server;
  const slots = (await allFreeSlots(server.url, await bookableStores(server.url))).slice(0, maxRequests);
  const killAfter = Math.floor(slots.length / 3);

  const acknowledged = [];
  const outcome = { sent: 0, conflict: 0, otherStatus: 0, networkError: 0 };
  let killedAt = null;
  let next = 0;
  const worker = async () => {
    while (killedAt === null) {
      const slot = slots[next++];
      if (!slot) return;
      outcome.sent++;
      const reply = await postJson(`${server.url}/api/bookAppointment`, bookingRequest(slot, "crash"));
      if (reply.status === 200) {
        const cancel = new URLSearchParams(reply.body.appointment.cancelUrl.split("?")[1]);
        acknowledged.push({ reference: reply.body.appointment.reference, token: cancel.get("token") });
        if (acknowledged.length === killAfter && killedAt === null) {
          log(`crash: SIGKILL to pid ${pid} after ${killAfter} acknowledged bookings`);
          killedAt = Date.now();
          process.kill(pid, "SIGKILL");
        }
      } else if (reply.status === 409) outcome.conflict++;
      else if (reply.status === 0) outcome.networkError++;
      else outcome.otherStatus++;
    }
  };
  log(`crash: booking load of up to ${slots.length} slots, ${CONCURRENCY} at a time`);
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // Fewer acknowledgements than planned (e.g. many 409s): kill anyway, after the load, and say so.
  const killedAfterLoad = killedAt === null;
  if (killedAfterLoad) process.kill(pid, "SIGKILL");
  const exit = await server.exited;
  const portFreed = await waitUntilClosed(port);
  if (!portFreed) throw new Error(`Port ${port} still answers after SIGKILL to ${pid}.`);

  log("crash: restarting on the same data folder");
  server = await startNext({ dist, dataDir, port, label: "crash-restart" });
  let foundByApi = 0;
  const missing = [];
  try {
    let i = 0;
    const check = async () => {
      for (let a = acknowledged[i++]; a; a = acknowledged[i++]) {
        const response = await fetch(
          `${server.url}/api/appointments/${a.reference}?token=${encodeURIComponent(a.token)}`,
        );
        if (response.ok && (await response.json()).appointment?.reference === a.reference) foundByApi++;
        else missing.push(`${a.reference} (HTTP ${response.status})`);
      }
    };
    await Promise.all(Array.from({ length: 10 }, check));
  } finally {
    await server.stop();
  }

  const db = new Database(join(dataDir, "scheduling.sqlite"), { readonly: true, fileMustExist: true });
  let foundInFile;
  let rowsInFile;
  let integrity;
  try {
    const byReference = db.prepare("SELECT 1 FROM appointments WHERE reference = ?");
    foundInFile = acknowledged.filter((a) => byReference.get(a.reference)).length;
    rowsInFile = db.prepare("SELECT COUNT(*) AS n FROM appointments").get().n;
    integrity = db.pragma("integrity_check", { simple: true });
  } finally {
    db.close();
  }

  return {
    slots: slots.length,
    killAfter,
    killedAfterLoad,
    exit,
    portFreed,
    ...outcome,
    acknowledged: acknowledged.length,
    foundByApi,
    foundInFile,
    rowsInFile,
    integrity,
    missing,
    lost: acknowledged.length - Math.min(foundByApi, foundInFile),
  };
}

export function crashReport(r, { serverLabel }) {
  return [
    "## Crash safety",
    "",
    conditions([
      [
        "Server",
        `${serverLabel}; a new SQLite database in a temporary DATA_DIR (WAL, synchronous=FULL as the app sets it); RATE_LIMIT_MULTIPLIER=${RATE_LIMIT_MULTIPLIER}`,
      ],
      [
        "Load",
        `${r.slots} distinct free slots (all stores, next 30 days, "Oil Changes"), booked by ${CONCURRENCY} concurrent clients, one new connection per request`,
      ],
      [
        "Crash",
        `SIGKILL to the \`next start\` process ${r.killedAfterLoad ? `**after the load had ended** (only ${r.acknowledged} acknowledged, ${r.killAfter} planned)` : `after the ${r.killAfter}th acknowledged booking`} (exit signal: ${r.exit.signal ?? r.exit.code}); ` +
          `port free afterwards: ${r.portFreed ? "yes" : "no"}; restarted on the same DATA_DIR and port`,
      ],
      [
        "Check",
        "every booking answered with 200 is read back through GET /api/appointments/{reference}?token=… on the restarted server, " +
          "then looked up in the SQLite file directly",
      ],
    ]),
    "",
    table(
      [
        right("Requests sent"),
        right("Acknowledged (200)"),
        right("409"),
        right("Other status"),
        right("Cut off by the crash"),
        right("Found via API"),
        right("Found in SQLite file"),
        right("Lost"),
        right("Rows in file"),
        left("integrity_check"),
      ],
      [
        [
          int(r.sent),
          int(r.acknowledged),
          int(r.conflict),
          int(r.otherStatus),
          int(r.networkError),
          int(r.foundByApi),
          int(r.foundInFile),
          `**${r.lost}**`,
          int(r.rowsInFile),
          code(r.integrity),
        ],
      ],
    ),
    "",
    "A SIGKILL ends the process, not the machine: the operating system still writes out what SQLite handed it, so this " +
      "shows that no acknowledged booking is held only in the app's memory; surviving power loss rests on synchronous=FULL.",
    "",
    `Rows in the file beyond the acknowledged ones (${Math.max(0, r.rowsInFile - r.acknowledged)}) are requests that were ` +
      "committed but whose reply the crash cut off; the customer saw an error and may retry.",
    ...(r.missing.length ? ["", `Missing: ${r.missing.slice(0, 20).join(", ")}`] : []),
  ].join("\n");
}
