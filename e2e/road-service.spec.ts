import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, hydrateAfterNavigation, test, type Browser, type Page } from "./fixtures";
import { startPrivateSite, type PrivateSite } from "./private-site";
import { expectNoAxeViolations } from "./support";
import { TEXTS_WEBHOOK_SECRET } from "./texts-settings";
import { replyByText } from "./texts-support";

// A driver broken down at the roadside files a road-service call from a phone, with and without
// JavaScript, and follows it on its status page; a crew takes it on the dispatch board and marks
// each step. A site of its own: the board opens only with a staff password, and the texts are read
// from its data folder.
const PASSWORD = "night-dispatch";
const PHONE = 390;

let site: PrivateSite;

test.describe.configure({ mode: "serial" });
test.skip(Boolean(process.env.E2E_BASE_URL), "starts a site of its own, with a staff password");

test.beforeAll(async () => {
  site = await startPrivateSite({
    STATUS_PASSWORD: PASSWORD,
    RATE_LIMIT_MULTIPLIER: "10",
    SMS_WEBHOOK_SECRET: TEXTS_WEBHOOK_SECRET,
  });
});
test.afterAll(async () => site?.stop());

async function phonePage(
  browser: Browser,
  options: { scripts?: boolean; staff?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.baseURL,
    viewport: { width: PHONE, height: 844 },
    javaScriptEnabled: options.scripts ?? true,
    ...(options.staff ? { httpCredentials: { username: "dispatcher", password: PASSWORD } } : {}),
  });
  if (options.scripts ?? true) context.on("page", hydrateAfterNavigation);
  return context.newPage();
}

/** Fills the request as a driver on I-81 near Wytheville would, typing the place. */
async function fillRequest(page: Page, name: string) {
  await page.getByLabel("Tractor-trailer").check();
  await page.getByLabel("Highway").fill("I-81");
  await page.getByLabel("Direction").selectOption({ label: "Northbound" });
  await page.getByLabel("Mile marker or exit").fill("70");
  await page.getByLabel("State").selectOption("VA");
  await page.getByLabel("Steer axle").check();
  await page.getByLabel("Left (driver's side)").check();
  await page.getByLabel("Tire size, if you know it").fill("295/75R22.5");
  await page.getByLabel("No account: I pay at the truck").check();
  await page.getByLabel("Your name*").fill(name);
  await page.getByLabel("Callback phone*").fill("(540) 555-0123");
}

const texts = () => {
  const folder = join(site.dataDir, "texts");
  return readdirSync(folder).map((file) => readFileSync(join(folder, file), "utf8"));
};

test("a driver files a call from a phone and lands on its status page", async ({ browser }) => {
  const page = await phonePage(browser);
  await page.goto("/road-service");
  await expect(page.getByRole("heading", { level: 1, name: "24/7 Road Service" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Call 24\/7 road service/ }).first()).toHaveAttribute(
    "href",
    "tel:+18005550199",
  );
  await expectNoAxeViolations(page, "the request form");

  // Sent empty: the form says what is missing, beside each field, and files nothing.
  await page.getByRole("button", { name: "Send road-service request" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
    "Please correct the highlighted fields.",
  );
  await expect(page.getByText("Please choose what is broken down.")).toBeVisible();
  await expect(page.getByText(/Please tell us where you are/)).toBeVisible();
  await expect(
    page.getByText("Please enter a 10-digit US phone number we can call you back on."),
  ).toBeVisible();
  await expectNoAxeViolations(page, "the refused request");

  await fillRequest(page, "Dale Scripted");
  await page.getByRole("button", { name: "Send road-service request" }).click();
  await page.waitForURL(/\/road-service\/calls\/RS-/, { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1, name: "Received: finding a crew" })).toBeVisible();
  await expect(page.getByText("the crew on call at Wytheville, VA has your call")).toBeVisible();
  await expect(page.getByText("I-81, Northbound, mile 70, VA")).toBeVisible();
  await expectNoAxeViolations(page, "the call's status page");
  const reference = /RS-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(page.url())![0];
  await expect.poll(() => texts().some((t) => t.includes("road-offer") && t.includes(reference))).toBe(true);
  await page.context().close();
});

test("the request works without JavaScript, refusals included", async ({ browser }) => {
  const page = await phonePage(browser, { scripts: false });
  await page.goto("/road-service");
  await expect(page.getByRole("button", { name: "Use my phone's location" })).toHaveCount(0);
  await page.getByLabel("Your name*").fill("Dale Plain");
  await page.getByRole("button", { name: "Send road-service request" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
    "Please correct the highlighted fields.",
  );
  // What was typed is kept for the second try.
  await expect(page.getByLabel("Your name*")).toHaveValue("Dale Plain");
  await fillRequest(page, "Dale Plain");
  await page.getByRole("button", { name: "Send road-service request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Received: finding a crew" })).toBeVisible();
  expect(page.url()).toMatch(/\/road-service\/calls\/RS-[A-Z2-9-]+\?t=/);
  await page.context().close();
});

test("a crew accepts on the dispatch board and the driver sees each step", async ({ browser, request }) => {
  const filed = await request.post(`${site.baseURL}/api/road-calls`, {
    data: {
      vehicle: "tractor-trailer",
      highway: "I-81",
      marker: 70,
      state: "VA",
      axle: "drive",
      side: "right",
      dual: "inner",
      account: "none",
      name: "Dale Board",
      phone: "5405550124",
      texts: true,
    },
  });
  expect(filed.status()).toBe(201);
  const { call, statusUrl } = (await filed.json()) as { call: { reference: string }; statusUrl: string };
  const statusPath = new URL(statusUrl).pathname + new URL(statusUrl).search;

  // The driver texts back where exactly they are: the crew reads it on the board.
  await replyByText(site.baseURL, "+15405550124", "Right shoulder past exit 72, hazards on");

  const board = await phonePage(browser, { staff: true });
  await board.goto("/admin/dispatch");
  await expect(board.getByRole("heading", { level: 1, name: "Road calls" })).toBeVisible();
  const card = board.locator(`article#${call.reference}`);
  await expect(card.getByText("Offered to Wytheville, VA.")).toBeVisible();
  await expect(card.getByText(/Right shoulder past exit 72, hazards on/)).toBeVisible();
  await expectNoAxeViolations(board, "the dispatch board");
  await card.getByLabel("Store").selectOption({ label: "Wytheville, VA" });
  await card.getByLabel("Service truck").selectOption("2");
  await card.getByLabel("Who is going").fill("Kevin Akers");
  await card.getByLabel("There in").selectOption("45");
  await card.getByRole("button", { name: `Accept ${call.reference}` }).click();
  await expect(board.getByRole("status")).toHaveText(
    `You have road call ${call.reference}. The driver has been told your ETA.`,
  );
  await expect(
    board.locator(`article#${call.reference}`).getByText("Kevin Akers, Wytheville, VA, service truck 2"),
  ).toBeVisible();

  const driver = await phonePage(browser);
  await driver.goto(statusPath);
  await expect(driver.getByRole("heading", { level: 1, name: "Crew assigned" })).toBeVisible();
  await expect(
    driver.getByText(/Kevin Akers from Wytheville, VA is coming with service truck 2/),
  ).toBeVisible();

  for (const [button, heading] of [
    ["On the way", "Crew on the way"],
    ["On site", "Crew on site"],
    ["Rolling: close the call", "Rolling again"],
  ] as const) {
    await board.locator(`article#${call.reference}`).getByRole("button", { name: button }).click();
    await expect(board.getByRole("status")).toContainText(call.reference);
    await driver.goto(statusPath);
    await expect(driver.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await expect(driver.getByRole("button", { name: "Cancel this call" })).toHaveCount(0);
  await expect
    .poll(
      () =>
        texts().filter(
          (t) => t.includes(call.reference) && /road-(accepted|on-the-way|on-site|rolling)\b/.test(t),
        ).length,
    )
    .toBe(4);

  // A second crew's accept, from a page that still showed the call waiting, is told it was taken.
  const late = await request.post(`${site.baseURL}/api/admin/road-calls/${call.reference}`, {
    headers: { Authorization: `Basic ${Buffer.from(`late:${PASSWORD}`).toString("base64")}` },
    data: { action: "accept", storeId: 3, crewName: "Curtis Ring", etaMinutes: 30, truck: 1 },
  });
  expect(late.status()).toBe(409);
  await board.context().close();
  await driver.context().close();
});

test("an operator sets a store's reach and adds a crew to its rotation", async ({ browser }) => {
  const page = await phonePage(browser, { staff: true });
  await page.goto("/admin/road-service");
  await expect(page.getByRole("heading", { level: 1, name: "Road-service settings" })).toBeVisible();
  await expectNoAxeViolations(page, "the road-service settings");
  const windber = page.getByRole("region", { name: "Windber, PA" });
  await expect(windber.getByText(/On call now: Eli Yoder, until/)).toBeVisible();
  const rotation = windber.getByLabel(/On-call rotation/);
  await windber.getByLabel(/Reach for breakdowns/).fill("75");
  await rotation.fill(`${await rotation.inputValue()}\nAmos Miller, 555, amos.miller@alleghenytire.example`);
  await windber.getByRole("button", { name: "Save Windber, PA" }).click();
  await expect(windber.getByText("Line 2: please give a 10-digit US mobile number.")).toBeVisible();
  await windber
    .getByLabel(/On-call rotation/)
    .fill(
      "Eli Yoder, (814) 555-0173, eli.yoder@alleghenytire.example\nAmos Miller, (814) 555-0175, amos.miller@alleghenytire.example",
    );
  await windber.getByRole("button", { name: "Save Windber, PA" }).click();
  await expect(windber.getByRole("status")).toHaveText(
    "Saved. Breakdown calls near Windber, PA use these from now on.",
  );
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Windber, PA" }).getByLabel(/Reach for breakdowns/),
  ).toHaveValue("75");
  await expect(page.getByRole("region", { name: "Windber, PA" }).getByLabel(/On-call rotation/)).toHaveValue(
    /Amos Miller, \(814\) 555-0175/,
  );
  await page.context().close();
});
