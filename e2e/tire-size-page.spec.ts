import { expect, test, type Page } from "./fixtures";
import { siteUrl } from "./support";

const PATH = "/tires/size/225-65r17";

async function shownPrices(page: Page): Promise<number[]> {
  const cards = page.getByTestId("tire-offer");
  await expect(cards.first()).toBeVisible();
  return await cards.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute("data-price"))));
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("tire size page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("lists priced tires cheapest first, with the installed set price and placard advice", async ({
    page,
  }) => {
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("225/65R17 Tires | Allegheny Tire");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("225/65R17 Tires");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl.origin}${PATH}`);
    await expect(page.getByRole("main")).toContainText("driver's door");

    const prices = await shownPrices(page);
    expect(prices.length).toBeGreaterThanOrEqual(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(page.getByTestId("tire-offer").first()).toContainText("Set of 4 installed");
    await expectNoSidewaysScroll(page);
  });

  test("filters fold away until opened, and each filter is a link to a shareable URL", async ({ page }) => {
    await page.goto(PATH);
    const filters = page.getByTestId("size-filters");
    const winter = filters.getByRole("link", { name: "Winter", exact: true });
    await expect(winter).toBeHidden();
    await filters.getByText("Filter and sort").click();
    await winter.click();
    await expect(page).toHaveURL(`${PATH}?type=winter#size-results`);
    await expect(page.getByRole("heading", { level: 2, name: /of \d+ tires/ })).toBeVisible();
    const cards = page.getByTestId("tire-offer");
    for (const card of await cards.all()) await expect(card).toContainText("Winter");
    // The choice lands on the results, in view; the panel stays folded, saying filters are on, and
    // marks the active choice.
    await expect(page.getByRole("heading", { level: 2, name: /of \d+ tires/ })).toBeInViewport();
    await expect(filters.locator("summary")).toContainText("filters on");
    await filters.getByText("Filter and sort").click();
    await expect(
      page.getByTestId("size-filters").getByRole("link", { name: "Winter", exact: true }),
    ).toHaveAttribute("aria-current", "true");
    await expectNoSidewaysScroll(page);
  });
});

test.describe("tire size page on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows the filters beside the list; brand, price band and order combine and clear", async ({
    page,
  }) => {
    await page.goto(PATH);
    const filters = page.getByTestId("size-filters");
    await filters.getByRole("link", { name: "Michelin", exact: true }).click();
    await expect(page).toHaveURL(`${PATH}?brand=michelin#size-results`);
    for (const card of await page.getByTestId("tire-offer").all())
      await expect(card).toContainText("Michelin");

    await filters.getByRole("link", { name: "$200 to $300" }).click();
    await expect(page).toHaveURL(`${PATH}?brand=michelin&minPrice=200&maxPrice=300#size-results`);
    expect((await shownPrices(page)).every((price) => price >= 200 && price <= 300)).toBe(true);

    await filters.getByRole("link", { name: "Price: high to low" }).click();
    await expect(page).toHaveURL(
      `${PATH}?brand=michelin&minPrice=200&maxPrice=300&sort=price-desc#size-results`,
    );
    const prices = await shownPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await filters.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(`${PATH}?sort=price-desc#size-results`);
    await expect(page.getByRole("heading", { level: 2, name: /^\d+ tires$/ })).toBeVisible();
  });

  test("a filter that matches nothing explains itself and offers the whole list back", async ({ page }) => {
    await page.goto(`${PATH}?brand=starfire&type=winter`);
    await expect(page.getByTestId("tire-offer")).toHaveCount(0);
    const main = page.getByRole("main");
    await expect(main).toContainText("Clear a filter");
    await main.getByRole("link", { name: /^Show all \d+ tires$/ }).click();
    await expect(page).toHaveURL(PATH);
    expect((await shownPrices(page)).length).toBeGreaterThanOrEqual(3);
  });

  test("an unreadable filter is ignored, and a light-truck size lists load ranges", async ({ page }) => {
    expect((await page.goto(`${PATH}?type=%3Cscript%3E&sort=nope`))?.status()).toBe(200);
    expect((await shownPrices(page)).length).toBeGreaterThanOrEqual(3);

    await page.goto("/tires/size/lt265-70r17");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("LT265/70R17 Light-Truck Tires");
    await expect(page.getByTestId("tire-offer").first()).toContainText(/load range [CDE]/);
  });

  test("a size we do not sell is the 404 page, and every size page is in sitemap.xml", async ({
    page,
    request,
  }) => {
    const response = await page.goto("/tires/size/145-80r13");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Page Not Found");

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`${siteUrl.origin}${PATH}</loc>`);
    expect(sitemap).toContain(`${siteUrl.origin}/tires/size/lt265-70r17</loc>`);
  });
});

test.describe("installation links", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("each tire books its installation as a set of four", async ({ page }) => {
    await page.goto(PATH);
    const card = page.getByTestId("tire-offer").first();
    const id = ((await card.getByRole("heading").getByRole("link").getAttribute("href")) ?? "")
      .split("/")
      .pop();
    await expect(card.getByRole("link", { name: /^Schedule Installation/ })).toHaveAttribute(
      "href",
      `/schedule?service=Tire%20Sales%20%26%20Installation&tire=${id}&qty=4`,
    );
  });

  test("from the vehicle finder, the page names the vehicle and every schedule and filter link keeps it", async ({
    page,
  }) => {
    await page.goto("/#vehicle-finder");
    const finder = page.getByRole("form", { name: "Vehicle tire size finder" });
    for (const [label, value] of [
      ["Vehicle Year*", "2020"],
      ["Vehicle Make*", "Ford"],
      ["Vehicle Model*", "F-150"],
      ["Trim*", "King Ranch"],
    ]) {
      const select = finder.getByLabel(label!);
      await expect(select).toBeEnabled();
      await select.selectOption({ label: value! });
    }
    await finder.getByRole("button", { name: "Find My Tires" }).click();
    await finder.getByRole("link", { name: /^Shop .+ Tires$/ }).click();
    const vehicle = "year=2020&make=Ford&model=F-150&trim=King%20Ranch";
    await expect(page).toHaveURL(`/tires/size/275-55r20?${vehicle}`);
    await expect(page.getByText("Fits your 2020 Ford F-150 King Ranch")).toBeVisible();

    const card = page.getByTestId("tire-offer").first();
    await expect(card.getByRole("link", { name: /^Schedule Installation/ })).toHaveAttribute(
      "href",
      new RegExp(
        "^/schedule\\?service=Tire%20Sales%20%26%20Installation&tire=[a-z0-9-]+-275-55r20&qty=4" +
          "&vehicleYear=2020&vehicleMake=Ford&vehicleModel=F-150&vehicleTrim=King%20Ranch$",
      ),
    );
    await page.getByTestId("size-filters").getByRole("link", { name: "Price: high to low" }).click();
    await expect(page).toHaveURL(`/tires/size/275-55r20?sort=price-desc&${vehicle}#size-results`);
    await expect(page.getByText("Fits your 2020 Ford F-150 King Ranch")).toBeVisible();

    // A vehicle that doesn't come on this size is not claimed to fit it.
    await page.goto(`/tires/size/225-65r17?${vehicle}`);
    await expect(page.getByText("Shop by size", { exact: true })).toBeVisible();
  });
});
