import { join } from "node:path";
import {
  expect,
  hydrateAfterNavigation,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from "./fixtures";
import { startPrivateSite, type PrivateSite } from "./private-site";
import { businessDay, postBooking } from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// /admin/appointments shows customers' contact details, so in production it opens only with
// STATUS_PASSWORD, and the shared test site runs without one. This file starts a site of its own
// (simulated calendars, its own empty database) with a password.
const PASSWORD = "day-view-manager";
const NORTON = "norton@alleghenytire.example"; // 4 bays, 1 rack, 2 truck bays
const DATE = businessDay(4);

let site: PrivateSite;

test.describe.configure({ mode: "serial" });
test.skip(Boolean(process.env.E2E_BASE_URL), "starts a site of its own, with a staff password");

test.beforeAll(async () => {
  site = await startPrivateSite({ STATUS_PASSWORD: PASSWORD });
});
test.afterAll(async () => site?.stop());

async function bookOilChangeAt(
  request: APIRequestContext,
  time: string,
  lastName: string,
  serviceName = "Oil Changes",
) {
  const reply = await postBooking(
    site.baseURL,
    {
      storeGroupEmail: NORTON,
      serviceName,
      date: DATE,
      time,
      customer: {
        firstName: "Ada",
        lastName,
        email: `${lastName.toLowerCase()}@example.com`,
        phone: "2765550142",
      },
    },
    join(site.dataDir, "outbox"),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

async function managerPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.baseURL,
    viewport: { width, height: 900 },
    httpCredentials: { username: "manager", password: PASSWORD },
  });
  context.on("page", hydrateAfterNavigation);
  const page = await context.newPage();
  await page.goto(`/admin/appointments?view=day&store=norton-va&from=${DATE}`);
  await expect(page.getByRole("heading", { level: 2, name: /^Norton, VA · / })).toBeVisible();
  return page;
}

const lane = (page: Page, label: string) => page.getByRole("region", { name: label, exact: true });

/** Moves the customer's oil change through the block's menu; the toast says where it went. */
async function moveOilChange(page: Page, customer: string, to: string) {
  await page.getByRole("button", { name: `Move Oil Changes for ${customer} to another bay` }).click();
  await page.getByRole("menuitem", { name: to, exact: true }).click();
  await expect(page.getByText(`Oil Changes moved to ${to}.`, { exact: true })).toBeVisible();
}

test("two oil changes at one time stand in Bay 1 and Bay 2; on a phone a manager moves one and confirms the other", async ({
  browser,
  request,
}) => {
  const unauthenticated = await request.get(`${site.baseURL}/admin/appointments?view=day`);
  expect(unauthenticated.status()).toBe(401);

  const free = await request.get(
    `${site.baseURL}/api/stores/${NORTON}/availability/${DATE}?service=Oil%20Changes`,
  );
  const { availableSlots } = (await free.json()) as { availableSlots: { time: string; remaining: number }[] };
  // Room for both, and for a move: the simulated calendar takes some bays at some times.
  const time = availableSlots.find((s) => s.remaining >= 3)!.time;
  // A flat repair stays a request at Norton (the store looks at the tire first): one bay, 30
  // minutes, like the oil change booked on the spot beside it. The manager confirms the request.
  await bookOilChangeAt(request, time, "Hatfield", "Flat Tire Repair");
  await bookOilChangeAt(request, time, "McCoy");

  const page = await managerPage(browser, 390);
  await expect(
    page.getByRole("status").filter({ hasText: "2 appointments in the bays and 0 drop-offs." }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Drop-offs: 0 of 5 places taken" })).toBeVisible();
  await expect(lane(page, "Bay 1").getByRole("listitem")).toContainText("Ada Hatfield");
  await expect(lane(page, "Bay 2").getByRole("listitem")).toContainText("Ada McCoy");
  await expect(lane(page, "Truck bay 2")).toContainText("Nothing booked.");
  // A list per lane on a phone: nothing spills sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, "day view at 390 px");

  // Bay 1 and Bay 2 are taken then: the menu offers the other two.
  await page.getByRole("button", { name: "Move Oil Changes for Ada McCoy to another bay" }).click();
  await expect(page.getByRole("menuitem")).toHaveText(["Bay 3", "Bay 4"]);
  await page.keyboard.press("Escape");
  await moveOilChange(page, "Ada McCoy", "Bay 4");
  await expect(lane(page, "Bay 4").getByRole("listitem")).toContainText("Ada McCoy");
  await expect(lane(page, "Bay 2")).toContainText("Nothing booked.");

  // The appointment's details and the list's actions, from its block.
  await lane(page, "Bay 1").getByRole("button", { name: "Ada Hatfield: details and actions" }).click();
  const details = page.getByRole("dialog", { name: "Ada Hatfield" });
  await expect(details.getByRole("link", { name: "(276) 555-0142" })).toHaveAttribute(
    "href",
    "tel:2765550142",
  );
  await expect(details.getByText("Bay 1", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "details at 390 px");
  await details.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Confirmed. The customer has been e-mailed.", { exact: true })).toBeVisible();
  await expect(details).toHaveCount(0);
  await expect(lane(page, "Bay 1").getByRole("listitem")).toContainText("Confirmed");
  await page.context().close();
});

test("on a wide screen the lanes stand side by side on a time scale, and a move lands in its lane", async ({
  browser,
}) => {
  const page = await managerPage(browser, 1280);
  const hatfield = lane(page, "Bay 1").getByRole("listitem");
  const mccoy = lane(page, "Bay 4").getByRole("listitem");
  await expect(hatfield).toContainText("Ada Hatfield");
  await expect(mccoy).toContainText("Ada McCoy");
  const [one, four] = [await hatfield.boundingBox(), await mccoy.boundingBox()];
  // Same time, same height on the scale (30 minutes), Bay 4 three lanes to the right.
  expect(Math.abs(one!.y - four!.y)).toBeLessThan(1);
  expect(one!.height).toBeGreaterThan(80);
  expect(Math.abs(one!.height - four!.height)).toBeLessThan(1);
  expect(four!.x).toBeGreaterThan(one!.x + 2 * one!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expectNoAxeViolations(page, "day view at 1280 px");

  await moveOilChange(page, "Ada McCoy", "Bay 3");
  await expect(lane(page, "Bay 3").getByRole("listitem")).toContainText("Ada McCoy");
  await expect(lane(page, "Bay 4").getByRole("listitem")).toHaveCount(0);

  // The list view names the units too.
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "List" }).click();
  await expect(page).toHaveURL(/store=norton-va/);
  const card = page.getByRole("listitem").filter({ hasText: "Ada McCoy" });
  await expect(card.getByText("Bay 3", { exact: true })).toBeVisible();
  await expect(card.getByText(/^\d{1,2}:\d{2} [AP]M–\d{1,2}:\d{2} [AP]M · Oil Changes$/)).toBeVisible();
  await page.context().close();
});
