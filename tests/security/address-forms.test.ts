import { describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/bookAppointment/route";
import { POST as contact } from "@/app/api/contact/route";
import { POST as requestQuote } from "@/app/api/quotes/route";
import { allTires } from "@/lib/tires/category-tires";
import { bookOilChange, NORTON } from "../support/booking";
import { bookingRequest, jsonRequest, upcomingWeekday } from "../support/scheduling-env";
import { checkReply, fuzzDatabase } from "./fuzz-support";

const rows = fuzzDatabase();

const INVALID_EMAIL = "Please enter a valid email address.";

/** Addresses that pass a loose "text@text.text" check but that mail software reads as another. */
const HOSTILE_ADDRESSES = [
  "=?utf-8?Q?evil=40evil.example?=@x.com",
  "=?utf-8?B?ZXZpbEBldmlsLmV4YW1wbGU=?=@example.com",
  "ada=?utf-8?Q?=0D=0A?=@example.com",
  "ada＠evil.example",
  "ada@evil.example＠example.com",
  "ada@ｅｘａｍｐｌｅ.com",
  "ada@example⒈com",
  "adä@example.com",
  "ada@example.com\u2028Bcc:eve@evil.example",
  "ada\u2029@example.com",
  '"ada"@example.com',
];

const booking = (customer: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  storeGroupEmail: NORTON,
  serviceName: "Oil Changes",
  date: upcomingWeekday(4),
  time: "10:00",
  customer: {
    firstName: "Ada",
    lastName: "Hatfield",
    email: "ada@example.com",
    phone: "(276) 555-0142",
    ...customer,
  },
  ...extra,
});

const message = (fields: Record<string, unknown>) => ({
  name: "Ada Hatfield",
  email: "ada@example.com",
  message: "Do you stock 11R22.5 drive tires?",
  ...fields,
});

const quote = (fields: Record<string, unknown>) => ({
  tireId: allTires[0]!.id,
  quantity: 4,
  application: "on-highway",
  name: "Ada Hatfield",
  email: "ada@example.com",
  phone: "(276) 555-0142",
  ...fields,
});

/** Sends one request and checks it is refused with `error`, storing and queueing nothing. */
async function expectRefused(send: () => Promise<Response>, error: string, label: string) {
  const before = rows.counts();
  const reply = await checkReply(await send(), label);
  expect(reply.status, label).toBe(400);
  expect(reply.body, label).toMatchObject({ error });
  expect(rows.counts(), label).toEqual(before);
}

describe("e-mail addresses mail software would read as another", () => {
  it.each(HOSTILE_ADDRESSES)("refuses %j for a booking, a message and a quote", async (email) => {
    await expectRefused(async () => book(await bookingRequest(booking({ email }))), INVALID_EMAIL, "booking");
    await expectRefused(
      () => contact(jsonRequest("/api/contact", message({ email }))),
      INVALID_EMAIL,
      "contact",
    );
    await expectRefused(
      () => requestQuote(jsonRequest("/api/quotes", quote({ email }))),
      INVALID_EMAIL,
      "quote",
    );
  });

  it("keeps an international domain as mail sends it, in punycode", async () => {
    const lastMail = rows.lastMailId();
    const { reference } = await bookOilChange({
      date: upcomingWeekday(5),
      time: "10:00",
      lastName: "Bücher",
      email: "Ada.Bucher@Bücher.Example",
    });
    expect(rows.appointment(reference)?.email).toBe("Ada.Bucher@xn--bcher-kva.example");
    const toCustomer = rows.mailsAfter(lastMail).filter((mail) => mail.recipient !== NORTON);
    expect(toCustomer.map((mail) => mail.recipient)).toEqual(["Ada.Bucher@xn--bcher-kva.example"]);

    const reply = await checkReply(
      await requestQuote(jsonRequest("/api/quotes", quote({ email: "ada@bücher.example" }))),
      "quote",
    );
    expect(reply.status).toBe(200);
    expect(rows.quote((reply.body as { reference: string }).reference)?.email).toBe(
      "ada@xn--bcher-kva.example",
    );
  });
});

describe("one-line fields", () => {
  it.each(["\u2028", "\u2029", "\u0085", "\r", "\u202e"])(
    "refuse %j inside names and vehicle text",
    async (char) => {
      await expectRefused(
        () =>
          book(
            jsonRequest(
              "/api/bookAppointment",
              booking({ lastName: `Hatfield${char}Bcc: eve@evil.example` }),
            ),
          ),
        "Please remove unusual control characters.",
        "booking last name",
      );
      await expectRefused(
        () =>
          book(
            jsonRequest(
              "/api/bookAppointment",
              booking({}, { vehicle: { year: "2020", make: `Ford${char}x`, model: "F-150" } }),
            ),
          ),
        "Please remove unusual control characters.",
        "booking vehicle make",
      );
      await expectRefused(
        () => contact(jsonRequest("/api/contact", message({ name: `Ada${char}Hatfield` }))),
        "Please remove unusual characters from your name.",
        "contact name",
      );
      await expectRefused(
        () => requestQuote(jsonRequest("/api/quotes", quote({ company: `Acme${char}Mining` }))),
        "Please enter your company name as plain text, under 120 characters.",
        "quote company",
      );
    },
  );
});
