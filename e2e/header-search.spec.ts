import { expect, stopWaitingForHydration, test } from "./fixtures";
import { HEADER_SEARCH_LABEL, openHeaderSearch } from "./header-search-support";
import { expectNoAxeViolations } from "./support";

for (const width of [390, 1280]) {
  test.describe(`header search at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("a commercial size lands on its size page, with Request a quote", async ({ page }) => {
      await page.goto("/about");
      const { box } = await openHeaderSearch(page, width);
      await box.pressSequentially("295/75R22.5");
      await expect(box).toHaveAttribute("role", "combobox");
      await expect(box).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("option", { name: /^295\/75R22\.5/ })).toBeVisible();
      await expectNoAxeViolations(page, "suggestions open");
      await box.press("Enter");
      await expect(page).toHaveURL("/tires/size/295-75r22-5");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("295/75R22.5 Tires");
      const card = page.getByTestId("catalog-tire").filter({ hasText: "G661 HSA" });
      await expect(card.getByRole("link", { name: /^Request a quote/ })).toHaveAttribute(
        "href",
        "/quote?tire=goodyear-g661-hsa-295-75r22-5",
      );
      await expect(card.getByRole("link", { name: /^Call \(304\) 555-0120/ })).toBeVisible();
      await expectNoAxeViolations(page, "commercial size page");
    });

    test("a brand chosen from the suggestions with the keyboard lists its tires", async ({ page }) => {
      await page.goto("/");
      const { box } = await openHeaderSearch(page, width);
      await box.pressSequentially("mich");
      const michelin = page.getByRole("option", { name: /^Michelin\s*Brand$/ });
      await expect(michelin).toBeVisible();
      await box.press("ArrowDown");
      await expect(michelin).toHaveAttribute("aria-selected", "true");
      await expect(box).toHaveAttribute("aria-activedescendant", (await michelin.getAttribute("id"))!);
      await box.press("Enter");
      await expect(page).toHaveURL("/search?q=Michelin");
      await expect(page.getByRole("heading", { name: "Everything we list from Michelin" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Michelin Defender2", exact: true })).toBeVisible();
      await expectNoAxeViolations(page, "brand results");
    });

    test("a tread name lists its sizes, each to its product page", async ({ page }) => {
      await page.goto("/");
      const { box } = await openHeaderSearch(page, width);
      await box.fill("Defender2");
      await box.press("Enter");
      await expect(page).toHaveURL("/search?q=Defender2");
      await expect(
        page.getByRole("heading", { name: /^Michelin Defender2: choose your size/ }),
      ).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      await expectNoAxeViolations(page, "tread sizes");
      await page.getByRole("link", { name: "Michelin Defender2 225/65R17" }).click();
      await expect(page).toHaveURL("/tires/details/michelin-defender2-225-65r17");
    });

    test("a vehicle lands on its factory size, or offers its trims' sizes", async ({ page }) => {
      await page.goto("/");
      let { box } = await openHeaderSearch(page, width);
      await box.fill("2019 Civic LX");
      await box.press("Enter");
      await expect(page).toHaveURL("/tires/size/215-55r16?year=2019&make=Honda&model=Civic&trim=LX");
      await expect(page.getByText("Fits your 2019 Honda Civic LX")).toBeVisible();

      ({ box } = await openHeaderSearch(page, width));
      await box.fill("f150 2022");
      await box.press("Enter");
      await expect(page).toHaveURL("/search?q=f150%202022");
      await expect(page.getByRole("heading", { name: "Choose your 2022 Ford F-150" })).toBeVisible();
      // A page rendered per request streams its <title> after the body starts: wait for it.
      await expect(page).toHaveTitle(/\S/);
      await expectNoAxeViolations(page, "vehicle chooser");
      await page.getByRole("link", { name: "2022 Ford F-150 XLT" }).click();
      await expect(page).toHaveURL(/^.*\/tires\/size\/265-70r17\?year=2022&make=Ford&model=F-150&trim=XLT$/);
    });

    test("unknown text gets the closest matches and the phone number", async ({ page }) => {
      await page.goto("/");
      const { box } = await openHeaderSearch(page, width);
      await box.fill("michlen defendr");
      await box.press("Enter");
      await expect(page.getByRole("heading", { name: "Closest matches" })).toBeVisible();
      await expect(page.getByTestId("search-hit").first()).toBeVisible();
      await expect(page.getByRole("link", { name: "Call (304) 555-0100" })).toHaveAttribute(
        "href",
        "tel:+13045550100",
      );
      // The page's <title> streams in after its body on a client navigation: axe reads it.
      await expect(page).toHaveTitle(/\S/);
      await expectNoAxeViolations(page, "closest matches");
    });

    test("fetches its suggestions once, on first use, and Escape closes the list first", async ({ page }) => {
      const indexRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/search-suggestions.json")) indexRequests.push(request.url());
      });
      await page.goto("/");
      expect(indexRequests).toEqual([]);
      const { box } = await openHeaderSearch(page, width);
      await box.pressSequentially("11r2");
      await expect(page.getByRole("option").first()).toBeVisible();
      await box.pressSequentially("2.5");
      await expect(page.getByRole("option", { name: /^11R22\.5/ })).toBeVisible();
      expect(indexRequests).toHaveLength(1);

      await box.press("Escape");
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("listbox")).toBeHidden();
      if (width < 1024) {
        await box.press("Escape");
        await expect(page.getByRole("search", { name: "Site search" })).toBeHidden();
        await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
      }
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header box is a plain form that lands a size on its page", async ({ page }) => {
    stopWaitingForHydration(page);
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.goto("/");
    const box = page.getByRole("search", { name: "Site search" }).getByLabel(HEADER_SEARCH_LABEL);
    await box.fill("11-22.5");
    await box.press("Enter");
    await expect(page).toHaveURL("/tires/size/11r22-5");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("11R22.5 Tires");
  });

  test("on a phone, the search button opens the search page, whose form works too", async ({ page }) => {
    stopWaitingForHydration(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/search");
    const box = page.getByRole("search", { name: "Search again" }).getByRole("searchbox");
    await box.fill("farm tires");
    await box.press("Enter");
    await expect(page).toHaveURL("/farm-tires");
  });
});

test("the search API refuses hostile input with a worded 400", async ({ request }) => {
  for (const query of ["q=%zz", "q=a&q=b", `q=${"x".repeat(200)}`, "q=%00"]) {
    const response = await request.get(`/api/search?${query}`);
    expect(response.status(), query).toBe(400);
    const body = (await response.json()) as { success: boolean; error: string };
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/^Please |^Your search/);
  }
});
