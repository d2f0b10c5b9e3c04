import { expect, test, type Locator, type Page } from "./fixtures";

const phone = { width: 390, height: 844 };

const look = (element: Locator) =>
  element.evaluate((el) => {
    const style = getComputedStyle(el);
    return { opacity: style.opacity, cursor: style.cursor, background: style.backgroundColor };
  });

test("the home finder's button looks inactive until all four are chosen", async ({ page }) => {
  await page.goto("/#vehicle-finder");
  const finder = page.getByRole("form", { name: "Vehicle tire size finder" });
  const button = finder.getByRole("button", { name: "Find My Tires" });
  const inactive = await look(button);
  expect(inactive.cursor).toBe("not-allowed");
  expect(Number(inactive.opacity)).toBeLessThan(1);
  for (const [label, value] of [
    ["Vehicle Year*", "2021"],
    ["Vehicle Make*", "Toyota"],
    ["Vehicle Model*", "RAV4"],
    ["Trim*", "XLE"],
  ] as const) {
    const select = finder.getByLabel(label);
    await expect(select).toBeEnabled();
    await select.selectOption({ label: value });
  }
  await expect(button).toBeEnabled();
  const active = await look(button);
  expect(active).toMatchObject({ opacity: "1" });
  expect(active.cursor).not.toBe("not-allowed");
});

test.describe("on a phone", () => {
  test.use({ viewport: phone });

  test("every tips tab is on screen: the strip wraps instead of hiding tabs off the edge", async ({
    page,
  }) => {
    await page.goto("/tips");
    const tabs = page.getByRole("tablist").getByRole("tab");
    expect(await tabs.count()).toBeGreaterThan(3);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    }
    const strip = page.getByRole("tablist");
    expect(await strip.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test("the open menu dims the page behind it, and a tap there closes it", async ({ page }) => {
    await page.goto("/services");
    const toggle = page.getByRole("button", { name: /Menu navigation/ });
    await toggle.click();
    const backdrop = page.getByTestId("menu-backdrop");
    await expect(backdrop).toBeVisible();
    expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      "rgba(0, 0, 0, 0)",
    );
    await page.mouse.click(200, 800);
    await expect(backdrop).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("roadside service offers the 24/7 line to tap, beside Schedule Service", async ({ page }) => {
    await page.goto("/services");
    const card = page.locator("#roadside");
    await expect(
      card.getByRole("link", { name: /^Call 24\/7 road service: \(800\) 555-0199/ }),
    ).toHaveAttribute("href", /^tel:/);
    await expect(card.getByRole("link", { name: /^Schedule Service/ })).toBeVisible();
  });
});

test("the contact form lists the corporate office once", async ({ page }) => {
  await page.goto("/contact");
  const options = await page.getByLabel("Send to").locator("option").allTextContents();
  expect(options.filter((o) => /corporate office/i.test(o))).toEqual([
    "Corporate office (general questions)",
  ]);
});

test("in the dark theme, illustrations are drawn on dark panels", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("vite-ui-theme", "dark"));
  await page.goto("/");
  const card = page.getByRole("heading", { name: "Passenger", exact: true }).locator("xpath=ancestor::li");
  const shown = card.locator("img:visible");
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute("src", "/images/categories/passenger-dark.svg");
});

test("a product page's picture is in the HTML, drawn for the theme, with no image request", async ({
  page,
}) => {
  const images = imageRequests(page);
  await page.addInitScript(() => localStorage.setItem("vite-ui-theme", "dark"));
  await page.goto("/tires/details/bfgoodrich-all-terrain-ta-ko2-lt285-70r17");
  const shown = page.locator("main img:visible").first();
  await expect(shown).toHaveAttribute("src", /^data:image\/svg\+xml,/);
  // The dark twin: its panel is dark grey, not the light illustration's #E5E7EB.
  expect(await shown.getAttribute("src")).not.toContain("%23E5E7EB");
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(images.filter((url) => url.includes("/images/tires/"))).toEqual([]);
});

test("pictures far down a page load once the page has, without scrolling; other-theme twins do not", async ({
  page,
}) => {
  const images = imageRequests(page);
  await page.setViewportSize(phone);
  await page.goto("/mining-tires");
  const pictures = page.getByTestId("tire-grid").locator("img:visible");
  const count = await pictures.count();
  expect(count).toBeGreaterThanOrEqual(8);
  await expect
    .poll(() =>
      pictures.evaluateAll((all) => all.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBe(count);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(images.filter((url) => url.endsWith("-dark.svg"))).toEqual([]);
});

/** The URLs of the images the page requests from now on. */
function imageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") urls.push(request.url());
  });
  return urls;
}
