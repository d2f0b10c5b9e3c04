import { join } from "node:path";
import { expect, hydrateAfterNavigation, test, type Browser, type Page } from "./fixtures";
import { startPrivateSite, type PrivateSite } from "./private-site";
import { bookOilChange, businessDay, REQUEST_SERVICE, storeLinkFor } from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// The staff board needs a staff sign-in: a site of this file's own with the shared password, whose
// member the history names "Staff (shared password)".
const PASSWORD = "history-manager";
const NORTON = "norton@alleghenytire.example";
const DATE = businessDay(6);
const STAFF = "Staff (shared password)";

let site: PrivateSite;

test.describe.configure({ mode: "serial" });
test.skip(Boolean(process.env.E2E_BASE_URL), "starts a site of its own, with a staff password");

test.beforeAll(async () => {
  site = await startPrivateSite({ STATUS_PASSWORD: PASSWORD });
});
test.afterAll(async () => site?.stop());

/**
 * Books a request (a service the store confirms) at the first free time; returns its reference and
 * the customer's page.
 */
const book = (lastName: string) =>
  bookOilChange(site.baseURL, NORTON, DATE, lastName, join(site.dataDir, "outbox"), REQUEST_SERVICE);

async function staffPage(browser: Browser, width: number, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.baseURL,
    viewport: { width, height: 900 },
    httpCredentials: { username: "manager", password: PASSWORD },
    javaScriptEnabled,
  });
  if (javaScriptEnabled) context.on("page", hydrateAfterNavigation);
  return context.newPage();
}

/**
 * Axe needs scripts, so the page as answered without them is checked in a copy: its scripts left
 * out and its noscript parts shown, as a browser without JavaScript shows them.
 */
async function expectAccessibleWithoutScripts(browser: Browser, page: Page, when: string) {
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<(\/?)noscript>/gi, "<$1div>");
  const context = await browser.newContext({ baseURL: site.baseURL, viewport: page.viewportSize() });
  const copy = await context.newPage();
  await copy.route(`${site.baseURL}/answered-without-scripts`, (route) =>
    route.fulfill({ contentType: "text/html", body: html }),
  );
  await copy.goto("/answered-without-scripts");
  await expectNoAxeViolations(copy, when);
  await context.close();
}

for (const width of [390, 1280]) {
  test(`at ${width} px: confirmed on the board under the member's name; the store's page and the customer's page tell it their way`, async ({
    browser,
  }) => {
    const lastName = `Historic${width}`;
    const { reference, managePath } = await book(lastName);
    const page = await staffPage(browser, width);

    await page.goto(`/admin/appointments?store=norton-va&from=${DATE}&days=1`);
    const card = page.getByRole("listitem", { name: new RegExp(`Ada ${lastName}`) });
    await card.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Confirmed. The customer has been e-mailed.", { exact: true })).toBeVisible();
    await expect(
      card.getByText(new RegExp(`^Confirmed by ${STAFF.replace(/[()]/g, "\\$&")} · `)),
    ).toBeVisible();
    await card.locator("summary").click();
    const history = card.getByRole("listitem").filter({ hasText: /^Confirmed/ });
    await expect(history).toContainText(STAFF);
    await expect(card.getByRole("listitem").filter({ hasText: /^Requested/ })).toContainText("customer");
    await expectNoAxeViolations(page, `board at ${width} px`);

    // The store's e-mail link: the same history, with who did it.
    await page.goto(await storeLinkFor(reference, join(site.dataDir, "outbox")));
    const storeHistory = page.getByRole("region", { name: "History" });
    await expect(storeHistory.getByRole("listitem")).toHaveText([
      /^Requested by customer · /,
      new RegExp(`^Confirmed by ${STAFF.replace(/[()]/g, "\\$&")} · `),
    ]);
    await expectNoAxeViolations(page, `store's page at ${width} px`);

    // The customer's page: what and when, by the store, never a name.
    await page.goto(managePath);
    const customerHistory = page.getByRole("region", { name: "History" });
    await expect(customerHistory.getByRole("listitem")).toHaveText([
      /^Requested [A-Z][a-z]{2} \d{1,2}$/,
      /^Confirmed by the store [A-Z][a-z]{2} \d{1,2}$/,
    ]);
    await expect(page.getByRole("main")).not.toContainText(STAFF);
    await expectNoAxeViolations(page, `customer's page at ${width} px`);
    await page.context().close();
  });
}

test("without JavaScript the board declines with a reason, and the history names the member and the reason", async ({
  browser,
}) => {
  const { reference } = await book("Plain");
  const page = await staffPage(browser, 390, false);
  await page.goto(`/admin/appointments?store=norton-va&from=${DATE}&days=1&status=all`);
  const card = page.getByRole("listitem", { name: /Ada Plain, Requested$/ });
  await expect(card).toContainText(reference);
  await card.getByLabel("Reason for the customer, to decline").fill("No lift free that morning.");
  await card.getByRole("button", { name: "Decline request" }).click();
  const declined = page.getByRole("listitem", { name: /Ada Plain, Declined$/ });
  await expect(declined).toContainText(
    "Declined. The customer has been e-mailed, and the time is free again.",
  );
  await declined.locator("summary").click();
  await expect(
    declined.getByRole("listitem").filter({ hasText: /^Declined: No lift free that morning\./ }),
  ).toContainText(STAFF);
  await expectAccessibleWithoutScripts(browser, page, "board without JavaScript");
  await page.context().close();
});
