import { expect, test } from "./fixtures";
import { openHeaderSearch } from "./header-search-support";
import { expectNoAxeViolations } from "./support";

const PRINTED = "LT265/70R17 121/118S";
const LOWER_MARK = "Lower load or speed rating than your tire";

for (const width of [390, 1280]) {
  test.describe(`sizes as printed on the sidewall at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the header search suggests the size typed with its load index and speed rating", async ({
      page,
    }) => {
      await page.goto("/about");
      const { box } = await openHeaderSearch(page, width);
      await box.pressSequentially(PRINTED);
      await expect(page.getByRole("option", { name: /^LT265\/70R17/ }).first()).toBeVisible();
      await expect(page.getByText(/^No suggestions/)).toHaveCount(0);
      await expectNoAxeViolations(page, "suggestions for a printed size");
      await box.press("Enter");
      await expect(page).toHaveURL("/tires/size/lt265-70r17?load=121&speed=S");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("LT265/70R17 Light-Truck Tires");
    });

    test("the search page reads a size with its service description", async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent("225/65R17 102H")}`);
      await expect(page).toHaveURL("/tires/size/225-65r17?load=102&speed=H");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("225/65R17 Tires");
      await expect(page.getByText(/We couldn't find anything called/)).toHaveCount(0);
      await expect(page.getByTestId("tire-offer").first()).toBeVisible();
    });

    test("the size box on /tires accepts the size as printed", async ({ page }) => {
      await page.goto("/tires");
      const form = page.getByRole("form", { name: "Search by tire size" });
      await form.getByRole("textbox", { name: "Search by tire size" }).fill(PRINTED);
      await form.getByRole("button", { name: "Find tires" }).click();
      await expect(page).toHaveURL("/tires/size/lt265-70r17?load=121&speed=S");
      await expect(page.getByText(/We couldn't read that tire size/)).toHaveCount(0);
    });

    test("the size page hides tires rated below the customer's, says how many, and can list them marked", async ({
      page,
    }) => {
      await page.goto("/tires/size/lt265-70r17");
      const all = await page.getByTestId("tire-offer").count();
      await page.goto("/tires/size/lt265-70r17?load=121&speed=S");
      const line = page.getByTestId("service-filter-line");
      await expect(line).toContainText(
        /tires? (is|are) hidden: a lower load or speed rating than your tire's 121S\./,
      );
      const hidden = Number(/(\d+) tires? (is|are) hidden/.exec((await line.textContent()) ?? "")![1]);
      const offers = page.getByTestId("tire-offer");
      await expect(offers).toHaveCount(all - hidden);
      for (const text of await offers.allTextContents()) {
        expect(text).toContain("121/118S");
        expect(text).not.toContain(LOWER_MARK);
      }
      await expectNoAxeViolations(page, "lower-rated tires hidden");

      await line.getByRole("link", { name: /^Show (them|it) too$/ }).click();
      await expect(page).toHaveURL("/tires/size/lt265-70r17?load=121&speed=S&lower=shown");
      await expect(offers).toHaveCount(all);
      const marked = page.locator('[data-testid="tire-offer"][data-lower-rating="true"]');
      await expect(marked).toHaveCount(hidden);
      for (const text of await marked.allTextContents()) {
        expect(text).toContain(LOWER_MARK);
        expect(text).toMatch(/121\/118[QR]/);
      }
      await expectNoAxeViolations(page, "lower-rated tires listed and marked");
    });

    test("a size address written the sidewall's way lands on the canonical page", async ({ page }) => {
      const response = await page.goto("/tires/size/18.4-38");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL("/tires/size/18-4r38");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("18.4-38 Tires");
      await page.goto("/tires/size/lt265-70r17-121-118s");
      await expect(page).toHaveURL("/tires/size/lt265-70r17?load=121&speed=S");
      await expectNoAxeViolations(page, "size page reached from a sidewall address");
    });
  });
}
