import { expect, test, type Page } from "./fixtures";
import { sampleRoutes } from "../data/routes";
import { chooseService } from "./schedule-support";

// Every kind of page the site serves: the public routes, generated product, size and comparison
// pages, the internal status pages, the manage and store-answer pages, a static guide and the
// not-found page.
const pages = [
  ...sampleRoutes.map((r) => r.path),
  "/tires/details/goodyear-g622-rsd-11r22-5",
  "/tires/details/michelin-defender2-225-65r17",
  "/tires/size/225-65r17",
  "/tires/compare?ids=michelin-defender2-225-65r17,kelly-edge-as-225-65r17",
  "/admin/calendar-status",
  "/calendar-status",
  "/appointments/manage?ref=AT-AAAA-BBBB&token=x",
  "/appointments/store?ref=AT-AAAA-BBBB&token=x",
  "/tire-buying-guide.html",
  "/tire-safety-guide.html",
  "/this-page-does-not-exist",
];

/** Collects CSP violations the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

for (const path of pages) {
  test(`${path} works under the Content-Security-Policy without a violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("geolocation=(self)");
    expect(headers["x-powered-by"]).toBeUndefined();
    // Plain HTTP: no HSTS (see the HTTPS case below).
    expect(headers["strict-transport-security"]).toBeUndefined();
    // goto waited for hydration (every startup script ran); the rest of what the document asked
    // for (styles, fonts, images) has loaded once it is complete.
    await page.waitForFunction(() => document.readyState === "complete");
    expect(violations).toEqual([]);
  });
}

test("the interactive parts stay within the policy: menus, store selector, map, theme, wizard", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto("/locations");
  await page
    .getByRole("list", { name: "Locations on the map" })
    .getByRole("button", { name: "Norton, VA", exact: true })
    .click();
  await page.getByTestId("location-selector").click();
  await page.getByRole("list", { name: "Locations", exact: true }).waitFor();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: /Color theme/ }).click();
  await page.getByLabel("Zip code").fill("24273");
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Nearest to 24273" })).toBeVisible();
  await page.goto("/schedule?locationId=1&step=2");
  await chooseService(page, "Oil Changes");
  expect(violations).toEqual([]);
});

test("HSTS is sent when the site is reached over HTTPS", async ({ request }) => {
  const response = await request.get("/about", { headers: { "x-forwarded-proto": "https" } });
  expect(response.headers()["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
});

test("API replies carry the same protective headers", async ({ request }) => {
  const response = await request.get("/api/locations");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect(response.headers()["x-powered-by"]).toBeUndefined();
});
