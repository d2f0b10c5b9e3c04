// Before the routes: it sets up what Next.js's request scope needs.
import { inRequestScope } from "../support/request-scope";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { simpleParser, type AddressObject } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { GET as listQuotes } from "@/app/api/admin/quotes/route";
import { GET as readQuote, PATCH as patchQuote } from "@/app/api/admin/quotes/[reference]/route";
import { brand } from "@/data/brand";
import { getDatabase, resetDatabase } from "@/lib/db";
import type { QuoteDeskRecord, QuoteEvent } from "@/lib/db/quote-types";
import { QUOTE_PAGE_SIZE } from "@/lib/quote-requests/quote-desk";
import { saveQuoteForm } from "@/lib/quote-forms/quote-desk-actions";
import { QUOTE_DESK_MESSAGES as M } from "@/lib/quotes/quote-states";
import type { QuoteRequest } from "@/lib/quotes/quote-request";
import { submitQuote } from "@/lib/quote-requests/submit-quote";
import { postedForm } from "../support/posted-form";
import { countRows } from "../support/row-counts";
import { params, useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";

const PASSWORD = "sales-desk-password";
const DESK_ADDRESS = "198.51.100.7";
const SIGNED_IN = {
  authorization: `Basic ${Buffer.from(`desk:${PASSWORD}`).toString("base64")}`,
  "x-forwarded-for": DESK_ADDRESS,
};
const PASSWORD_MEMBER = "Staff (shared password)";

const request = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  new Request(`http://localhost${path}`, { ...init, headers: { ...SIGNED_IN, ...init.headers } });

interface Reply {
  success: boolean;
  message?: string;
  quotes?: QuoteDeskRecord[];
  counts?: Record<string, number>;
  next?: string | null;
  quote?: QuoteDeskRecord;
  events?: QuoteEvent[];
}

async function answer(response: Response) {
  return { status: response.status, headers: response.headers, body: (await response.json()) as Reply };
}

async function list(query = "", headers: Record<string, string> = {}) {
  const req = request(`/api/admin/quotes${query}`, { headers });
  const { result } = await inRequestScope(req, () => listQuotes(req));
  return answer(result);
}

/** PATCHes a request as the desk's page does; `finish` runs what the server does after answering. */
async function patch(reference: string, body: unknown, headers: Record<string, string> = {}) {
  const req = request(`/api/admin/quotes/${reference}`, {
    method: "PATCH",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });
  const { result, finish } = await inRequestScope(req, () => patchQuote(req, params({ reference })));
  return { ...(await answer(result)), finish };
}

async function history(reference: string) {
  return (await (await getDatabase()).quoteWithHistory(reference))!;
}

const farm: QuoteRequest = {
  tireId: "",
  product: "Firestone Radial All Traction 23° 480/80R42",
  size: "480/80R42",
  quantity: 2,
  application: "farm",
  name: "Ada Hatfield",
  company: "Hatfield Farms",
  email: "ada@example.com",
  phone: "2765550142",
  message: "For a John Deere 8R.",
};

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((g) => g.value.map((a) => a.address ?? ""));

/** The .eml files the site's outbox wrote about `reference`, of one kind, parsed back. */
async function sentMails(reference: string, kind: string) {
  const folder = join(process.env.DATA_DIR!, "outbox");
  const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith(`-${kind}.eml`)) : [];
  const parsed = await Promise.all(files.map((f) => simpleParser(readFileSync(join(folder, f)))));
  return parsed.filter((m) => m.subject?.includes(reference));
}

describe.each(["sqlite", "postgres"] as DatabaseKind[])("the sales desk's quote requests on %s", (kind) => {
  const references: string[] = [];
  const BASE = Date.UTC(2026, 10, 2, 15);

  beforeAll(async () => {
    process.env.STATUS_PASSWORD = PASSWORD;
    process.env.TRUSTED_PROXY_COUNT = "1";
    await useFreshDatabase(kind, inject("postgresUrl"));
    // The sales desk, as an operator lists it: requests are assigned to these people alone.
    const staff = (await getDatabase()).staff;
    await staff.saveStaffEntry(
      { email: "dana.whitt@alleghenytire.example", name: "Dana Whitt", storeIds: [], salesDesk: true },
      "Jo Prater",
      BASE,
    );
    await staff.saveStaffEntry(
      { email: "marcus.boggs@alleghenytire.example", name: "Marcus Boggs", storeIds: [1], salesDesk: false },
      "Jo Prater",
      BASE,
    );
    // Received in this order: farm, mining, farm.
    for (const [i, application] of (["farm", "mining", "farm"] as const).entries()) {
      const outcome = await submitQuote({ ...farm, application, name: `Customer ${i}` }, BASE + i * 60_000);
      if (!outcome.ok) throw new Error(outcome.message);
      references.push(outcome.quote.reference);
    }
  });
  afterAll(async () => {
    delete process.env.STATUS_PASSWORD;
    delete process.env.TRUSTED_PROXY_COUNT;
    await resetDatabase();
  });

  it("lists the requests newest first, with counts per state, filtered by state and category", async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.headers.get("Cache-Control")).toBe("no-store");
    expect(all.body.quotes!.map((q) => q.reference)).toEqual([...references].reverse());
    expect(all.body.quotes![0]).toMatchObject({ state: "new", assignee: "", note: "", updatedAt: null });
    expect(all.body.counts).toEqual({ new: 3, quoted: 0, won: 0, lost: 0 });
    expect(all.body.next).toBeNull();

    const farms = await list("?category=farm");
    expect(farms.body.quotes!.map((q) => q.reference)).toEqual([references[2], references[0]]);
    expect(farms.body.counts).toEqual({ new: 2, quoted: 0, won: 0, lost: 0 });
    expect((await list("?state=won&category=")).body.quotes).toEqual([]);
  });

  it("pages the newest requests, each page naming the next, until every one was shown once", async () => {
    for (let i = 0; i <= QUOTE_PAGE_SIZE; i++) {
      const outcome = await submitQuote({ ...farm, application: "construction" }, BASE + 3_600_000 + i);
      if (!outcome.ok) throw new Error(outcome.message);
    }
    const first = await list("?category=construction");
    expect(first.body.quotes).toHaveLength(QUOTE_PAGE_SIZE);
    expect(first.body.next).toEqual(expect.any(String));
    expect(first.body.counts!.new).toBe(QUOTE_PAGE_SIZE + 1);
    expect(first.body.quotes![0]!.createdAt).toBe(BASE + 3_600_000 + QUOTE_PAGE_SIZE);
    const second = await list(`?category=construction&cursor=${first.body.next}`);
    expect(second.body.quotes!.map((q) => q.createdAt)).toEqual([BASE + 3_600_000]);
    expect(second.body.next).toBeNull();
    expect((await list("?category=farm")).body.next).toBeNull();
    const small = await list("?category=construction&limit=2");
    expect(small.body.quotes).toHaveLength(2);
  });

  it("refuses a cursor it did not make and a page size out of range with a worded 400", async () => {
    for (const query of [
      "?cursor=abc",
      "?cursor=1.2.3",
      "?cursor=-1.5",
      "?limit=0",
      "?limit=201",
      "?limit=x",
    ]) {
      const reply = await list(query);
      expect(reply.status, query).toBe(400);
      expect(reply.body.message, query).toMatch(/cursor|limit/);
    }
  });

  it("refuses an unknown filter with a worded 400, and anyone without the staff password with 401", async () => {
    expect((await list("?state=maybe")).body.message).toBe(M.filterState);
    expect((await list("?state=maybe")).status).toBe(400);
    expect((await list("?category=boats")).body.message).toBe(M.filterCategory);
    const stranger = await list("", { authorization: "Basic " + Buffer.from("x:wrong").toString("base64") });
    expect(stranger.status).toBe(401);
    expect(stranger.headers.get("WWW-Authenticate")).toMatch(/^Basic /);
    const unsigned = await patch(references[0]!, { expectedState: "new", note: "x" }, { authorization: "" });
    expect(unsigned.status).toBe(401);
    expect((await history(references[0]!)).events).toEqual([]);
  });

  it("saves an assignee and a note, each with its history row naming who and from where", async () => {
    const reference = references[0]!;
    const reply = await patch(reference, {
      expectedState: "new",
      assignee: "  Dana Whitt ",
      note: "Called back:\nneeds them by March.",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(M.saved);
    expect(reply.body.quote).toMatchObject({ state: "new", assignee: "Dana Whitt" });

    const { quote, events } = await history(reference);
    expect(quote).toMatchObject({ assignee: "Dana Whitt", note: "Called back:\nneeds them by March." });
    expect(quote.updatedAt).toEqual(expect.any(Number));
    expect(events.map((e) => [e.what, e.detail, e.actorName, e.origin])).toEqual([
      ["assignee", { from: "", to: "Dana Whitt" }, PASSWORD_MEMBER, DESK_ADDRESS],
      ["note", { from: "", to: "Called back:\nneeds them by March." }, PASSWORD_MEMBER, DESK_ADDRESS],
    ]);

    // The same values again change nothing and write no history.
    const again = await patch(reference, { expectedState: "new", assignee: "Dana Whitt" });
    expect(again.body.message).toBe(M.nothing);
    expect((await history(reference)).events).toHaveLength(2);

    const req = request(`/api/admin/quotes/${reference}`);
    const { result } = await inRequestScope(req, () => readQuote(req, params({ reference })));
    const read = await answer(result);
    expect(read.body.quote).toMatchObject({ reference, assignee: "Dana Whitt", email: "ada@example.com" });
    expect(read.body.events).toHaveLength(2);
  });

  it("refuses a change made from a stale state with 409 and the request as it is now", async () => {
    const reference = references[1]!;
    expect((await patch(reference, { expectedState: "new", state: "lost" })).status).toBe(200);
    const stale = await patch(reference, { expectedState: "new", state: "won", note: "Signed!" });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(M.stale);
    expect(stale.body.quote).toMatchObject({ reference, state: "lost", note: "" });
    const { quote, events } = await history(reference);
    expect(quote).toMatchObject({ state: "lost", note: "" });
    expect(events.map((e) => [e.what, e.detail])).toEqual([["state", { from: "new", to: "lost" }]]);
  });

  it("keeps a colleague's note: a save from a page that read an older note is refused, one to another field is not", async () => {
    const outcome = await submitQuote({ ...farm, application: "mining", name: "Two Desks" });
    if (!outcome.ok) throw new Error(outcome.message);
    const reference = outcome.quote.reference;
    // Two people opened the request while it had no assignee and no note; the first saves a note.
    const first = await patch(reference, {
      expectedState: "new",
      note: "Called: wants Titan.",
      expectedNote: "",
    });
    expect(first.status).toBe(200);
    const second = await patch(reference, {
      expectedState: "new",
      note: "Left a voicemail.",
      expectedNote: "",
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(M.stale);
    expect(second.body.quote).toMatchObject({ reference, note: "Called: wants Titan." });
    // The second page's assignee is still what it read: that change is saved, the note kept.
    const assigned = await patch(reference, {
      expectedState: "new",
      assignee: "Dana Whitt",
      expectedAssignee: "",
    });
    expect(assigned.status).toBe(200);
    // What the page read compares as stored: trimmed, a browser's CRLF as LF.
    expect(
      (
        await patch(reference, {
          expectedState: "new",
          note: "One\r\ntwo",
          expectedNote: " Called: wants Titan. ",
        })
      ).status,
    ).toBe(200);
    expect(
      (await patch(reference, { expectedState: "new", note: "Three", expectedNote: "One\r\ntwo" })).status,
    ).toBe(200);
    const { quote, events } = await history(reference);
    expect(quote).toMatchObject({ assignee: "Dana Whitt", note: "Three" });
    expect(events.map((e) => e.what)).toEqual(["note", "assignee", "note", "note"]);
  });

  // Twenty concurrent saves and their mail through the real store: seconds on a loaded machine.
  it(
    "marks a request quoted and e-mails the customer the desk's message once, however many save it at once",
    { timeout: 20_000 },
    async () => {
      const reference = references[2]!;
      const message = "Two Firestone 480/80R42 at $2,150 each, mounted on your rims.\n\nDelivered Thursday.";
      const mailsBefore = await countRows(kind, "outbox");
      const [first, second] = await Promise.all([
        patch(reference, { expectedState: "new", state: "quoted", message }),
        patch(reference, { expectedState: "new", state: "quoted", message }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const saved = first.status === 200 ? first : second;
      expect(saved.body.message).toBe(M.quotedMailed);
      expect(await countRows(kind, "outbox")).toBe(mailsBefore + 1);

      // Queued with the change; sent once the answer is on its way.
      expect(await sentMails(reference, "quote-sent")).toHaveLength(0);
      await saved.finish();
      const [mail, ...more] = await sentMails(reference, "quote-sent");
      expect(more).toEqual([]);
      expect(addresses(mail!.to)).toEqual(["ada@example.com"]);
      expect(addresses(mail!.replyTo)).toEqual([brand.salesEmail]);
      expect(mail!.subject).toBe(`Your quote ${reference} from ${brand.name}`);
      expect(mail!.text).toContain("Two Firestone 480/80R42 at $2,150 each, mounted on your rims.");
      expect(mail!.text).toContain("Delivered Thursday.");
      expect(mail!.html).toContain("Delivered Thursday.");

      const { events } = await history(reference);
      expect(events.map((e) => [e.what, e.detail])).toEqual([
        ["state", { from: "new", to: "quoted" }],
        [
          "quoted-mail",
          { to: "ada@example.com", subject: `Your quote ${reference} from ${brand.name}`, message },
        ],
      ]);

      // Already quoted: a message is refused rather than sent again.
      const repeat = await patch(reference, { expectedState: "quoted", state: "quoted", message });
      expect(repeat.status).toBe(400);
      expect(repeat.body.message).toBe(M.messageNotQuoted);
      expect(await countRows(kind, "outbox")).toBe(mailsBefore + 1);
    },
  );

  it("answers bad input with a worded 400 (or 403, 415) and writes nothing", async () => {
    const reference = references[0]!;
    const before = await history(reference);
    const long = "x".repeat(2001);
    const cases: [unknown, number, string][] = [
      [{ note: "no state read" }, 400, M.expectedState],
      [{ expectedState: "pending" }, 400, M.expectedState],
      [{ expectedState: "new", state: "maybe" }, 400, M.state],
      [{ expectedState: "new", state: 3 }, 400, M.state],
      [{ expectedState: "new", assignee: "Dana\r\nBcc: x@example.com" }, 400, M.assignee],
      [{ expectedState: "new", assignee: "y".repeat(121) }, 400, M.assignee],
      [{ expectedState: "new", note: long }, 400, M.note],
      [{ expectedState: "new", note: ["a list"] }, 400, M.note],
      [{ expectedState: "new", state: "quoted", message: long }, 400, M.message],
      [{ expectedState: "new", state: "won", message: "Thanks!" }, 400, M.messageNotQuoted],
      [{ expectedState: "new", note: "x", expectedNote: 5 }, 400, M.expectedNote],
      [{ expectedState: "new", note: "x", expectedNote: "y".repeat(2001) }, 400, M.expectedNote],
      [
        { expectedState: "new", assignee: "x", expectedAssignee: "Dana\nBcc: x@example.com" },
        400,
        M.expectedAssignee,
      ],
      [{ expectedState: "new", price: 5 }, 400, M.unknownField],
      // A store manager on the staff list, and a name nobody has: only the sales desk (or oneself).
      [{ expectedState: "new", assignee: "Marcus Boggs" }, 400, M.assigneeNotDesk],
      [{ expectedState: "new", assignee: "Kyle Lane" }, 400, M.assigneeNotDesk],
      [{ expectedState: "new", state: "won", quotedTotal: "1200" }, 400, M.totalNotQuoted],
      [{ expectedState: "new", state: "quoted", quotedTotal: "twelve hundred" }, 400, M.quotedTotal],
      [{ expectedState: "new", state: "quoted", quotedTotal: "-5" }, 400, M.quotedTotal],
      [{ expectedState: "new", state: "quoted", quotedTotal: "1.999" }, 400, M.quotedTotal],
      [{ expectedState: "new", state: "quoted", quotedTotal: "20000000" }, 400, M.quotedTotal],
      ["[1, 2]", 400, "The request body must be a JSON object."],
    ];
    for (const [body, status, message] of cases) {
      const reply = await patch(reference, body);
      expect([reply.status, reply.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    const form = await patch(reference, "note=x", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    const crossSite = await patch(
      reference,
      { expectedState: "new", note: "forged" },
      { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
    );
    expect(crossSite.status).toBe(403);
    expect(await history(reference)).toEqual(before);
  });

  it("keeps the quoted total on the record and in its history, and lists one member's quotes", async () => {
    const submitted = await submitQuote({ ...farm, name: "Cora Blevins" }, BASE + 3_600_000);
    if (!submitted.ok) throw new Error(submitted.message);
    const reference = submitted.quote.reference;
    const reply = await patch(reference, {
      expectedState: "new",
      state: "quoted",
      assignee: PASSWORD_MEMBER,
      quotedTotal: "$12,480.50",
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.quote).toMatchObject({ state: "quoted", quotedTotalCents: 1_248_050 });
    const { events } = await history(reference);
    expect(events.find((e) => e.what === "quoted-total")?.detail).toEqual({ from: null, to: 1_248_050 });
    // A correction while it stands quoted is kept too, with what it was.
    const corrected = await patch(reference, { expectedState: "quoted", quotedTotal: 12000 });
    expect(corrected.body.quote).toMatchObject({ quotedTotalCents: 1_200_000 });
    const mine = await list("?mine=1");
    expect(mine.body.quotes!.map((q) => q.reference)).toEqual([reference]);
  });

  it("answers 404 for a reference that names no request", async () => {
    for (const reference of ["Q-2222-2222", "nope", "AT-2222-2222"]) {
      const reply = await patch(reference, { expectedState: "new", note: "x" });
      expect([reply.status, reply.body.message]).toEqual([404, M.notFound]);
      const req = request(`/api/admin/quotes/${reference}`);
      const { result } = await inRequestScope(req, () => readQuote(req, params({ reference })));
      expect(result.status).toBe(404);
    }
  });

  describe("the form posted without JavaScript", () => {
    const post = async (fields: Record<string, string>, headers: Record<string, string> = SIGNED_IN) => {
      const req = new Request("http://localhost/admin/quotes", { method: "POST", headers });
      const { result } = await inRequestScope(req, () => saveQuoteForm(null, postedForm(fields)));
      return result;
    };
    let reference = "";
    beforeEach(async () => {
      const outcome = await submitQuote({ ...farm, application: "other" });
      if (!outcome.ok) throw new Error(outcome.message);
      reference = outcome.quote.reference;
    });

    it("assigns the request to the one signed in, with the same history as the API", async () => {
      const fields = { reference, expectedState: "new", state: "new", assignee: "", note: "", message: "" };
      expect(await post({ ...fields, assignToMe: "1" })).toEqual({ tone: "done", text: M.saved });
      const { quote, events } = await history(reference);
      expect(quote.assignee).toBe(PASSWORD_MEMBER);
      expect(events.map((e) => [e.what, e.actorName, e.origin])).toEqual([
        ["assignee", PASSWORD_MEMBER, DESK_ADDRESS],
      ]);
      // A stale form and a form from someone not signed in are refused in words.
      expect(await post({ ...fields, expectedState: "won" })).toEqual({ tone: "failed", text: M.stale });
      expect(await post({ ...fields, note: "x" }, { "x-forwarded-for": DESK_ADDRESS })).toEqual({
        tone: "failed",
        text: "Authentication required.",
      });
      expect((await history(reference)).events).toHaveLength(1);
    });

    it("keeps what a colleague saved meanwhile: the same field refused, another field saved", async () => {
      const page = {
        reference,
        expectedState: "new",
        expectedAssignee: "",
        expectedNote: "",
        state: "new",
        assignee: "",
        note: "",
        message: "",
      };
      // A colleague saves a note after this page was read.
      const colleague = await patch(reference, {
        expectedState: "new",
        note: "Colleague's note",
        expectedNote: "",
      });
      expect(colleague.status).toBe(200);
      expect(await post({ ...page, note: "My note" })).toEqual({ tone: "failed", text: M.stale });
      // The page's note field still shows what it read: left alone, it is not sent, and the
      // colleague's note stays beside the assignee this page saves.
      expect(await post({ ...page, assignee: "Dana Whitt" })).toEqual({ tone: "done", text: M.saved });
      expect((await history(reference)).quote).toMatchObject({
        assignee: "Dana Whitt",
        note: "Colleague's note",
      });
      // A browser posts a textarea's line breaks as CRLF: unchanged, it is still unchanged.
      const shown = { ...page, expectedAssignee: "Dana Whitt", assignee: "Dana Whitt" };
      expect(
        await post({ ...shown, expectedNote: "Colleague's note", note: "Colleague's note\r\n" }),
      ).toEqual({
        tone: "done",
        text: M.nothing,
      });
    });
  });
});
