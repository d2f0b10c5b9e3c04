import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { allTires } from "@/lib/tires/category-tires";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { isPrerenderedProductId, prerenderedProductIds } from "@/lib/tires/product-ids";
import {
  LIVE_PRODUCT_SEGMENT,
  PRODUCT_PATH_PREFIX,
  PRODUCT_ROUTE_HEADER,
  UNKNOWN_PRODUCT_PATH,
} from "@/lib/tires/product-paths";
import nextConfig from "@/next.config";
import { config, proxy } from "@/proxy";

const visit = (path: string, headers?: Record<string, string>) =>
  proxy(new NextRequest(`http://localhost${path}`, { headers }));

/**
 * Where Next.js serves `path` after proxy.ts: the request header proxy.ts set, applied to the
 * rewrites next.config.ts declares (each `/tires/details/:id` with a header condition).
 */
async function servedFrom(path: string, headers?: Record<string, string>): Promise<string> {
  const response = await visit(path, headers);
  expect(response.headers.get("x-middleware-next")).toBe("1");
  expect(response.headers.get("x-middleware-rewrite")).toBeNull();
  const marked = response.headers.get(`x-middleware-request-${PRODUCT_ROUTE_HEADER}`);
  const rewrites = await nextConfig.rewrites!();
  const beforeFiles = (Array.isArray(rewrites) ? rewrites : rewrites.beforeFiles) ?? [];
  const id = path.slice(PRODUCT_PATH_PREFIX.length);
  const rule = beforeFiles.find(
    (r) =>
      r.source === `${PRODUCT_PATH_PREFIX}:id` &&
      r.has?.some((h) => h.type === "header" && h.value === marked),
  );
  return rule ? rule.destination.replace(":id", id) : path;
}

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
      expect(await servedFrom(`/tires/details/${id}`), id).toBe(`/tires/details/${id}`);
      expect(proxied(`/tires/details/${id}`), id).toBe(true);
    }
  });

  it("sends every other tire to its page rendered per request, at the same address", async () => {
    const others = passengerCatalog.offers.filter((offer) => !isPrerenderedProductId(offer.id));
    expect(others.length).toBeGreaterThan(2000);
    expect(prerenderedProductIds().length).toBeLessThan(200);
    for (const { id } of [others[0]!, others.at(-1)!]) {
      expect(await servedFrom(`/tires/details/${id}`)).toBe(
        `${PRODUCT_PATH_PREFIX}${id}/${LIVE_PRODUCT_SEGMENT}`,
      );
    }
  });

  it("reads no client's own routing header: a prerendered page stays prerendered, a made-up id stays a 404", async () => {
    const built = allTires[0]!.id;
    expect(await servedFrom(`/tires/details/${built}`, { [PRODUCT_ROUTE_HEADER]: "live" })).toBe(
      `/tires/details/${built}`,
    );
    expect(await servedFrom("/tires/details/nope", { [PRODUCT_ROUTE_HEADER]: "live" })).toBe(
      UNKNOWN_PRODUCT_PATH,
    );
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
      expect(await servedFrom(`/tires/details/${id}`), id.slice(0, 40)).toBe(UNKNOWN_PRODUCT_PATH);
    }
  });
});
