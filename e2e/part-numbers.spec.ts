import { expect, test, waitForHydration, type Page } from "./fixtures";
import { startPrivateSiteOn, type PrivateSite } from "./private-site";
import { passwordStaffPage } from "./staff-page-support";
import { expectNoAxeViolations } from "./support";

// The point of sale's export goes up with its own part numbers: numbers not mapped yet are left
// out and wait to be mapped, then count. Staff pages change the stock, so this file starts sites
// of its own with a staff password: on SQLite at a phone's width, on PostgreSQL at a desktop's.
const PASSWORD = "part-keeper";
const NORTON_ID = 5;

test.describe.configure({ mode: "serial" });
test.skip(Boolean(process.env.E2E_BASE_URL), "starts sites of their own, with a staff password");

async function upload(page: Page, label: string, button: string, name: string, csv: string) {
  await page.getByLabel(label).setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: button, exact: true }).click();
}

for (const [database, width] of [
  ["sqlite", 390],
  ["postgres", 1280],
] as const) {
  test.describe(`on ${database} at ${width} px`, () => {
    let site: PrivateSite;
    test.beforeAll(async () => {
      site = await startPrivateSiteOn(database, { STATUS_PASSWORD: PASSWORD });
    });
    test.afterAll(async () => site?.stop());

    test("an export by part number leaves unknown numbers out; mapped, they count", async ({ browser }) => {
      const page = await passwordStaffPage(site, browser, PASSWORD, width);
      const stock = `/admin/inventory?q=225%2F65R17&location=${NORTON_ID}`;
      await page.goto(stock);
      const row = page.locator("tbody tr[data-offer]").first();
      const offerId = (await row.getAttribute("data-offer"))!;
      const tireName = (await row.locator("th span").first().innerText()).trim();

      const exportCsv = `Location ID,Part Number,On Hand\r\n${NORTON_ID},pos-77123,11\r\n${NORTON_ID},VALVE-TR413,200\r\n`;
      await upload(page, "Point-of-sale export (CSV)", "Upload", "till.csv", exportCsv);
      const answer = page.getByRole("status").filter({ hasText: "Stock saved" });
      await expect(answer).toContainText(
        "Stock saved: 0 rows updated. 2 part numbers are not mapped to a tire yet and were not counted",
      );
      await expect(answer).toContainText("Not mapped yet: POS-77123, VALVE-TR413.");
      await answer.getByRole("link", { name: "Map them" }).click();

      await expect(page.getByRole("heading", { level: 1, name: "Part numbers" })).toBeVisible();
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 2, name: "Waiting to be mapped (2)" })).toBeVisible();
      const waiting = page.locator("li[data-part-number='POS-77123']");
      await expect(waiting).toContainText("at Norton, VA · 11 on hand · seen once");
      await expectNoAxeViolations(page, "the part-number page with numbers waiting");

      // A size where the offer id goes is refused with a way to the right one.
      await waiting.getByRole("textbox", { name: "Offer id for part number POS-77123" }).fill("225/65R17");
      await waiting.getByRole("button", { name: "Map POS-77123" }).click();
      const notice = page.locator("#part-notice");
      await expect(notice).toHaveText(/^225\/65R17 is a size: look it up in the stock list/);
      await expect(notice).toHaveAttribute("role", "alert");

      await page
        .locator("li[data-part-number='POS-77123']")
        .getByRole("textbox", { name: "Offer id for part number POS-77123" })
        .fill(offerId);
      await page.getByRole("button", { name: "Map POS-77123" }).click();
      await expect(notice).toHaveText(
        `Part number POS-77123 is now ${offerId}. Upload the export again to count it.`,
      );
      await page.getByRole("button", { name: "Not a tire: VALVE-TR413" }).click();
      await expect(notice).toHaveText(
        "Part number VALVE-TR413 is marked as not a tire: exports leave it out.",
      );
      await expect(page.getByRole("heading", { level: 2, name: "Waiting to be mapped (0)" })).toBeVisible();
      const mapped = page.locator("li[data-part-number='POS-77123']");
      await expect(mapped).toContainText(`POS-77123 is ${tireName}`);
      await expect(page.locator("li[data-part-number='VALVE-TR413']")).toContainText(
        "VALVE-TR413 is Not a tire",
      );

      await page.goto(stock);
      await upload(page, "Point-of-sale export (CSV)", "Upload", "till.csv", exportCsv);
      await expect(page.getByRole("status").filter({ hasText: "Stock saved" })).toHaveText(
        /Stock saved: 1 row updated\. 1 line is for items marked as not tires\./,
      );
      await expect(
        page.locator(`tbody tr[data-offer='${offerId}'][data-location='${NORTON_ID}'] td`).nth(1),
      ).toHaveText("11");
    });

    test("a part-number list is refused by line, then saved whole", async ({ browser }) => {
      const page = await passwordStaffPage(site, browser, PASSWORD, width);
      await page.goto("/admin/inventory/part-numbers");
      await waitForHydration(page);
      const label = "Part-number list (CSV)";
      await upload(
        page,
        label,
        "Upload list",
        "parts.csv",
        "part_number,offer_id\nPOS-1,nope\nPOS-2,not a tire\n",
      );
      const refused = page.getByRole("alert").filter({ hasText: "Nothing was changed" });
      await expect(refused).toContainText("Nothing was changed: 1 row was refused.");
      await expect(refused).toContainText('Line 2: No tire in the catalog has the offer id "nope".');
      await expect(refused).toBeFocused();

      await upload(
        page,
        label,
        "Upload list",
        "parts.csv",
        "part_number,offer_id\nPOS-1,not a tire\nPOS-2,not a tire\n",
      );
      const saved = page.getByRole("status").filter({ hasText: "Part numbers saved" });
      await expect(saved).toHaveText("Part numbers saved: 2 new, 0 changed, 0 already so.");
      await expect(page.locator("li[data-part-number='POS-2']")).toContainText("POS-2 is Not a tire");
      await page.getByRole("searchbox", { name: "Find a part number, offer id or tire" }).fill("pos-1");
      await page.getByRole("search", { name: "Part numbers" }).getByRole("button", { name: "Find" }).click();
      await expect(page.getByText(/^1 of \d+ match “pos-1”/)).toBeVisible();
      await page.getByRole("button", { name: "Remove part number POS-1" }).click();
      await expect(page.locator("#part-notice")).toHaveText(
        "Part number POS-1 is off the list; the next export lists it to map.",
      );
      await expectNoAxeViolations(page, "the part-number page after a list was saved");
    });

    test("without JavaScript the list uploads and a number is mapped", async ({ browser }) => {
      const page = await passwordStaffPage(site, browser, PASSWORD, width, false);
      await page.goto("/admin/inventory/part-numbers");
      await upload(
        page,
        "Part-number list (CSV)",
        "Upload list",
        "parts.csv",
        "SKU,Offer ID\nPOS-3,not a tire\n",
      );
      await expect(page.getByRole("status").filter({ hasText: "Part numbers saved" })).toHaveText(
        "Part numbers saved: 1 new, 0 changed, 0 already so.",
      );
      const entry = page.locator("li[data-part-number='POS-3']");
      await expect(entry).toContainText("POS-3 is Not a tire");
      await entry.getByText("Change part number POS-3").click();
      await entry.getByRole("textbox", { name: "Offer id for part number POS-3" }).fill("nope");
      await entry.getByRole("button", { name: "Map POS-3" }).click();
      await expect(page.locator("#part-notice")).toHaveText(
        'No tire in the catalog has the offer id "nope". Write one from the stock list, or "not a tire".',
      );
    });
  });
}
