import { domainToASCII } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asciiEmailAddress } from "@/lib/core/address-rules";

describe("e-mail addresses we send to", () => {
  it.each([
    ["ada@example.com", "ada@example.com"],
    ["Ada.Hatfield+tires@Example.COM", "Ada.Hatfield+tires@example.com"],
    ["o'brien@mail.example.org", "o'brien@mail.example.org"],
    ["ada@bücher.example", "ada@xn--bcher-kva.example"],
    ["ada@xn--bcher-kva.example", "ada@xn--bcher-kva.example"],
    ["ada@пример.рф", "ada@xn--e1afmkfd.xn--p1ai"],
    ["ada@straße.de", "ada@xn--strae-oqa.de"],
  ])("accepts %j and keeps it as %j", (typed, stored) => {
    expect(asciiEmailAddress(typed)).toBe(stored);
  });

  it.each([
    ["an encoded word as the local part", "=?utf-8?Q?evil=40evil.example?=@x.com"],
    ["an encoded word inside the local part", "ada=?utf-8?B?ZXZpbA==?=@example.com"],
    ["a fullwidth at sign", "ada＠example.com"],
    ["a fullwidth at sign in the domain", "ada@evil.example＠example.com"],
    ["fullwidth letters in the domain", "ada@ｅｘａｍｐｌｅ.com"],
    ["an ideographic full stop", "ada@example。com"],
    ["a character that turns into a dot", "ada@example⒈com"],
    ["a non-ASCII local part", "adä@example.com"],
    ["a Cyrillic letter in the local part", "аda@example.com"],
    ["two at signs", "ada@evil.example@example.com"],
    ["a quoted local part", '"ada smith"@example.com'],
    ["a display name", "Ada <ada@example.com>"],
    ["a list", "ada@example.com,eve@evil.example"],
    ["a line separator", "ada@example.com\u2028Bcc:eve@evil.example"],
    ["a paragraph separator", "ada\u2029@example.com"],
    ["a domain of one label", "ada@example"],
    ["an IP address", "ada@192.168.0.1"],
    ["a numeric top-level label", "ada@example.123"],
    ["an empty label", "ada@example..com"],
    ["a trailing dot", "ada@example.com."],
    ["a hyphen at the start of a label", "ada@-example.com"],
    ["an underscore in the domain", "ada@ex_ample.com"],
    ["a dot at the start of the local part", ".ada@example.com"],
    ["two dots in the local part", "ada..hatfield@example.com"],
    ["a local part over 64 characters", `${"a".repeat(65)}@example.com`],
    [
      "an address over 254 characters",
      `ada.hatfield@${["a", "b", "c", "d"].map((c) => c.repeat(61)).join(".")}.com`,
    ],
    ["a label over 63 characters", `ada@${"a".repeat(64)}.com`],
  ])("refuses %s", (_, address) => {
    expect(asciiEmailAddress(address)).toBeNull();
  });

  it("stores what it accepts as plain ASCII that it accepts again unchanged", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.emailAddress(),
          fc
            .tuple(fc.emailAddress(), fc.constantFrom("bücher", "пример", "例え", "straße", "café"))
            .map(([address, label]) => address.replace("@", `@${label}.`)),
        ),
        (address) => {
          const stored = asciiEmailAddress(address);
          if (stored === null) return;
          expect(stored).toMatch(/^[\x21-\x7e]+$/);
          expect(stored).not.toContain("=?");
          expect(asciiEmailAddress(stored)).toBe(stored);
          const at = address.lastIndexOf("@");
          expect(stored).toBe(`${address.slice(0, at)}@${domainToASCII(address.slice(at + 1))}`);
        },
      ),
    );
  });
});
