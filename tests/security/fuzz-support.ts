import { join } from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { MAX_BODY_BYTES } from "@/lib/http/request-body";
import { getDatabase, resetDatabase } from "@/lib/db";
import { useFreshDatabase as freshDatabase } from "../support/scheduling-env";

/**
 * Runs per property: enough to reach deep validation branches, small enough for a fast suite.
 * FUZZ_RUNS raises it for a longer hunt (failures print the seed and path to replay).
 */
export const RUNS = Number(process.env.FUZZ_RUNS) || 150;
export const PROPERTY_TIMEOUT_MS = 60_000;

export interface StoredCounts {
  appointments: number;
  cancelled: number;
  /** Messages sent at once (reminders, sent a day ahead and dropped by a cancel, are counted apart). */
  outbox: number;
  contactMessages: number;
  quoteRequests: number;
}

/**
 * Counts rows through a second, read-only connection to the app's SQLite file, so the check does
 * not go through (and cannot be fooled by) the database module under test.
 */
export function openRowCounter(dataDir: string) {
  const db = new Database(join(dataDir, "scheduling.sqlite"), { readonly: true, fileMustExist: true });
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  return {
    counts(): StoredCounts {
      return {
        appointments: count("SELECT COUNT(*) AS n FROM appointments"),
        cancelled: count("SELECT COUNT(*) AS n FROM appointments WHERE status = 'cancelled'"),
        outbox: count("SELECT COUNT(*) AS n FROM outbox WHERE kind <> 'reminder'"),
        contactMessages: count("SELECT COUNT(*) AS n FROM contact_messages"),
        quoteRequests: count("SELECT COUNT(*) AS n FROM quote_requests"),
      };
    },
    /** Outbox rows newer than `afterId` that are due now (not the reminders), as the app queued them. */
    mailsAfter(afterId: number) {
      return db
        .prepare(
          "SELECT id, kind, recipient, reply_to AS replyTo, subject FROM outbox WHERE id > ? AND kind <> 'reminder' ORDER BY id",
        )
        .all(afterId) as {
        id: number;
        kind: string;
        recipient: string;
        replyTo: string | null;
        subject: string;
      }[];
    },
    lastMailId(): number {
      return count("SELECT COALESCE(MAX(id), 0) AS n FROM outbox");
    },
    appointment(reference: string) {
      return db.prepare("SELECT email, phone FROM appointments WHERE reference = ?").get(reference) as
        { email: string; phone: string } | undefined;
    },
    quote(reference: string) {
      return db.prepare("SELECT email, phone FROM quote_requests WHERE reference = ?").get(reference) as
        { email: string; phone: string } | undefined;
    },
    close: () => db.close(),
  };
}

export type RowCounter = ReturnType<typeof openRowCounter>;

/**
 * A fresh SQLite database for one test file, opened before its properties run and closed after,
 * with a row counter on it. The counter's methods may be used once the file's tests start.
 */
export function fuzzDatabase(): Omit<RowCounter, "close"> & { readonly dataDir: string } {
  let dataDir = "";
  let counter: RowCounter | null = null;
  beforeAll(async () => {
    dataDir = await freshDatabase("sqlite", inject("postgresUrl"));
    await getDatabase();
    counter = openRowCounter(dataDir);
  });
  afterAll(async () => {
    counter?.close();
    await resetDatabase();
  });
  const rows = () => {
    if (!counter) throw new Error("The fuzz database opens when the file's tests start");
    return counter;
  };
  return {
    get dataDir() {
      return dataDir;
    },
    counts: () => rows().counts(),
    mailsAfter: (afterId) => rows().mailsAfter(afterId),
    lastMailId: () => rows().lastMailId(),
    appointment: (reference) => rows().appointment(reference),
    quote: (reference) => rows().quote(reference),
  };
}

export interface Reply {
  status: number;
  contentType: string;
  /** Parsed JSON for JSON replies, else the raw text. */
  body: unknown;
}

/**
 * Invariants 1 and 2: never a 5xx, only 2xx or 4xx, and every refusal is the one JSON error shape
 * of `jsonError`: `{ success: false, error, message }` with the same non-blank text twice (409s
 * also carry fresh `availableSlots`), worded by us rather than by zod.
 */
export async function checkReply(response: Response, label: string): Promise<Reply> {
  const { status } = response;
  const contentType = response.headers.get("content-type") ?? "";
  const text = await response.text();
  expect([2, 4], `${label}: status ${status}, body ${text.slice(0, 300)}`).toContain(
    Math.floor(status / 100),
  );
  const isJson = /^application\/json\b/i.test(contentType);
  if (status >= 400) {
    expect(isJson, `${label}: ${status} with content-type "${contentType}"`).toBe(true);
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(body.success, label).toBe(false);
    expect(typeof body.error === "string" && body.error.trim() !== "", `${label}: error ${text}`).toBe(true);
    expect(body.message, label).toBe(body.error);
    // Refusals are worded for people: a validation library's default text never gets through.
    expect(body.error, label).not.toMatch(
      /Invalid input|Too (big|small)|expected \w+, received|Invalid option/,
    );
    const allowed =
      status === 409 ? ["success", "error", "message", "availableSlots"] : ["success", "error", "message"];
    expect(allowed, `${label}: unexpected fields in ${text.slice(0, 300)}`).toEqual(
      expect.arrayContaining(Object.keys(body)),
    );
    return { status, contentType, body };
  }
  return { status, contentType, body: isJson ? (JSON.parse(text) as unknown) : text };
}

/** Inputs that have broken mail headers, HTML, file paths, templates and parsers elsewhere. */
export const NASTY_STRINGS = [
  "x\r\nBcc: evil@example.com",
  "a@b.com\nBcc: c@d.com",
  "a@b.com\r\nCc: c@d.com\r\n\r\nforged body",
  "Ada\rSubject: free tires",
  "Ada\n\nBcc: evil@example.com",
  "%0d%0aBcc:%20evil@example.com",
  "=?UTF-8?Q?=0D=0ABcc:_evil@example.com?=",
  "=?utf-8?B?DQpCY2M6IGV2aWxAZXhhbXBsZS5jb20=?=",
  "evil@example.com,ada@example.com",
  "evil,ada@example.com",
  "Ada <evil@example.com>",
  "x<evil@example.com>",
  "undisclosed:evil@example.com;",
  '"Bcc: evil"@example.com',
  "(comment)ada@example.com",
  "ada@[127.0.0.1]",
  "ada\0@example.com",
  "ada\u0085Bcc:evil@example.com",
  "ada\u2028Bcc:evil@example.com",
  "\u202eevil",
  "\ufeffada@example.com",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "..\\..\\windows\\win.ini",
  "....//....//",
  "/",
  ".",
  "..",
  "\0",
  "%00",
  "'; DROP TABLE appointments; --",
  "' OR '1'='1",
  "${7*7}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "toString",
  "NaN",
  "-1",
  "1e309",
  " ",
  "",
  "\u{1D518}\u{1D52B}\u{1D526}",
  "👨‍👩‍👧‍👦",
  "Zoë Ngũgĩ-O'Brien",
  "\uD800",
];

const ODD_CHARS = [
  "\r",
  "\n",
  "\r\n",
  "\0",
  "\t",
  "\v",
  "\f",
  "\x1b",
  "\x7f",
  "\u0085",
  "\u00a0",
  "\u2028",
  "\u2029",
  "\u200b",
  "\u200d",
  "\u202e",
  "\ufeff",
  "\uD800",
];

/** One control, format, separator or lone-surrogate character. */
export const oddChar = fc.constantFrom(...ODD_CHARS);

/** Large text, from about 1 KB to 20 KB, so bodies land on both sides of the 16 KB limit. */
export const hugeText = fc
  .tuple(fc.string({ unit: "grapheme", minLength: 1, maxLength: 6 }), fc.integer({ min: 1_000, max: 20_000 }))
  .map(([chunk, length]) => chunk.repeat(Math.ceil(length / chunk.length)).slice(0, length));

/** Well-formed looking values (dates at the ends of the calendar, clock times, numbers) that reach deeper checks. */
const plausibleText = fc.oneof(
  fc
    .date({
      min: new Date("0001-01-01T00:00:00Z"),
      max: new Date("9999-12-31T23:59:59Z"),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    "9999-12-31",
    "9999-06-15",
    "1000-01-01",
    "2024-02-29",
    "2025-02-29",
    "2026-13-01",
    "2026-00-10",
  ),
  fc
    .tuple(fc.integer({ min: 0, max: 29 }), fc.integer({ min: 0, max: 65 }))
    .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
  fc.integer().map(String),
  fc.emailAddress(),
);

/** Any text a client can put in a field, weighted towards the nasty. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.oneof(oddChar, fc.constantFrom("a", "@", ".", " ", ":", "<", ">")),
      maxLength: 20,
    }),
  },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: plausibleText },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.string({ unit: "grapheme-ascii", maxLength: 12 }),
        fc.constantFrom(...NASTY_STRINGS),
        fc.string({ maxLength: 6 }),
      )
      .map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 200, maxLength: 600 }) },
  { weight: 1, arbitrary: hugeText },
);

const hostileKey = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "valueOf",
    "toJSON",
    "then",
    "website",
  ),
);

/** Any JSON value, strings and keys hostile, nested a few levels. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 1e21, Number.MAX_SAFE_INTEGER + 2, 0.5),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie("value"), { maxKeys: 4 }),
  ),
})).value;

export type Change =
  | { kind: "set"; value: unknown }
  | { kind: "delete" }
  | { kind: "append"; value: string }
  | { kind: "prepend"; value: string };

export interface Mutation {
  path: readonly string[];
  change: Change;
}

const change: fc.Arbitrary<Change> = fc.oneof(
  { weight: 3, arbitrary: hostileJson.map((value): Change => ({ kind: "set", value })) },
  { weight: 1, arbitrary: fc.constant<Change>({ kind: "delete" }) },
  { weight: 2, arbitrary: hostileText.map((value): Change => ({ kind: "append", value })) },
  { weight: 1, arbitrary: hostileText.map((value): Change => ({ kind: "prepend", value })) },
);

export function mutations(paths: readonly (readonly string[])[], maxLength = 2): fc.Arbitrary<Mutation[]> {
  return fc.array(fc.record({ path: fc.constantFrom(...paths), change }), { maxLength });
}

/** A deep copy of `payload` with each mutation applied (a path through a non-object is created). */
export function applyMutations(payload: Record<string, unknown>, list: readonly Mutation[]) {
  const copy = structuredClone(payload);
  for (const { path, change: c } of list) {
    let parent: Record<string, unknown> = copy;
    for (const key of path.slice(0, -1)) {
      const next = parent[key];
      if (typeof next !== "object" || next === null || Array.isArray(next)) parent[key] = {};
      parent = parent[key] as Record<string, unknown>;
    }
    const key = path[path.length - 1]!;
    const current = parent[key];
    if (c.kind === "delete") delete parent[key];
    else if (c.kind === "set") parent[key] = c.value;
    else if (c.kind === "append") parent[key] = `${typeof current === "string" ? current : ""}${c.value}`;
    else parent[key] = `${c.value}${typeof current === "string" ? current : ""}`;
  }
  return copy;
}

export type BodySpec =
  | { kind: "json"; value: unknown; contentType: string | null }
  | { kind: "text"; text: string; contentType: string | null }
  | { kind: "form"; fields: [string, string][] }
  | { kind: "forged-length"; value: unknown; declared: string };

const contentType = fc.constantFrom<string | null>(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  null,
);

/** Everything a client can send as a POST body: `payload` (usually a corrupted valid one) dominates. */
export function postBody(payload: fc.Arbitrary<unknown>): fc.Arbitrary<BodySpec> {
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc.record({ kind: fc.constant("json" as const), value: payload, contentType }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant("json" as const), value: hostileJson, contentType }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("text" as const),
        text: fc.oneof(
          fc.string({ unit: "binary", maxLength: 60 }),
          fc.constantFrom("{not json", "{", "[1,2]", "null", "42", '"text"', "", "\ufeff{}", "{}}", '{"a":}'),
          // Exactly at the limit and one byte over it.
          fc.constantFrom(MAX_BODY_BYTES, MAX_BODY_BYTES + 1).map((n) => `"${"x".repeat(n - 2)}"`),
          payload.map((value) => {
            const json = JSON.stringify(value) ?? "";
            return json.slice(0, Math.max(0, json.length - 1));
          }),
        ),
        contentType,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("form" as const),
        fields: fc.array(fc.tuple(hostileText, hostileText), { maxLength: 4 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("forged-length" as const),
        value: payload,
        declared: fc.oneof(
          fc.integer({ min: MAX_BODY_BYTES + 1, max: 10_000_000 }).map(String),
          fc.constantFrom("abc", "-1", "1e9", ""),
        ),
      }),
    },
  );
}

export interface BuiltRequest {
  request: Request;
  /** Bytes actually sent, when known up front. */
  bytes: number | null;
  /** Whether the request claims (or has) more than the body limit. */
  oversized: boolean | null;
  /** Whether it says it is something other than JSON (or says nothing). */
  notJson: boolean;
}

const isJsonType = (type: string | null) => type !== null && /^application\/json\s*(;|$)/i.test(type);

export function buildPost(url: string, spec: BodySpec, extra: Record<string, string> = {}): BuiltRequest {
  const headers = (type: string | null): Record<string, string> => ({
    ...extra,
    ...(type ? { "content-type": type } : {}),
  });
  if (spec.kind === "form") {
    const form = new FormData();
    for (const [k, v] of spec.fields) form.append(k, v);
    return {
      request: new Request(url, { method: "POST", body: form, headers: extra }),
      bytes: null,
      oversized: null,
      notJson: true,
    };
  }
  if (spec.kind === "forged-length") {
    const text = JSON.stringify(spec.value) ?? "";
    const declared = Number(spec.declared);
    const bytes = Buffer.byteLength(text);
    return {
      request: new Request(url, {
        method: "POST",
        body: text,
        headers: { ...extra, "content-type": "application/json", "content-length": spec.declared },
      }),
      bytes,
      oversized: declared > MAX_BODY_BYTES || bytes > MAX_BODY_BYTES,
      notJson: false,
    };
  }
  const text = spec.kind === "json" ? (JSON.stringify(spec.value) ?? "") : spec.text;
  const bytes = Buffer.byteLength(text);
  return {
    request: new Request(url, { method: "POST", body: text, headers: headers(spec.contentType) }),
    bytes,
    oversized: bytes > MAX_BODY_BYTES,
    notJson: !isJsonType(spec.contentType),
  };
}

/**
 * Invariants: anything not sent as JSON is refused with 415, however it looks inside; of the rest,
 * bodies over 16 KB (sent or declared) are refused with 413, and nothing smaller is.
 */
export function checkBodyLimit(built: BuiltRequest, reply: Reply, label: string) {
  if (built.notJson) {
    expect(reply.status, `${label}: not sent as JSON`).toBe(415);
    return;
  }
  expect(reply.status, `${label}: sent as JSON`).not.toBe(415);
  if (built.oversized === null) return;
  if (built.oversized) expect(reply.status, `${label}: ${built.bytes} bytes`).toBe(413);
  else expect(reply.status, `${label}: ${built.bytes} bytes`).not.toBe(413);
}

/** A route parameter the way a client can mangle it: hostile text, or percent-encoded on top. */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  hostileText,
  hostileText.map((t) => {
    try {
      return encodeURIComponent(t);
    } catch {
      return t;
    }
  }),
  fc.string({ unit: "grapheme-ascii", minLength: 1_000, maxLength: 5_000 }),
);
