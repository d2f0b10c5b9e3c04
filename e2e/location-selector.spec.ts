import { expect, stopWaitingForHydration, test } from "./fixtures";

test("choosing a store shows it in the header and it survives a reload", async ({ page }) => {
  await page.goto("/");
  const selector = page.getByTestId("location-selector");
  await expect(selector).toHaveText(/Select a Location/);
  await selector.click();
  const norton = page.getByRole("button", { name: /Norton, VA\s*600 Park Ave NW\s*Norton, VA 24273/ });
  await expect(norton).toBeVisible();
  // The stores that take appointments, by state and then city; each links to its page.
  const items = page.getByRole("list", { name: "Locations" }).getByRole("listitem");
  await expect(items.getByRole("button")).toHaveText([
    /^Ashland, KY/,
    /^Windber, PA/,
    /^Bristol, TN/,
    /^Norton, VA/,
    /^Wytheville, VA/,
    /^Charleston, WV/,
    /^Crab Orchard, WV/,
    /^Williamson, WV/,
  ]);
  await expect(items.getByRole("link", { name: "Details of the Norton, VA store" })).toHaveAttribute(
    "href",
    "/locations/norton-va",
  );
  await norton.click();
  await expect(selector).toHaveText(/Norton, VA/);
  await expect(selector).toHaveAttribute("aria-expanded", "false");

  await page.reload();
  await expect(selector).toHaveText(/Norton, VA/);
  await selector.click();
  await expect(page.getByRole("button", { name: /^Norton, VA/ })).toHaveAttribute("aria-pressed", "true");
});

test("the selection is shared with other pages of the site", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("location-selector").click();
  await page.getByRole("button", { name: /^Bristol, TN/ }).click();
  await page.goto("/nope");
  await expect(page.getByTestId("location-selector")).toHaveText(/Bristol, TN/);
});

test("the dropdown closes on an outside click and on Escape", async ({ page }) => {
  await page.goto("/");
  const selector = page.getByTestId("location-selector");
  await selector.click();
  await expect(page.getByRole("link", { name: "View All Locations" })).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(page.getByRole("link", { name: "View All Locations" })).toBeHidden();

  await selector.click();
  await expect(page.getByRole("link", { name: "View All Locations" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "View All Locations" })).toBeHidden();
  await expect(selector).toBeFocused();
});

test("View All Locations leads to the locations page", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("location-selector").click();
  const link = page.getByRole("link", { name: "View All Locations" });
  await expect(link).toHaveAttribute("href", "/find-us");
  await link.click();
  await expect(page).toHaveURL(/\/locations$/);
});

test("shows a loading text while the list loads and an error when it fails", async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/locations", async (route) => {
    await released;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: "down" }),
    });
  });
  await page.goto("/");
  await page.getByTestId("location-selector").click();
  await expect(page.getByText("Loading locations…")).toBeVisible();
  release();
  await expect(page.getByRole("alert").filter({ hasText: "Error loading locations." })).toBeVisible();
  await expect(page.getByText("Loading locations…")).toBeHidden();
});

test("the open list stays on screen on a phone and on a desktop", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/");
    await page.getByTestId("location-selector").click();
    const list = page.getByRole("list", { name: "Locations" });
    await expect(list).toBeVisible();
    const box = (await list.boundingBox())!;
    expect(box.x, `left edge at ${width}px`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `right edge at ${width}px`).toBeLessThanOrEqual(width);
  }
});

for (const width of [390, 1280]) {
  test.describe(`header at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the call button rings the main line, then the chosen store, whose hours and phone show in the top bar", async ({
      page,
    }) => {
      // A Wednesday, 10 AM in New York.
      await page.clock.setFixedTime(new Date("2026-01-14T15:00:00Z"));
      await page.goto("/");
      const header = page.getByRole("banner");
      const summary = page.getByTestId("my-store-summary");
      await expect(header.getByRole("link", { name: /^Call us/ })).toHaveAttribute(
        "href",
        "tel:+13045550100",
      );
      await expect(header.getByRole("link", { name: /^Call us/ })).toBeVisible();
      await expect(summary).toBeHidden();

      await page.getByTestId("location-selector").click();
      await page.getByRole("button", { name: /^Bristol, TN/ }).click();
      const call = header.getByRole("link", { name: /^Call Bristol store/ });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute("href", "tel:+14235550103");
      await expect(summary).toBeVisible();
      await expect(summary.getByRole("link", { name: "(423) 555-0103" })).toHaveAttribute(
        "href",
        "tel:+14235550103",
      );
      const today = summary.getByRole("link", { name: /^Bristol, TN store: Open now · closes 4:30 PM$/ });
      await expect(today).toHaveAttribute("href", "/locations/bristol-tn");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await today.click();
      await expect(page).toHaveURL(/\/locations\/bristol-tn$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bristol, TN");
    });

    test("a remembered store's row is kept free before the page's script runs, so nothing moves", async ({
      page,
    }) => {
      await page.addInitScript(() =>
        window.localStorage.setItem(
          "selected-location",
          JSON.stringify({
            id: 4,
            name: "Wytheville, VA",
            address: "1015 E Main St",
            city: "Wytheville",
            state: "VA",
            zip: "24382",
            phone: "(276) 555-0104",
            email: "wytheville@alleghenytire.example",
            bookable: true,
          }),
        ),
      );
      const bannerHeight = async () => (await page.getByRole("banner").boundingBox())!.height;
      // First without the app's scripts (the inline <head> scripts still run): the page as painted.
      const appScript = (url: URL) => url.pathname.startsWith("/_next/") && url.pathname.endsWith(".js");
      await page.route(appScript, (route) => route.abort());
      const waitAgain = stopWaitingForHydration(page);
      await page.goto("/services");
      await expect(page.locator("html")).toHaveAttribute("data-my-store", "");
      const painted = await bannerHeight();
      await page.unroute(appScript);
      waitAgain();
      await page.goto("/services");
      await expect(
        page.getByTestId("my-store-summary").getByRole("link", { name: "(276) 555-0104" }),
      ).toBeVisible();
      expect(await bannerHeight()).toBe(painted);
    });
  });
}
