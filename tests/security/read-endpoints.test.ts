import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getIcs } from "@/app/api/appointments/[reference]/calendar.ics/route";
import { GET as getAppointment } from "@/app/api/appointments/[reference]/route";
import { GET as calendarStatus } from "@/app/api/calendar-status/route";
import { GET as outlookStatus } from "@/app/api/outlook/status/route";
import { GET as testCalendar } from "@/app/api/outlook/test-calendar/route";
import { GET as availability } from "@/app/api/stores/[storeEmail]/availability/[date]/route";
import { GET as tiresByCategory } from "@/app/api/tires/category/[category]/route";
import { GET as siteSearch } from "@/app/api/search/route";
import { GET as tireSearch } from "@/app/api/tires/search/route";
import { GET as makes } from "@/app/api/vehicles/makes/[year]/route";
import { GET as models } from "@/app/api/vehicles/models/[year]/[make]/route";
import { GET as tireSize } from "@/app/api/vehicles/tire-size/[year]/[make]/[model]/[trim]/route";
import { GET as trims } from "@/app/api/vehicles/trims/[year]/[make]/[model]/route";
import { GET as years } from "@/app/api/vehicles/years/route";
import { GET as zip } from "@/app/api/zip/[zip]/route";
import { GET as serviceArea } from "@/app/api/service-area/route";
import { bookableLocations, locations } from "@/data/locations";
import { schedulerServices } from "@/data/scheduler-services";
import { TIRE_CATEGORY_IDS } from "@/lib/tires/category-tires";
import { QUERY_KINDS } from "@/lib/search/classify";
import { sizeKey } from "@/lib/tires/sidewall-size";
import { getMakes, getModels, getTrims } from "@/lib/vehicles";
import { clearCounts } from "../support/row-counts";
import { params } from "../support/scheduling-env";
import {
  NASTY_STRINGS,
  PROPERTY_TIMEOUT_MS,
  RUNS,
  checkReply,
  hostileParam,
  hostileText,
  fuzzDatabase,
} from "./fuzz-support";
import { BOOKING_DATES, bookRealAppointments } from "./payloads";

vi.setConfig({ testTimeout: PROPERTY_TIMEOUT_MS });

const rows = fuzzDatabase();

/** A query string as a client may send it: well-formed from hostile values, or raw junk. */
function query(pairs: [string, string][], raw: string | null): string {
  if (raw !== null) return `?${raw}`;
  return pairs.length ? `?${new URLSearchParams(pairs)}` : "";
}

const rawQuery = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.constantFrom("%", "%zz", "token=%E0%A4%A", "a=1&a=2&&&=", "token=&token=x") },
);

/** Pure reads: whatever is asked, nothing may be written. */
async function read(call: () => Promise<Response> | Response, label: string) {
  const before = rows.counts();
  const reply = await checkReply(await call(), label);
  expect(rows.counts(), label).toEqual(before);
  return reply;
}

const storeEmails = bookableLocations.map((l) => l.email);
const unbookableEmails = locations.filter((l) => !l.bookable).map((l) => l.email);

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

describe("GET /api/stores/{storeEmail}/availability/{date} under hostile input", () => {
  it("never fails, and finds slots only for a real store, a real day and a known service", async () => {
    const storeEmail = fc.oneof(
      fc.constantFrom(...storeEmails),
      fc.constantFrom(...storeEmails).map((e) => ` ${e.toUpperCase()} `),
      fc.constantFrom(...unbookableEmails),
      hostileParam,
    );
    const date = fc.oneof(
      fc.constantFrom(...BOOKING_DATES),
      fc
        .date({
          min: new Date("1000-01-01T00:00:00Z"),
          max: new Date("9999-12-31T00:00:00Z"),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom("9999-12-31", "9999-03-15", "1000-01-01", "2024-02-29", "2025-02-29", "2026-13-01"),
      hostileParam,
    );
    const service = fc.oneof(
      fc.constantFrom(...schedulerServices.map((s) => s.name)),
      fc.constantFrom(...schedulerServices.map((s) => s.name.toUpperCase())),
      hostileText,
    );
    const pairs = fc.oneof(
      fc.constant<[string, string][]>([]),
      service.map((s): [string, string][] => [["service", s]]),
      fc
        .oneof(fc.integer({ min: -10, max: 600 }).map(String), hostileText)
        .map((d): [string, string][] => [["duration", d]]),
      fc.array(fc.tuple(fc.constantFrom("service", "duration", "_t"), hostileText), { maxLength: 3 }),
    );
    // A day of slack each side: the window is counted in the store's time zone, not UTC.
    const today = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const lastDay = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);
    let served = 0;
    await fc.assert(
      fc.asyncProperty(storeEmail, date, pairs, rawQuery, async (email, day, list, raw) => {
        const url = `http://localhost/api/stores/x/availability/y${query(list, raw)}`;
        const reply = await read(
          () => availability(new Request(url), params({ storeEmail: email, date: day })),
          `availability ${JSON.stringify(email).slice(0, 80)} ${JSON.stringify(day).slice(0, 40)}`,
        );
        const known = storeEmails.includes(email.trim().toLowerCase());
        if (!known) expect(reply.status).toBe(404);
        else if (!isCalendarDay(day)) expect(reply.status).toBe(400);
        else if (list.length === 0 && raw === null) expect(reply.status).toBe(200);
        if (reply.status !== 200) return;
        served++;
        const body = reply.body as {
          success: boolean;
          availableSlots: { time: string; available: boolean }[];
        };
        expect(body.success).toBe(true);
        for (const slot of body.availableSlots) {
          expect(slot.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          expect(typeof slot.available).toBe("boolean");
        }
        if (day < today || day > lastDay) expect(body.availableSlots).toEqual([]);
      }),
      // The last day the date check accepts: the day after it used to overflow the date arithmetic.
      { numRuns: RUNS, examples: [[storeEmails[0]!, "9999-12-31", [], null]] },
    );
    expect(served).toBeGreaterThan(0);
  });
});

describe("GET /api/appointments/{reference} and its .ics under hostile input", () => {
  /** Reference → cancel token of real bookings, so some requests get as far as the lookup. */
  let tokens = new Map<string, string>();

  beforeAll(async () => {
    tokens = await bookRealAppointments(3, BOOKING_DATES[4]!, 11);
  });

  const access = () => {
    const references = [...tokens.keys()];
    return fc.record({
      pair: fc.oneof(
        fc.constantFrom(...tokens.entries()).map(([reference, token]) => ({ reference, token })),
        fc.record({
          reference: fc.oneof(
            fc.constantFrom(...references),
            fc.stringMatching(/^AT-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
            hostileParam,
          ),
          token: fc.oneof(
            fc.constantFrom(...tokens.values()),
            fc.stringMatching(/^[A-Za-z0-9_-]{20,64}$/),
            hostileText,
          ),
        }),
      ),
      raw: rawQuery,
    });
  };

  /** The token the handler will read from the URL (after the client's and the URL parser's encoding). */
  const tokenIn = (url: string) => new URL(url).searchParams.get("token");

  it("shows an appointment only to the holder of its own token, and never fails", async () => {
    let shown = 0;
    await fc.assert(
      fc.asyncProperty(access(), async ({ pair: { reference, token }, raw }) => {
        const url = `http://localhost/api/appointments/x${query([["token", token]], raw)}`;
        const reply = await read(
          () => getAppointment(new Request(url), params({ reference })),
          `appointment ${JSON.stringify(reference).slice(0, 60)}`,
        );
        const owner = tokens.get(reference) !== undefined && tokens.get(reference) === tokenIn(url);
        expect(reply.status === 200, `${reference} ${tokenIn(url)}`).toBe(owner);
        if (!owner) return;
        expect(reply.body).toMatchObject({ success: true, appointment: { reference } });
        shown++;
      }),
      { numRuns: RUNS },
    );
    expect(shown).toBeGreaterThan(0);
  });

  it("serves the .ics only to the holder of its own token, and answers everything else in JSON", async () => {
    let served = 0;
    await fc.assert(
      fc.asyncProperty(access(), async ({ pair: { reference, token }, raw }) => {
        const url = `http://localhost/api/appointments/x/calendar.ics${query([["token", token]], raw)}`;
        const reply = await read(
          () => getIcs(new Request(url), params({ reference })),
          `ics ${JSON.stringify(reference).slice(0, 60)}`,
        );
        const owner = tokens.get(reference) !== undefined && tokens.get(reference) === tokenIn(url);
        expect(reply.status === 200).toBe(owner);
        if (!owner) return;
        expect(reply.contentType).toMatch(/^text\/calendar\b/);
        expect(reply.body).toEqual(expect.stringContaining(`UID:${reference}@alleghenytire.example`));
        served++;
      }),
      { numRuns: RUNS },
    );
    expect(served).toBeGreaterThan(0);
  });
});

describe("GET /api/zip/{zip} under hostile input", () => {
  it("answers a 5-digit zip with 200 or 404 and everything else with the zip message", async () => {
    const param = fc.oneof(
      fc.stringMatching(/^\d{5}$/),
      fc.constantFrom("24273", "00000", "99999"),
      hostileParam,
    );
    await fc.assert(
      fc.asyncProperty(param, async (value) => {
        const reply = await read(
          () => zip(new Request("http://localhost/api/zip/x"), params({ zip: value })),
          `zip ${JSON.stringify(value).slice(0, 60)}`,
        );
        if (/^\d{5}$/.test(value)) expect([200, 404]).toContain(reply.status);
        else {
          expect(reply.status).toBe(400);
          expect(reply.body).toMatchObject({ error: "Please enter a valid 5-digit zip code." });
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe("GET /api/service-area under hostile input", () => {
  it("answers every query with a worded 200, 400 or 404, never a 500", async () => {
    const field = (...known: string[]) => fc.option(fc.oneof(fc.constantFrom(...known), hostileParam));
    const query = fc.record({
      store: field("wytheville@alleghenytire.example", "WINDBER@alleghenytire.example", "nobody@example.com"),
      service: field("farm-tire-service", "Mining Tire Service", "Oil Changes"),
      zip: field("24360", "43215", "00000", "2436"),
      state: field("VA", "oh", "XX"),
    });
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(q)) if (value !== null) search.set(key, value);
        const reply = await read(
          () => serviceArea(new Request(`http://localhost/api/service-area?${search}`)),
          `service-area ${search.toString().slice(0, 120)}`,
        );
        expect([200, 400, 404]).toContain(reply.status);
        if (reply.status === 200) expect(typeof (reply.body as { ok: unknown }).ok).toBe("boolean");
        else expect(reply.body).toMatchObject({ success: false, error: expect.any(String) });
      }),
      { numRuns: RUNS },
    );
    // The well-formed questions are answered, in reach and out of it.
    const ask = async (zip: string, state: string) =>
      read(
        () =>
          serviceArea(
            new Request(
              `http://localhost/api/service-area?store=wytheville@alleghenytire.example&service=farm-tire-service&zip=${zip}&state=${state}`,
            ),
          ),
        `service-area ${zip}`,
      );
    expect(await ask("24360", "VA")).toMatchObject({ status: 200, body: { ok: true, miles: 9 } });
    expect(await ask("43215", "oh")).toMatchObject({
      status: 200,
      body: { ok: false, nearestStore: { name: "Ashland, KY" } },
    });
  });
});

describe("GET /api/vehicles/* under hostile input", () => {
  const knownMakes = getMakes(2020);
  const knownModels = [...getModels(2020, "Ford"), ...getModels(2020, "Toyota")];
  const knownTrims = [...getTrims(2020, "Ford", "F-150"), "Base", "Sport", "Limited"];
  const dataset = new Set([...knownMakes, ...knownModels, ...knownTrims].map((n) => n.toLowerCase()));
  const known = (list: string[]) =>
    fc.oneof(
      fc.constantFrom(...list),
      fc.constantFrom(...list).map((s) => ` ${s.toUpperCase()}`),
    );
  const yearParam = fc.oneof(
    fc.constantFrom("2020", "2016", "2025", "2010"),
    fc.stringMatching(/^\d{4}$/),
    hostileParam,
  );
  const makeParam = fc.oneof(known(knownMakes), hostileParam);
  const modelParam = fc.oneof(known(knownModels), hostileParam);
  const trimParam = fc.oneof(known(knownTrims), hostileParam);

  /** Malformed by any reading: path tricks, markup, control characters, blank or over-long names. */
  function malformedName(value: string): boolean {
    const trimmed = value.trim();
    return (
      trimmed === "" ||
      trimmed.length > 60 ||
      trimmed.includes("..") ||
      /[<>\\%\0\r\n"`;{}$@,:=?]/.test(trimmed) ||
      /[\p{Cc}\p{Cf}]/u.test(trimmed)
    );
  }

  const request = new Request("http://localhost/api/vehicles");

  it("lists years without input", async () => {
    const reply = await read(() => years(request), "years");
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body)).toBe(true);
  });

  it("refuses malformed path segments with 400, looks up well-formed ones, and never fails", async () => {
    const level = fc.integer({ min: 1, max: 4 });
    await fc.assert(
      fc.asyncProperty(
        level,
        yearParam,
        makeParam,
        modelParam,
        trimParam,
        async (depth, year, make, model, trim) => {
          const label = `vehicles ${JSON.stringify([year, make, model, trim].slice(0, depth)).slice(0, 120)}`;
          const call =
            depth === 1
              ? () => makes(request, params({ year }))
              : depth === 2
                ? () => models(request, params({ year, make }))
                : depth === 3
                  ? () => trims(request, params({ year, make, model }))
                  : () => tireSize(request, params({ year, make, model, trim }));
          const reply = await read(call, label);
          const names = [make, model, trim].slice(0, depth - 1);
          const wellFormedYear = /^\d{4}$/.test(year);
          if (!wellFormedYear || names.some(malformedName)) expect(reply.status, label).toBe(400);
          // Names from the dataset, in any letter case, are never "malformed": at worst not there.
          if (wellFormedYear && names.every((n) => dataset.has(n.trim().toLowerCase())))
            expect([200, 404], label).toContain(reply.status);
          if (reply.status === 200) {
            if (depth === 4) expect(reply.body).toMatchObject({ size: expect.any(String) });
            else expect(Array.isArray(reply.body)).toBe(true);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe("GET /api/tires/category/{category} under hostile input", () => {
  it("answers the five categories and a JSON 404 for anything else", async () => {
    const category = fc.oneof(fc.constantFrom(...TIRE_CATEGORY_IDS), hostileParam);
    await fc.assert(
      fc.asyncProperty(category, async (value) => {
        const reply = await read(
          () => tiresByCategory(new Request("http://localhost/api/tires"), params({ category: value })),
          `category ${JSON.stringify(value).slice(0, 60)}`,
        );
        expect(reply.status).toBe((TIRE_CATEGORY_IDS as readonly string[]).includes(value) ? 200 : 404);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("GET /api/tires/search under hostile input", () => {
  it("answers 200, 400 or 404, never fails, and lists tires only of the size it names", async () => {
    const value = (...good: string[]) =>
      fc.option(fc.oneof(fc.constantFrom(...good), hostileParam), { nil: null });
    const fields = fc.record({
      size: value("225/65R17", "2256517", "LT265/70R17", "145/80R13", "999/99R99"),
      year: value("2021", "1987"),
      make: value("Ford", "toyota"),
      model: value("F-150", "Tacoma"),
      trim: value("XLT", "SR5"),
      type: value("all-terrain", "touring"),
      brand: value("michelin", "BF Goodrich"),
      minPrice: value("100", "0"),
      maxPrice: value("250", "10000"),
      sort: value("price-asc", "warranty"),
    });
    await fc.assert(
      fc.asyncProperty(fields, rawQuery, async (record, raw) => {
        const pairs = Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== null);
        const qs = query(pairs, raw);
        const label = `search ${qs.slice(0, 120)}`;
        const reply = await read(
          () => tireSearch(new Request(`http://localhost/api/tires/search${qs}`)),
          label,
        );
        expect([200, 400, 404], label).toContain(reply.status);
        if (reply.status === 200) {
          const body = reply.body as { sizes: string[]; results: { size: string }[] };
          // A quote tire keeps its own spelling of the size (18.4-38 under 18.4R38): compare keys.
          expect(
            body.results.every((r) => body.sizes.includes(sizeKey(r.size) ?? r.size)),
            label,
          ).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe("GET /api/search under hostile input", () => {
  it("answers 200 or a worded 400, never fails, and leads only to the site's own pages", async () => {
    const text = fc.oneof(
      fc.constantFrom(
        "225/65R17",
        "11-22.5",
        "2019 civic lx",
        "f150 2022",
        "defender2",
        "michelin",
        "farm",
        "roadside",
        "flat",
      ),
      hostileParam,
    );
    const pairs = fc.array(fc.tuple(fc.constantFrom("q", "q[]", "Q", "x"), text), { maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(pairs, rawQuery, async (list, raw) => {
        const qs = query(list, raw);
        const label = `site search ${qs.slice(0, 120)}`;
        const reply = await read(() => siteSearch(new Request(`http://localhost/api/search${qs}`)), label);
        expect([200, 400], label).toContain(reply.status);
        if (reply.status === 200) {
          const body = reply.body as { kind: string; results: { href: string }[] };
          expect(QUERY_KINDS, label).toContain(body.kind);
          expect(body.results.length, label).toBeGreaterThan(0);
          for (const hit of body.results) expect(hit.href, label).toMatch(/^\/(?!\/)[^\s<>"]*$/);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe("the calendar status APIs under hostile input", () => {
  afterEach(() => {
    delete process.env.STATUS_PASSWORD;
  });

  /** Header values a fetch client can actually send (Latin-1, no line breaks or NUL). */
  const headerSafe = (value: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value);
  const basic = (user: string, password: string) =>
    `Basic ${Buffer.from(`${user}:${password}`, "utf8").toString("base64")}`;

  const PASSWORD = "correct horse";
  const authorization = fc.option(
    fc.oneof(
      fc.constant(basic("ops", PASSWORD)),
      fc.tuple(hostileText, hostileText).map(([user, password]) => basic(user, password)),
      fc.constantFrom(
        "Basic",
        "Basic ",
        "Basic ===",
        "Basic Og==",
        "Bearer x",
        basic("", ""),
        basic("a:b", PASSWORD),
      ),
      hostileText.filter(headerSafe),
      hostileText.filter(headerSafe).map((t) => `Basic ${t}`),
    ),
  );
  const locationEmail = fc.option(
    fc.oneof(
      fc.constantFrom(...storeEmails),
      fc.constantFrom(...unbookableEmails),
      hostileText,
      fc.constantFrom(...NASTY_STRINGS),
    ),
  );

  it("lets in only the right password when one is set, and answers every refusal in JSON", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        authorization,
        locationEmail,
        rawQuery,
        async (locked, auth, email, raw) => {
          // Wrong passwords are limited (tests/auth/status-password-limit.test.ts); each run here
          // starts with none counted, so every answer is the password check's own.
          await clearCounts(process.env.DATABASE_URL ? "postgres" : "sqlite");
          if (locked) process.env.STATUS_PASSWORD = PASSWORD;
          else delete process.env.STATUS_PASSWORD;
          const headers: Record<string, string> = auth === null ? {} : { authorization: auth };
          const url = `http://localhost/api/outlook/test-calendar${query(email === null ? [] : [["locationEmail", email]], raw)}`;
          const label = `test-calendar ${url.slice(0, 120)}`;
          const allowed = !locked || auth === basic("ops", PASSWORD) || auth === basic("", PASSWORD);
          const replies = [
            await read(() => testCalendar(new Request(url, { headers })), label),
            await read(
              () => outlookStatus(new Request("http://localhost/api/outlook/status", { headers })),
              "outlook status",
            ),
            await read(
              () => calendarStatus(new Request("http://localhost/api/calendar-status", { headers })),
              "calendar status",
            ),
          ];
          for (const reply of replies) {
            if (!allowed) expect(reply.status).toBe(401);
            else expect(reply.status).not.toBe(401);
          }
          const sent = new URL(url).searchParams.get("locationEmail") ?? "";
          if (allowed && sent && !storeEmails.includes(sent.trim().toLowerCase()))
            expect(replies[0]!.status).toBe(404);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
