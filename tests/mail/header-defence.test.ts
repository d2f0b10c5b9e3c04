import { readFileSync, readdirSync } from "node:fs";
import { simpleParser, type AddressObject } from "mailparser";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { getDatabase, resetDatabase } from "@/lib/db";
import type { OutgoingMail } from "@/lib/db/mail-types";
import { processOutbox } from "@/lib/mail/outbox";
import { headerAddress, outboxFolder, UnsafeMailAddressError } from "@/lib/mail/transport";
import { toOneLine } from "@/lib/core/one-line";
import { useFreshDatabase } from "../support/scheduling-env";

describe("header values, checked again where the header is written", () => {
  it("sends one address in its ASCII form", () => {
    expect(headerAddress(" Ada@Bücher.Example ")).toBe("Ada@xn--bcher-kva.example");
    expect(headerAddress("norton@alleghenytire.example")).toBe("norton@alleghenytire.example");
  });

  it("lets an operator's list or display name through, but never a line break or an encoded word", () => {
    expect(headerAddress("ops@example.com, oncall@example.com")).toBe("ops@example.com, oncall@example.com");
    expect(headerAddress('"Ops desk" <ops@example.com>')).toBe('"Ops desk" <ops@example.com>');
    for (const address of [
      "=?utf-8?Q?evil=40evil.example?=@x.com",
      "ada@example.com\r\nBcc: eve@evil.example",
      "ada@example.com\u2028Bcc: eve@evil.example",
      "ada\u2029@example.com",
      "ada@example.com\u0085",
    ])
      expect(() => headerAddress(address), JSON.stringify(address)).toThrow(UnsafeMailAddressError);
  });

  it("puts a subject on one line whatever it holds", () => {
    expect(toOneLine("Hello\r\nBcc: eve@evil.example\u2028a\u2029b\u0085c\u202ed\u200be\tf")).toBe(
      "Hello  Bcc: eve@evil.example a b c d e f",
    );
  });
});

const queued = (to: string, subject: string): OutgoingMail => ({
  kind: "contact",
  to,
  subject,
  text: "A message.",
  html: "<p>A message.</p>",
  ics: null,
  reference: null,
});

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((v) => v.address));

describe.each(["sqlite", "postgres"] as const)(
  "the outbox on %s, given text no form lets through",
  (kind) => {
    beforeAll(async () => {
      await useFreshDatabase(kind, inject("postgresUrl"));
    });
    afterAll(() => resetDatabase());

    it("writes the subject on one line, sends to the ASCII address, and fails an encoded word for good", async () => {
      const db = await getDatabase();
      const message = {
        name: "Ada",
        email: "ada@example.com",
        phone: "",
        storeId: null,
        message: "Hello",
        createdAt: 1,
      };
      await db.insertContactMessage(message, [
        queued("Ada@Bücher.Example", "Hello\u2028Bcc: eve@evil.example\r\nX-Evil: 1"),
        queued("=?utf-8?Q?eve=40evil.example?=@example.com", "Hello"),
      ]);
      expect(await processOutbox()).toEqual({ sent: 1, failed: 1 });

      const files = readdirSync(outboxFolder());
      expect(files).toHaveLength(1);
      const raw = readFileSync(`${outboxFolder()}/${files[0]}`);
      const parsed = await simpleParser(raw);
      expect(parsed.subject).toBe("Hello Bcc: eve@evil.example  X-Evil: 1");
      expect(addresses(parsed.to)).toEqual(["Ada@bücher.example"]);
      expect(raw.toString("latin1")).toMatch(/^To: Ada@xn--bcher-kva\.example$/m);
      expect(parsed.bcc).toBeUndefined();
      expect(parsed.headers.has("x-evil")).toBe(false);

      const failed = await db.failedMail(10);
      expect(failed.map((m) => [m.to, m.attempts])).toEqual([
        ["=?utf-8?Q?eve=40evil.example?=@example.com", 1],
      ]);
      expect(failed[0]!.lastError).toContain("not a plain e-mail address");
    });
  },
);
