import { describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/search/route";
import { QUERY_KINDS } from "@/lib/search/classify";
import {
  SEARCH_CHARACTERS_MESSAGE,
  SEARCH_EMPTY_MESSAGE,
  SEARCH_GARBLED_MESSAGE,
  SEARCH_MULTIPLE_MESSAGE,
  SEARCH_TOO_LONG_MESSAGE,
} from "@/lib/search/query-input";
import type { SiteSearchAnswer } from "@/lib/search/site-search";

async function get(rawQuery: string) {
  const response = await search(new Request(`http://localhost/api/search?${rawQuery}`));
  return { response, status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe("GET /api/search?q=", () => {
  it.each([
    ["295/75R22.5", "size"],
    ["2019 Civic LX", "vehicle"],
    ["f150 2022", "vehicle"],
    ["Defender2", "product"],
    ["Michelin", "brand"],
    ["farm tires", "category"],
    ["roadside", "service"],
    ["xyzzy", "none"],
  ])("answers %j as %s, in the documented shape", async (text, kind) => {
    const { response, status, json } = await get(q(text));
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toContain("max-age");
    expect(Object.keys(json)).toEqual(["query", "kind", "results"]);
    const answer = json as unknown as SiteSearchAnswer;
    expect(answer.query).toBe(text);
    expect(answer.kind).toBe(kind);
    expect(QUERY_KINDS).toContain(answer.kind);
    expect(answer.results.length).toBeGreaterThan(0);
    for (const hit of answer.results) {
      expect(hit).toMatchObject({
        type: expect.any(String),
        label: expect.any(String),
        detail: expect.any(String),
      });
      expect(hit.href).toMatch(/^\/[^\s<>"]*$/);
    }
  });

  it("answers a commercial size with its size page, and a quote tire with its actions", async () => {
    const size = (await get(q("295/75R22.5"))).json as unknown as SiteSearchAnswer;
    expect(size.results[0]).toMatchObject({
      type: "size",
      href: "/tires/size/295-75r22-5",
      category: "commercial",
    });
    const tire = (await get(q("G661"))).json as unknown as SiteSearchAnswer;
    expect(tire.results[0]).toMatchObject({
      type: "tire",
      href: "/tires/details/goodyear-g661-hsa-295-75r22-5",
      actions: [
        { kind: "quote", label: "Request a quote", href: "/quote?tire=goodyear-g661-hsa-295-75r22-5" },
        { kind: "call", href: expect.stringMatching(/^tel:/) },
      ],
    });
  });

  it("gives the same answer however a size is typed, echoing the text as typed", async () => {
    const reference = (await get(q("18.4-38"))).json;
    for (const form of ["18.4R38", "18.4 38", "18.4r38"]) {
      const { json } = await get(q(form));
      expect({ ...json, query: "" }).toEqual({ ...reference, query: "" });
      expect(json.query).toBe(form);
    }
  });

  it("answers a repeated text from memory, byte for byte", async () => {
    const first = await (await search(new Request("http://localhost/api/search?q=11R22.5"))).text();
    const second = await (await search(new Request("http://localhost/api/search?q=11R22.5"))).text();
    expect(second).toBe(first);
  });

  it.each([
    ["", SEARCH_EMPTY_MESSAGE],
    ["q=", SEARCH_EMPTY_MESSAGE],
    ["q=+++", SEARCH_EMPTY_MESSAGE],
    ["q=civic&q=accord", SEARCH_MULTIPLE_MESSAGE],
    ["q[]=civic", SEARCH_MULTIPLE_MESSAGE],
    ["q=%zz", SEARCH_GARBLED_MESSAGE],
    ["q=%E0%A4%A", SEARCH_GARBLED_MESSAGE],
    ["q=civic%00", SEARCH_CHARACTERS_MESSAGE],
    ["q=civic%0D%0ASet-Cookie:%20x", SEARCH_CHARACTERS_MESSAGE],
    [`q=${"x".repeat(500)}`, SEARCH_TOO_LONG_MESSAGE],
    [`q=${"9".repeat(100_000)}`, SEARCH_TOO_LONG_MESSAGE],
  ])("refuses %j with a worded 400 in the one error shape", async (rawQuery, message) => {
    const { status, json } = await get(rawQuery);
    expect(status).toBe(400);
    expect(json).toEqual({ success: false, error: message, message });
  });

  it("treats markup and injection attempts as text that names nothing", async () => {
    for (const text of ["<script>alert(1)</script>", "' OR 1=1 --", "../../etc/passwd", "${7*7}"]) {
      const { status, json } = await get(q(text));
      expect(status, text).toBe(200);
      expect(json.kind, text).toBe("none");
      expect(JSON.stringify(json.results)).not.toContain("<script>");
    }
  });
});
