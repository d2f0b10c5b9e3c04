import { describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/tires/search/route";
import { brand } from "@/data/brand";
import type { SearchResponse, TireResult } from "@/lib/tires/search";
import { SIZE_EMPTY_MESSAGE, SIZE_IMPOSSIBLE_MESSAGE, SIZE_UNREADABLE_MESSAGE } from "@/lib/tires/size";
import { BRAND_MESSAGE, PRICE_MESSAGE, SORT_MESSAGE, TYPE_MESSAGE } from "@/lib/tires/filters";

function get(query: string | Record<string, string>) {
  const qs = typeof query === "string" ? query : new URLSearchParams(query).toString();
  return search(new Request(`http://localhost/api/tires/search?${qs}`));
}

async function body(reply: Response | Promise<Response>) {
  const response = await reply;
  return {
    status: response.status,
    // These tests search passenger sizes and vehicles: every result is a passenger result.
    json: (await response.json()) as Omit<SearchResponse, "results"> & {
      results: TireResult[];
    } & Record<string, unknown>,
  };
}

describe("GET /api/tires/search?size=", () => {
  it("lists the tires of a size in the documented shape, cacheable", async () => {
    const response = await get({ size: "225/65R17" });
    const { status, json } = await body(response);
    expect(status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("max-age");
    expect(json.query).toEqual({ size: "225/65R17" });
    expect(json.sizes).toEqual(["225/65R17"]);
    expect(json.results.length).toBeGreaterThanOrEqual(3);
    for (const result of json.results) {
      expect(result).toMatchObject({
        id: expect.stringMatching(/-225-65r17$/),
        brand: expect.any(String),
        name: expect.any(String),
        size: "225/65R17",
        type: expect.any(String),
        price: expect.any(Number),
        loadIndex: expect.any(Number),
        speedRating: expect.any(String),
        url: `/tires/details/${result.id}`,
      });
      expect(result.warrantyMiles === null || typeof result.warrantyMiles === "number").toBe(true);
    }
  });

  it("gives the same answer for every way of writing the size", async () => {
    const reference = (await body(get({ size: "225/65R17" }))).json;
    for (const size of ["225/65-17", "2256517", "225 65 17", "p225/65r17", "225/65ZR17"]) {
      expect((await body(get({ size }))).json, size).toEqual(reference);
    }
  });

  it("keeps the light-truck flag: LT265/70R17 lists LT tires only", async () => {
    const { status, json } = await body(get({ size: "lt265/70r17" }));
    expect(status).toBe(200);
    expect(json.query.size).toBe("LT265/70R17");
    expect(json.results.every((r) => r.size === "LT265/70R17" && r.loadRange)).toBe(true);
  });

  it("answers a well-formed size nobody stocks with 200, no results and the store's phone", async () => {
    const { status, json } = await body(get({ size: "145/80R13" }));
    expect(status).toBe(200);
    expect(json.results).toEqual([]);
    expect(json.suggestion).toContain(brand.phone);
  });

  it("refuses malformed or impossible sizes with 400 and a customer-worded message", async () => {
    const cases: [string, string][] = [
      ["size=", SIZE_EMPTY_MESSAGE],
      ["", SIZE_EMPTY_MESSAGE],
      ["size=tires", SIZE_UNREADABLE_MESSAGE],
      [`size=${encodeURIComponent("<script>alert(1)</script>")}`, SIZE_UNREADABLE_MESSAGE],
      [`size=${encodeURIComponent("225/65R17' OR 1=1 --")}`, SIZE_UNREADABLE_MESSAGE],
      [`size=${"2".repeat(10_000)}`, SIZE_UNREADABLE_MESSAGE],
      ["size=%zz", SIZE_UNREADABLE_MESSAGE],
      ["size=999/99R99", SIZE_IMPOSSIBLE_MESSAGE],
    ];
    for (const [query, message] of cases) {
      const { status, json } = await body(get(query));
      expect({ query, status, json }).toMatchObject({
        status: 400,
        json: { success: false, error: message, message },
      });
    }
  });
});

describe("GET /api/tires/search?size= in every category", () => {
  type AnyResult = Record<string, unknown> & { category: string; size: string; price: number };
  const all = async (query: Record<string, string>) => {
    const response = await get(query);
    return { status: response.status, json: (await response.json()) as { results: AnyResult[] } & object };
  };

  it("gives every result its category, passenger ones included", async () => {
    const { json } = await all({ size: "225/65R17" });
    expect(json.results.every((r) => r.category === "passenger")).toBe(true);
  });

  it("answers a commercial size in the same shape, with the quote and call actions", async () => {
    const { status, json } = await all({ size: "295/75R22.5" });
    expect(status).toBe(200);
    expect(Object.keys(json).sort()).toEqual(["query", "results", "sizes", "totalBeforeFilters"]);
    expect(json).toMatchObject({ query: { size: "295/75R22.5" }, sizes: ["295/75R22.5"] });
    expect(json.results.length).toBeGreaterThanOrEqual(6);
    for (const result of json.results) {
      expect(result).toMatchObject({
        category: "commercial",
        size: "295/75R22.5",
        url: `/tires/details/${String(result.id)}`,
        actions: [
          { kind: "quote", label: "Request a quote", href: `/quote?tire=${String(result.id)}` },
          { kind: "call", label: expect.stringMatching(/^Call /), href: expect.stringMatching(/^tel:/) },
        ],
      });
    }
  });

  it.each([
    ["11R22.5", "11-22.5", "commercial"],
    ["18.4-38", "18.4R38", "farm"],
    ["27.00R49", "27.00-49", "mining"],
    ["31x10.50R15", "31X10.50R15LT", null],
    ["IF 710/70R42", "710/70R42", "farm"],
  ])("answers %s and %s alike", async (one, other, category) => {
    const first = await all({ size: one });
    const second = await all({ size: other });
    expect(first.status).toBe(200);
    expect(second.json).toEqual(first.json);
    if (category) expect(first.json.results.map((r) => r.category)).toContain(category);
    else expect(first.json.results).toEqual([]);
  });
});

describe("GET /api/tires/search filters", () => {
  it("filters by type, brand and price range, and sorts", async () => {
    const { json } = await body(
      get({ size: "265/70R17", type: "all-terrain", minPrice: "150", maxPrice: "260", sort: "price-desc" }),
    );
    expect(json.results.length).toBeGreaterThan(0);
    const prices = json.results.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(json.results.every((r) => r.type === "all-terrain" && r.price >= 150 && r.price <= 260)).toBe(
      true,
    );

    const michelin = await body(get({ size: "265/70R17", brand: "michelin", sort: "warranty" }));
    expect(michelin.json.results.every((r) => r.brand === "Michelin")).toBe(true);
    const miles = michelin.json.results.map((r) => r.warrantyMiles ?? 0);
    expect(miles).toEqual([...miles].sort((a, b) => b - a));
  });

  it("refuses unusable filter values with 400 and our own wording", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ size: "225/65R17", type: "flying" }, TYPE_MESSAGE],
      [{ size: "225/65R17", brand: "Acme" }, BRAND_MESSAGE],
      [{ size: "225/65R17", minPrice: "cheap" }, PRICE_MESSAGE],
      [{ size: "225/65R17", maxPrice: "-1" }, PRICE_MESSAGE],
      [{ size: "225/65R17", sort: "random" }, SORT_MESSAGE],
    ];
    for (const [query, message] of cases) {
      expect(await body(get(query)), JSON.stringify(query)).toMatchObject({
        status: 400,
        json: { error: message },
      });
    }
  });
});

describe("GET /api/tires/search?year=&make=&model=&trim=", () => {
  it("finds the tires of a trim's factory size, names spelled as the dataset spells them", async () => {
    const { status, json } = await body(get({ year: "2021", make: "ford", model: "f-150", trim: "xlt" }));
    expect(status).toBe(200);
    expect(json.query).toMatchObject({
      size: "265/70R17",
      vehicle: { year: 2021, make: "Ford", model: "F-150", trim: "XLT", sizeSource: "trim" },
    });
    expect(json.sizes).toEqual(["265/70R17"]);
    expect(json.results.length).toBeGreaterThanOrEqual(3);
  });

  it("without a trim, searches all of the model's factory sizes", async () => {
    const { status, json } = await body(get({ year: "2020", make: "Toyota", model: "Tacoma" }));
    expect(status).toBe(200);
    expect(json.sizes.length).toBeGreaterThan(1);
    expect(json.results.every((r) => json.sizes.includes(r.size))).toBe(true);
  });

  it("answers 404 for a vehicle that is not in the dataset", async () => {
    const queries: Record<string, string>[] = [
      { year: "1987", make: "Ford", model: "F-150" },
      { year: "2021", make: "Yugo", model: "GV" },
      { year: "2021", make: "Ford", model: "Model T" },
      { year: "2021", make: "Ford", model: "F-150", trim: "Nope" },
    ];
    for (const query of queries) {
      const { status, json } = await body(get(query));
      expect(status, JSON.stringify(query)).toBe(404);
      expect(json).toMatchObject({ success: false, error: expect.any(String) });
    }
  });

  it("answers 400 for an incomplete or malformed vehicle, or a size and a vehicle at once", async () => {
    const cases: Record<string, string>[] = [
      { year: "2021", make: "Ford" },
      { year: "20x1", make: "Ford", model: "F-150" },
      { year: "2021", make: "<script>", model: "F-150" },
      { year: "2021", make: "Ford", model: "../../etc" },
      { size: "225/65R17", year: "2021", make: "Ford", model: "F-150" },
    ];
    for (const query of cases) {
      const { status, json } = await body(get(query));
      expect(status, JSON.stringify(query)).toBe(400);
      expect(json.error).not.toMatch(/Invalid input|expected \w+, received/);
    }
  });
});

describe("GET /api/tires/search?size= with the customer's load index and speed rating", () => {
  const SPEEDS = ["Q", "R", "S", "T", "H", "V", "W", "Y"];
  const rank = (speed: string) => SPEEDS.indexOf(speed);
  type Rated = TireResult & { belowService?: true };
  const rated = async (query: Record<string, string>) =>
    (await body(get(query))).json as unknown as {
      query: {
        size: string;
        service?: { load: number | null; speed: string | null; showLower: boolean; hidden: number };
      };
      results: Rated[];
    };

  it("leaves out tires rated lower than the one typed after the size, and says how many", async () => {
    const all = (await rated({ size: "LT265/70R17" })).results;
    const lower = all.filter((t) => t.loadIndex < 121 || rank(t.speedRating) < rank("S"));
    // The size sells both, or this test would prove nothing.
    expect(lower.length).toBeGreaterThan(0);
    expect(lower.length).toBeLessThan(all.length);

    const typed = await rated({ size: "LT265/70R17 121/118S" });
    expect(typed.query.service).toEqual({ load: 121, speed: "S", showLower: false, hidden: lower.length });
    expect(typed.results.map((t) => t.id)).toEqual(all.filter((t) => !lower.includes(t)).map((t) => t.id));
    // The same asked in the query's own fields.
    const fields = await rated({ size: "LT265/70R17", load: "121", speed: "S" });
    expect(fields.results.map((t) => t.id)).toEqual(typed.results.map((t) => t.id));
  });

  it("lists them too, marked, with lower=shown", async () => {
    const shown = await rated({ size: "LT265/70R17", load: "121", speed: "s", lower: "shown" });
    expect(shown.query.service).toMatchObject({ showLower: true, hidden: 0, speed: "S" });
    const marked = shown.results.filter((t) => t.belowService);
    expect(marked.length).toBeGreaterThan(0);
    for (const t of shown.results)
      expect(t.belowService === true).toBe(t.loadIndex < 121 || rank(t.speedRating) < rank("S"));
  });

  it("answers a size with no rating as before", async () => {
    const plain = await rated({ size: "225/65R17" });
    expect(plain.query).toEqual({ size: "225/65R17" });
    expect(plain.results.some((t) => "belowService" in t)).toBe(false);
  });

  it("refuses a rating that cannot be one, in words", async () => {
    for (const [query, message] of [
      [{ size: "225/65R17", load: "0" }, /^Load index must be a whole number from 1 to 279/],
      [{ size: "225/65R17", load: "12x" }, /^Load index must be/],
      [{ size: "225/65R17", speed: "Z9" }, /^Speed rating must be the letter/],
      [{ size: "225/65R17", speed: "" }, /^Speed rating must be the letter/],
      [{ size: "225/65R17", load: "100", lower: "yes" }, /^Lower must be "shown"/],
    ] as const) {
      const { status, json } = await body(get(query));
      expect(status, JSON.stringify(query)).toBe(400);
      expect(json.error).toMatch(message);
    }
  });
});
