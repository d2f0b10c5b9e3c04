import { expect, test, type Page } from "./fixtures";

// `npm run build` post-processes what Next.js wrote: the scripts a page loads at startup carry
// V8's compile hint (scripts/compile-hints.mjs), and prerendered pages fetch them only once the
// page has painted (scripts/defer-startup-scripts.mjs). These check the build the browser tests
// run against was made that way.

/** The framework's startup scripts, once the page's loader has added them. */
async function startupScripts(page: Page) {
  const scripts = page.locator("script[src]:not([nomodule])");
  await expect(scripts).not.toHaveCount(0);
  return scripts.evaluateAll((list) => list.map((s) => (s as HTMLScriptElement).src));
}

test("every script a page loads at startup carries the compile hint", async ({ page, request }) => {
  await page.goto("/contact");
  const sources = await startupScripts(page);
  expect(sources.length).toBeGreaterThan(3);
  for (const src of sources) {
    const body = await (await request.get(src)).text();
    expect(body.startsWith("//# allFunctionsCalledOnLoad\n"), src).toBe(true);
  }
});

test("a prerendered page paints before it fetches its scripts, then becomes interactive", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/contact")).text();
  expect(html).not.toMatch(/<script src="[^"]+" async="">/);

  await page.goto("/contact");
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const fetches = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return { paint: paint?.startTime ?? null, fetches };
  });
  expect(timing.paint).not.toBeNull();
  expect(timing.fetches.length).toBeGreaterThan(3);
  for (const start of timing.fetches) expect(start).toBeGreaterThanOrEqual(timing.paint!);

  // Hydrated: the form's own validation answers instead of the browser submitting the page.
  await page.getByRole("button", { name: /send/i }).click();
  await expect(page.getByText(/please enter your name/i).first()).toBeVisible();
  expect(page.url()).toMatch(/\/contact$/);
});
