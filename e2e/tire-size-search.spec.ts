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
