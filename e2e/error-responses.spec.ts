import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
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

/** The most a form posted to a page may carry (lib/http/request-body.ts, next.config.ts). */
const PAGE_BODY_LIMIT = 3 * 1024 * 1024;

/** The build's Server Actions and the pages that hold each, from the manifest `next build` wrote. */
function builtActions(): { id: string; name: string; pages: string[] }[] {
  const file = join(
    __dirname,
    "..",
    process.env.NEXT_DIST_DIR || ".next",
    "server",
    "server-reference-manifest.json",
  );
  const manifest = JSON.parse(readFileSync(file, "utf8")) as {
    node: Record<string, { exportedName?: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node).map(([id, action]) => ({
    id,
    name: action.exportedName ?? id,
    pages: Object.keys(action.workers),
  }));
}

/** A multipart body of `bytes` bytes, as a form with a file sends it. */
const multipart = (bytes: number) => ({
  file: { name: "stock.csv", mimeType: "text/csv", buffer: Buffer.alloc(bytes, "a") },
});

/** A POST sent in chunks, without Content-Length: Playwright's client always sends a length. */
function chunkedPost(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: "POST", headers }, (reply) => {
      let body = "";
      reply.on("data", (chunk: Buffer) => (body += chunk));
      reply.on("end", () => resolve({ status: reply.statusCode ?? 0, body }));
    });
    sent.on("error", reject);
    sent.write('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n');
    sent.end("b\r\n--x--\r\n");
  });
}

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

  test("a body over 3 MB is a 413 on every page and on the APIs, read by nobody", async ({ request }) => {
    // Files (robots.txt, …) take no POST at all: 405, above.
    const pages = routes.filter((r) => !r.api && !/\.[^/]*$/.test(r.path));
    expect(pages.length).toBeGreaterThanOrEqual(20);
    const contact = builtActions().find((a) => a.name === "sendContactForm")!;
    for (const { route, path } of pages) {
      const posts: Record<string, string>[] = [{}, { "Next-Action": contact.id }];
      for (const headers of posts) {
        const reply = await request.post(`${site.baseURL}${path}`, {
          headers,
          multipart: multipart(PAGE_BODY_LIMIT + 1),
          maxRedirects: 0,
        });
        const label = `POST ${path} (${route}) ${JSON.stringify(headers)}`;
        expect(reply.status(), label).toBe(413);
        expect(await expectErrorPage(reply, label)).toContain("A form on this site takes at most 3 MB.");
      }
    }
    // The APIs answer 413 from their own, smaller limits, in their JSON shape.
    for (const path of ["/api/contact", "/api/bookAppointment", "/api/quotes"]) {
      const reply = await request.post(`${site.baseURL}${path}`, {
        headers: { "Content-Type": "application/json" },
        data: JSON.stringify({ message: "x".repeat(PAGE_BODY_LIMIT + 1) }),
      });
      expect(reply.status(), path).toBe(413);
      expect(await expectJsonError(reply, path)).toBe("The request is too large.");
    }
    // A form without its length is not read to find out: 411.
    const chunked = await chunkedPost(`${site.baseURL}/contact`, {
      "Content-Type": "multipart/form-data; boundary=x",
      "Next-Action": contact.id,
    });
    expect(chunked.status).toBe(411);
    expect(chunked.body).toContain("Content-Length");
  });

  test("a Server Action posted from another site, or from Origin: null, is a 403", async ({ request }) => {
    const contact = builtActions().find((a) => a.name === "sendContactForm")!;
    for (const origin of ["http://evil.example", "null", `${site.baseURL}.evil.example`]) {
      // A script's post of the action, and a plain form's.
      const posts: Record<string, string>[] = [
        { Origin: origin, "Next-Action": contact.id },
        { Origin: origin },
      ];
      for (const headers of posts) {
        const reply = await request.post(`${site.baseURL}/contact`, {
          headers,
          multipart: { name: "Ada", message: "Hello" },
          maxRedirects: 0,
        });
        const label = `POST /contact ${JSON.stringify(headers)}`;
        expect(reply.status(), label).toBe(403);
        expect(await expectErrorPage(reply, label)).toContain(
          "A form posted from another site is not accepted",
        );
      }
    }
    // From our own origin the action answers the form: here, with what to fix.
    const own = await request.post(`${site.baseURL}/contact`, {
      headers: { Origin: site.baseURL, "Next-Action": contact.id },
      // What the page's script sends: no previous state, then the form's fields.
      multipart: { "1_name": "", "0": '[null,"$K1"]' },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(200);
    expect(await own.text()).toContain("Please enter your name.");
  });

  test("a public form's Server Action called with arguments that are not a form is a 404, not a 500", async ({
    request,
  }) => {
    const forms = builtActions().filter((a) =>
      ["sendContactForm", "sendQuoteForm", "requestAppointment", "answerManageForm"].includes(a.name),
    );
    expect(forms).toHaveLength(4);
    for (const { id, name, pages } of forms) {
      const page = pages[0]!
        .replace(/^app/, "")
        .replace(/\/page$/, "")
        .replace(/\/\([^)]*\)/g, "");
      const path = page.replace(/\[[^\]]+\]/g, "x") || "/";
      for (const body of ['["$K1"]', '[null,"not a form"]', "[1,2]"]) {
        const reply = await request.post(`${site.baseURL}${path}`, {
          headers: { Origin: site.baseURL, "Next-Action": id, "Content-Type": "text/plain;charset=UTF-8" },
          data: body,
          maxRedirects: 0,
        });
        expect(reply.status(), `${name} at ${path} with ${body}`).toBe(404);
      }
    }
  });

  test("a Server Action posted to a page that does not hold it is a 404, and nothing fails in the log", async ({
    request,
  }) => {
    const actions = builtActions();
    expect(actions.map((a) => a.name)).toEqual(expect.arrayContaining(["sendContactForm", "signOut"]));
    const before = site.output().length;
    for (const { id, name, pages } of actions) {
      // The home page holds no action; /contact holds only its own.
      for (const path of ["/", ...(pages.some((p) => p.endsWith("/contact/page")) ? [] : ["/contact"])]) {
        for (const body of [multipart(100), multipart(512 * 1024)]) {
          const reply = await request.post(`${site.baseURL}${path}`, {
            headers: { "Next-Action": id },
            multipart: body,
            maxRedirects: 0,
          });
          const label = `${name} posted to ${path}`;
          expect(reply.status(), label).toBe(404);
          expect(await expectErrorPage(reply, label)).toContain("names a form that is not on this page");
        }
      }
    }
    // Forwarded to the page that holds it, the staff pages' refusal ended in an uncaught error a
    // moment after the answer: another round of requests gives it that moment (the last test of
    // this group reads the whole log again).
    for (const path of ["/", "/contact", "/about"]) await request.get(`${site.baseURL}${path}`);
    expect(site.output().slice(before)).not.toMatch(/uncaught|aborted|ECONNRESET/i);
  });

  test("the server's log shows no stack trace after all of it", () => {
    expect(site.output()).not.toMatch(STACK);
    expect(site.output()).not.toContain("Request failed");
    expect(site.output()).not.toMatch(/uncaughtException|Error: aborted/);
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

  test("health, readiness and the status APIs answer 503 without the database's address or error", async ({
    request,
  }) => {
    const health = await request.get(`${site.baseURL}/api/health`);
    expect(health.status()).toBe(503);
    const report = (await health.json()) as { status: string; database: Record<string, unknown> };
    expect(report.status).toBe("unavailable");
    expect(report.database).toEqual({ kind: "postgres", reachable: false, error: "database unreachable" });
    const ready = await request.get(`${site.baseURL}/api/ready`);
    expect(ready.status()).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable" });
    const staff = { Authorization: `Basic ${Buffer.from(`manager:${PASSWORD}`).toString("base64")}` };
    for (const path of ["/api/admin/operations", "/api/calendar-status", "/api/outlook/status"]) {
      const reply = await request.get(`${site.baseURL}${path}`, { headers: staff });
      expect(reply.status(), path).toBe(503);
      await expectJsonError(reply, path);
    }
    for (const reply of [health, ready])
      expect(await reply.text()).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|connect|:1\b|postgres:\/\//);
    // The detail is for operators, in the server's log.
    expect(site.output()).toMatch(/Health check: the database cannot be reached: .*ECONNREFUSED/);
  });

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
