import { expect, test } from "@playwright/test";

test("choosing a store shows it in the header and it survives a reload", async ({ page }) => {
  await page.goto("/");
  const selector = page.getByTestId("location-selector");
  await expect(selector).toHaveText(/Select a Location/);
  await selector.click();
  const norton = page.getByRole("button", { name: /Norton, VA\s*600 Park Ave NW\s*Norton, VA 24273/ });
  await expect(norton).toBeVisible();
  await expect(page.getByRole("list", { name: "Locations" }).getByRole("listitem")).toHaveCount(11);
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
