import { expect, test } from "./fixtures";
import { expectNoAxeViolations, publicRoutes, useStoredTheme } from "./support";

// One product page of each kind stands in for the catalog's generated pages, which share two
// templates (a passenger one rendered on its first visit); two size pages (a passenger size, and
// a light-truck size with a filter on) stand in for theirs.
const pages = [
  ...publicRoutes.map((r) => r.path),
  "/tires/details/goodyear-g622-rsd-11r22-5",
  "/tires/details/michelin-defender2-225-65r17",
  "/tires/size/225-65r17",
  "/tires/size/lt265-70r17?type=all-terrain",
  "/tires/compare?ids=michelin-defender2-225-65r17,cooper-endeavor-plus-225-65r17,kelly-edge-as-225-65r17",
  "/this-page-does-not-exist",
];

// Each page is checked in both themes on one load: light first, then dark through the header's
// theme button, as a visitor switches. The markup is the same in both; only colors and the
// illustration shown differ, and the second axe run sees those.
test.describe("both themes", () => {
  for (const path of pages) {
    test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
      await useStoredTheme(page, "light");
      await page.goto(path);
      await expectNoAxeViolations(page, "light theme");
      await page.getByRole("button", { name: /Color theme: Light/ }).click();
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      // Color transitions (buttons, links) must end before axe reads the contrast.
      await page.evaluate(() =>
        Promise.allSettled(
          document.getAnimations().flatMap((a) => (a instanceof CSSTransition ? [a.finished] : [])),
        ),
      );
      await expectNoAxeViolations(page, "dark theme");
    });
  }
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test("the compare picker with tires picked has no violations", async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.goto("/tires/size/225-65r17");
      const boxes = page.getByTestId("tire-offer").getByRole("checkbox");
      for (const i of [0, 1, 2]) await boxes.nth(i).check();
      await boxes.nth(3).click();
      await page.getByTestId("compare-bar").getByText("That's the most").waitFor();
      await expectNoAxeViolations(page);
    });

    test("open menus and the store selector have no violations", async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.goto("/");
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Tires" }).click();
      await expectNoAxeViolations(page);
      await page.getByTestId("location-selector").click();
      await page.getByRole("list", { name: "Locations" }).waitFor();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the open mobile menu has no violations", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /Menu navigation/ }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Tires" }).click();
    await expectNoAxeViolations(page);
  });
});
