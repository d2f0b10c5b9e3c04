import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { simpleParser, type AddressObject } from "mailparser";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as requestQuote } from "@/app/api/quotes/route";
import { brand } from "@/data/brand";
import { getDatabase, resetDatabase } from "@/lib/db";
import { UNPROVEN_MAIL_PER_DAY } from "@/lib/contact-proof/rules";
import { processOutbox } from "@/lib/mail/outbox";
import { jsonRequest, useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";

const HAUL_TRUCK_TIRE = "michelin-xdr3-27-00r49";

const valid = {
  tireId: HAUL_TRUCK_TIRE,
  size: "27.00R49",
  quantity: 6,
  application: "mining",
  name: "Ada Hatfield",
  company: "Coal River Aggregates",
  email: "ada@example.com",
  phone: "(276) 555-0142",
  message: "Six for our Cat 777 fleet.\nDelivery to the Pineville pit, gate 2.",
};

interface Reply {
  success: boolean;
  reference?: string;
  message: string;
  error?: string;
}

let client = 0;

// Clients are told apart by X-Forwarded-For, as the proxy in front would write it.
beforeAll(() => {
  process.env.TRUSTED_PROXY_COUNT = "1";
});
afterAll(() => {
  delete process.env.TRUSTED_PROXY_COUNT;
});

/** Each call comes from its own address, so the shared rate limit never decides a test but its own. */
async function send(body: unknown, from = `203.0.113.${(client++ % 250) + 1}`) {
  const response = await requestQuote(jsonRequest("/api/quotes", body, { "x-forwarded-for": from }));
  return { status: response.status, headers: response.headers, body: (await response.json()) as Reply };
}

/** Row counts read around the app (its own SQLite file, or PostgreSQL through a second client). */
async function counts(kind: DatabaseKind): Promise<{ quotes: number; outbox: number }> {
  const sql =
    "SELECT (SELECT COUNT(*) FROM quote_requests) AS quotes, (SELECT COUNT(*) FROM outbox) AS outbox";
  if (kind === "sqlite") {
    const db = new Database(join(process.env.DATA_DIR!, "scheduling.sqlite"), { readonly: true });
    try {
      return db.prepare(sql).get() as { quotes: number; outbox: number };
    } finally {
      db.close();
    }
  }
  const pgClient = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await pgClient.connect();
  try {
    const row = (await pgClient.query(sql)).rows[0] as { quotes: string; outbox: string };
    return { quotes: Number(row.quotes), outbox: Number(row.outbox) };
  } finally {
    await pgClient.end();
  }
}

interface SentMail {
  kind: string;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((g) => g.value.map((a) => a.address ?? ""));

/** Sends what is due and parses back every .eml file about `reference`. */
async function mailsAbout(reference: string): Promise<SentMail[]> {
  await processOutbox();
  const folder = join(process.env.DATA_DIR!, "outbox");
  const sent: SentMail[] = [];
  for (const file of existsSync(folder) ? readdirSync(folder).sort() : []) {
    const parsed = await simpleParser(readFileSync(join(folder, file)));
    if (!parsed.subject?.includes(reference)) continue;
    sent.push({
      kind: file.replace(/^\d+-/, "").replace(/\.eml$/, ""),
      to: addresses(parsed.to),
      replyTo: addresses(parsed.replyTo),
      subject: parsed.subject,
      text: parsed.text ?? "",
      html: typeof parsed.html === "string" ? parsed.html : "",
    });
  }
  return sent;
}

describe.each(["sqlite", "postgres"] as DatabaseKind[])("POST /api/quotes on %s", (kind) => {
  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    await getDatabase();
  });
  afterAll(() => resetDatabase());

  it("stores a request for a catalog tire and mails the sales desk and the customer", async () => {
    const before = await counts(kind);
    const reply = await send(valid);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("Cache-Control")).toBe("no-store");
    expect(reply.body).toMatchObject({
      success: true,
      reference: expect.stringMatching(/^Q-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
    });
    const reference = reply.body.reference!;
    expect(reply.body.message).toContain(reference);
    expect(await counts(kind)).toEqual({ quotes: before.quotes + 1, outbox: before.outbox + 2 });

    const stored = await (await getDatabase()).findQuoteRequest(reference);
    expect(stored).toMatchObject({
      reference,
      tireId: HAUL_TRUCK_TIRE,
      product: "Michelin XDR3 27.00R49",
      size: "27.00R49",
      quantity: 6,
      application: "mining",
      name: "Ada Hatfield",
      company: "Coal River Aggregates",
      email: "ada@example.com",
      phone: "2765550142",
      message: valid.message,
      pricePerTireCents: 4_299_999,
    });

    const mails = await mailsAbout(reference);
    expect(mails.map((m) => m.kind).sort()).toEqual(["quote-received", "quote-sales"]);
    const sales = mails.find((m) => m.kind === "quote-sales")!;
    expect(sales.to).toEqual([brand.salesEmail]);
    expect(sales.replyTo).toEqual(["ada@example.com"]);
    expect(sales.subject).toBe(`Quote request ${reference}: 6 × Michelin XDR3 27.00R49`);
    for (const detail of [
      `Reference: ${reference}`,
      "Tire: Michelin XDR3 27.00R49",
      "Quantity: 6",
      "Application: Mining",
      "Catalog price: $42,999.99 per tire",
      "Name: Ada Hatfield",
      "Company: Coal River Aggregates",
      "E-mail: ada@example.com",
      "Phone: (276) 555-0142",
      "Delivery to the Pineville pit, gate 2.",
    ])
      expect(sales.text).toContain(detail);
    expect(sales.html).toContain("Coal River Aggregates");

    const customer = mails.find((m) => m.kind === "quote-received")!;
    expect(customer.to).toEqual(["ada@example.com"]);
    expect(customer.replyTo).toEqual([brand.salesEmail]);
    expect(customer.subject).toBe(`Your quote request ${reference}`);
    for (const detail of [reference, "What happens next", brand.salesPhone, brand.salesEmail])
      expect(customer.text).toContain(detail);
    expect(customer.html).toContain(reference);
    // The address is not proven: nothing the requester typed goes back to it (the desk has it all).
    for (const typed of ["Ada", "(276) 555-0142", "Coal River Aggregates", "Delivery to the Pineville pit"])
      expect(customer.text).not.toContain(typed);
  });

  it("acknowledges at most eight requests a day to one address, from any number of clients; the desk gets them all", async () => {
    const before = await counts(kind);
    const statuses: number[] = [];
    for (let i = 0; i < UNPROVEN_MAIL_PER_DAY + 4; i++)
      statuses.push((await send({ ...valid, email: "stranger@example.com" })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const requests = UNPROVEN_MAIL_PER_DAY + 4;
    expect(await counts(kind)).toEqual({
      quotes: before.quotes + requests,
      outbox: before.outbox + requests + UNPROVEN_MAIL_PER_DAY,
    });
  });

  it("takes a tire described in words, without a catalog id or price", async () => {
    const { tireId: _omitted, ...described } = valid;
    void _omitted;
    const reply = await send({
      ...described,
      product: "Loader tire for a Cat 980, L-5 if you have it",
      size: "29.5R25",
      quantity: 4,
      application: "construction",
      company: "",
    });
    expect(reply.status).toBe(200);
    const stored = await (await getDatabase()).findQuoteRequest(reply.body.reference!);
    expect(stored).toMatchObject({
      tireId: null,
      product: "Loader tire for a Cat 980, L-5 if you have it",
      size: "29.5R25",
      pricePerTireCents: null,
      company: "",
    });
    const [sales] = (await mailsAbout(reply.body.reference!)).filter((m) => m.kind === "quote-sales");
    expect(sales!.subject).toBe(
      `Quote request ${reply.body.reference}: 4 × Loader tire for a Cat 980, L-5 if you have it (29.5R25)`,
    );
    expect(sales!.text).not.toContain("Catalog price");
    expect(sales!.text).not.toContain("Company:");
  });

  it("refuses every incomplete or malformed request with a worded 400 and stores nothing", async () => {
    const without = (field: keyof typeof valid) => {
      const copy: Record<string, unknown> = { ...valid };
      delete copy[field];
      return copy;
    };
    const cases: [string, unknown, string][] = [
      ["empty", {}, "Please tell us which tire you need: brand and tread, or the machine it goes on."],
      ["no tire", { ...without("tireId"), product: "  " }, "Please tell us which tire you need"],
      ["no quantity", without("quantity"), "Please enter how many tires you need, from 1 to 99."],
      ["quantity 0", { ...valid, quantity: 0 }, "Please enter how many tires you need, from 1 to 99."],
      ["quantity 100", { ...valid, quantity: 100 }, "Please enter how many tires you need, from 1 to 99."],
      ["quantity 2.5", { ...valid, quantity: 2.5 }, "Please enter how many tires you need, from 1 to 99."],
      ['quantity "4"', { ...valid, quantity: "4" }, "Please enter how many tires you need, from 1 to 99."],
      ["no application", without("application"), "Please choose what the tires are for."],
      ["odd application", { ...valid, application: "space" }, "Please choose what the tires are for."],
      ["no name", { ...valid, name: "   " }, "Please enter your name."],
      [
        "encoded-word name",
        { ...valid, name: "=?UTF-8?B?SGk=?=" },
        "Please remove unusual characters from your name.",
      ],
      ["no e-mail", without("email"), "Please enter a valid email address."],
      ["bad e-mail", { ...valid, email: "ada@example" }, "Please enter a valid email address."],
      [
        "two e-mails",
        { ...valid, email: "ada@example.com,eve@example.com" },
        "Please enter a valid email address.",
      ],
      ["no phone", without("phone"), "Please enter a 10-digit phone number."],
      ["short phone", { ...valid, phone: "555-0142" }, "Please enter a 10-digit phone number."],
      [
        "long message",
        { ...valid, message: "x".repeat(2001) },
        "Please keep your message under 2,000 characters.",
      ],
      [
        "control characters",
        { ...valid, company: "Acme\r\nBcc: eve@example.com" },
        "Please enter your company name",
      ],
    ];
    const before = await counts(kind);
    for (const [label, body, message] of cases) {
      const reply = await send(body);
      expect(reply.status, label).toBe(400);
      expect(reply.body.success, label).toBe(false);
      expect(reply.body.error, label).toContain(message);
    }
    expect(await counts(kind)).toEqual(before);
  });

  it("words refusals of values of the wrong JSON type for people too", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ tireId: 42 }, "We couldn't find that tire in our catalog."],
      [{ tireId: null }, "We couldn't find that tire in our catalog."],
      [{ tireId: undefined, product: ["a tire"] }, "Please tell us which tire you need"],
      [{ size: { width: 27 } }, "Please enter the tire size as on the sidewall"],
      [{ quantity: true }, "Please enter how many tires you need, from 1 to 99."],
      [{ quantity: [6] }, "Please enter how many tires you need, from 1 to 99."],
      [{ application: 3 }, "Please choose what the tires are for."],
      [{ name: false }, "Please enter your name."],
      [{ company: 7 }, "Please enter your company name as plain text"],
      [{ email: ["ada@example.com"] }, "Please enter a valid email address."],
      [{ phone: 2765550142 }, "Please enter a 10-digit phone number."],
      [{ message: { text: "hi" } }, "Please write your message as plain text."],
    ];
    const before = await counts(kind);
    for (const [change, message] of cases) {
      const reply = await send({ ...valid, ...change });
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(reply.body.error, JSON.stringify(change)).toContain(message);
    }
    for (const body of ["{not json", "[1,2]", "null", '"a quote"', "6"]) {
      const reply = await send(body);
      expect(reply.status, body).toBe(400);
      expect(reply.body.error).toBe("The request body must be a JSON object.");
    }
    expect(await counts(kind)).toEqual(before);
  });

  it("refuses an unknown tire, an oversized body and a filled honeypot without storing anything", async () => {
    const before = await counts(kind);
    const unknown = await send({ ...valid, tireId: "goodyear-imaginary-99r99" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(
      "We couldn't find that tire in our catalog. Please clear it and describe the tire you need.",
    );
    // A passenger tire is booked with its installation, not quoted.
    expect((await send({ ...valid, tireId: "michelin-defender2-225-65r17" })).status).toBe(400);

    // The shared 16 KB limit answers 413 (too large), in the same worded shape as every refusal.
    const huge = await send({ ...valid, message: "x".repeat(17 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ success: false, error: "The request is too large." });

    const bot = await send({ ...valid, website: "http://spam.example" });
    expect(bot.status).toBe(400);
    expect(bot.body.error).toBe("Your quote request could not be sent.");
    expect(await counts(kind)).toEqual(before);
  });

  describe("rate limit", () => {
    const multiplier = process.env.RATE_LIMIT_MULTIPLIER;
    afterEach(() => {
      process.env.RATE_LIMIT_MULTIPLIER = multiplier;
    });

    it("answers 429 with Retry-After once one client sends more than five a minute", async () => {
      process.env.RATE_LIMIT_MULTIPLIER = "1";
      const address = kind === "sqlite" ? "198.51.100.77" : "198.51.100.78";
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof send>> | undefined;
      // Windows follow the clock: twelve calls fill at least one window past its five.
      for (let i = 0; i < 12; i++) {
        const reply = await send({}, address);
        statuses.push(reply.status);
        if (reply.status === 429) refused ??= reply;
      }
      expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(5);
      expect(refused, statuses.join(", ")).toBeDefined();
      expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(refused!.body.error).toMatch(/Too many requests/);
      // Another client is not held back by this one.
      expect((await send({}, "198.51.100.99")).status).toBe(400);
    });
  });
});
