import { expect, test } from "./fixtures";
import { sampleRoutes } from "../data/routes";

for (const route of sampleRoutes) {
  test(`${route.path} has its title, description, header and footer`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{50,}$/);

    const header = page.getByRole("banner");
    await expect(header.getByText("Your trusted tire experts since 1947.")).toBeVisible();
    await expect(header.getByRole("button", { name: /Select a Location/ })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of [
      "Home",
      "Fleet Services",
      "Services",
      "Schedule",
      "Financing",
      "Tire Tips",
      "Locations",
      "Contact",
    ]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("button", { name: "Tires" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "About Us" })).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText("Charleston, WV");
    for (const [name, href] of [
      ["Privacy", "/privacy"],
      ["Terms", "/terms"],
      ["Sitemap", "/sitemap"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.locator('a[href^="tel:+1"]').first()).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
  });

  test(`${route.path} opens every external link in a new tab without an opener`, async ({ page }) => {
    await page.goto(route.path);
    const external = page.locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThan(0);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
}

test("footer lists every quick link (Locations and Contact among them) and about link", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const quick = footer.getByRole("navigation", { name: "Quick Links" });
  for (const href of [
    "/tires",
    "/services",
    "/commercial",
    "/schedule",
    "/finance",
    "/locations",
    "/contact",
  ]) {
    await expect(quick.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(quick.getByRole("link", { name: "Fleet Services" })).toHaveAttribute("href", "/commercial");
  const about = footer.getByRole("navigation", { name: "About Us" });
  for (const href of ["/about", "/tips"]) {
    await expect(about.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(about.getByRole("link", { name: /Careers/ })).toHaveAttribute("target", "_blank");
  await expect(footer.getByRole("link", { name: /700 Virginia St E/ })).toHaveAttribute(
    "href",
    /google\.com\/maps/,
  );
});

test("home page shows the hero, the six tire cards and the four services", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tough tires for tough terrains.");
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  await expect(hero.getByRole("link", { name: "Find a Location" })).toHaveAttribute("href", "/locations");
  await expect(hero.getByRole("link", { name: /Schedule Service/ })).toHaveAttribute("href", "/schedule");

  const selection = page.locator("section", {
    has: page.getByRole("heading", { name: "Our Tire Selection" }),
  });
  await expect(selection.getByRole("heading", { level: 3 })).toHaveText([
    "Passenger",
    "Truck",
    "Commercial",
    "Farm",
    "Industrial / OTR",
    "Mining",
  ]);
  const targets = await selection
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(targets).toEqual([
    "/tires",
    "/tires",
    "/commercial-tires",
    "/farm-tires",
    "/industrial-tires",
    "/OTR",
    "/mining-tires",
  ]);

  const services = page.locator("section", { has: page.getByRole("heading", { name: "Our Services" }) });
  await expect(services.getByRole("heading", { level: 3 })).toHaveText([
    "Tire Installation",
    "Wheel Alignment",
    "Tire Rotation",
    "Flat Tire Repair",
  ]);
  await expect(services.getByRole("link", { name: "View All Services" })).toHaveAttribute(
    "href",
    "/services",
  );
});

test("the hero's first button scrolls to the vehicle section", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Find Tires for My Vehicle" }).click();
  await expect(page).toHaveURL(/#vehicle-finder$/);
  await expect(page.locator("#vehicle-finder")).toBeInViewport();
});

test("an internal navigation returns to the top of the page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
