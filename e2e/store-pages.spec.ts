import { expect, test, type Page } from "./fixtures";
import { locations } from "../data/locations";
import { siteUrl } from "./support";

const SITE = siteUrl.origin;

/** Instants in New York time, written in UTC so the test reads the same on any machine. */
const WEDNESDAY_10_AM = new Date("2026-01-14T15:00:00Z");
const THANKSGIVING_NOON = new Date("2026-11-26T17:00:00Z");
const OBSERVED_INDEPENDENCE_DAY = new Date("2026-07-03T14:00:00Z");

const status = (page: Page) => page.getByTestId("opening-status");

async function jsonLdOf(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ""));
  const parsed = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const node = parsed.find((data) => String(data["@id"]).includes("/locations/"));
  expect(node, "the location's JSON-LD").toBeDefined();
  return node!;
}

for (const width of [390, 1280]) {
  test.describe(`store pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const location of locations) {
      const path = `/locations/${location.slug}`;
      const isStore = location.kind === "store";

      test(`${path}: title, phone, hours, booking and structured data`, async ({ page }) => {
        await page.clock.setFixedTime(WEDNESDAY_10_AM);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(
          isStore
            ? `${location.name} Tires & Service | Allegheny Tire`
            : `${location.name}, ${location.city}, ${location.state} | Allegheny Tire`,
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(location.name);

        const main = page.getByRole("main");
        const tel = `tel:+1${location.phone.replace(/\D/g, "")}`;
        await expect(main.getByRole("link", { name: `Call ${location.phone}` })).toHaveAttribute("href", tel);
        await expect(main.getByRole("link", { name: location.phone, exact: true })).toHaveAttribute(
          "href",
          tel,
        );
        const hours = main.getByRole("table", { name: `Opening hours of ${location.name}` });
        await expect(hours.getByRole("row", { name: "Monday 7:30 AM – 4:30 PM" })).toBeVisible();
        await expect(hours.getByRole("row", { name: "Sunday Closed" })).toBeVisible();
        await expect(status(page)).toHaveText("Open now · closes 4:30 PM");
        await expect(page.getByTestId("holiday-closures").getByRole("listitem")).toHaveCount(3);

        const schedule = main.getByRole("link", { name: "Schedule at this store" });
        if (isStore) {
          await expect(schedule).toHaveAttribute("href", `/schedule?locationId=${location.id}&step=2`);
          await expect(main.getByRole("button", { name: /Set as My Store/ })).toBeVisible();
        } else {
          await expect(schedule).toHaveCount(0);
          await expect(main.getByText("No service appointments here.")).toBeVisible();
        }
        const nearby = page.locator("section#nearby").getByRole("listitem");
        await expect(nearby).toHaveCount(3);
        for (const href of await nearby
          .getByRole("link")
          .evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
          if (href?.startsWith("/")) expect(href).toMatch(/^\/locations\/[a-z-]+$/);

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);

        const data = await jsonLdOf(page);
        expect(data["@context"]).toBe("https://schema.org");
        expect(data["@type"]).toEqual(isStore ? ["TireShop", "AutoRepair"] : expect.any(String));
        expect(data["@id"]).toBe(`${SITE}${path}#${isStore ? "store" : "location"}`);
        expect(data).toMatchObject({
          url: `${SITE}${path}`,
          telephone: location.phone,
          address: {
            "@type": "PostalAddress",
            streetAddress: location.address,
            addressLocality: location.city,
            addressRegion: location.state,
            postalCode: location.zip,
            addressCountry: "US",
          },
          geo: { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.lng },
          openingHoursSpecification: {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
            opens: "07:30",
            closes: "16:30",
          },
          parentOrganization: { "@type": "Organization", "@id": `${SITE}/#organization` },
        });
        const special = data.specialOpeningHoursSpecification as Record<string, string>[];
        // A year of holidays from the build: the page is one static file until the next build.
        expect(special).toHaveLength(7);
        for (const closure of special) {
          expect(closure).toMatchObject({
            "@type": "OpeningHoursSpecification",
            opens: "00:00",
            closes: "00:00",
          });
          expect(closure.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(closure.validThrough).toBe(closure.validFrom);
        }
      });
    }

    test("today's state reads the store's clock: closed for a holiday, with the closures from that day", async ({
      page,
    }) => {
      await page.clock.setFixedTime(THANKSGIVING_NOON);
      await page.goto("/locations/bristol-tn");
      await expect(status(page)).toHaveText("Closed today for Thanksgiving Day · opens Monday 7:30 AM");
      await expect(status(page)).toHaveAttribute("data-state", "closed");
      await expect(page.getByTestId("holiday-closures").getByRole("listitem")).toHaveText([
        /Thursday, Nov 26 \(today\)\s*Thanksgiving Day/,
        /Friday, Nov 27\s*Thanksgiving Friday/,
        /Friday, Dec 25\s*Christmas Day/,
      ]);
    });

    test("the state replaces a placeholder of the same size, so nothing below it moves", async ({
      browser,
    }) => {
      const buttonTop = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
        const page = await context.newPage();
        if (javaScriptEnabled) await page.clock.setFixedTime(OBSERVED_INDEPENDENCE_DAY);
        await page.goto("/locations/norton-va");
        const expected = javaScriptEnabled
          ? "Closed today for Independence Day (observed) · opens Monday 7:30 AM"
          : "Monday - Friday: 7:30 AM - 4:30 PM";
        await expect(status(page)).toHaveText(expected);
        const box = await page.getByRole("link", { name: "Schedule at this store" }).boundingBox();
        await context.close();
        return box!.y;
      };
      // Without script the server's placeholder shows; with it, the longest state there is.
      expect(await buttonTop(true)).toBe(await buttonTop(false));
    });
  });
}

test("'Schedule at this store' opens the scheduler with the store chosen", async ({ page }) => {
  await page.goto("/locations/norton-va");
  await page.getByRole("link", { name: "Schedule at this store" }).click();
  await expect(page).toHaveURL(/\/schedule\?locationId=5&step=2$/);
  await expect(page.getByText("Services available at Norton, VA.")).toBeVisible();
});

test("'Set as My Store' on a store page makes it the header's store", async ({ page }) => {
  await page.goto("/locations/wytheville-va");
  await page
    .getByRole("main")
    .getByRole("button", { name: /Set as My Store/ })
    .click();
  await expect(page.getByTestId("location-selector")).toContainText("Wytheville, VA");
  await expect(
    page.getByTestId("my-store-summary").getByRole("link", { name: "(276) 555-0104" }),
  ).toBeVisible();
});

test("the store pages are in sitemap.xml, and an unknown store is the 404 page", async ({
  page,
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const location of locations) expect(xml).toContain(`${SITE}/locations/${location.slug}</loc>`);

  const response = await page.goto("/locations/atlantis-wv");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Page Not Found/);
  await expect(page.getByRole("banner")).toHaveCount(1);
});
