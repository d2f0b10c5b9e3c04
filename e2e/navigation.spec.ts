import { expect, test } from "./fixtures";

test.describe("desktop menus", () => {
  test("Tires opens by mouse, lists the six tire pages and closes on an outside click", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const tires = nav.getByRole("button", { name: "Tires" });
    await expect(tires).toHaveAttribute("aria-expanded", "false");
    await tires.click();
    await expect(tires).toHaveAttribute("aria-expanded", "true");
    const expected: [string, string][] = [
      ["Passenger", "/tires"],
      ["Commercial Truck", "/commercial-tires"],
      ["Farm", "/farm-tires"],
      ["Industrial", "/industrial-tires"],
      ["Mining", "/mining-tires"],
      ["Off-the-Road", "/OTR"],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name: new RegExp(`^${name}`) }).first()).toHaveAttribute(
        "href",
        href,
      );
    }
    await page.mouse.click(5, 600);
    await expect(tires).toHaveAttribute("aria-expanded", "false");
    await expect(nav.locator('a[href="/OTR"]')).toBeHidden();
  });

  test("Locations, Fleet Services and Contact are top-level; About Us lists About and an external Careers link", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const topLevel = nav.locator(":scope > ul > li > a, :scope > ul > li > button");
    await expect(topLevel).toHaveText([
      "Home",
      "Tires",
      "Fleet Services",
      "Services",
      "Schedule",
      "Financing",
      "Tire Tips",
      "Locations",
      "About Us",
      "Contact",
    ]);
    await expect(nav.getByRole("link", { name: "Locations", exact: true })).toHaveAttribute(
      "href",
      "/locations",
    );
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", "/contact");
    await expect(nav.getByRole("link", { name: "Fleet Services" })).toHaveAttribute("href", "/commercial");
    await nav.getByRole("button", { name: "About Us" }).click();
    await expect(nav.locator('a[href="/about"]')).toBeVisible();
    const careers = nav.getByRole("link", { name: /Careers/ });
    await expect(careers).toHaveAttribute("target", "_blank");
    await expect(careers).toHaveAttribute("rel", "noopener noreferrer");
    await expect(careers).toHaveAttribute("href", /^https:\/\//);
  });

  test("menus work from the keyboard: open, arrow through, Escape returns focus", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const tires = nav.getByRole("button", { name: "Tires" });
    await tires.focus();
    await page.keyboard.press("Enter");
    await expect(tires).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.locator('a[href="/tires"]')).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.locator('a[href="/commercial-tires"]')).toBeFocused();
    await page.keyboard.press("End");
    await expect(nav.locator('a[href="/OTR"]')).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(tires).toHaveAttribute("aria-expanded", "false");
    await expect(tires).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(tires).toHaveAttribute("aria-expanded", "true");
    await expect(nav.locator('a[href="/tires"]')).toBeFocused();
  });

  test("tabbing out of an open menu closes it", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "About Us" });
    await about.click();
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(about).toHaveAttribute("aria-expanded", "false");
  });

  test("a menu link navigates and the menu closes", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "About Us" }).click();
    await nav.locator('a[href="/about"]').click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole("button", { name: "About Us" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the toggle shows the menu with expandable Tires and About Us sections", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: /Menu navigation/ });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Financing" })).toBeVisible();

    const tires = nav.getByRole("button", { name: "Tires" });
    await expect(nav.locator('a[href="/mining-tires"]')).toBeHidden();
    await tires.click();
    await expect(tires).toHaveAttribute("aria-expanded", "true");
    await expect(nav.locator('a[href="/mining-tires"]')).toBeVisible();
    await tires.click();
    await expect(nav.locator('a[href="/mining-tires"]')).toBeHidden();

    await nav.getByRole("button", { name: "About Us" }).click();
    await expect(nav.getByRole("link", { name: /Careers/ })).toHaveAttribute("target", "_blank");
    await expect(nav.getByRole("link", { name: "Locations", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
  });

  test("choosing a page closes the menu, and Escape closes it too", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: /Menu navigation/ });
    await toggle.click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tire Tips" }).click();
    await expect(page).toHaveURL(/\/tips$/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await page.getByRole("button", { name: /Menu navigation/ }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: /Menu navigation/ })).toBeFocused();
  });

  test("the header tagline and store selector stay visible on a phone", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByText("Your trusted tire experts since 1947.")).toBeVisible();
    await expect(page.getByRole("button", { name: /Select a Location/ })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Call us" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
