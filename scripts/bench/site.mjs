// What the bench needs to know about the site: its public routes, bookable stores, open slots,
// and booking requests the API accepts.
import { readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { ROOT } from "./servers.mjs";

/** Paths of `publicRoutes` in data/routes.ts, read from the file text (Node 20 cannot load TypeScript). */
export function publicRoutePaths() {
  const source = readFileSync(join(ROOT, "data/routes.ts"), "utf8");
  const list = source.slice(source.indexOf("publicRoutes"));
  const paths = [...list.matchAll(/\bpath:\s*"([^"]+)"/g)].map((m) => m[1]);
  if (paths.length === 0) throw new Error("No `path:` entries found in data/routes.ts.");
  return [...new Set(paths)];
}

/**
 * Pages data/routes.ts builds from data rather than listing them, taken from the running site's
 * sitemap.xml: every store and facility page (/locations/{slug}), and one tire size page and one
 * tire product page.
 */
export async function sitemapPagePaths(baseUrl) {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const all = [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname))];
  const paths = all.filter((path) => /^\/locations\/[^/]+$/.test(path)).sort();
  if (paths.length === 0) throw new Error("No /locations/{slug} pages in sitemap.xml.");
  // The tire pages are generated from the catalog (182 sizes, thousands of products): one of each
  // template stands for the rest, as the templates do not change with the tire.
  const sizePage = all.find((path) => /^\/tires\/size\/[^/]+$/.test(path));
  const productPage = all.find((path) =>
    /^\/tires\/details\/[a-z0-9-]+-(lt)?[1-3]\d{2}-\d{2}r(1[4-9]|2[0-4])$/.test(path),
  );
  return [...paths, ...[sizePage, productPage].filter(Boolean)];
}

/**
 * Tire-search queries over the whole catalog: every size with a results page (from sitemap.xml),
 * each written three ways people type it ("225/65R17", "225 65 17", "2256517"), with a filter or a
 * sort on some, so the bench reads the whole catalog and the parser's forms, not one cached answer.
 */
export async function tireSearchPaths(baseUrl) {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const slugs = [...xml.matchAll(/<loc>[^<]*\/tires\/size\/([^<]+)<\/loc>/g)].map((m) => m[1]);
  if (slugs.length === 0) throw new Error("No /tires/size/{size} pages in sitemap.xml.");
  // Passenger slugs read back to their size; the truck, farm and earthmover sizes (whose slugs
  // hyphenate a decimal point) are taken as written from the search index.
  const passenger = slugs
    .filter((slug) => /^(lt|st)?\d{3}-\d{2}r\d{2}$/.test(slug))
    .map((slug) => slug.replace("-", "/").toUpperCase());
  const { entries } = await (await fetch(`${baseUrl}/search-suggestions.json`)).json();
  const others = entries
    .filter(
      ([label, href, kind]) => kind === "s" && !passenger.includes(label) && href.startsWith("/tires/size/"),
    )
    .map(([label]) => label.split(" and ")[0]);
  const extras = ["", "&sort=price-asc", "&sort=warranty", "&type=all-season", "&maxPrice=200"];
  const forms = [
    ...passenger.map((size) => {
      const plain = size.replace(/^(LT|P)/, "");
      const spaced = plain.replace(/[/R]/g, " ").replace(/\s+/g, " ");
      return [size, spaced, size.startsWith("LT") ? size : plain.replace(/\D/g, "")];
    }),
    ...others.map((size) => [
      size,
      size.toLowerCase(),
      size.replace(/[/R-]/g, " ").replace(/\s+/g, " ").trim(),
    ]),
  ];
  return forms.flatMap((spellings, i) =>
    spellings.map(
      (form, j) => `/api/tires/search?size=${encodeURIComponent(form)}${extras[(i + j) % extras.length]}`,
    ),
  );
}

/**
 * Stock questions in rotation: one offer at one store each, over the offers of the catalog's
 * first sizes (as the site lists them) and the eight stores.
 */
export async function tireAvailabilityPaths(baseUrl, sizeCount = 20) {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const sizes = [...xml.matchAll(/<loc>[^<]*\/tires\/size\/([^<]+)<\/loc>/g)].map((m) => m[1]);
  const ids = [];
  for (const size of sizes.slice(0, sizeCount)) {
    const reply = await (await fetch(`${baseUrl}/api/tires/search?size=${encodeURIComponent(size)}`)).json();
    ids.push(...(reply.results ?? []).map((r) => r.id));
  }
  if (ids.length === 0) throw new Error("No tire offers found through /api/tires/search.");
  return ids.map((id, i) => `/api/tires/availability?offer=${id}&qty=${1 + (i % 6)}&store=${1 + (i % 8)}`);
}

/** Bookable stores as the running site lists them (GET /api/locations). */
export async function bookableStores(baseUrl) {
  const locations = await (await fetch(`${baseUrl}/api/locations`)).json();
  return locations.filter((l) => l.bookable).map((l) => ({ email: l.email, timeZone: l.timeZone }));
}

export const SERVICE = { name: "Oil Changes", durationMinutes: 30 };

function todayIn(timeZone) {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

function addDays(date, days) {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function availabilityPath(storeEmail, date, service = SERVICE.name) {
  return `/api/stores/${storeEmail}/availability/${date}?service=${encodeURIComponent(service)}`;
}

/** Free start times of one store and date, as the API offers them. */
export async function freeTimes(baseUrl, storeEmail, date) {
  const response = await fetch(baseUrl + availabilityPath(storeEmail, date));
  if (!response.ok) throw new Error(`availability ${storeEmail} ${date}: HTTP ${response.status}`);
  const body = await response.json();
  return body.availableSlots.filter((s) => s.available).map((s) => s.time);
}

/** Dates from tomorrow to the end of the 30-day window (store time) that have at least one free slot. */
export async function openDates(baseUrl, store, limit = 30) {
  const today = todayIn(store.timeZone);
  const dates = [];
  for (let i = 1; i <= 30 && dates.length < limit; i++) {
    const date = addDays(today, i);
    if ((await freeTimes(baseUrl, store.email, date)).length > 0) dates.push(date);
  }
  return dates;
}

/** Every free (store, date, time) the site offers, interleaved across stores. */
export async function allFreeSlots(baseUrl, stores) {
  const perStore = [];
  for (const store of stores) {
    const slots = [];
    const today = todayIn(store.timeZone);
    for (let i = 1; i <= 30; i++) {
      const date = addDays(today, i);
      for (const time of await freeTimes(baseUrl, store.email, date))
        slots.push({ store: store.email, date, time });
    }
    perStore.push(slots);
  }
  const all = [];
  for (let i = 0; perStore.some((s) => i < s.length); i++)
    for (const s of perStore) if (i < s.length) all.push(s[i]);
  return all;
}

let customerCounter = 0;

/** A booking request for one slot from a new customer, without an idempotency key. */
export function bookingRequest({ store, date, time }, tag = "load") {
  const n = ++customerCounter;
  return {
    storeGroupEmail: store,
    serviceName: SERVICE.name,
    date,
    time,
    customer: {
      firstName: "Bench",
      lastName: `Customer ${tag} ${n}`,
      email: `bench-${tag}-${n}@example.com`,
      phone: `304555${String(n % 10_000).padStart(4, "0")}`,
    },
    vehicle: { year: "2020", make: "Ford", model: "F-150" },
    comments: "",
  };
}

// One connection per request: a race must not queue behind a small keep-alive pool.
const freshConnections = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** POST JSON with node:http; resolves { status, body } or { status: 0, error } on a network failure. */
export function postJson(url, payload, agent = freshConnections) {
  const body = JSON.stringify(payload);
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        const chunks = [];
        response.on("data", (c) => chunks.push(c));
        response.on("end", () => {
          let parsed = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString("utf8"));
          } catch {
            // Not JSON: the status code is what counts.
          }
          resolve({ status: response.statusCode, body: parsed });
        });
        response.on("error", (error) => resolve({ status: 0, error: error.code || error.message }));
      },
    );
    request.on("error", (error) => resolve({ status: 0, error: error.code || error.message }));
    request.end(body);
  });
}

export function countStatuses(statuses) {
  const ok = statuses.filter((s) => s >= 200 && s < 300).length;
  const conflict = statuses.filter((s) => s === 409).length;
  return { ok, conflict, other: statuses.length - ok - conflict };
}
