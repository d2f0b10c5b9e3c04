import { describe, expect, it } from "vitest";
import {
  SEARCH_CHARACTERS_MESSAGE,
  SEARCH_EMPTY_MESSAGE,
  SEARCH_GARBLED_MESSAGE,
  SEARCH_MAX_LENGTH,
  SEARCH_MULTIPLE_MESSAGE,
  SEARCH_TOO_LONG_MESSAGE,
  readQueryFromUrl,
  readQueryValue,
} from "./query-input";

const url = (query: string) => `http://localhost/api/search?${query}`;

describe("reading a search text from a page's query", () => {
  it("trims it and makes runs of spaces one", () => {
    expect(readQueryValue("  2019   Civic\tLX ")).toEqual({ ok: true, query: "2019 Civic LX" });
    expect(readQueryValue(["225/65R17"])).toEqual({ ok: true, query: "225/65R17" });
  });

  it.each([
    [undefined, SEARCH_EMPTY_MESSAGE],
    ["", SEARCH_EMPTY_MESSAGE],
    ["   ", SEARCH_EMPTY_MESSAGE],
    [42, SEARCH_EMPTY_MESSAGE],
    [{ q: "x" }, SEARCH_EMPTY_MESSAGE],
    [["a", "b"], SEARCH_MULTIPLE_MESSAGE],
    ["x".repeat(SEARCH_MAX_LENGTH + 1), SEARCH_TOO_LONG_MESSAGE],
    ["9".repeat(100_000), SEARCH_TOO_LONG_MESSAGE],
    ["225/65R17\u0000", SEARCH_CHARACTERS_MESSAGE],
    ["civic\r\nSet-Cookie: a=b", SEARCH_CHARACTERS_MESSAGE],
    ["\u001b[31mred", SEARCH_CHARACTERS_MESSAGE],
    ["abc\u202edcba", SEARCH_CHARACTERS_MESSAGE],
    ["broken \ufffd text", SEARCH_GARBLED_MESSAGE],
    ["%zz", SEARCH_GARBLED_MESSAGE],
    ["225%2F65R17", SEARCH_GARBLED_MESSAGE],
  ])("refuses %j with a worded message", (value, message) => {
    expect(readQueryValue(value)).toEqual({ ok: false, message });
  });

  it("accepts accented letters and ordinary punctuation", () => {
    expect(readQueryValue("Citroën C4 — 205/55R16?")).toMatchObject({ ok: true });
  });

  it("refuses what the server leaves of a bad percent escape once it has decoded the query", () => {
    // The server turns ?q=%zz into the text "%zz" and ?q=%E0%A4%A into a replacement character.
    expect(readQueryValue("%zz")).toEqual({ ok: false, message: SEARCH_GARBLED_MESSAGE });
    expect(readQueryValue("\u0915\ufffd")).toEqual({ ok: false, message: SEARCH_GARBLED_MESSAGE });
  });
});

describe("reading a search text from the API's URL", () => {
  it("decodes percent escapes and plus signs", () => {
    expect(readQueryFromUrl(url("q=225%2F65R17"))).toEqual({ ok: true, query: "225/65R17" });
    expect(readQueryFromUrl(url("q=2019+civic+lx&x=1"))).toEqual({ ok: true, query: "2019 civic lx" });
    expect(readQueryFromUrl(url("q=Citro%C3%ABn"))).toEqual({ ok: true, query: "Citroën" });
  });

  it.each([
    ["", SEARCH_EMPTY_MESSAGE],
    ["q=", SEARCH_EMPTY_MESSAGE],
    ["q", SEARCH_EMPTY_MESSAGE],
    ["query=civic", SEARCH_EMPTY_MESSAGE],
    ["q=a&q=b", SEARCH_MULTIPLE_MESSAGE],
    ["q[]=civic", SEARCH_MULTIPLE_MESSAGE],
    ["q%5B0%5D=civic", SEARCH_MULTIPLE_MESSAGE],
    ["q=%zz", SEARCH_GARBLED_MESSAGE],
    ["q=%", SEARCH_GARBLED_MESSAGE],
    ["q=%E0%A4%A", SEARCH_GARBLED_MESSAGE],
    ["q=%C3", SEARCH_GARBLED_MESSAGE],
    ["%zz=1&q=civic", SEARCH_GARBLED_MESSAGE],
    ["q=%00", SEARCH_CHARACTERS_MESSAGE],
    [`q=${"a".repeat(SEARCH_MAX_LENGTH + 1)}`, SEARCH_TOO_LONG_MESSAGE],
  ])("refuses %j with a worded message", (query, message) => {
    expect(readQueryFromUrl(url(query))).toEqual({ ok: false, message });
  });

  it("never echoes the input or names a validator in its messages", () => {
    for (const message of [
      SEARCH_EMPTY_MESSAGE,
      SEARCH_MULTIPLE_MESSAGE,
      SEARCH_TOO_LONG_MESSAGE,
      SEARCH_CHARACTERS_MESSAGE,
      SEARCH_GARBLED_MESSAGE,
    ]) {
      expect(message).toMatch(/^[A-Z].*\.$/);
      expect(message).not.toMatch(/regex|invalid_|zod|expected|undefined/i);
    }
  });
});
