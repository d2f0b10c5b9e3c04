import { expect, test, type Page } from "./fixtures";
import { siteUrl } from "./support";

async function productJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  return parsed.find((data) => data["@type"] === "Product") as
    | { name: string; sku: string; offers: { price: string; priceCurrency: string; availability: string } }
    | undefined;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [390, 1280]) {
  test.describe(`product page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a size page's tire name opens its product page, with JSON-LD whose Offer has the shown price", async ({
      page,
    }) => {
      await page.goto("/tires/size/225-65r17");
      const card = page.getByTestId("tire-offer").first();
      const price = Number(await card.getAttribute("data-price"));
      await card.getByRole("heading").getByRole("link").click();
      await expect(page).toHaveURL(/\/tires\/details\/[a-z0-9-]+-225-65r17$/);
      const path = new URL(page.url()).pathname;

      await expect(page.getByRole("heading", { level: 1 })).toContainText("225/65R17");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl.origin}${path}`);
      await expect(page).toHaveTitle(/225\/65R17 \| Allegheny Tire$/);
      const jsonLd = await productJsonLd(page);
      expect(jsonLd?.offers).toMatchObject({ price: price.toFixed(2), priceCurrency: "USD" });
      expect(jsonLd?.sku).toBe(path.split("/").pop());

      await expect(page.getByTestId("price-per-tire")).toContainText(`$${price.toFixed(2)}`);
      await expect(page.getByTestId("set-price")).toContainText(/^\$[\d,]+\.\d{2}$/);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: "Installation includes" })).toBeVisible();
      await expect(main.getByRole("region", { name: "Specifications" })).toContainText("Load index");
      await expect(main.getByTestId("vehicle-fitment")).toContainText(/\d{4}/);
      await expect(main.getByRole("link", { name: "Schedule Installation" })).toHaveAttribute(
        "href",
        `/schedule?service=Tire%20Sales%20%26%20Installation&tire=${path.split("/").pop()}&qty=4`,
      );
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe("product pages on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("opened for a vehicle, the same prerendered page passes the vehicle on to the scheduler", async ({
    page,
    browser,
  }) => {
    const path = "/tires/details/bfgoodrich-all-terrain-ta-ko2-lt265-70r17";
    const vehicle = "vehicleYear=2020&vehicleMake=Ford&vehicleModel=F-150&vehicleTrim=XLT";
    await page.goto(`${path}?${vehicle}`);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: "Schedule Installation for your 2020 Ford F-150 XLT" }),
    ).toHaveAttribute(
      "href",
      `/schedule?service=Tire%20Sales%20%26%20Installation&tire=bfgoodrich-all-terrain-ta-ko2-lt265-70r17&qty=4&${vehicle}`,
    );
    // Something that cannot be a vehicle is not carried; without JavaScript the plain link works.
    await page.goto(`${path}?vehicleYear=1&vehicleMake=Ford&vehicleModel=F-150`);
    await expect(
      page.getByRole("main").getByRole("link", { name: /^Schedule Installation/ }),
    ).toHaveAttribute(
      "href",
      "/schedule?service=Tire%20Sales%20%26%20Installation&tire=bfgoodrich-all-terrain-ta-ko2-lt265-70r17&qty=4",
    );
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${new URL(page.url()).origin}${path}?${vehicle}`);
    await expect(
      plain.getByRole("main").getByRole("link", { name: "Schedule Installation" }),
    ).toHaveAttribute(
      "href",
      "/schedule?service=Tire%20Sales%20%26%20Installation&tire=bfgoodrich-all-terrain-ta-ko2-lt265-70r17&qty=4",
    );
    await noScript.close();
  });

  test("a light-truck size shows its load range and links the line's other sizes", async ({ page }) => {
    const response = await page.goto("/tires/details/bfgoodrich-all-terrain-ta-ko2-lt265-70r17");
    expect(response?.status()).toBe(200);
    const specs = page.getByRole("region", { name: "Specifications" });
    await expect(specs).toContainText("Load range E (10-ply rating)");
    await expect(specs).toContainText("light-truck sizes are exempt");
    const sizes = page.getByRole("region", { name: /Other sizes of the BF Goodrich All-Terrain T\/A KO2/ });
    await sizes.getByRole("link", { name: "LT285/70R17" }).click();
    await expect(page).toHaveURL("/tires/details/bfgoodrich-all-terrain-ta-ko2-lt285-70r17");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("LT285/70R17");
  });

  test("a size not built ahead of time renders for each visit with its own script nonce, and unknown ids are the 404 page", async ({
    page,
    request,
  }) => {
    // Kept from a first visit, the page would carry that visitor's nonce, which no later policy allows.
    const path = "/tires/details/kelly-edge-as-205-55r16";
    const nonces: string[] = [];
    for (let visit = 0; visit < 2; visit++) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["x-nextjs-cache"]).toBeUndefined();
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
      expect(await response.text()).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);

    for (const id of ["michelin-defender2-145-80r13", "not-a-real-tire"]) {
      const response = await page.goto(`/tires/details/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Page Not Found");
    }
  });

  test("every passenger product size is in sitemap.xml", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`${siteUrl.origin}/tires/details/michelin-defender2-225-65r17</loc>`);
    expect(sitemap).toContain(
      `${siteUrl.origin}/tires/details/bfgoodrich-all-terrain-ta-ko2-lt285-70r17</loc>`,
    );
    expect(sitemap.match(/\/tires\/details\//g)?.length).toBeGreaterThan(2800);
  });
});
