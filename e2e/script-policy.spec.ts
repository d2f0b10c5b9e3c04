import { expect, test, type Page } from "./fixtures";

// The script policy has no 'unsafe-inline': prerendered pages name their inline scripts by hash,
// pages rendered per request by a nonce (lib/security/page-policy.ts). e2e/security-headers.spec.ts
// loads every kind of page under it; this file checks the policy itself and that it stops a script
// that was not ours.

const scriptSources = (policy: string | undefined) =>
  (policy ?? "")
    .split("; ")
    .find((d) => d.startsWith("script-src "))
    ?.split(" ")
    .slice(1) ?? [];

// Prerendered, and rendered per request: a filtered size page, a search, a product page not built
// ahead of time, the comparison page.
const staticPages = ["/", "/contact", "/tires/size/225-65r17", "/locations/bristol-tn"];
const perRequestPages = [
  "/tires/size/225-65r17?type=all-season",
  "/search?q=defender2",
  "/tires/details/michelin-defender2-225-65r17",
  "/tires/compare?ids=michelin-defender2-225-65r17,kelly-edge-as-225-65r17",
];

async function violations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("__cspViolation", (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${event.effectiveDirective} ${event.blockedURI || "inline"}`,
      ),
    );
  });
  return seen;
}

for (const path of [...staticPages, ...perRequestPages]) {
  test(`${path} allows inline scripts only by hash or nonce, and runs its own`, async ({ page }) => {
    const seen = await violations(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const sources = scriptSources(response?.headers()["content-security-policy"]);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources.some((s) => s.startsWith("'sha256-"))).toBe(true);
    expect(sources.filter((s) => s.startsWith("'nonce-"))).toHaveLength(1);
    // The fixture waited for hydration: the page's scripts ran under the policy.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(seen).toEqual([]);
  });
}

test("a page rendered per request carries this response's nonce on Next.js's scripts", async ({ page }) => {
  const response = await page.goto("/search?q=defender2");
  const nonce = scriptSources(response?.headers()["content-security-policy"])
    .find((s) => s.startsWith("'nonce-"))!
    .slice("'nonce-".length, -1);
  const again = await page.request.get("/search?q=defender2");
  expect(again.headers()["content-security-policy"]).not.toContain(nonce);
  expect(await response!.text()).toContain(`nonce="${nonce}"`);
});

for (const path of ["/contact", "/search?q=defender2"]) {
  test(`an injected inline script is blocked on ${path}`, async ({ page }) => {
    const seen = await violations(page);
    await page.goto(path);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = 'script'";
      document.body.append(script);
      // Markup written into the page, as an injection through unescaped text would be.
      document.body.insertAdjacentHTML(
        "beforeend",
        `<img src="/nope.png" onerror="window.__injected='handler'">`,
      );
    });
    await expect.poll(() => seen.length).toBeGreaterThanOrEqual(2);
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: string }).__injected),
    ).toBeUndefined();
    expect(seen.every((v) => v.startsWith("script-src"))).toBe(true);
  });
}
