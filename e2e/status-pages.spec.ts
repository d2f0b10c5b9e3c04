import { expect, test, type Page, type Route } from "./fixtures";
import { expectNoAxeViolations, useStoredTheme } from "./support";

// The default test server runs without Microsoft 365 credentials (simulated calendars).

const TEST_CALENDAR = "**/api/outlook/test-calendar?*";
const CHARLESTON = { name: "Charleston, WV", email: "charleston@alleghenytire.example" };
const BRISTOL = { name: "Bristol, TN", email: "bristol@alleghenytire.example" };
const NORTON = { name: "Norton, VA", email: "norton@alleghenytire.example" };

const storeCard = (page: Page, email: string) =>
  page.locator(`[data-testid="store-calendar"][data-email="${email}"]`);
const testButton = (page: Page, store: { name: string }) =>
  page.getByRole("button", { name: `Test Calendar for ${store.name}` });

/** Holds matching requests until release() is called, to observe the page while they are in flight. */
async function holdRequests(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Status outcomes must appear inline: a browser dialog would fail the test. */
function forbidDialogs(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`Unexpected browser dialog: ${dialog.message()}`);
  });
}

test.describe("/admin/calendar-status", () => {
  test.beforeEach(({ page }) => forbidDialogs(page));

  test.describe("read from another time zone", () => {
    test.use({ timezoneId: "Asia/Tokyo" });
    test("says when it checked on the stores' clock, whatever the reader's time zone", async ({ page }) => {
      await page.goto("/admin/calendar-status");
      const checked = page.getByText(/^Checked at \d{1,2}:\d{2}:\d{2} [AP]M ET$/);
      await expect(checked).toBeVisible();
      const [, h, m, , half] = /(\d{1,2}):(\d{2}):(\d{2}) ([AP])M/.exec((await checked.textContent()) ?? "")!;
      const shown = ((Number(h) % 12) + (half === "P" ? 12 : 0)) * 60 + Number(m);
      const eastern = new Intl.DateTimeFormat("en-US", {
        timeZone: "America/New_York",
        hour: "numeric",
        minute: "2-digit",
        hourCycle: "h23",
      }).formatToParts(new Date());
      const part = (type: string) => Number(eastern.find((p) => p.type === type)?.value);
      const now = part("hour") * 60 + part("minute");
      const apart = Math.abs(shown - now);
      expect(Math.min(apart, 1440 - apart)).toBeLessThanOrEqual(2);
    });
  });

  test("is titled, kept out of search engines, and says Not Configured with the missing settings", async ({
    page,
  }) => {
    await page.goto("/admin/calendar-status");
    await expect(page).toHaveTitle("Calendar Integration Status | Allegheny Tire");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "Calendar Integration Status" })).toBeVisible();

    const badge = page.getByTestId("integration-badge");
    await expect(badge).toHaveText("Not Configured");
    await expect(badge).toHaveAttribute("data-tone", "red");
    await expect(page.getByText("Microsoft 365 credentials are not configured.")).toBeVisible();
    const settings = page.getByRole("list", { name: "Required settings" }).getByRole("listitem");
    await expect(settings).toHaveText([
      /^AZURE_TENANT_ID\s*Missing$/,
      /^AZURE_CLIENT_ID\s*Missing$/,
      /^AZURE_CLIENT_SECRET\s*Missing$/,
    ]);
    await expect(page.getByText("Tenant ID", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Waiting or being retried")).toBeVisible();

    await expect(page.getByRole("list", { name: "Store calendars" }).getByRole("listitem")).toHaveCount(8);
    await expect(page.getByRole("heading", { name: "Current scheduling behavior" })).toBeVisible();
    await expect(
      page.getByText(/Confirmation e-mails to the customer and the store still go through the outbox/),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Setup instructions" })).toBeVisible();
    await expect(page.getByText("Calendars.ReadWrite.Shared, Calendars.Read.Shared")).toBeVisible();
  });

  test("Test Calendar is busy while it runs, then shows the failure and suggestion beside the store", async ({
    page,
  }) => {
    await page.goto("/admin/calendar-status");
    const release = await holdRequests(page, TEST_CALENDAR);
    const button = testButton(page, CHARLESTON);
    await button.click();

    await expect(button).toBeDisabled();
    await expect(button).toBeFocused();
    await expect(storeCard(page, CHARLESTON.email).getByRole("status")).toHaveText(
      "Testing the Charleston, WV calendar…",
    );
    // Only the store being tested is busy.
    await expect(testButton(page, BRISTOL)).toBeEnabled();

    release();
    const alert = storeCard(page, CHARLESTON.email).getByRole("alert");
    await expect(alert).toContainText(
      "Failed: Calendar integration is not configured, so availability is simulated.",
    );
    await expect(alert).toContainText(
      "Suggestion: Set AZURE_TENANT_ID, AZURE_CLIENT_ID, AZURE_CLIENT_SECRET to connect the store calendars.",
    );
    await expect(button).toBeEnabled();
  });

  test("a successful test shows the message and the number of events", async ({ page }) => {
    await page.route(TEST_CALENDAR, (route) =>
      route.fulfill({
        json: new URL(route.request().url()).searchParams.get("locationEmail")?.startsWith("charleston")
          ? { success: true, message: "Calendar reachable: 4 events in the next 7 days.", eventsFound: 4 }
          : { success: true, message: "Calendar reachable." },
      }),
    );
    await page.goto("/admin/calendar-status");

    await testButton(page, CHARLESTON).click();
    const charleston = storeCard(page, CHARLESTON.email).getByRole("status");
    await expect(charleston).toContainText("Calendar reachable: 4 events in the next 7 days.");
    await expect(charleston).toContainText("Events found: 4");

    // A reply without a count reads as zero events.
    await testButton(page, BRISTOL).click();
    await expect(storeCard(page, BRISTOL.email).getByRole("status")).toContainText("Events found: 0");
    await expect(storeCard(page, CHARLESTON.email).getByRole("alert")).toHaveCount(0);
  });

  test("a failure without a suggestion, and a request that fails, use the fallback texts", async ({
    page,
  }) => {
    await page.route(TEST_CALENDAR, (route) =>
      new URL(route.request().url()).searchParams.get("locationEmail") === NORTON.email
        ? route.fulfill({ json: { success: false, message: "Mailbox not found.", eventsFound: 0 } })
        : route.abort("failed"),
    );
    await page.goto("/admin/calendar-status");

    await testButton(page, NORTON).click();
    const norton = storeCard(page, NORTON.email).getByRole("alert");
    await expect(norton).toContainText("Failed: Mailbox not found.");
    await expect(norton).toContainText("Suggestion: Check calendar configuration");

    await testButton(page, CHARLESTON).click();
    await expect(storeCard(page, CHARLESTON.email).getByRole("alert")).toHaveText(
      /^Error testing calendar: \S.*/,
    );
  });

  test("Refresh fetches the status again and shows that it is refreshing", async ({ page }) => {
    let requests = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/outlook/status") requests += 1;
    });
    await page.goto("/admin/calendar-status");
    await expect(page.getByTestId("integration-badge")).toHaveText("Not Configured");
    expect(requests).toBe(1);

    const release = await holdRequests(page, "**/api/outlook/status");
    await page.getByRole("button", { name: "Refresh", exact: true }).click();
    await expect(page.getByRole("button", { name: "Refreshing…" })).toBeVisible();
    release();
    await expect(page.getByRole("button", { name: "Refresh", exact: true })).toBeVisible();
    expect(requests).toBe(2);
  });

  test("a status that cannot be read shows Unknown and is logged", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.route("**/api/outlook/status", (route) =>
      route.fulfill({ status: 500, json: { success: false, error: "Database unavailable" } }),
    );
    await page.goto("/admin/calendar-status");
    const badge = page.getByTestId("integration-badge");
    await expect(badge).toHaveText("Unknown");
    await expect(badge).toHaveAttribute("data-tone", "gray");
    // Scoped to the page content: Next.js keeps its own route announcer, an alert, in the body.
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await expect
      .poll(() => errors.some((e) => e.includes("Could not load the calendar integration status")))
      .toBe(true);
  });
});

test.describe("/calendar-status", () => {
  test("shows a spinner, then the overview, checks and the store table", async ({ page }) => {
    const release = await holdRequests(page, "**/api/calendar-status");
    await page.goto("/calendar-status");
    await expect(page).toHaveTitle("Calendar System Status | Allegheny Tire");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const spinner = page.getByRole("status").filter({ hasText: "Loading calendar status…" });
    await expect(spinner).toBeVisible();
    release();
    await expect(spinner).toHaveCount(0);

    const overview = page.getByRole("region", { name: "Integration overview" });
    await expect(overview.getByText("Inactive", { exact: true })).toHaveCount(2);
    await expect(overview).toContainText("SQLite (embedded file)");

    const azure = page.getByRole("region", { name: "Azure application configuration" });
    await expect(azure.getByText("Not configured", { exact: true })).toHaveCount(3);

    const permissions = page.getByRole("region", { name: "Permissions" });
    for (const role of ["Calendars.ReadWrite", "Calendars.Read", "User.Read.All", "Mail.Send"]) {
      await expect(permissions.getByText(role, { exact: true })).toBeVisible();
    }
    // Without credentials nothing can be checked: Unknown, not "Not granted".
    await expect(permissions.getByText("Unknown", { exact: true })).toHaveCount(4);
    await expect(permissions.locator('[data-tone="gray"]')).toHaveCount(4);
    await expect(permissions.getByText("Not granted", { exact: true })).toHaveCount(0);

    const table = page.getByRole("table", { name: "Store calendar accounts (8)" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Store",
      "Email",
      "Status",
      "Last checked",
      "Message",
    ]);
    await expect(table.getByRole("rowheader")).toHaveCount(8);
    const charleston = table.getByRole("row", { name: /Charleston, WV/ });
    await expect(charleston.getByRole("cell")).toHaveText([
      CHARLESTON.email,
      "Not configured",
      /\d{4}, \d{1,2}:\d{2}:\d{2}\s[AP]M/,
      "Simulated availability",
    ]);

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("Refresh fetches the status again", async ({ page }) => {
    let requests = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/calendar-status") requests += 1;
    });
    await page.goto("/calendar-status");
    await expect(page.getByRole("table")).toBeVisible();
    expect(requests).toBe(1);

    const release = await holdRequests(page, "**/api/calendar-status");
    await page.getByRole("button", { name: "Refresh", exact: true }).click();
    await expect(page.getByRole("button", { name: "Refreshing…" })).toBeVisible();
    release();
    await expect(page.getByRole("button", { name: "Refresh", exact: true })).toBeVisible();
    expect(requests).toBe(2);
  });

  test("a status that cannot be read shows unknown states and still lists the stores", async ({ page }) => {
    await page.route("**/api/calendar-status", (route) => route.abort("failed"));
    await page.goto("/calendar-status");
    const overview = page.getByRole("region", { name: "Integration overview" });
    await expect(overview.getByText("Unknown", { exact: true })).toHaveCount(3);
    await expect(
      page.getByRole("region", { name: "Permissions" }).getByText("Unknown", { exact: true }),
    ).toHaveCount(4);
    const rows = page.getByRole("table").locator("tbody tr");
    await expect(rows).toHaveCount(8);
    await expect(rows.filter({ hasText: "Not checked" })).toHaveCount(8);
  });
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/admin/calendar-status", "/calendar-status"]) {
    test(`${path} fits the screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("button", { name: "Refresh", exact: true })).toBeVisible();
      // Only the store table may scroll sideways, inside its own focusable region.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme accessibility`, () => {
    test.beforeEach(({ page }) => useStoredTheme(page, theme));

    test("/admin/calendar-status, with test outcomes shown, has no WCAG 2.1 A/AA violations", async ({
      page,
    }) => {
      await page.route(TEST_CALENDAR, (route) =>
        new URL(route.request().url()).searchParams.get("locationEmail") === BRISTOL.email
          ? route.fulfill({ json: { success: true, message: "Calendar reachable.", eventsFound: 2 } })
          : route.continue(),
      );
      await page.goto("/admin/calendar-status");
      await expect(page.getByTestId("integration-badge")).toHaveText("Not Configured");
      await expectNoAxeViolations(page);

      await testButton(page, CHARLESTON).click();
      await testButton(page, BRISTOL).click();
      await expect(storeCard(page, CHARLESTON.email).getByRole("alert")).toBeVisible();
      await expect(storeCard(page, BRISTOL.email).getByRole("status")).toContainText("Events found: 2");
      await expectNoAxeViolations(page);
    });

    test("/calendar-status has no WCAG 2.1 A/AA violations", async ({ page }) => {
      await page.goto("/calendar-status");
      await expect(page.getByRole("table")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("staff frame", () => {
  for (const path of ["/admin/calendar-status", "/calendar-status"]) {
    test(`${path} has the staff bar instead of the public header, and the background work`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const banner = page.getByRole("banner");
      await expect(banner).toHaveCount(1);
      await expect(banner).toContainText("Staff");
      await expect(banner.getByRole("navigation", { name: "Staff pages" })).toBeVisible();
      // None of the public site's calls to action or its store selector.
      await expect(page.getByRole("link", { name: /Schedule Service/i })).toHaveCount(0);
      await expect(page.getByText("Your trusted tire experts since 1947.")).toHaveCount(0);

      // The test server runs in production without STATUS_PASSWORD: the page says it is open.
      await expect(page.getByTestId("open-access-warning")).toContainText("open to anyone");
      const work = page.getByRole("region", { name: "Background work" });
      await expect(work.getByText("E-mail delivery")).toBeVisible();
      // The test server saves mail as files: both pages say so in the same words.
      await expect(work.getByText(/Not sent: messages are saved as files/)).toBeVisible();
      await expect(work.getByText("Calendar writes", { exact: true })).toBeVisible();
      if (path === "/calendar-status") {
        // Store accounts as one card per store on a phone, each with its address on one line.
        const cards = page.getByTestId("store-account-card");
        await expect(cards).toHaveCount(8);
        const box = await cards.first().getByText("charleston@alleghenytire.example").boundingBox();
        expect(box?.height ?? 0).toBeLessThan(30);
      }
      // Nothing spills sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    });
  }

  test("a missing page keeps the public header", async ({ page }) => {
    await page.goto("/admin/no-such-page");
    await expect(page.getByRole("heading", { name: /Page Not Found/ })).toBeVisible();
    await expect(page.getByRole("banner").getByText("Your trusted tire experts since 1947.")).toBeVisible();
  });
});

test("without STATUS_PASSWORD in production the appointments list is closed, and says what to set", async ({
  page,
}) => {
  const response = await page.goto("/admin/appointments");
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { name: "Staff page switched off" })).toBeVisible();
  await expect(page.getByText(/Set the STATUS_PASSWORD environment variable/)).toBeVisible();
  await expect(page.getByText("@example.com")).toHaveCount(0);
});
