/**
 * The layers of the code, bottom to top. A file may import from its own layer and the layers below
 * it, never from a layer above; within a layer, folders must not import each other in a circle
 * (lint/import-rules.mjs keeps both). docs/architecture.md says what each layer owns.
 */
export const LAYERS = [
  {
    name: "core",
    why: "helpers with no domain: text, formatting, phone and e-mail address rules, time zones",
    paths: ["lib/core"],
  },
  {
    name: "data",
    why: "typed content and datasets; deciding things about them is domain code",
    paths: ["data"],
  },
  {
    name: "settings",
    why: "the environment's settings, checked once; the site's own address",
    paths: ["lib/settings"],
  },
  {
    name: "domain",
    why: "pure rules without I/O: scheduling, tires, vehicles, stores, stock, quotes, search",
    paths: [
      "lib/scheduling",
      "lib/tires",
      "lib/vehicles",
      "lib/locations",
      "lib/geo",
      "lib/inventory",
      "lib/quotes",
      "lib/staff",
      "lib/search",
      "lib/seo",
      "lib/map",
      "lib/content",
      "lib/road-service",
    ],
  },
  {
    name: "storage",
    why: "the database: its own types, one query module per entity, one public entry",
    paths: ["lib/db"],
  },
  {
    name: "use cases",
    why: "what the business does: booking, the appointment lifecycle, quotes, stock, mail, texts, calendars, background work",
    paths: [
      "lib/appointments",
      "lib/quote-requests",
      "lib/stock",
      "lib/contact",
      "lib/contact-proof",
      "lib/calendar",
      "lib/mail",
      "lib/texts",
      "lib/jobs",
      "lib/status",
      "lib/road-calls",
      "lib/background",
    ],
  },
  {
    name: "delivery",
    why: "requests and pages: route handlers, server actions, forms, sign-in, app/ and components/",
    paths: [
      "lib/http",
      "lib/operations",
      "lib/api",
      "lib/auth",
      "lib/forms",
      "lib/booking-form",
      "lib/appointment-actions",
      "lib/quote-forms",
      "lib/stock-upload",
      "lib/contact-form",
      "lib/road-service-form",
      "lib/security",
      "lib/navigation",
      "lib/theme",
      "lib/images",
      "lib/browser",
      "lib/hooks",
      "lib/toast",
      "app",
      "components",
      "proxy.ts",
      "instrumentation.ts",
      "next.config.ts",
    ],
  },
];

/** The layer a project file (path from the root, with "/") belongs to, or -1 for tests, scripts and tools. */
export function layerOf(file) {
  for (let i = 0; i < LAYERS.length; i++) {
    if (LAYERS[i].paths.some((p) => file === p || file.startsWith(p + "/"))) return i;
  }
  return -1;
}
