import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { allTires } from "@/lib/tires/category-tires";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import {
  LIVE_PRODUCT_SEGMENT,
  PRODUCT_PATH_PREFIX,
  UNKNOWN_PRODUCT_PATH,
  isPrerenderedProductId,
  prerenderedProductIds,
} from "@/lib/tires/product-ids";
import { config, proxy } from "@/proxy";

const visit = (path: string) => proxy(new NextRequest(`http://localhost${path}`));

/** Whether proxy.ts runs for every request to `path`: its unconditional matchers, read as Next.js reads them. */
const proxied = (path: string) =>
  config.matcher.some(
    (m) =>
      typeof m === "string" &&
      new RegExp(`^${m.replace(/:\w+\*/g, ".*").replace(/:\w+/g, "[^/]+")}$`).test(path),
  );

describe("product addresses (proxy)", () => {
  it("lets every tire built ahead of time through to its prerendered page", async () => {
    for (const id of [allTires[0]!.id, passengerCatalog.offers[0]!.id]) {
      expect(isPrerenderedProductId(id), id).toBe(true);
      expect((await visit(`/tires/details/${id}`)).headers.get("x-middleware-next"), id).toBe("1");
      expect(proxied(`/tires/details/${id}`), id).toBe(true);
    }
  });

  it("sends every other tire to its page rendered per request, at the same address", async () => {
    const others = passengerCatalog.offers.filter((offer) => !isPrerenderedProductId(offer.id));
    expect(others.length).toBeGreaterThan(2000);
    expect(prerenderedProductIds().length).toBeLessThan(200);
    for (const { id } of [others[0]!, others.at(-1)!]) {
      const rewrite = (await visit(`/tires/details/${id}`)).headers.get("x-middleware-rewrite");
      expect(rewrite && new URL(rewrite).pathname).toBe(
        `${PRODUCT_PATH_PREFIX}${id}/${LIVE_PRODUCT_SEGMENT}`,
      );
    }
  });

  it("sends every id that names no tire to one 404 address, so made-up ids cache nothing new", async () => {
    // One segment deeper than the product route, so no page matches it and the 404 page answers.
    expect(UNKNOWN_PRODUCT_PATH.slice(PRODUCT_PATH_PREFIX.length)).toMatch(/^[^/]+\/[^/]+$/);
    for (const id of [
      "nope",
      "michelin-defender2-145-80r13",
      "MICHELIN-DEFENDER2-225-65R17",
      "a%20b",
      "x".repeat(500),
    ]) {
      const rewrite = (await visit(`/tires/details/${id}`)).headers.get("x-middleware-rewrite");
      expect(rewrite && new URL(rewrite).pathname, id.slice(0, 40)).toBe(UNKNOWN_PRODUCT_PATH);
    }
  });
});
