import { expect, test } from "./fixtures";
import { useStoredTheme } from "./support";

const isDark = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));

test("the site starts in the light theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  expect(await isDark(page)).toBe(false);
  await expect(page.getByRole("button", { name: /Color theme: Light/ })).toBeVisible();
});

test("the toggle cycles light, dark, system and the choice survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: /Color theme/ });
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/Color theme: Dark/);
  expect(await isDark(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("dark");

  await page.reload();
  expect(await isDark(page)).toBe(true);
  await expect(toggle).toHaveAccessibleName(/Color theme: Dark/);

  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/Color theme: System/);
  expect(await isDark(page)).toBe(false);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/Color theme: Light/);
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("light");
});

test("a dark choice is applied before the page paints, with no light flash", async ({ page }) => {
  await useStoredTheme(page, "dark");
  // Record the theme at the first moment the body exists, long before React hydrates.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { darkAtFirstBody: boolean }).darkAtFirstBody =
          document.documentElement.classList.contains("dark");
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/");
  expect(await page.evaluate(() => (window as unknown as { darkAtFirstBody: boolean }).darkAtFirstBody)).toBe(
    true,
  );
});

test("system follows the operating system setting", async ({ page }) => {
  await useStoredTheme(page, "system");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  expect(await isDark(page)).toBe(true);
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(() => isDark(page)).toBe(false);
});
