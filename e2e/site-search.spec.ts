import { expect, stopWaitingForHydration, test } from "./fixtures";
import { openHeaderSearch } from "./header-search-support";
import { expectNoAxeViolations } from "./support";

// One search for the whole site: services, stores, pages and help topics beside the tires, in the
// header's suggestions and on /search, at a phone's width and a desktop's.

for (const width of [390, 1280]) {
  test.describe(`site search at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("a store typed with a slip is suggested with its phone, and opens its page", async ({ page }) => {
      await page.goto("/services");
      const { box } = await openHeaderSearch(page, width);
      await box.pressSequentially("wythvile");
      const store = page.getByRole("option", {
        name: /^Wytheville, VA store\s*Store · Wytheville, VA · \(276\)/,
      });
      await expect(store).toBeVisible();
      await expectNoAxeViolations(page, "store suggested");
      await box.press("ArrowDown");
      await expect(store).toHaveAttribute("aria-selected", "true");
      await box.press("Enter");
      await expect(page).toHaveURL("/locations/wytheville-va");
    });

    test("a service typed with a slip answers with its booking", async ({ page }) => {
      await page.goto("/search?q=alignmnet");
      await expect(page.getByRole("heading", { name: /^Best match(es)?$/ })).toBeVisible();
      await expect(page.getByText(/We couldn.t find anything called/)).toHaveCount(0);
      const first = page.getByTestId("search-hit").first();
      await expect(first).toHaveAttribute("data-type", "service");
      await expect(first.getByRole("link", { name: "Computerized Wheel Alignment" })).toHaveAttribute(
        "href",
        "/services#alignment",
      );
      await first.getByRole("link", { name: "Book Wheel Alignment" }).click();
      await expect(page).toHaveURL(/\/schedule\?service=wheel-alignment/);
    });

    test("a store answers with today's hours, its phone and its booking", async ({ page }) => {
      await page.goto("/search?q=wytheville%20hours");
      const card = page.getByTestId("search-hit").first();
      await expect(card).toHaveAttribute("data-type", "store");
      await expect(card.getByRole("heading", { name: "Wytheville, VA store" })).toBeVisible();
      // Worked out on the visitor's clock once the page runs: open, closed, or opening later.
      await expect(card.getByTestId("opening-status")).not.toHaveAttribute("data-state", "pending");
      await expect(card.getByTestId("opening-status")).toHaveText(/open|closed|opens/i);
      await expect(card.getByRole("link", { name: /^Call \(276\) 555-/ })).toHaveAttribute(
        "href",
        /^tel:\+1276/,
      );
      await expect(card.getByRole("link", { name: "Book at this store" })).toHaveAttribute(
        "href",
        /^\/schedule\?locationId=4/,
      );
      await expectNoAxeViolations(page, "store answer");
      await page.screenshot({ path: test.info().outputPath(`store-answer-${width}.png`), fullPage: false });
    });

    test("a ZIP code lists our three nearest stores, with their distance", async ({ page }) => {
      await page.goto("/search?q=24210");
      const cards = page.getByTestId("search-hit");
      await expect(cards).toHaveCount(3);
      await expect(cards.first().getByRole("heading")).toHaveText("Bristol, TN store");
      for (const card of await cards.all())
        await expect(card).toContainText(/\d+\.\d miles away from Abingdon, VA 24210/);
    });

    test("questions lead to their answers: hours, financing, returns", async ({ page }) => {
      for (const [query, label, href] of [
        ["hours", "Store hours", "/locations#stores"],
        ["finacing", "Tire financing", "/finance"],
        ["return policy", "Returns and exchanges", "/terms#returns"],
      ] as const) {
        await page.goto(`/search?q=${encodeURIComponent(query)}`);
        const first = page.getByTestId("search-hit").first();
        await expect(first.getByRole("link", { name: label })).toHaveAttribute("href", href);
      }
      await expectNoAxeViolations(page, "help answer");
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the results page answers a service with its booking, and a store with its usual hours", async ({
    page,
  }) => {
    stopWaitingForHydration(page);
    await page.goto("/search?q=oil%20change");
    await expect(
      page.getByTestId("search-hit").first().getByRole("link", { name: "Book Oil Changes" }),
    ).toBeVisible();
    await page.goto("/search?q=windber");
    await expect(page.getByTestId("opening-status").first()).toHaveText(
      "Monday - Friday: 7:30 AM - 4:30 PM; Saturday - Sunday: Closed",
    );
  });
});
