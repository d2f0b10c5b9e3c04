import { describe, expect, it } from "vitest";
import {
  SIZE_EMPTY_MESSAGE,
  SIZE_IMPOSSIBLE_MESSAGE,
  SIZE_UNREADABLE_MESSAGE,
  canonicalSize,
  formatSize,
  parseSizeQuery,
  sizeFromSlug,
  sizeSlug,
} from "./size";

function canonical(input: string): string | null {
  const result = parseSizeQuery(input);
  return result.ok ? formatSize(result.size) : null;
}

describe("reading a tire size the way people type it", () => {
  it.each([
    "225/65R17",
    "225/65-17",
    "2256517",
    "225 65 17",
    "P225/65R17",
    "p225/65r17",
    "  225 / 65 R 17 ",
    "225/65/17",
    "225/65ZR17",
    "225-65-r17",
  ])("%j is 225/65R17", (input) => {
    expect(canonical(input)).toBe("225/65R17");
  });

  it.each(["LT265/70R17", "lt265/70r17", "265/70R17LT", "265/70R17 LT", "LT 265 70 17", "LT2657017"])(
    "%j is the light-truck size LT265/70R17",
    (input) => {
      expect(canonical(input)).toBe("LT265/70R17");
    },
  );

  it("keeps ZR sizes and R sizes together, and LT sizes apart from passenger ones", () => {
    expect(canonical("265/70ZR17")).toBe("265/70R17");
    expect(canonical("265/70R17")).not.toBe(canonical("LT265/70R17"));
  });

  it("reads half-inch light-truck rims and trailer sizes", () => {
    expect(canonical("LT215/85R16")).toBe("LT215/85R16");
    expect(canonical("ST225/75R15")).toBe("ST225/75R15");
  });

  it("gives the URL slug of a size and reads it back", () => {
    const result = parseSizeQuery("LT265/70R17");
    expect(result.ok && sizeSlug(result.size)).toBe("lt265-70r17");
    expect(sizeFromSlug("225-65r17") && formatSize(sizeFromSlug("225-65r17")!)).toBe("225/65R17");
    expect(sizeFromSlug("lt265-70r17") && formatSize(sizeFromSlug("lt265-70r17")!)).toBe("LT265/70R17");
  });

  it("accepts only the exact canonical slug in a URL", () => {
    for (const slug of ["225-65R17", "2256517", "p225-65r17", "225-65zr17", "225-65r17-", "../225-65r17"]) {
      expect(sizeFromSlug(slug), slug).toBeNull();
    }
  });

  it("reads sizes written in data and refuses anything else", () => {
    expect(canonicalSize("P245/70R17")).toBe("245/70R17");
    expect(canonicalSize("Contact store for correct tire size")).toBeNull();
  });
});

describe("refusing what is not a size, in customer words", () => {
  it("asks for a size when nothing was typed", () => {
    for (const input of ["", "   ", undefined, null, 42]) {
      expect(parseSizeQuery(input)).toEqual({ ok: false, message: SIZE_EMPTY_MESSAGE });
    }
  });

  it.each([
    "225/65",
    "tires",
    "225/65R17; DROP TABLE tires",
    "<script>alert(1)</script>",
    "225/65R17' OR '1'='1",
    "../../etc/passwd",
    "225/65R17\u0000",
    "２２５/65R17",
    "P225/65R17LT",
    "225/65R17".repeat(10),
    "9".repeat(5000),
  ])("cannot read %j", (input) => {
    expect(parseSizeQuery(input)).toEqual({ ok: false, message: SIZE_UNREADABLE_MESSAGE });
  });

  it.each(["999/99R99", "225/65R99", "225/63R17", "227/65R17", "100/65R17", "225/10R17"])(
    "%j has numbers no tire has",
    (input) => {
      expect(parseSizeQuery(input)).toEqual({ ok: false, message: SIZE_IMPOSSIBLE_MESSAGE });
    },
  );

  it("never echoes the input or names the validator in its messages", () => {
    for (const message of [SIZE_EMPTY_MESSAGE, SIZE_UNREADABLE_MESSAGE, SIZE_IMPOSSIBLE_MESSAGE]) {
      expect(message).toMatch(/225\/65R17/);
      expect(message).not.toMatch(/regex|invalid_|zod|expected/i);
    }
  });
});
