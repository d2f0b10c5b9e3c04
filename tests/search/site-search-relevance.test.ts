import { describe, expect, it } from "vitest";
import { searchSite } from "@/lib/search/site-search";
import { RELEVANCE_SET } from "./relevance-set";

/** Where a search leads first: the page it goes straight to, or its first result. */
function firstAnswer(query: string): string {
  const search = searchSite(query);
  return search.landing ?? search.results[0]?.href ?? "(nothing)";
}

describe("the site search's relevance set", () => {
  it("holds at least 60 real queries", () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(60);
    expect(new Set(RELEVANCE_SET.map((c) => c.query)).size).toBe(RELEVANCE_SET.length);
  });

  it("puts the expected answer first for at least 95% of them", () => {
    const misses = RELEVANCE_SET.map((c) => ({ ...c, got: firstAnswer(c.query) })).filter(
      (c) => !c.got.startsWith(c.first),
    );
    const share = 1 - misses.length / RELEVANCE_SET.length;
    // The misses, named, so a change that loses one says which.
    console.info(
      `Relevance: ${(share * 100).toFixed(1)}% of ${RELEVANCE_SET.length}` +
        misses.map((m) => `\n  miss "${m.query}": expected ${m.first}, got ${m.got}`).join(""),
    );
    expect(share).toBeGreaterThanOrEqual(0.95);
  });
});
