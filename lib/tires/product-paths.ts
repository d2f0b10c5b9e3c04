/**
 * Product page addresses and how proxy.ts routes them. A module without imports, because
 * next.config.ts reads it.
 */
export const PRODUCT_PATH_PREFIX = "/tires/details/";

/** Where a product page not built ahead of time renders, per request: `/tires/details/{id}/live`. */
export const LIVE_PRODUCT_SEGMENT = "live";

/**
 * Where an address that names no tire is sent: an address no page matches, so the prerendered
 * 404 page (app/not-found.tsx) answers. Product pages not built ahead of time are rendered
 * per request, so made-up ids must not reach the product route: each would cost a render, and a
 * 404 rendered there is an empty document that only JavaScript fills in.
 */
export const UNKNOWN_PRODUCT_PATH = `${PRODUCT_PATH_PREFIX}unknown/not-a-page`;

/**
 * The request header in which proxy.ts says where a product address is served from: "live" (its
 * per-request twin) or "unknown" (the 404 page). proxy.ts sets or removes it on every product
 * request, so a client's own is never read. The rewrites below act on it.
 *
 * Why not `NextResponse.rewrite` in proxy.ts: Next.js compares the rewrite's origin with the one it
 * built for the request, and when the server is bound to one address (`-H 127.0.0.1`) the two
 * differ (`localhost` against `127.0.0.1`); it then fetches the page from `localhost` over HTTP
 * as if it were another site, which fails (500) when nothing listens there and costs a second
 * request when something does. A rewrite from next.config.ts is always served in the same request.
 */
export const PRODUCT_ROUTE_HEADER = "x-product-route";
export type ProductRoute = "live" | "unknown";

/** The rewrites next.config.ts checks before the pages (after proxy.ts has run). */
export function productRewrites() {
  const route = (value: ProductRoute) => [{ type: "header" as const, key: PRODUCT_ROUTE_HEADER, value }];
  return [
    {
      source: `${PRODUCT_PATH_PREFIX}:id`,
      has: route("live"),
      destination: `${PRODUCT_PATH_PREFIX}:id/${LIVE_PRODUCT_SEGMENT}`,
    },
    { source: `${PRODUCT_PATH_PREFIX}:id`, has: route("unknown"), destination: UNKNOWN_PRODUCT_PATH },
  ];
}
