import { expect, test } from "@playwright/test";

// `npm run build` marks the scripts a page loads at startup with V8's compile hint
// (scripts/compile-hints.mjs), so Chromium compiles them off the main thread. This checks the
// build the browser tests run against was made that way, on a page with a form island.
test("every script a page loads at startup carries the compile hint", async ({ page, request }) => {
  await page.goto("/contact");
  const sources = await page
    .locator("script[src]:not([nomodule])")
    .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));
  expect(sources.length).toBeGreaterThan(3);
  for (const src of sources) {
    const body = await (await request.get(src)).text();
    expect(body.startsWith("//# allFunctionsCalledOnLoad\n"), src).toBe(true);
  }
});
