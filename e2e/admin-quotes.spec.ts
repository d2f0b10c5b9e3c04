import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { expect, hydrateAfterNavigation, test, waitForHydration, type Browser, type Page } from "./fixtures";
import { startPrivateSite, type PrivateSite } from "./private-site";
import { expectNoAxeViolations, useStoredTheme } from "./support";
import { bookableLocations } from "../data/locations";
import { formatPrice } from "../lib/core/price";
import { getTiresByCategory } from "../lib/tires/category-tires";
import { counterEstimate } from "../lib/tires/out-the-door";

// /admin/quotes shows customers' contact details to the sales desk, so it needs a staff sign-in;
// the shared test site has none. This file starts a site of its own with the staff password.
const PASSWORD = "sales-desk";
const STAFF_NAME = "Staff (shared password)";
const QUOTE_MESSAGE = "Two Firestone 480/80R42 at $2,150 each, mounted on your rims. Delivered Thursday.";

let site: PrivateSite;
const references: Record<"farm" | "mining", string> = { farm: "", mining: "" };

test.describe.configure({ mode: "serial" });
test.skip(Boolean(process.env.E2E_BASE_URL), "starts a site of its own, with a staff password");

test.beforeAll(async ({ request }) => {
  site = await startPrivateSite({ STATUS_PASSWORD: PASSWORD });
  for (const [application, product, name] of [
    ["farm", "Firestone Radial All Traction 23° 480/80R42", "Ada Hatfield"],
    ["mining", "Michelin XDR3 27.00R49", "Bo McCoy"],
  ] as const) {
    const reply = await request.post(`${site.baseURL}/api/quotes`, {
      data: {
        product,
        quantity: 2,
        application,
        name,
        email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
        phone: "2765550142",
      },
    });
    expect(reply.status(), await reply.text()).toBe(200);
    references[application] = ((await reply.json()) as { reference: string }).reference;
  }
});
test.afterAll(async () => site?.stop());

/** A signed-in desk page at `width`, not yet opened anywhere. */
async function deskPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.baseURL,
    viewport: { width, height: 900 },
    httpCredentials: { username: "sales", password: PASSWORD },
  });
  context.on("page", hydrateAfterNavigation);
  return context.newPage();
}

/** The text of the quote e-mail to the customer about `reference`, once the outbox has written it. */
async function quoteMailText(reference: string): Promise<string> {
  const folder = join(site.dataDir, "outbox");
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        const files = existsSync(folder)
          ? readdirSync(folder).filter((f) => f.endsWith("-quote-sent.eml"))
          : [];
        for (const file of files) {
          const mail = await simpleParser(readFileSync(join(folder, file)));
          if (mail.subject?.includes(reference)) text = mail.text;
        }
        return text !== undefined;
      },
      { message: `No quote e-mail for ${reference} in ${folder}` },
    )
    .toBe(true);
  return text!;
}

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test("the sales desk filters its quote requests, assigns one, marks it quoted with a message and sees its history", async ({
  browser,
  request,
}) => {
  expect((await request.get(`${site.baseURL}/admin/quotes`)).status()).toBe(401);

  const page = await deskPage(browser, 1280);
  await page.goto("/admin/quotes");
  await expect(page.getByRole("heading", { level: 1, name: "Quote requests" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Staff pages" }).getByRole("link", { name: "Quote requests" }),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "2 quote requests." })).toBeVisible();
  const byState = page.getByRole("navigation", { name: "Quote requests by state" });
  await expect(byState.getByRole("link", { name: "New 2" })).toBeVisible();
  await expectNoAxeViolations(page, "list at 1280 px");

  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Farm" });
  await page.getByRole("button", { name: "Show" }).click();
  await page.waitForURL(/category=farm/);
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: "1 quote request." })).toBeVisible();
  await expect(page.getByRole("link", { name: references.mining })).toHaveCount(0);
  await page.getByRole("link", { name: references.farm }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: `Quote request ${references.farm}` }),
  ).toBeVisible();
  await waitForHydration(page);
  const sent = page.getByRole("region", { name: "What the customer sent" });
  await expect(sent).toContainText("Ada Hatfield");
  await expect(sent.getByRole("link", { name: "ada@example.com" })).toHaveAttribute(
    "href",
    "mailto:ada@example.com",
  );
  await expectNoAxeViolations(page, "request at 1280 px");

  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByRole("combobox", { name: "Assignee" })).toHaveValue(STAFF_NAME);
  await page.getByRole("combobox", { name: "State" }).selectOption({ label: "Quoted" });
  await page.getByRole("textbox", { name: /^Message to the customer/ }).fill(QUOTE_MESSAGE);
  await page.getByRole("textbox", { name: /^Quoted total \(USD\)/ }).fill("1,249.90");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved. The quote message is on its way to the customer.")).toBeVisible();

  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(5);
  // The amount is a field of the record, not only words in the message.
  await expect(history).toContainText("Quoted total: $1,249.90");
  await expect(sent).toContainText("Quoted total$1,249.90");
  await expect(history).toContainText("Received from the website");
  await expect(history).toContainText("State: New → Quoted");
  await expect(history).toContainText(`Assigned to ${STAFF_NAME}`);
  await expect(history).toContainText("Quote e-mailed to ada@example.com");
  // The quote itself (tires, price, delivery) stays on the record, word for word.
  await expect(history).toContainText(QUOTE_MESSAGE);
  await expect(history.getByRole("listitem").last()).toContainText(
    new RegExp(`By ${STAFF_NAME.replace(/[()]/g, "\\$&")} from \\S+`),
  );
  await expect(sent.getByText("Quoted", { exact: true })).toBeVisible();
  // Already quoted: the form no longer offers to e-mail the customer again.
  await expect(page.getByRole("textbox", { name: /^Message to the customer/ })).toHaveCount(0);
  await expectNoAxeViolations(page, "request after the save at 1280 px");

  const mail = await quoteMailText(references.farm);
  expect(mail).toContain(QUOTE_MESSAGE);
  expect(mail).toContain(references.farm);
  await page.context().close();
});

test("on a phone, in the dark theme, the desk reads the quoted request and its history without scrolling sideways", async ({
  browser,
}) => {
  const page = await deskPage(browser, 390);
  await useStoredTheme(page, "dark");
  await page.goto("/admin/quotes?state=quoted");
  await expect(page.getByRole("status").filter({ hasText: "1 quote request." })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "State" })).toHaveValue("quoted");
  await noSidewaysScroll(page, 390);
  await expectNoAxeViolations(page, "list at 390 px");

  await page.getByRole("link", { name: references.farm }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Quote request ${references.farm}` }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    "Quote e-mailed to ada@example.com",
  );
  await noSidewaysScroll(page, 390);
  await expectNoAxeViolations(page, "request at 390 px");
  await page.context().close();
});

test("without JavaScript the same form assigns a request to the one signed in", async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: site.baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 900 },
    httpCredentials: { username: "sales", password: PASSWORD },
  });
  const page = await context.newPage();
  await page.goto(`/admin/quotes/${references.mining}`);
  await page
    .getByRole("textbox", { name: "Note for the desk" })
    .fill("Asked the plant about a 2-week delivery.");
  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Assignee" })).toHaveValue(STAFF_NAME);
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText(`Assigned to ${STAFF_NAME}`);
  await expect(history).toContainText("Note: Asked the plant about a 2-week delivery.");
  await context.close();
});

test("two salespeople on the same request: the later note is refused with the colleague's shown, a different field is kept", async ({
  browser,
}) => {
  const [first, second] = [await deskPage(browser, 1280), await deskPage(browser, 390)];
  for (const page of [first, second]) await page.goto(`/admin/quotes/${references.farm}`);
  const note = (page: Page) => page.getByRole("textbox", { name: "Note for the desk" });
  const shownNote = await note(first).inputValue();

  await note(first).fill("Called Ada: wants them before spring planting.");
  await first.getByRole("button", { name: "Save", exact: true }).click();
  await expect(first.getByText("Saved.", { exact: true })).toBeVisible();

  // The second page still shows the note as it was: its own note is refused, in words...
  await expect(note(second)).toHaveValue(shownNote);
  await note(second).fill("Left a voicemail.");
  await second.getByRole("button", { name: "Save", exact: true }).click();
  await expect(second.getByText(/This quote request changed meanwhile/)).toBeVisible();
  // ...and the page then shows the colleague's note, which the second person can build on.
  await expect(note(second)).toHaveValue("Called Ada: wants them before spring planting.");
  // Handed back to the desk: nobody has it now.
  await second.getByRole("combobox", { name: "Assignee" }).selectOption({ label: "Nobody yet" });
  await second.getByRole("button", { name: "Save", exact: true }).click();
  await expect(second.getByText("Saved.", { exact: true })).toBeVisible();
  await expect(second.getByRole("combobox", { name: "Assignee" })).toHaveValue("");
  await expect(note(second)).toHaveValue("Called Ada: wants them before spring planting.");
  const history = second.getByRole("region", { name: "History" });
  await expect(history).toContainText("Note: Called Ada: wants them before spring planting.");
  await expect(history).not.toContainText("Left a voicemail.");
  for (const page of [first, second]) await page.context().close();
});

test("a highway tire's quote shows what it comes to at each store's counter, with fee and tax", async ({
  browser,
  request,
}) => {
  const tire = getTiresByCategory("commercial")[0]!;
  const reply = await request.post(`${site.baseURL}/api/quotes`, {
    data: {
      tireId: tire.id,
      quantity: 10,
      application: "on-highway",
      name: "Cy Fleet",
      email: "cy@example.com",
      phone: "2765550143",
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const { reference } = (await reply.json()) as { reference: string };

  for (const width of [390, 1280]) {
    const page = await deskPage(browser, width);
    await page.goto(`/admin/quotes/${reference}`);
    const table = page.getByRole("table", { name: /^Out the door for 10 tires at each store/ });
    await expect(table).toBeVisible();
    for (const store of bookableLocations) {
      const estimate = counterEstimate({ storeId: store.id, pricePerTire: tire.price, quantity: 10 });
      await expect(table.getByRole("row", { name: new RegExp(`^${store.name}`) })).toContainText(
        formatPrice(estimate.total),
      );
    }
    await noSidewaysScroll(page, width);
    await expectNoAxeViolations(page, `counter estimate at ${width} px`);
    await page.context().close();
  }
  // A farm tire described in words has no catalog price: no estimate, and no made-up one.
  const farm = await deskPage(browser, 1280);
  await farm.goto(`/admin/quotes/${references.farm}`);
  await expect(farm.getByTestId("quote-counter-estimate")).toHaveCount(0);
  await farm.context().close();
});
