import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as contactApi } from "@/app/api/contact/route";
import { POST as quoteApi } from "@/app/api/quotes/route";
import { getDatabase, resetDatabase } from "@/lib/db";
import { answerContactForm } from "@/lib/contact-form/contact-form-answer";
import { answerQuoteForm } from "@/lib/quote-forms/quote-form-answer";
import { countRows } from "../support/row-counts";
import { postedForm, requestFrom } from "../support/posted-form";
import { jsonRequest, useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";

const HAUL_TRUCK_TIRE = "michelin-xdr3-27-00r49";

const contact = {
  name: "Ada Hatfield",
  email: "ada@example.com",
  phone: "(304) 555-0142",
  storeId: "3",
  message: "Do you have 275/65R18 all-terrain tires in stock?",
  website: "",
};

const quote = {
  tireId: HAUL_TRUCK_TIRE,
  product: "",
  size: "27.00R49",
  quantity: "6",
  application: "mining",
  name: "Ada Hatfield",
  company: "Coal River Aggregates",
  email: "ada@example.com",
  phone: "(276) 555-0142",
  message: "Six for our Cat 777 fleet.",
  website: "",
};

/** The JSON API's message for the same fields (the contact form posts the store as text, the API a number). */
async function apiMessage(
  handler: (request: Request) => Promise<Response>,
  path: string,
  body: Record<string, unknown>,
) {
  const response = await handler(jsonRequest(path, body, { "x-forwarded-for": "192.0.2.200" }));
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

describe.each(["sqlite", "postgres"] as DatabaseKind[])(
  "the contact and quote forms posted without JavaScript, on %s",
  (kind) => {
    const multiplier = process.env.RATE_LIMIT_MULTIPLIER;
    beforeAll(async () => {
      // These tests stand for clients by their X-Forwarded-For, as the proxy in front would write it.
      process.env.TRUSTED_PROXY_COUNT = "1";
      await useFreshDatabase(kind, inject("postgresUrl"));
      await getDatabase();
    });
    afterEach(() => {
      process.env.RATE_LIMIT_MULTIPLIER = multiplier;
    });
    afterAll(() => {
      delete process.env.TRUSTED_PROXY_COUNT;
      return resetDatabase();
    });

    it("a contact message is stored and mailed, and the form is emptied with the API's thank-you", async () => {
      const [messages, outbox] = [await countRows(kind, "contact_messages"), await countRows(kind, "outbox")];
      const answer = await answerContactForm(postedForm(contact), requestFrom());
      expect(answer).toEqual({
        values: { name: "", email: "", phone: "", storeId: "", message: "" },
        problems: {},
        error: null,
        sent: "Thank you, Ada Hatfield. Your message was sent to our Bristol, TN store; we usually reply within one business day.",
      });
      expect(await countRows(kind, "contact_messages")).toBe(messages + 1);
      expect(await countRows(kind, "outbox")).toBe(outbox + 1);
    });

    it("a bad contact form keeps what was typed and names each field's problem in the API's words", async () => {
      const before = await countRows(kind, "contact_messages");
      const typed = { ...contact, email: "ada@example", message: "Hi" };
      const answer = await answerContactForm(postedForm(typed), requestFrom());
      expect(answer).toMatchObject({
        values: {
          name: "Ada Hatfield",
          email: "ada@example",
          phone: "(304) 555-0142",
          storeId: "3",
          message: "Hi",
        },
        problems: {
          email: "Please enter a valid email address.",
          message: "Please write a message of at least 10 characters.",
        },
        error: "Please correct the highlighted fields.",
        sent: null,
      });
      const api = await apiMessage(contactApi, "/api/contact", { ...typed, storeId: 3 });
      expect(api).toEqual({ status: 400, message: answer.problems.email });
      expect(await countRows(kind, "contact_messages")).toBe(before);
    });

    it("a store that is no store, a filled honeypot and the API's rate limit are refused as the API refuses them", async () => {
      const before = await countRows(kind, "contact_messages");
      const noStore = await answerContactForm(postedForm({ ...contact, storeId: "12" }), requestFrom());
      expect(noStore.problems.storeId).toBe("Please choose one of our locations.");
      const bot = await answerContactForm(
        postedForm({ ...contact, website: "https://spam.example" }),
        requestFrom(),
      );
      expect(bot.error).toBe("Your message could not be sent.");
      expect(bot.sent).toBeNull();

      // One counter per client for the form and its API: five API messages, and the form is over the limit.
      process.env.RATE_LIMIT_MULTIPLIER = "1";
      const address = "198.51.100.251";
      for (let i = 0; i < 5; i++) {
        const response = await contactApi(
          jsonRequest("/api/contact", { ...contact, storeId: 3 }, { "x-forwarded-for": address }),
        );
        expect(response.status).toBe(200);
      }
      const limited = await answerContactForm(postedForm(contact), requestFrom(address));
      expect(limited).toMatchObject({
        error: "Too many requests. Please wait a moment and try again.",
        sent: null,
        values: { name: "Ada Hatfield" },
      });
      expect(await countRows(kind, "contact_messages")).toBe(before + 5);
    });

    it("a quote for a catalog tire gets its reference and two e-mails; the category is where to browse next", async () => {
      const [quotes, outbox] = [await countRows(kind, "quote_requests"), await countRows(kind, "outbox")];
      const answer = await answerQuoteForm(postedForm(quote), requestFrom());
      expect(answer.error).toBeNull();
      expect(answer.sent).toEqual({
        reference: expect.stringMatching(/^Q-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
        email: "ada@example.com",
        moreHref: "/mining-tires",
      });
      const stored = await (await getDatabase()).findQuoteRequest(answer.sent!.reference);
      expect(stored).toMatchObject({ tireId: HAUL_TRUCK_TIRE, quantity: 6, phone: "2765550142" });
      expect(await countRows(kind, "quote_requests")).toBe(quotes + 1);
      expect(await countRows(kind, "outbox")).toBe(outbox + 2);
    });

    it("a bad quote form names each field's problem, the first of them in the API's words", async () => {
      const before = await countRows(kind, "quote_requests");
      const typed = { ...quote, tireId: "", product: "", quantity: "120", phone: "555-0142" };
      const answer = await answerQuoteForm(postedForm(typed), requestFrom());
      expect(answer).toMatchObject({
        error: "Please correct the highlighted fields.",
        sent: null,
        values: { quantity: "120", phone: "555-0142", company: "Coal River Aggregates" },
        problems: {
          product: "Please tell us which tire you need: brand and tread, or the machine it goes on.",
          quantity: "Please enter how many tires you need, from 1 to 99.",
          phone: "Please enter a 10-digit phone number.",
        },
      });
      const api = await apiMessage(quoteApi, "/api/quotes", { ...typed, quantity: 120 });
      expect(api).toEqual({ status: 400, message: answer.problems.product });

      const unknown = await answerQuoteForm(postedForm({ ...quote, tireId: "no-such-tire" }), requestFrom());
      expect(unknown.problems.tireId).toBe(
        "We couldn't find that tire in our catalog. Please clear it and describe the tire you need.",
      );
      const bot = await answerQuoteForm(postedForm({ ...quote, website: "x" }), requestFrom());
      expect(bot.error).toBe("Your quote request could not be sent.");
      expect(await countRows(kind, "quote_requests")).toBe(before);
    });
  },
);
