import { expect, type Page } from "./fixtures";

/** The header search box's accessible name. */
export const HEADER_SEARCH_LABEL = "Search tires, services, stores and help";

/**
 * The header's search box, opened first on a phone (where it sits behind a button), and clicked
 * into. Returns the form and the box.
 */
export async function openHeaderSearch(page: Page, width: number) {
  const form = page.getByRole("search", { name: "Site search" });
  if (width < 1024) {
    await expect(form).toBeHidden();
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
  }
  await expect(form).toBeVisible();
  const box = form.getByLabel(HEADER_SEARCH_LABEL);
  await box.click();
  return { form, box };
}
