import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * Resolves once the page has hydrated (`<html data-hydrated>`, set by
 * components/layout/hydration-marker.tsx), or at once for a document that is not one of the site's
 * pages (JSON, a calendar file). Prerendered pages fetch their scripts after the first paint, so
 * the load event no longer means the page's buttons answer. Polling survives a navigation, so this
 * also waits for the document a form post is loading.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    // Right after a form posts, the poll can run in the next document before it has an <html>
    // element, or before its body is parsed: neither may throw nor count as "not a site page".
    if (document.documentElement?.hasAttribute("data-hydrated")) return true;
    return document.readyState !== "loading" && !document.getElementById("_R_");
  });
}

const notWaiting = new WeakSet<Page>();

/**
 * For a test that keeps the page from hydrating (its scripts blocked): navigations of `page` stop
 * waiting for hydration until the returned function is called.
 */
export function stopWaitingForHydration(page: Page): () => void {
  notWaiting.add(page);
  return () => notWaiting.delete(page);
}

/** goto, reload, goBack and goForward of this page also wait for the new document to hydrate. */
export function hydrateAfterNavigation(page: Page) {
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page[typeof method]>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        if (response && !notWaiting.has(page)) await waitForHydration(page);
        return response;
      },
    });
  }
}

/** Playwright's `test`, with every page of the test's context waiting for hydration after navigating. */
export const test = base.extend({
  context: async ({ context }, provide) => {
    context.on("page", hydrateAfterNavigation);
    await provide(context);
  },
});
