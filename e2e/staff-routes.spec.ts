import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, test } from "./fixtures";
import { businessDay } from "./schedule-support";
import {
  ACCOUNTS,
  bookAt,
  SESSION_COOKIE,
  sessionFor,
  startSignInSite,
  type SignInSite,
} from "./staff-sign-in-support";

// Every staff page and staff API checks who is asking itself: this finds them all on disk, and
// proves each refuses a request with no session, with a cookie that is no session (past the proxy,
// so the route's own check answers), with a session of a role that may not use it, and (for one
// store's records) a session of another store.

type Role = "Staff.Operator" | "Staff.Store" | "Staff.Sales";

/** What each staff route needs. A new route fails this test until it is listed here. */
const NEEDS: Record<string, Role | readonly Role[]> = {
  "/admin/appointments": "Staff.Store",
  "/admin/appointments/new": "Staff.Store",
  "/admin/appointments/sheet": "Staff.Store",
  // Store staff find their customers' visits, the sales desk their quotes.
  "/admin/customers": ["Staff.Store", "Staff.Sales"],
  "/admin/inventory": "Staff.Store",
  "/admin/inventory/part-numbers": "Staff.Store",
  "/admin/staff": "Staff.Operator",
  "/admin/quotes": "Staff.Sales",
  "/admin/quotes/[reference]": "Staff.Sales",
  "/api/admin/quotes": "Staff.Sales",
  "/api/admin/quotes/[reference]": "Staff.Sales",
  "/api/admin/appointments": "Staff.Store",
  "/api/admin/appointments/[reference]": "Staff.Store",
  "/api/admin/appointments/[reference]/availability/[date]": "Staff.Store",
  "/admin/calendar-status": "Staff.Operator",
  "/calendar-status": "Staff.Operator",
  "/api/admin/inventory": "Staff.Store",
  "/api/admin/inventory/import": "Staff.Store",
  "/api/admin/inventory/part-numbers": "Staff.Store",
  "/api/admin/operations": "Staff.Operator",
  "/api/admin/operations/[list]": "Staff.Operator",
  "/api/admin/retry": "Staff.Operator",
  "/api/calendar-status": "Staff.Operator",
  "/api/outlook/status": "Staff.Operator",
  "/api/outlook/test-calendar": "Staff.Operator",
  // The 24/7 desk runs every store's road calls; store staff their own (Staff.Store suffices).
  "/admin/dispatch": "Staff.Store",
  "/admin/road-service": "Staff.Store",
  "/api/admin/road-calls/[reference]": "Staff.Store",
};

/** Pages under the staff group that must stay open: where staff sign in. */
const PUBLIC_STAFF_PAGES = new Set(["/staff/sign-in"]);

/** An account that has not the role a route needs. */
const WRONG_ROLE: Record<Role, keyof typeof ACCOUNTS> = {
  "Staff.Operator": "bristol",
  "Staff.Store": "sales",
  "Staff.Sales": "bristol",
};

interface StaffRoute {
  path: string;
  kind: "page" | "api";
  methods: string[];
}

function files(dir: string, name: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) return files(full, name);
    return entry === name ? [full] : [];
  });
}

const routePath = (file: string, root: string) =>
  `/${relative(root, file)
    .split(sep)
    .slice(0, -1)
    .filter((s) => !/^\(.*\)$/.test(s))
    .join("/")}`;

function staffRoutes(): StaffRoute[] {
  const pages = files(join("app", "(staff)"), "page.tsx").map((file) => ({
    path: routePath(file, "app"),
    kind: "page" as const,
    methods: ["GET"],
  }));
  const apis = ["admin", "outlook", "calendar-status"].flatMap((dir) =>
    files(join("app", "api", dir), "route.ts").map((file) => ({
      path: routePath(file, "app"),
      kind: "api" as const,
      methods: [...readFileSync(file, "utf8").matchAll(/^\s+async (GET|POST|PUT|PATCH|DELETE)\(/gm)].map(
        (m) => m[1]!,
      ),
    })),
  );
  return [...pages, ...apis].filter((r) => !PUBLIC_STAFF_PAGES.has(r.path));
}

let signIn: SignInSite;
const sessions: Partial<Record<keyof typeof ACCOUNTS, string>> = {};

test.describe.configure({ mode: "serial" });
test.skip(Boolean(process.env.E2E_BASE_URL), "starts a site of its own, with staff sign-in");

/** Real records for the routes that name one, made when the site starts. */
const samples: Record<string, string> = {};

test.beforeAll(async () => {
  signIn = await startSignInSite();
  const quote = await fetch(`${signIn.site.baseURL}/api/quotes`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      product: "Michelin XDR3 27.00R49",
      quantity: 2,
      application: "mining",
      name: "Bo McCoy",
      email: "bo@example.com",
      phone: "2765550142",
    }),
  });
  samples["[reference]@/quotes"] = ((await quote.json()) as { reference: string }).reference;
  samples["[list]@/operations"] = "failed-mail";
  const roadCall = await fetch(`${signIn.site.baseURL}/api/road-calls`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      vehicle: "passenger",
      place: "Charleston, WV 25301",
      name: "Bo McCoy",
      phone: "3045550142",
    }),
  });
  samples["[reference]@/road-calls"] = (
    (await roadCall.json()) as { call: { reference: string } }
  ).call.reference;
  // A Charleston appointment: Bristol's manager must not learn that it exists.
  samples["[date]@/appointments"] = businessDay(6);
  samples["[reference]@/appointments"] = await bookAt(
    signIn.site,
    "charleston@alleghenytire.example",
    samples["[date]@/appointments"],
    "Routes",
  );
  for (const account of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[])
    sessions[account] = await sessionFor(signIn, ACCOUNTS[account]);
});
test.afterAll(async () => signIn?.stop());

/** Whether a reply sends the browser to the sign-in page, with the page to come back to. */
const signInPage = (reply: Response) => {
  const to = new URL(reply.headers.get("location") ?? "", signIn.site.baseURL);
  return to.pathname === "/staff/sign-in" && to.searchParams.has("next");
};

/** The route's address with its segments filled in from `samples`, and the query it needs. */
function address(route: StaffRoute): string {
  const filled = route.path.replace(/\[(\w+)\]/g, (segment) => {
    const sample = Object.entries(samples).find(([key]) => {
      const [name, within] = key.split("@");
      return name === segment && route.path.includes(within!);
    });
    if (!sample) throw new Error(`No sample for ${segment} in ${route.path}`);
    return encodeURIComponent(sample[1]);
  });
  return route.path.includes("test-calendar")
    ? `${filled}?locationEmail=bristol%40alleghenytire.example`
    : filled;
}

async function call(route: StaffRoute, method: string, cookie?: string, body = "{}") {
  return fetch(`${signIn.site.baseURL}${address(route)}`, {
    method,
    redirect: "manual",
    headers: {
      ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
      ...(method === "GET" ? {} : { "content-type": "application/json" }),
    },
    ...(method === "GET" ? {} : { body }),
  });
}

test("every staff route is listed with the role it needs", () => {
  const found = staffRoutes()
    .map((r) => r.path)
    .sort();
  expect(found).toEqual(Object.keys(NEEDS).sort());
  for (const route of staffRoutes()) expect(route.methods.length, route.path).toBeGreaterThan(0);
});

test("every staff route refuses no session, a made-up one and the wrong role", async () => {
  for (const route of staffRoutes()) {
    const need = NEEDS[route.path]!;
    for (const method of route.methods) {
      const what = `${method} ${address(route)}`;
      const none = await call(route, method);
      const madeUp = await call(route, method, "x".repeat(43));
      const wrong = await call(
        route,
        method,
        // A route open to several roles: the road-service desk has none of them.
        sessions[typeof need === "string" ? WRONG_ROLE[need] : "dispatch"],
      );
      const right = await call(route, method, sessions.operator);
      if (route.kind === "page") {
        for (const reply of [none, madeUp]) {
          expect([303, 307], what).toContain(reply.status);
          expect(signInPage(reply), what).toBe(true);
        }
        expect([303, 307], what).toContain(wrong.status);
        expect(signInPage(wrong) && wrong.headers.get("location"), what).toContain("notice=role");
        expect(right.status, what).toBe(200);
      } else {
        expect(none.status, what).toBe(401);
        expect(madeUp.status, what).toBe(401);
        expect(wrong.status, what).toBe(403);
        expect(right.status, what).not.toBe(401);
        expect(right.status, what).not.toBe(403);
      }
    }
  }
});

test("a store's records answer 404 to another store's staff, as if they did not exist", async () => {
  const scoped = staffRoutes().filter((r) => r.path.includes("/appointments/[reference]"));
  expect(scoped.length).toBeGreaterThan(0);
  for (const route of scoped)
    for (const method of route.methods) {
      const what = `${method} ${route.path}`;
      // A request that would be carried out for the appointment's own store.
      const action = JSON.stringify({ action: "confirm" });
      const other = await call(route, method, sessions.bristol, action);
      expect(other.status, what).toBe(404);
      const own = await call(route, method, sessions.charleston, action);
      expect([401, 403, 404], what).not.toContain(own.status);
    }
});

test("a store's staff update their own store's stock, and no other location's", async ({ browser }) => {
  const search = await fetch(`${signIn.site.baseURL}/api/tires/search?size=225%2F65R17`);
  const offerId = ((await search.json()) as { results: { id: string }[] }).results[0]!.id;
  const inventory = staffRoutes().find((r) => r.path === "/api/admin/inventory")!;
  const put = (locationId: number) =>
    call(inventory, "PUT", sessions.bristol, JSON.stringify({ rows: [{ locationId, offerId, onHand: 12 }] }));

  const own = await put(3);
  expect(own.status).toBe(200);
  expect(((await own.json()) as { message: string }).message).toBe("Stock saved: 1 row updated.");

  const other = await put(1);
  expect(other.status).toBe(403);
  expect(await other.json()).toMatchObject({
    message: "Nothing was changed: 1 row was refused.",
    refused: [
      {
        index: 0,
        reason: "Your account updates the stock of Bristol, TN, not of Charleston, WV (location 1).",
      },
    ],
  });

  // The page says which locations the account updates.
  const context = await browser.newContext({ baseURL: signIn.site.baseURL });
  await context.addCookies([{ name: SESSION_COOKIE, value: sessions.bristol!, url: signIn.site.baseURL }]);
  const page = await context.newPage();
  await page.goto("/admin/inventory");
  await expect(page.getByTestId("countable-locations")).toHaveText(
    "Your account updates the stock of Bristol, TN.",
  );
  // A one-store manager's page opens on their store; every location stays one pick away.
  const location = page.getByRole("combobox", { name: "Location" });
  await expect(location).toHaveValue("3");
  await expect(page.locator("tbody tr[data-location]").first()).toHaveAttribute("data-location", "3");
  await location.selectOption({ label: "All locations" });
  await page.locator("form").filter({ has: location }).getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/location=all/);
  await expect(location).toHaveValue("all");
  await expect(page.locator('tbody tr[data-location]:not([data-location="3"])').first()).toBeVisible();
  await context.close();
});
