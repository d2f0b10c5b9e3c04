import type { NextConfig } from "next";
import { PAGE_BODY_LIMIT_BYTES } from "./lib/http/request-body";
import { securityHeaders } from "./lib/security/headers";
import { FILTER_QUERY_KEYS, VEHICLE_QUERY_KEYS } from "./lib/tires/filter-query-keys";
import { productRewrites } from "./lib/tires/product-paths";

const nextConfig: NextConfig = {
  // A separate output folder lets a second build run beside the main one (e.g. a benchmark build).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // One copy of the metrics library per process, shared by the start-up code and the route handlers.
  serverExternalPackages: ["prom-client"],
  // Next.js's own redirects carry none of the headers below, so proxy.ts makes ours, the trailing
  // slash included (lib/http/site-redirects.ts).
  skipTrailingSlashRedirect: true,
  experimental: {
    // Without JavaScript the staff stock upload posts its file (at most 2 MB) to a server action.
    // proxy.ts answers a larger body 413 before Next.js sees it (its own refusal is a 500).
    serverActions: { bodySizeLimit: PAGE_BODY_LIMIT_BYTES },
  },
  reactStrictMode: true,
  async headers() {
    return securityHeaders({
      googleMaps: Boolean(process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY),
      development: process.env.NODE_ENV === "development",
    });
  },
  async rewrites() {
    // A size page with a filter, an order or a vehicle in its query is rendered per request by its
    // "filtered" twin; without one, the prerendered page answers. Checked before the pages, after
    // proxy.ts, which marks the product addresses that are not served by their prerendered page.
    return {
      beforeFiles: [
        ...[...FILTER_QUERY_KEYS, ...VEHICLE_QUERY_KEYS].map((key) => ({
          source: "/tires/size/:size",
          has: [{ type: "query" as const, key }],
          destination: "/tires/size/:size/filtered",
        })),
        ...productRewrites(),
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
