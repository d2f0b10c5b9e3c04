import { readdirSync } from "node:fs";
import { join, sep } from "node:path";
import { expect, test, type APIResponse } from "./fixtures";
import { startPrivateSite, type PrivateSite } from "./private-site";
import { businessDay } from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// Every address must answer in our shape, and the server's log must show what failed on one line
// each, without a stack or a customer's words. This file starts sites of its own to read their logs.
test.skip(Boolean(process.env.E2E_BASE_URL), "starts sites of its own, to read their logs");
test.describe.configure({ mode: "serial" });

interface AppRoute {
  /** The route as the app folder spells it, e.g. /api/zip/[zip]. */
  route: string;
  /** A route handler under /api: it answers its methods itself, in JSON. */
  api: boolean;
  /** Answered in JSON: the APIs and the JSON files. */
  json: boolean;
  /** The route with each dynamic segment filled in. */
  path: string;
  /** The route with a percent-escape that cannot be decoded in it. */
  broken: string;
}

const APP_DIR = join(__dirname, "..", "app");
const METADATA_ROUTES: Record<string, string> = { "robots.ts": "robots.txt", "sitemap.ts": "sitemap.xml" };

/** Every page, route handler and metadata route in app/, so a new one is walked without being listed. */
function appRoutes(): AppRoute[] {
  const files = readdirSync(APP_DIR, { recursive: true }) as string[];
  const routes: AppRoute[] = [];
  for (const file of files) {
    const parts = file.split(sep);
    const name = parts.pop()!;
    const kind = name === "page.tsx" ? "page" : name === "route.ts" ? "route" : METADATA_ROUTES[name];
    if (!kind) continue;
    const segments = parts.filter((s) => !/^\(.*\)$/.test(s));
    if (kind !== "page" && kind !== "route") segments.push(kind);
    const route = `/${segments.join("/")}`;
    const fill = (value: string) => `/${segments.map((s) => (s.startsWith("[") ? value : s)).join("/")}`;
    const dynamic = segments.some((s) => s.startsWith("["));
    routes.push({
      route,
      api: kind === "route" && route.startsWith("/api/"),
      json: kind === "route" && (route.startsWith("/api/") || route.endsWith(".json")),
      path: fill("AT-TEST-0001"),
      // A dynamic segment gets the bad escape; a fixed address gets one at its end.
      broken: dynamic ? fill("%E2%82") : route === "/" ? "/%" : `${route}%`,
    });
  }
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}

const routes = appRoutes();

async function expectJsonError(reply: APIResponse, label: string): Promise<string> {
  expect(reply.headers()["content-type"], label).toMatch(/^application\/json/);
  const body = (await reply.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort(), label).toEqual(["error", "message", "success"]);
  expect(body.success, label).toBe(false);
  expect(body.message, label).toBe(body.error);
  return body.error as string;
}

async function expectErrorPage(reply: APIResponse, label: string): Promise<string> {
  expect(reply.headers()["content-type"], label).toBe("text/html; charset=utf-8");
  const html = await reply.text();
  expect(html, label).toContain("Allegheny Tire &amp; Service");
  expect(html, label).toContain("(304) 555-0100");
  expect(html, label).toContain('<a href="/">Back to Home</a>');
  return html;
}

/** What a stack trace or Next.js's own error print looks like in a log. */
const STACK = /^\s+at \S|⨯|\[cause\]/m;

test.describe("every address answers errors in our shape", () => {
  let site: PrivateSite;
  test.beforeAll(async () => {
    site = await startPrivateSite();
  });
  test.afterAll(async () => site?.stop());

  test("the app folder yields every kind of route", () => {
    const names = routes.map((r) => r.route);
    for (const expected of ["/", "/locations/[slug]", "/tires/size/[size]", "/api/zip/[zip]", "/robots.txt"])
      expect(names).toContain(expected);
    expect(routes.filter((r) => r.api).length).toBeGreaterThanOrEqual(30);
  });

  test("a broken percent-escape in any address is a 400", async ({ request }) => {
    for (const { route, api, broken } of routes) {
      const reply = await request.get(`${site.baseURL}${broken}`, { maxRedirects: 0 });
      expect(reply.status(), `${broken} (${route})`).toBe(400);
      if (api) expect(await expectJsonError(reply, broken)).toContain("% sign");
      else expect(await expectErrorPage(reply, broken)).toContain("This address is garbled");
    }
  });

  test("TRACE is a 405 with Allow everywhere", async ({ request }) => {
    for (const { route, api, json, path } of routes) {
      const reply = await request.fetch(`${site.baseURL}${path}`, { method: "TRACE", maxRedirects: 0 });
      const label = `TRACE ${path} (${route})`;
      expect(reply.status(), label).toBe(405);
      const allow = reply.headers()["allow"];
      expect(allow, label).toMatch(/^[A-Z]+(, [A-Z]+)*$/);
      expect(allow, label).not.toContain("TRACE");
      if (api) {
        expect(await expectJsonError(reply, label)).toContain("does not take TRACE requests");
        const options = await request.fetch(`${site.baseURL}${path}`, { method: "OPTIONS" });
        expect(options.headers()["allow"], label).toBe(allow);
      } else {
        expect(allow, label).toBe("GET, HEAD");
        const refusal = json ? await expectJsonError(reply, label) : await expectErrorPage(reply, label);
        expect(refusal, label).toContain("does not take TRACE requests");
      }
    }
  });

  test("every API answers the methods it does not take with 405 and the Allow its OPTIONS gives", async ({
    request,
  }) => {
    for (const { route, path } of routes.filter((r) => r.api)) {
      const options = await request.fetch(`${site.baseURL}${path}`, { method: "OPTIONS" });
      expect(options.status(), `OPTIONS ${route}`).toBe(204);
      const allow = options.headers()["allow"]!;
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"].filter(
        (m) => !allow.split(", ").includes(m),
      )) {
        const reply = await request.fetch(`${site.baseURL}${path}`, { method, data: {}, maxRedirects: 0 });
        expect(reply.status(), `${method} ${route}`).toBe(405);
        expect(reply.headers()["allow"], `${method} ${route}`).toBe(allow);
        await expectJsonError(reply, `${method} ${route}`);
      }
    }
    // The catalog's category lists are read-only, however they are asked.
    for (const method of ["POST", "PUT", "DELETE"]) {
      const reply = await request.fetch(`${site.baseURL}/api/tires/category/farm`, { method, data: {} });
      expect(reply.status(), method).toBe(405);
    }
  });

  test("pages, files and the build's scripts answer writes with 405 and Allow: GET, HEAD", async ({
    request,
  }) => {
    const home = await (await request.get(`${site.baseURL}/`)).text();
    const script = home.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    expect(script).toBeDefined();
    const paths = [...routes.filter((r) => !r.api).map((r) => r.path), "/tire-buying-guide.html", script!];
    for (const path of paths) {
      for (const method of ["POST", "PUT", "DELETE", "PATCH", "TRACE"]) {
        const reply = await request.fetch(`${site.baseURL}${path}`, { method, data: {}, maxRedirects: 0 });
        expect(reply.status(), `${method} ${path}`).toBe(405);
        expect(reply.headers()["allow"], `${method} ${path}`).toBe("GET, HEAD");
      }
    }
  });

  test("redirects carry the security headers, HSTS for HTTPS however the proxy wrote it", async ({
    request,
  }) => {
    const redirects: [string, string][] = [
      ["/find-us", "/locations"],
      ["/findus?store=3", "/locations?store=3"],
      ["/locations/", "/locations"],
      ["//find-us/", "/locations"],
    ];
    for (const [from, to] of redirects) {
      for (const proto of ["https", "HTTPS", " https ", "https, http"]) {
        const reply = await request.get(`${site.baseURL}${from}`, {
          maxRedirects: 0,
          headers: { "x-forwarded-proto": proto },
        });
        const headers = reply.headers();
        const label = `${from} over "${proto}"`;
        expect(reply.status(), label).toBe(308);
        expect(headers["location"], label).toBe(to);
        expect(headers["content-security-policy"], label).toContain("frame-ancestors 'none'");
        expect(headers["x-content-type-options"], label).toBe("nosniff");
        expect(headers["x-frame-options"], label).toBe("DENY");
        expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
        expect(headers["strict-transport-security"], label).toBe("max-age=63072000; includeSubDomains");
      }
    }
    for (const proto of ["http", "http, https"]) {
      const reply = await request.get(`${site.baseURL}/about`, { headers: { "x-forwarded-proto": proto } });
      expect(reply.headers()["strict-transport-security"], proto).toBeUndefined();
    }
  });

  test("the server's log shows no stack trace after all of it", () => {
    expect(site.output()).not.toMatch(STACK);
    expect(site.output()).not.toContain("Request failed");
  });
});

test.describe("with the database unreachable", () => {
  const PASSWORD = "errors-manager";
  let site: PrivateSite;
  test.beforeAll(async () => {
    // A PostgreSQL server that is not there: nothing listens on port 1.
    site = await startPrivateSite({
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/none?connect_timeout=1",
      STATUS_PASSWORD: PASSWORD,
    });
  });
  test.afterAll(async () => site?.stop());

  test("pages that do not need it still answer", async ({ request }) => {
    for (const path of ["/", "/locations", "/contact", "/api/locations"])
      expect((await request.get(`${site.baseURL}${path}`)).status(), path).toBe(200);
  });

  test("a booking and a message are answered 503 in our JSON shape, with Retry-After", async ({
    request,
  }) => {
    const replies = [
      await request.post(`${site.baseURL}/api/bookAppointment`, {
        data: {
          storeGroupEmail: "norton@alleghenytire.example",
          serviceName: "Oil Changes",
          date: businessDay(3),
          time: "10:00",
          customer: {
            firstName: "Ada",
            lastName: "Quillfeather",
            email: "ada.q@example.com",
            phone: "2765550142",
          },
        },
      }),
      await request.post(`${site.baseURL}/api/contact`, {
        data: {
          name: "Ada Quillfeather",
          email: "ada.q@example.com",
          message: "Do you mount tractor tires?",
        },
      }),
    ];
    for (const reply of replies) {
      expect(reply.status()).toBe(503);
      expect(reply.headers()["retry-after"]).toBe("30");
      expect(await expectJsonError(reply, reply.url())).toBe(
        "Our system is unavailable for a moment. Please try again in a few minutes, or call us at (304) 555-0100.",
      );
    }
  });

  test("a page that needs it shows our error page, with the phone number and the way home", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: site.baseURL,
      httpCredentials: { username: "manager", password: PASSWORD },
    });
    const page = await context.newPage();
    const response = await page.goto("/admin/inventory");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(page).toHaveTitle("Something went wrong | Allegheny Tire");
    await expect(page.getByRole("link", { name: "(304) 555-0100" })).toHaveAttribute(
      "href",
      "tel:+13045550100",
    );
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expectNoAxeViolations(page, "the error page");
    await context.close();
  });

  test("each failure is logged once, on one line, without a stack or what the customer sent", () => {
    const log = site.output();
    const failures = log.split("\n").filter((line) => line.startsWith("Request failed:"));
    expect(
      failures.filter((l) => l.startsWith("Request failed: POST /api/bookAppointment answered 503")),
    ).toHaveLength(1);
    expect(
      failures.filter((l) => l.startsWith("Request failed: POST /api/contact answered 503")),
    ).toHaveLength(1);
    expect(failures.filter((l) => l.startsWith("Request failed: GET /admin/inventory:"))).toHaveLength(1);
    for (const line of failures)
      expect(line).toMatch(/: DatabaseUnavailableError ECONNREFUSED( digest \d+)?$/);
    expect(log).not.toMatch(STACK);
    expect(log).not.toMatch(/Ada|Quillfeather|ada\.q@|tractor|2765550142/);
  });
});
