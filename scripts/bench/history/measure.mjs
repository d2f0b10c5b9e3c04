// Side-by-side timing of two servers: each route asked of the new and the large database in
// turn (the order alternating by round), so whatever else the machine does hits both alike.
import { readdirSync, readFileSync } from "node:fs";
import { bookingRequest, postJson } from "../site.mjs";

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : NaN;
};

/** Resident memory of a server and every process in its group, in MiB. */
export function groupRssMiB(pgid) {
  let kib = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (rss) kib += Number(rss[1]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return kib / 1024;
}

async function timedGet(url, headers) {
  const start = performance.now();
  const response = await fetch(url, { headers, redirect: "manual" });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - start, status: response.status, bytes };
}

async function timedBooking(baseUrl, slot) {
  const start = performance.now();
  const reply = await postJson(`${baseUrl}/api/bookAppointment`, bookingRequest(slot, "history"));
  return { ms: performance.now() - start, status: reply.status, bytes: 0 };
}

/**
 * Runs every route `rounds` times on both sides after one unmeasured pass; a booking each round
 * takes the next free slot (the same slot on both sides, since their present month is the same).
 */
export async function sideBySide({ servers, routes, slots, rounds, headers, log }) {
  const results = new Map();
  const note = (name, side, r) => {
    if (!results.has(name)) results.set(name, { new: [], large: [], statuses: new Set(), bytes: {} });
    const entry = results.get(name);
    entry[side].push(r.ms);
    entry.statuses.add(r.status);
    entry.bytes[side] = r.bytes;
  };
  const ask = (side, route) => timedGet(servers[side].url + route.path, route.staff ? headers : {});
  for (const route of routes) for (const side of ["new", "large"]) await ask(side, route);
  const rss = { before: {}, after: {} };
  for (const side of ["new", "large"]) rss.before[side] = groupRssMiB(servers[side].pid);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? ["large", "new"] : ["new", "large"];
    for (const route of routes) for (const side of order) note(route.name, side, await ask(side, route));
    const slot = slots[round];
    if (slot)
      for (const side of order)
        note("booking (POST /api/bookAppointment)", side, await timedBooking(servers[side].url, slot));
    log(`  round ${round + 1}/${rounds} done`);
  }
  for (const side of ["new", "large"]) rss.after[side] = groupRssMiB(servers[side].pid);
  const rows = [...results].map(([name, r]) => ({
    name,
    newMs: median(r.new),
    largeMs: median(r.large),
    ratio: median(r.large) / median(r.new),
    statuses: [...r.statuses].sort().join(" "),
    bytes: r.bytes,
  }));
  return { rows, rss };
}
