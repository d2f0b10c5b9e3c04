import { join } from "node:path";
import {
  expect,
  hydrateAfterNavigation,
  test,
  waitForHydration,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from "./fixtures";
import { startPrivateSite, type PrivateSite } from "./private-site";
import { businessDay, postBooking } from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// /admin/inventory changes the counts customers book against, so in production it opens only
// with STATUS_PASSWORD, and the shared test site runs without one. This file starts a site of its
// own (its own database, seeded with the opening stock) with a password.
const PASSWORD = "stock-keeper";
const NORTON = "norton@alleghenytire.example";
const NORTON_ID = 5;
const INSTALL = "Tire Sales & Installation";

let site: PrivateSite;

test.describe.configure({ mode: "serial" });
test.skip(Boolean(process.env.E2E_BASE_URL), "starts a site of its own, with a staff password");

test.beforeAll(async () => {
  site = await startPrivateSite({ STATUS_PASSWORD: PASSWORD });
});
test.afterAll(async () => site?.stop());

async function staffPage(browser: Browser, width: number, path = "/admin/inventory"): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.baseURL,
    viewport: { width, height: 900 },
    httpCredentials: { username: "manager", password: PASSWORD },
  });
  context.on("page", hydrateAfterNavigation);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Tire stock" })).toBeVisible();
  return page;
}

/** Searches through the page's own form, as staff do, and waits for the new page to answer. */
async function search(page: Page, text: string, location = "All locations") {
  await page.getByRole("searchbox", { name: "Size, brand or tread" }).fill(text);
  await page.getByRole("combobox", { name: "Location" }).selectOption({ label: location });
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/[?&]q=/);
  await waitForHydration(page);
}

async function uploadCsv(page: Page, name: string, csv: string) {
  await page.getByLabel("Point-of-sale export (CSV)").setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByRole("button", { name: "Upload" }).click();
}

const stockRows = (page: Page) => page.locator("tbody tr[data-offer]");

/** A row's offer, location and counts, as the table shows them. */
async function readRow(row: Locator) {
  const cells = row.locator("td");
  const n = async (i: number) => Number((await cells.nth(i).innerText()).replace(/,/g, ""));
  return {
    offerId: (await row.getAttribute("data-offer"))!,
    locationId: Number(await row.getAttribute("data-location")),
    // The first td is the location (hidden on a phone); then on hand, held, free.
    onHand: await n(1),
    held: await n(2),
    free: await n(3),
  };
}

const rowOf = (page: Page, offerId: string, locationId: number) =>
  page.locator(`tbody tr[data-offer="${offerId}"][data-location="${locationId}"]`);

test("on a phone staff search a size, upload a count, and see the table change; a bad line is refused", async ({
  browser,
  request,
}) => {
  const unauthenticated = await request.get(`${site.baseURL}/admin/inventory`);
  expect(unauthenticated.status()).toBe(401);

  const page = await staffPage(browser, 390);
  await search(page, "225/65-17");
  await expect(page).toHaveURL(/q=225%2F65-17/);
  await expect(page.getByText(/^1–50 of \d+ rows for size 225\/65R17 at all locations\.$/)).toBeVisible();
  await expect(page.getByRole("table", { name: "By location, size 225/65R17" })).toBeVisible();
  const first = await readRow(stockRows(page).first());
  const second = await readRow(stockRows(page).nth(1));
  expect(first.free).toBe(first.onHand - first.held);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, "inventory at 390 px");

  // The export as a spreadsheet writes it: a byte-order mark, CRLF, quotes.
  const csv = `\uFEFFlocation_id,offer_id,on_hand\r\n${first.locationId},"${first.offerId}",${first.onHand + 7}\r\n${second.locationId},${second.offerId},${second.onHand + 1}\r\n`;
  await uploadCsv(page, "pos-export.csv", csv);
  const saved = page.getByRole("status").filter({ hasText: "Stock saved: 2 rows updated." });
  await expect(saved).toBeVisible();
  await expect(saved).toBeFocused();
  await expect(saved).toContainText("From pos-export.csv.");
  await expect(rowOf(page, first.offerId, first.locationId).locator("td").nth(1)).toHaveText(
    String(first.onHand + 7),
  );
  await expect(rowOf(page, second.offerId, second.locationId).locator("td").nth(1)).toHaveText(
    String(second.onHand + 1),
  );

  // One bad line refuses the whole file: the good line above it is not saved either.
  await uploadCsv(
    page,
    "pos-export-2.csv",
    `location_id,offer_id,on_hand\n${first.locationId},${first.offerId},1\n12,${first.offerId},4\n`,
  );
  const refused = page.getByRole("alert").filter({ hasText: "Nothing was changed: 1 row was refused." });
  await expect(refused).toBeVisible();
  await expect(refused).toBeFocused();
  await expect(refused.getByRole("listitem")).toHaveText([
    'Line 3: Location "12" is not one of ours: use 1-8 for a store or 9 for the warehouse.',
  ]);
  await expect(rowOf(page, first.offerId, first.locationId).locator("td").nth(1)).toHaveText(
    String(first.onHand + 7),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, "refused upload at 390 px");
  await page.context().close();
});

/** Books an installation with `quantity` of a tire at Norton through the site's own API. */
async function bookTiresAtNorton(request: APIRequestContext, offerId: string, quantity: number) {
  const date = businessDay(5);
  const free = await request.get(
    `${site.baseURL}/api/stores/${NORTON}/availability/${date}?service=${encodeURIComponent(INSTALL)}`,
  );
  const { availableSlots } = (await free.json()) as {
    availableSlots: { time: string; available: boolean }[];
  };
  const reply = await postBooking(
    site.baseURL,
    {
      storeGroupEmail: NORTON,
      serviceName: INSTALL,
      date,
      time: availableSlots.find((s) => s.available)!.time,
      customer: {
        firstName: "Ada",
        lastName: "Hatfield",
        email: "hatfield@example.com",
        phone: "2765550142",
      },
      tires: { productId: offerId, quantity },
    },
    join(site.dataDir, "outbox"),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

test("on a wide screen the held set shows, and an upload below it is refused by line", async ({
  browser,
  request,
}) => {
  const page = await staffPage(browser, 1280, `/admin/inventory?location=${NORTON_ID}`);
  await search(page, "225/65R17", "Norton, VA");
  const candidates = await Promise.all((await stockRows(page).all()).map(readRow));
  const tire = candidates.find((r) => r.free >= 4 && r.held === 0)!;
  expect(tire, "a tire Norton has four of").toBeDefined();
  await bookTiresAtNorton(request, tire.offerId, 4);

  await page.reload();
  const row = rowOf(page, tire.offerId, NORTON_ID);
  await expect(row.locator("td").nth(2)).toHaveText("4");
  await expect(row.locator("td").nth(3)).toHaveText(String(tire.onHand - 4));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expectNoAxeViolations(page, "inventory at 1280 px");

  await uploadCsv(page, "recount.csv", `${NORTON_ID},${tire.offerId},3\n`);
  const refused = page.getByRole("alert").filter({ hasText: "Nothing was changed: 1 row was refused." });
  await expect(refused).toBeFocused();
  await expect(refused.getByRole("listitem")).toHaveText([
    `Line 1: 4 are held for appointments at location ${NORTON_ID}; the count cannot be lower than that.`,
  ]);
  await expectNoAxeViolations(page, "refused upload at 1280 px");

  await uploadCsv(page, "recount.csv", `${NORTON_ID},${tire.offerId},4\n`);
  await expect(page.getByRole("status").filter({ hasText: "Stock saved: 1 row updated." })).toBeFocused();
  await expect(row.locator("td").nth(1)).toHaveText("4");
  await expect(row.locator("td").nth(3)).toHaveText("0");
  await page.context().close();
});

test("at the shelf on a phone, a manager sets a row's count and adds a delivery received", async ({
  browser,
}) => {
  const page = await staffPage(browser, 390, `/admin/inventory?q=225%2F65R17&location=${NORTON_ID}`);
  const row = stockRows(page).first();
  const { offerId } = await readRow(row);
  await row.getByText("Change count").click();
  await row.getByRole("textbox", { name: "Counted" }).fill("10");
  await row.getByRole("button", { name: "Set count" }).click();
  const notice = page.locator("#stock-notice");
  await expect(notice).toHaveText(/^Counted: .* at Norton, VA now has 10 on hand\.$/);
  const same = rowOf(page, offerId, NORTON_ID);
  expect((await readRow(same)).onHand).toBe(10);

  await same.getByText("Change count").click();
  await same.getByRole("textbox", { name: "Received" }).fill("8");
  await same.getByRole("button", { name: "Add received" }).click();
  await expect(notice).toHaveText(/^Received 8: .* now has 18 on hand\.$/);
  expect((await readRow(same)).onHand).toBe(18);
  // The search and the page stay as they were.
  await expect(page.getByRole("searchbox", { name: "Size, brand or tread" })).toHaveValue("225/65R17");
  await expectNoAxeViolations(page, "the stock page after a change at the shelf");

  await same.getByText("Change count").click();
  await same.getByRole("textbox", { name: "Received" }).fill("none");
  await same.getByRole("button", { name: "Add received" }).click();
  await expect(notice).toHaveText("Enter how many arrived, a whole number from 1 to 9999.");
  await expect(notice).toHaveAttribute("role", "alert");
});
