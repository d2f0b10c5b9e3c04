import { domainToASCII } from "node:url";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fc from "fast-check";
import { simpleParser, type AddressObject } from "mailparser";
import { describe, expect, it, vi } from "vitest";
import { POST as book } from "@/app/api/bookAppointment/route";
import { POST as contact } from "@/app/api/contact/route";
import { POST as requestQuote } from "@/app/api/quotes/route";
import { brand } from "@/data/brand";
import { processOutbox } from "@/lib/mail/outbox";
import { bookingRequest, jsonRequest } from "../support/scheduling-env";
import { NASTY_STRINGS, PROPERTY_TIMEOUT_MS, RUNS, checkReply, oddChar, fuzzDatabase } from "./fuzz-support";
import { keylessBooking, validContact, validQuote } from "./payloads";

vi.setConfig({ testTimeout: PROPERTY_TIMEOUT_MS });

const rows = fuzzDatabase();

const lineBreak = fc.constantFrom("\r", "\n", "\r\n", "\n\n", "\r\n\r\n");
const injected = fc.constantFrom(
  "Bcc: evil@example.com",
  "Cc:evil@example.com",
  "Subject: free tires",
  "",
  "x",
);

/** `value` with a line break and a forged header inside it (not at the ends, where trimming would drop it). */
const withLineBreak = (value: string) =>
  fc
    .tuple(lineBreak, injected, fc.boolean())
    .map(([brk, header, before]) =>
      before ? `${header || "x"}${brk}${value}` : `${value}${brk}${header || "x"}`,
    );

/** Text that is not a control character but has tricked mail software: separators, quotes, encoded words. */
const oddButPrintable = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      ..."Ada Bcc:<>\"'=?é李,;()[]\\",
      "\u2028",
      "\u2029",
      "\u00a0",
      "=?UTF-8?Q?",
      "?=",
      "=0D=0A",
      "\uD800",
    ),
    minLength: 1,
    maxLength: 40,
  }),
  fc.constantFrom(...NASTY_STRINGS),
);

const addressChars = [
  ..."abcXYZ019.!#$%&'*+/=?^_`{|}~-<>()[]\\,;:\"é李",
  "\u0085",
  "\u200b",
  "\u202e",
  "\0",
  "\x7f",
];
const addressPart = (max: number) =>
  fc.string({ unit: fc.constantFrom(...addressChars), minLength: 1, maxLength: max });

/** Strings shaped like an address (one @, a dot after it) built from every character address syntax gives a meaning. */
const trickyEmail = fc.oneof(
  fc
    .tuple(addressPart(10), addressPart(8), addressPart(4))
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
  fc.constantFrom(...NASTY_STRINGS.filter((s) => s.includes("@"))),
  fc.emailAddress(),
);

const allAddresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value);

/** An address as mail compares it: the local part exactly, the domain in any letter case. */
/** The address as it travels: an international domain in its ASCII (punycode) form, lower case. */
function sameAddress(address: string | undefined) {
  const at = address?.lastIndexOf("@") ?? -1;
  if (!address || at <= 0) return address;
  const domain = address.slice(at + 1);
  return `${address.slice(0, at)}@${domainToASCII(domain) || domain.toLowerCase()}`;
}

const HEADERS_ALLOWED = new Set([
  "from",
  "to",
  "subject",
  "message-id",
  "date",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
]);

/**
 * Delivers the queued mail the way the app does (file transport: the same nodemailer message as
 * SMTP) and checks every message queued after `afterId`: it was written, its header block holds
 * only the headers the app sets, each once, it goes to exactly the queued recipient (and answers
 * to exactly the queued Reply-To, when it has one), and its subject reads back exactly as built
 * and on one line.
 */
async function checkRenderedMail(afterId: number): Promise<number> {
  // A pass sends at most 50 messages; earlier properties may have left a backlog.
  while ((await processOutbox()).sent > 0) continue;
  const queued = rows.mailsAfter(afterId);
  for (const mail of queued) {
    const file = join(rows.dataDir, "outbox", `${String(mail.id).padStart(6, "0")}-${mail.kind}.eml`);
    expect(existsSync(file), `${mail.kind} to ${JSON.stringify(mail.recipient)} was not sent`).toBe(true);
    const raw = await readFile(file);
    const head = raw.toString("latin1").split(/\r?\n\r?\n/)[0] ?? "";
    const names = head
      .split(/\r?\n(?![ \t])/)
      .map((line) => /^([A-Za-z0-9-]+):/.exec(line)?.[1]?.toLowerCase());
    const label = `${mail.kind} to ${JSON.stringify(mail.recipient)}, subject ${JSON.stringify(mail.subject)}:\n${head}`;
    for (const name of names)
      expect(
        name !== undefined && (HEADERS_ALLOWED.has(name) || (name === "reply-to" && mail.replyTo !== null)),
        label,
      ).toBe(true);
    expect(new Set(names).size, label).toBe(names.length);
    const parsed = await simpleParser(raw);
    expect(
      allAddresses(parsed.to).map((a) => sameAddress(a.address)),
      label,
    ).toEqual([sameAddress(mail.recipient)]);
    expect(
      allAddresses(parsed.replyTo).map((a) => sameAddress(a.address)),
      label,
    ).toEqual(mail.replyTo === null ? [] : [sameAddress(mail.replyTo)]);
    expect(allAddresses(parsed.cc), label).toEqual([]);
    expect(allAddresses(parsed.bcc), label).toEqual([]);
    expect(parsed.subject, label).toBe(mail.subject);
    expect(parsed.subject, label).not.toMatch(/[\r\n]/);
  }
  return queued.length;
}

describe("mail header injection through a booking", () => {
  const field = fc.constantFrom("firstName", "lastName", "email");

  it("refuses a line break inside a name or e-mail with 400 and stores nothing", async () => {
    const payload = fc.tuple(keylessBooking, field).chain(([booking, key]) => {
      const customer = booking.customer as Record<string, string>;
      return withLineBreak(customer[key]!).map((value) => ({
        ...booking,
        customer: { ...customer, [key]: value },
      }));
    });
    await fc.assert(
      fc.asyncProperty(payload, async (booking) => {
        const before = rows.counts();
        const reply = await checkReply(await book(await bookingRequest(booking)), "booking");
        expect(reply.status).toBe(400);
        expect(rows.counts()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it("refuses an e-mail that mail software would read as a list, a name or a group, or would quietly alter", async () => {
    const special = fc.constantFrom(
      ...'<>()[]\\,;:"',
      "\0",
      "\x7f",
      "\u0085",
      "\u200b",
      "\u202e",
      "\u2028",
      "\u00a0",
    );
    const email = fc.tuple(fc.emailAddress(), special, fc.nat()).map(([address, char, at]) => {
      const local = address.slice(0, address.lastIndexOf("@"));
      const cut = 1 + (at % local.length);
      return `${local.slice(0, cut)}${char}${address.slice(cut)}`;
    });
    await fc.assert(
      fc.asyncProperty(keylessBooking, email, async (booking, address) => {
        const customer = { ...(booking.customer as object), email: address };
        const before = rows.counts();
        const reply = await checkReply(
          await book(await bookingRequest({ ...booking, customer })),
          `booking for ${JSON.stringify(address)}`,
        );
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({ error: "Please enter a valid email address." });
        expect(rows.counts()).toEqual(before);
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });

  it("keeps only the ten digits of a phone number, whatever is wrapped around them", async () => {
    const phone = fc
      .tuple(
        fc.stringMatching(/^[2-9]\d{9}$/),
        fc.array(fc.oneof(oddChar, lineBreak, injected), { maxLength: 4 }),
      )
      .map(([digits, junk]) => ({ digits, sent: `${digits.slice(0, 3)}${junk.join("")}${digits.slice(3)}` }));
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(keylessBooking, phone, async (booking, { digits, sent }) => {
        const customer = { ...(booking.customer as object), phone: sent };
        const before = rows.counts();
        const reply = await checkReply(await book(await bookingRequest({ ...booking, customer })), "booking");
        if (reply.status !== 200) {
          expect(rows.counts()).toEqual(before);
          return;
        }
        const { reference } = (reply.body as { appointment: { reference: string } }).appointment;
        expect(rows.appointment(reference)?.phone).toBe(digits);
        accepted++;
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it("sends each accepted booking's mail to exactly the stored address, with only the app's own headers", async () => {
    const payload = fc
      .tuple(keylessBooking, trickyEmail, oddButPrintable, oddButPrintable, oddButPrintable)
      .map(([booking, email, firstName, lastName, comments]) => ({
        ...booking,
        customer: { ...(booking.customer as object), email, firstName, lastName },
        comments,
      }));
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(payload, async (booking) => {
        const lastMail = rows.lastMailId();
        const before = rows.counts();
        const reply = await checkReply(await book(await bookingRequest(booking)), "booking");
        if (reply.status !== 200) {
          expect(rows.counts()).toEqual(before);
          return;
        }
        const { reference } = (reply.body as { appointment: { reference: string } }).appointment;
        const stored = rows.appointment(reference)!;
        expect(stored.email).toBe(sameAddress(booking.customer.email.trim()));
        expect(await checkRenderedMail(lastMail)).toBe(2);
        accepted++;
      }),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});

describe("mail header injection through the contact form", () => {
  it("refuses a line break inside the name or e-mail with 400 and stores nothing", async () => {
    const payload = fc
      .tuple(validContact, fc.constantFrom("name", "email"))
      .chain(([message, key]) =>
        withLineBreak(message[key] as string).map((value) => ({ ...message, [key]: value })),
      );
    await fc.assert(
      fc.asyncProperty(payload, async (message) => {
        const before = rows.counts();
        const reply = await checkReply(await contact(jsonRequest("/api/contact", message)), "contact");
        expect(reply.status).toBe(400);
        expect(rows.counts()).toEqual(before);
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });

  it("mails each accepted message with the subject it built, on one line, and only the app's own headers", async () => {
    const payload = fc
      .tuple(validContact, oddButPrintable, trickyEmail)
      .map(([message, name, email]): Record<string, unknown> => ({ ...message, name, email }));
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(payload, async (message) => {
        const lastMail = rows.lastMailId();
        const before = rows.counts();
        const reply = await checkReply(await contact(jsonRequest("/api/contact", message)), "contact");
        if (reply.status !== 200) {
          expect(rows.counts()).toEqual(before);
          return;
        }
        expect(await checkRenderedMail(lastMail)).toBe(1);
        accepted++;
      }),
      {
        numRuns: RUNS,
        examples: [
          [
            {
              name: "=?UTF-8?Q?=0D=0ABcc:_evil@example.com?=",
              email: "ada@example.com",
              message: "Do you stock 11R22.5?",
            },
          ],
        ],
      },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});

describe("mail header injection through a quote request", () => {
  it("refuses a line break inside a name, company, tire or e-mail with 400 and stores nothing", async () => {
    const payload = fc
      .tuple(
        validQuote.map((quote): Record<string, unknown> => ({
          ...quote,
          company: "Acme",
          product: "Loader tire",
        })),
        fc.constantFrom("name", "company", "product", "email"),
      )
      .chain(([quote, key]) =>
        withLineBreak(quote[key] as string).map((value) => ({ ...quote, [key]: value })),
      );
    await fc.assert(
      fc.asyncProperty(payload, async (quote) => {
        const before = rows.counts();
        const reply = await checkReply(await requestQuote(jsonRequest("/api/quotes", quote)), "quote");
        expect(reply.status).toBe(400);
        expect(rows.counts()).toEqual(before);
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });

  it("mails the sales desk with Reply-To exactly the stored address, and the customer at exactly that address", async () => {
    const payload = fc
      .tuple(validQuote, trickyEmail, oddButPrintable, oddButPrintable, oddButPrintable)
      .map(([quote, email, name, company, product]) => ({ ...quote, email, name, company, product }));
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(payload, async (quote) => {
        const lastMail = rows.lastMailId();
        const before = rows.counts();
        const reply = await checkReply(await requestQuote(jsonRequest("/api/quotes", quote)), "quote");
        if (reply.status !== 200) {
          expect(rows.counts()).toEqual(before);
          return;
        }
        const { reference } = reply.body as { reference: string };
        const stored = rows.quote(reference)!;
        expect(stored.email).toBe(sameAddress(quote.email.trim()));
        expect(await checkRenderedMail(lastMail)).toBe(2);
        const mails = rows.mailsAfter(lastMail);
        expect(mails.map((m) => [m.recipient, m.replyTo])).toEqual([
          [brand.salesEmail, stored.email],
          [stored.email, brand.salesEmail],
        ]);
        accepted++;
      }),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});
