import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

test("the size box on /tires reads a size as typed, explains the sidewall with it, and opens its tires", async ({
  page,
}) => {
  await page.goto("/tires");
  const box = page.getByRole("form", { name: "Search by tire size" });
  const input = box.getByLabel("Search by tire size");

  await input.fill("tires please");
  await box.getByRole("button", { name: "Find tires" }).click();
  await expect(box.getByRole("alert")).toHaveText(/We couldn't read that tire size/);
  await expect(input).toHaveAttribute("aria-invalid", "true");

  await input.fill("305/30R26");
  await box.getByRole("button", { name: "Find tires" }).click();
  await expect(box.getByRole("alert")).toHaveText(/We don't list 305\/30R26 tires online\. Call us at/);

  await input.fill("LT 265 70 17");
  await page.getByText("How to read the size on your sidewall").click();
  await expect(page.getByText("Your size, LT265/70R17, means:")).toBeVisible();
  await expect(page.getByText("Light truck: built for heavier loads and towing.")).toBeVisible();
  await expect(page.getByText("Rim: fits a 17-inch wheel.")).toBeVisible();
  await expectNoAxeViolations(page);

  await input.fill("2256517");
  await input.press("Enter");
  await expect(page).toHaveURL("/tires/size/225-65r17");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("225/65R17");
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("a commercial size from the size box lands on its tires, sold by quote", async ({ page }) => {
      await page.goto("/tires");
      const box = page.getByRole("form", { name: "Search by tire size" });
      const input = box.getByLabel("Search by tire size");
      await input.fill("295 75 22.5");
      await page.getByText("How to read the size on your sidewall").click();
      await expect(page.getByText("Your size, 295/75R22.5, means:")).toBeVisible();
      await box.getByRole("button", { name: "Find tires" }).click();
      await expect(page).toHaveURL("/tires/size/295-75r22-5");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("295/75R22.5 Tires");
      await expect(page.getByText(/We don't list/)).toHaveCount(0);
      const g661 = page.getByTestId("catalog-tire").filter({ hasText: "G661 HSA" });
      await expect(g661).toContainText("$459.99");
      await g661.getByRole("link", { name: /^Request a quote/ }).click();
      await expect(page).toHaveURL("/quote?tire=goodyear-g661-hsa-295-75r22-5");
    });

    test("farm, truck and earthmover sizes typed as people type them find their tires", async ({ page }) => {
      await page.goto("/tires");
      const box = page.getByRole("form", { name: "Search by tire size" });
      const input = box.getByLabel("Search by tire size");
      for (const [typed, url, tire] of [
        ["18.4 38", "/tires/size/18-4r38", "Hi-Traction Lug R-1"],
        ["11-22.5", "/tires/size/11r22-5", "G622 RSD"],
        ["27.00-49", "/tires/size/27-00r49", "XDR3"],
      ] as const) {
        await page.goto("/tires");
        await input.fill(typed);
        await input.press("Enter");
        await expect(page).toHaveURL(url);
        await expect(page.getByTestId("catalog-tire").filter({ hasText: tire })).toBeVisible();
      }
      await expectNoAxeViolations(page, "earthmover size page");
    });
  });
}
