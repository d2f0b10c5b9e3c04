import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations } from "./support";

/**
 * "Broken down?" is one tap away on a phone, on every page: the header's entry leads to the road
 * service page, where the 24/7 line and the online request stand side by side; the pages about
 * trucks, farms and machines carry the line and the request themselves.
 */
const ROAD_SERVICE_TEL = "tel:+18005550199";
const CALL_NAME = /^Call 24\/7 road service: \(800\) 555-0199$/;
const REQUEST_NAME = "Request road service online";

const headerEntry = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Broken down\?/ });

/** The entry in the page itself (not the header's): the line to call and the request beside it. */
async function expectEntryInPage(page: Page) {
  const entry = page.getByRole("main").getByTestId("broken-down").first();
  await expect(entry).toContainText("Broken down?");
  await expect(entry.getByRole("link", { name: CALL_NAME })).toHaveAttribute("href", ROAD_SERVICE_TEL);
  await expect(entry.getByRole("link", { name: REQUEST_NAME })).toHaveAttribute("href", "/road-service");
  return entry;
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home page shows Broken down? on its first screen: the header's entry, the line and the request", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(headerEntry(page)).toBeInViewport();
    await expect(headerEntry(page)).toHaveAttribute("href", "/road-service");
    const entry = await expectEntryInPage(page);
    await expect(entry.getByRole("link", { name: CALL_NAME })).toBeInViewport();
    await expect(entry.getByRole("link", { name: REQUEST_NAME })).toBeInViewport();
    // The 24/7 figure under the hero leads there too, and no longer says "national accounts".
    await expect(page.getByRole("link", { name: "Road service from our own trucks" })).toHaveAttribute(
      "href",
      "/road-service",
    );
    await expect(page.getByRole("main")).not.toContainText("Road service for national accounts");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const { path, inPage } of [
    { path: "/locations/charleston-wv", inPage: true },
    { path: "/farm-tires", inPage: true },
    { path: "/tires/size/18-4r38", inPage: true },
    { path: "/tires/details/goodyear-g661-hsa-295-75r22-5", inPage: true },
    { path: "/tires/details/michelin-defender2-225-65r17", inPage: false },
  ]) {
    test(`${path}: road service is one tap away, and the page offers the line and the request`, async ({
      page,
    }) => {
      await page.goto(path);
      if (inPage) await expectEntryInPage(page);
      const entry = headerEntry(page);
      await expect(entry).toBeInViewport();
      await entry.click();
      await expect(page).toHaveURL(/\/road-service$/);
      // Where both are offered: the 24/7 line to call beside the online request.
      await expect(page.locator(`a[href="${ROAD_SERVICE_TEL}"]`).first()).toBeVisible();
    });
  }

  test("the menu opens on road service too", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: /Menu navigation/ }).click();
    const first = page.getByRole("navigation", { name: "Main" }).getByRole("link").first();
    await expect(first).toHaveText("Broken down? 24/7 road service");
    await expect(first).toHaveAttribute("href", "/road-service");
  });

  test("a farm size page offers road service beside the quote, and has no accessibility violations", async ({
    page,
  }) => {
    await page.goto("/tires/size/18-4r38");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByTestId("broken-down")).toBeVisible();
    await expect(hero.getByRole("link", { name: /^Request a quote/ })).toBeVisible();
    await expectNoAxeViolations(page, "farm size page");
  });

  test("searching roadside answers with road service first, and the box suggests it", async ({ page }) => {
    await page.goto("/search?q=roadside");
    const answer = page.getByTestId("broken-down");
    await expect(answer.getByRole("heading", { level: 2, name: "Broken down?" })).toBeVisible();
    await expect(answer.getByRole("link", { name: CALL_NAME })).toHaveAttribute("href", ROAD_SERVICE_TEL);
    await expect(answer.getByRole("link", { name: REQUEST_NAME })).toHaveAttribute("href", "/road-service");
    // Nothing that merely looks like the word (a Roadmaster tire) comes before or instead of it.
    await expect(page.getByTestId("search-hit")).toHaveCount(0);
    const first = await page
      .getByRole("main")
      .locator('a[href^="tel:"], [data-testid="search-hit"]')
      .first()
      .getAttribute("href");
    expect(first).toBe(ROAD_SERVICE_TEL);
    await expectNoAxeViolations(page, "road service answer");

    // "flat": the road service, and the store's flat repair with its booking.
    await page.goto("/search?q=flat");
    await expect(page.getByTestId("broken-down")).toBeVisible();
    const repair = page.getByTestId("search-hit").filter({ hasText: "Flat Tire Repair" });
    await expect(repair.getByRole("link", { name: "Book Flat Tire Repair" })).toHaveAttribute(
      "href",
      "/schedule?service=flat-tire-repair",
    );

    // The header box suggests it as the words are typed.
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
    const box = page
      .getByRole("search", { name: "Site search" })
      .getByLabel("Search tires, services, stores and help");
    await box.pressSequentially("broken do");
    await expect(page.getByRole("option").first()).toContainText("Broken down? 24/7 road service");
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the top bar names road service, and the pages about trucks and machines carry the line", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(headerEntry(page)).toHaveText("Broken down? 24/7 road service");
    for (const path of ["/commercial", "/commercial-tires", "/mining-tires", "/OTR", "/locations"]) {
      await page.goto(path);
      await expectEntryInPage(page);
    }
  });
});
