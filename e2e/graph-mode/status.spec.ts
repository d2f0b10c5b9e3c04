import { expect, test, type Page } from "../fixtures";
import { FAKE_CREDENTIALS } from "../../scripts/fake-graph/server.mjs";
import {
  addEvent,
  countEventsBetween,
  failNext,
  mailboxEvents,
  mailboxPathPattern,
} from "./fake-graph-control";
import { startPrivateFakeGraph, startPrivateGraphSite } from "./private-graph-site";

// Mailboxes these tests alone read or steer: the scheduling walk books elsewhere, and an
// injected failure must not be consumed by another test's request.
const COUNTED_STORE = { name: "Williamson, WV", email: "williamson@alleghenytire.example" };
const FAILING_STORE = { name: "Norton, VA", email: "norton@alleghenytire.example" };
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

// In order, in one worker: /calendar-status reads every store calendar, which would race the
// failure injected for one store.
test.describe.configure({ mode: "default" });

const storeCard = (page: Page, email: string) =>
  page.locator(`[data-testid="store-calendar"][data-email="${email}"]`);

test("the integration page shows Connected with the tenant and client ids, never the secret", async ({
  page,
}) => {
  await page.goto("/admin/calendar-status");
  const badge = page.getByTestId("integration-badge");
  await expect(badge).toHaveText("Connected");
  await expect(badge).toHaveAttribute("data-tone", "green");
  await expect(page.getByText("Connected to Microsoft 365.")).toBeVisible();
  const details = page.getByRole("region", { name: "Microsoft 365 connection" });
  await expect(details.getByRole("definition").filter({ hasText: FAKE_CREDENTIALS.tenant })).toBeVisible();
  await expect(details.getByRole("definition").filter({ hasText: FAKE_CREDENTIALS.clientId })).toBeVisible();
  await expect(page.getByRole("list", { name: "Required settings" })).toHaveCount(0);
  expect(await page.content()).not.toContain(FAKE_CREDENTIALS.clientSecret);
});

test("Test Calendar reports the number of events the store calendar holds this week", async ({ page }) => {
  // One event of this test's own, so the count is known to include something it put there.
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  tomorrow.setUTCHours(12, 0, 0, 0);
  await addEvent(COUNTED_STORE.email, {
    subject: "Status page test",
    start: tomorrow.toISOString(),
    end: new Date(tomorrow.getTime() + 30 * 60 * 1000).toISOString(),
  });
  const now = Date.now();
  const expected = countEventsBetween(await mailboxEvents(COUNTED_STORE.email), now, now + WEEK_MS);
  expect(expected).toBeGreaterThan(0);

  await page.goto("/admin/calendar-status");
  await page.getByRole("button", { name: `Test Calendar for ${COUNTED_STORE.name}` }).click();
  const outcome = storeCard(page, COUNTED_STORE.email).getByRole("status");
  await expect(outcome).toContainText(`Events found: ${expected}`);
  await expect(outcome).toContainText("Calendar reachable:");
});

test("a calendar Graph refuses shows the failure and a suggestion beside the store", async ({ page }) => {
  await page.goto("/admin/calendar-status");
  await failNext(mailboxPathPattern(FAILING_STORE.email, "calendarView"), {
    status: 403,
    code: "ErrorAccessDenied",
  });
  await page.getByRole("button", { name: `Test Calendar for ${FAILING_STORE.name}` }).click();
  const alert = storeCard(page, FAILING_STORE.email).getByRole("alert");
  await expect(alert).toContainText(/^Failed: .+/);
  await expect(alert).toContainText("Suggestion: Grant the app the Calendars.ReadWrite and User.Read.All");
});

test("the system status page shows every check green and every store active", async ({ page }) => {
  await page.goto("/calendar-status");
  await expect(page.getByRole("status").filter({ hasText: "Loading calendar status…" })).toHaveCount(0, {
    timeout: 20_000,
  });
  const overview = page.getByRole("region", { name: "Integration overview" });
  await expect(overview.getByText("Active", { exact: true })).toHaveCount(2);
  await expect(overview).toContainText("Sent through Microsoft 365 from the MAIL_FROM mailbox.");

  for (const name of ["Azure application configuration", "Permissions"]) {
    const checks = page.getByRole("region", { name }).locator("[data-tone]");
    await expect(checks).not.toHaveCount(0);
    for (const check of await checks.all()) await expect(check).toHaveAttribute("data-tone", "green");
  }
  await expect(
    page.getByRole("region", { name: "Permissions" }).getByText("Granted", { exact: true }),
  ).toHaveCount(4);

  const rows = page.getByRole("table", { name: /Store calendar accounts/ }).locator("tbody tr");
  await expect(rows).toHaveCount(8);
  for (const row of await rows.all()) {
    await expect(row.getByRole("cell").nth(1)).toHaveText("Active");
    await expect(row.locator("[data-tone]")).toHaveAttribute("data-tone", "green");
  }
});

test.describe("configuration problems, each on a site process of its own", () => {
  test.describe.configure({ timeout: 60_000 });

  test("a wrong client secret reads as Connection Failed, with red permissions", async ({ page }) => {
    const wrongSecret = "not-the-fake-graph-secret";
    const site = await startPrivateGraphSite({ env: { AZURE_CLIENT_SECRET: wrongSecret } });
    try {
      await page.goto(`${site.baseURL}/admin/calendar-status`);
      const badge = page.getByTestId("integration-badge");
      await expect(badge).toHaveText("Connection Failed", { timeout: 20_000 });
      await expect(badge).toHaveAttribute("data-tone", "amber");
      await expect(page.getByText(/AADSTS7000215/)).toBeVisible();

      await page.goto(`${site.baseURL}/calendar-status`);
      const overview = page.getByRole("region", { name: "Integration overview" });
      await expect(overview.getByText("Pending", { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(overview.locator('[data-tone="amber"]')).toHaveCount(1);
      const permissions = page.getByRole("region", { name: "Permissions" });
      // No token, so no roles to read: Unknown rather than "Not granted".
      await expect(permissions.getByText("Unknown", { exact: true })).toHaveCount(4);
      await expect(permissions.locator('[data-tone="gray"]')).toHaveCount(4);
      await expect(page.getByRole("table").locator("tbody tr").filter({ hasText: "Error" })).toHaveCount(8);
      expect(await page.content()).not.toContain(wrongSecret);
    } finally {
      await site.stop();
    }
  });

  test("permissions without admin consent show as not granted, the rest as granted", async ({ page }) => {
    const fake = await startPrivateFakeGraph({ roles: ["Calendars.Read"] });
    const site = await startPrivateGraphSite({ fake });
    try {
      await page.goto(`${site.baseURL}/calendar-status`);
      const permissions = page.getByRole("region", { name: "Permissions" });
      const item = (key: string) => permissions.locator(`[data-check="${key}"] [data-tone]`);
      await expect(item("calendarsRead")).toHaveText("Granted", { timeout: 20_000 });
      await expect(item("calendarsRead")).toHaveAttribute("data-tone", "green");
      for (const key of ["calendarsReadWrite", "userReadAll", "mailSend"]) {
        await expect(item(key)).toHaveText("Not granted");
        await expect(item(key)).toHaveAttribute("data-tone", "red");
      }
      // Reading calendars needs only Calendars.Read, so every store account still works.
      await expect(page.getByRole("table").locator("tbody tr").filter({ hasText: "Active" })).toHaveCount(8);
    } finally {
      await site.stop();
      await fake.close();
    }
  });
});
