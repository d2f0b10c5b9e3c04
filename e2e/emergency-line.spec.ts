import { expect, test, type Locator, type Page } from "./fixtures";

/**
 * On pages that talk about breakdowns, the 24/7 road-service line is the first thing to do: in
 * each hero or section that links to online scheduling or a request, the first tel: link is that
 * line and it comes before any such link. Online requests are planned work.
 */
const EMERGENCY_TEL = "tel:+18005550199";
const ON_SITE_LABEL = "Schedule Service at Your Site";
// Links that start a booking or a request: scheduling, the quote form, a program's mail link.
const REQUEST_LINK = /^(\/schedule|\/quote|mailto:)/;

interface Found {
  href: string;
  text: string;
}

async function linksIn(area: Locator): Promise<Found[]> {
  return area
    .locator("a")
    .evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute("href") ?? "", text: (a.textContent ?? "").trim() })),
    );
}

/** The first tel: link of the area is the 24/7 line, visible, and ahead of every request link. */
async function expectLineFirst(area: Locator, name: string) {
  const links = await linksIn(area);
  const firstTel = links.findIndex((l) => l.href.startsWith("tel:"));
  const firstRequest = links.findIndex((l) => REQUEST_LINK.test(l.href));
  expect(firstTel, `${name}: ${JSON.stringify(links)}`).toBeGreaterThanOrEqual(0);
  expect(links[firstTel]?.href, name).toBe(EMERGENCY_TEL);
  expect(firstRequest, `${name}: a request link`).toBeGreaterThanOrEqual(0);
  expect(firstTel, `${name}: the line comes before ${links[firstRequest]?.href}`).toBeLessThan(firstRequest);
  await expect(area.locator(`a[href="${EMERGENCY_TEL}"]`).first()).toBeVisible();
  await expect(
    area.getByRole("link", { name: /^Call 24\/7 road service: \(800\) 555-0199$/ }).first(),
  ).toBeVisible();
}

const hero = (page: Page) => page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
const closingPanel = (page: Page) => page.locator('section[aria-labelledby="category-contact-title"]');

const categoryPages = [
  { path: "/farm-tires", slug: "farm-tire-service" },
  { path: "/industrial-tires", slug: "industrial-tire-service" },
  { path: "/mining-tires", slug: "mining-tire-service" },
  { path: "/OTR", slug: "otr-tire-service" },
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, slug } of categoryPages) {
      test(`${path}: the 24/7 line leads the hero and the closing panel; scheduling is an on-site request`, async ({
        page,
      }) => {
        await page.goto(path);
        await expectLineFirst(hero(page), `${path} hero`);
        await expectLineFirst(closingPanel(page), `${path} closing panel`);
        await expect(hero(page)).toContainText("Book planned work online");

        await expect(closingPanel(page).getByRole("link", { name: ON_SITE_LABEL })).toHaveAttribute(
          "href",
          `/schedule?service=${slug}`,
        );
      });
    }

    test("/commercial-tires: the 24/7 line leads the hero and the closing panel", async ({ page }) => {
      await page.goto("/commercial-tires");
      await expectLineFirst(hero(page), "hero");
      await expectLineFirst(closingPanel(page), "closing panel");
    });

    test("/commercial: the 24/7 line leads the hero and the breakdown blocks", async ({ page }) => {
      await page.goto("/commercial");
      await expectLineFirst(hero(page), "hero");
      await expect(hero(page)).toContainText("for planned work");
      await expectLineFirst(page.locator("#programs"), "programs");
      await expect(page.locator("#emergency-services").locator(`a[href="${EMERGENCY_TEL}"]`)).toBeVisible();
    });

    test("/services: the 24/7 line opens the commercial and specialized groups", async ({ page }) => {
      await page.goto("/services");
      for (const group of ["#commercial-services", "#specialized-services"]) {
        await expectLineFirst(page.locator(group), group);
        await expect(page.locator(group)).toContainText("Book planned work online");
      }
      await expectLineFirst(page.locator("#roadside"), "#roadside");
      const expected: [string, string][] = [
        ["#industrial", "industrial-tire-service"],
        ["#farm", "farm-tire-service"],
        ["#mining", "mining-tire-service"],
      ];
      for (const [card, slug] of expected)
        await expect(
          page.locator(card).getByRole("link", { name: new RegExp(`^${ON_SITE_LABEL}`) }),
        ).toHaveAttribute("href", `/schedule?service=${slug}`);
      // Store work keeps its plain label.
      await expect(page.locator("#fleet").getByRole("link", { name: /^Schedule Service :/ })).toBeVisible();
    });
  });
}
