import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { DEFAULT_SITE_URL } from "../lib/core/default-site-url";

export { publicRoutes } from "../data/routes";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Fails with the rule ids and the offending elements, so a report says what to fix. Pages rendered
 * per request stream their <title> after the first part (and again after a refresh): it is
 * waited for, so axe never reads the moment between. A page without one still fails, here. So
 * are colour transitions under way (a button that just came under the pointer fades to its hover
 * colours): axe would read a colour pair that is on screen for a tenth of a second.
 */
export async function expectNoAxeViolations(page: Page, when?: string) {
  await expect(page, `${when ?? "the page"} has its title`).toHaveTitle(/\S/);
  // The pointer stays where the last click was, and a button drawn under it later starts its
  // hover fade after any wait began: it is moved off the page's controls first.
  await page.mouse.move(0, 0);
  await transitionsEnded(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, when).toEqual([]);
}

/** Sets the stored theme before any page script runs. */
export async function useStoredTheme(page: Page, theme: "light" | "dark" | "system") {
  await page.addInitScript((value) => window.localStorage.setItem("vite-ui-theme", value), theme);
}

/** Resolves once the colour transitions now running (after a theme change, a hover) have ended. */
export async function transitionsEnded(page: Page) {
  await page.evaluate(async () => {
    // A style change (the pointer leaving a button) starts its transition at the next frame.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await Promise.allSettled(
      document.getAnimations().flatMap((a) => (a instanceof CSSTransition ? [a.finished] : [])),
    );
  });
}

/**
 * The public origin the test site writes into canonical links and sitemap.xml, from the environment
 * it was started with (lib/settings reads the same variable, which server-only code keeps out of
 * the test runner).
 */
export const siteUrl = new URL(process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL);
