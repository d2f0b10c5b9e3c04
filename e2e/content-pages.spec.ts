import { expect, test, type Page } from "./fixtures";

async function hrefsIn(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
}

test.describe("/finance", () => {
  test("opens on Commercial Financing and switches by mouse and keyboard", async ({ page }) => {
    await page.goto("/finance");
    const commercial = page.getByRole("tab", { name: "Commercial Financing" });
    const retail = page.getByRole("tab", { name: "Retail Financing" });
    await expect(commercial).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("$5,000 to $100,000+");

    await retail.click();
    await expect(retail).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    for (const figure of [
      "17.74% to 29.99%",
      "13.49% to 26.99%",
      "12/24/2024",
      "$2.00",
      "11,500",
      "17,100",
      "$250",
    ]) {
      await expect(panel).toContainText(figure);
    }
    await expect(panel.getByRole("link", { name: /Apply Now/ })).toHaveAttribute("target", "_blank");
    await expect(panel.getByRole("link", { name: /Manage Your Card/ })).toHaveAttribute("target", "_blank");

    await retail.focus();
    await page.keyboard.press("ArrowRight");
    await expect(commercial).toHaveAttribute("aria-selected", "true");
    await expect(commercial).toBeFocused();
    const commercialPanel = page.getByRole("tabpanel");
    await expect(commercialPanel).toContainText("2 to 3 business days");
    await expect(commercialPanel).toContainText("no prepayment penalty", { ignoreCase: true });
    await expect(commercialPanel.getByRole("link", { name: /Apply for Commercial Credit/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
  });
});

test.describe("/tips", () => {
  test("starts on General Tire Tips, keeps the chosen tab in the hash and restores it on reload", async ({
    page,
  }) => {
    await page.goto("/tips");
    await expect(page.getByRole("tab", { name: "General Tire Tips" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.getByRole("tab", { name: "Farm & AG" }).click();
    await expect(page).toHaveURL(/#farm$/);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Farm & AG" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("10-15%");

    await page.goto("/tips#off-road");
    await expect(page.getByRole("tab", { name: "Off-Road" })).toHaveAttribute("aria-selected", "true");
  });

  test("each accordion opens one topic at a time and can be fully collapsed", async ({ page }) => {
    await page.goto("/tips");
    const panel = page.getByRole("tabpanel");
    const topics = panel.locator("details");
    await expect(topics).toHaveCount(8);
    const first = topics.nth(0);
    const second = topics.nth(1);
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(panel.locator("details[open]")).toHaveCount(0);

    await second.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("open", "");
  });

  test("every tab's calls to action point where they should", async ({ page }) => {
    await page.goto("/tips");
    const panel = () => page.getByRole("tabpanel");
    await expect(panel().getByRole("link", { name: "Contact Our Experts" })).toHaveAttribute(
      "href",
      "/locations",
    );
    for (const guide of ["/tire-buying-guide.html", "/tire-safety-guide.html"]) {
      const link = panel().locator(`a[href="${guide}"]`);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const expected: [string, RegExp][] = [
      ["Seasonal", /^\/schedule$/],
      ["Commercial", /^\/commercial$/],
      ["Farm & AG", /^\/schedule\?service=Farm%20Tire%20Service$/],
      ["Off-Road", /^mailto:sales@alleghenytire\.example\?subject=.*Consultation/],
    ];
    for (const [tab, href] of expected) {
      await page.getByRole("tab", { name: tab }).click();
      const hrefs = await hrefsIn(page, '[role="tabpanel"]:not([hidden]) aside a');
      expect(
        hrefs.some((h) => h !== null && href.test(h)),
        `${tab}: ${hrefs.join(", ")}`,
      ).toBe(true);
    }
  });

  test("the printable guides are served", async ({ request }) => {
    for (const guide of ["/tire-buying-guide.html", "/tire-safety-guide.html"]) {
      const response = await request.get(guide);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("Allegheny Tire");
    }
  });
});

test.describe("/services", () => {
  test("shows three groups of 4, 3 and 3 services with the right links, and the quick jobs apart", async ({
    page,
  }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Professional Tire Services");
    const counts = await Promise.all(
      ["Essential Services", "Commercial Services", "Specialized Services"].map((title) =>
        page
          .locator("section", { has: page.getByRole("heading", { level: 2, name: title }) })
          .locator("article")
          .count(),
      ),
    );
    expect(counts).toEqual([4, 3, 3]);
    await expect(page.getByText(/select locations/i).first()).toBeVisible();
    await expect(
      page.locator("#retreading").getByRole("link", { name: /Contact Representative/ }),
    ).toHaveAttribute("href", "/contact");
    await expect(page.locator("article").getByRole("link", { name: /Schedule Service/ })).toHaveCount(9);
    await expect(
      page.locator("#rotation").getByRole("link", { name: "Book a Tire Rotation" }),
    ).toHaveAttribute("href", "/schedule?service=tire-rotation");
    for (const id of ["installation", "alignment", "rotation", "flat-repair"])
      await expect(page.locator(`#${id}`)).toBeVisible();
    const hero = page.locator("section").first();
    expect(await hrefsIn(page, "section:first-of-type a")).toEqual(["/schedule", "/locations"]);
    await expect(hero).toBeVisible();
  });
});

test.describe("/commercial", () => {
  test("hero links, four service blocks and four programs with prefilled mail links", async ({ page }) => {
    await page.goto("/commercial");
    await expect(page.getByRole("link", { name: "Schedule Fleet Service" }).first()).toHaveAttribute(
      "href",
      "/schedule?type=commercial",
    );
    await expect(page.getByRole("link", { name: /View Fleet Programs/ })).toHaveAttribute("target", "_blank");
    const programs = page.locator("#programs article");
    await expect(programs).toHaveCount(4);
    for (const link of await programs.getByRole("link", { name: /Request Information/ }).all()) {
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toMatch(/^mailto:/);
      expect(new URLSearchParams(href.split("?")[1]).get("subject")).toMatch(/\S/);
    }
    await expect(page.locator("#services article")).toHaveCount(4);
    await expect(page.getByText(/Norton/).first()).toBeVisible();
    await expect(page.locator('a[href^="tel:"]').filter({ hasText: "ext." })).toHaveCount(1);
  });
});

test.describe("/about", () => {
  test("stats, the full timeline and the brands anchor", async ({ page }) => {
    await page.goto("/about");
    const stats = page.getByRole("region", { name: "Company at a glance" });
    for (const value of ["8", "70", "75+"])
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
    const years = await page.locator("#history ol > li > p:first-of-type").allTextContents();
    expect(years).toEqual(["1947", "1959", "1960s", "1995", "2003", "2006", "2014", "Today"]);
    await expect(page.locator("#brands")).toBeVisible();
    expect(await hrefsIn(page, "section:first-of-type a")).toEqual(["/schedule", "/locations"]);
  });
});

test.describe("legal pages", () => {
  for (const [path, sections] of [
    ["/privacy", 10],
    ["/terms", 13],
  ] as const) {
    test(`${path} is effective 07/01/2025 with ${sections} numbered sections`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText("Effective date: 07/01/2025")).toBeVisible();
      const headings = await page.locator("article > ol > li > h2").allTextContents();
      expect(headings).toHaveLength(sections);
      headings.forEach((h, i) => expect(h.startsWith(`${i + 1}. `)).toBe(true));
    });
  }

  test("privacy states the under-13 rule and terms state the return rules", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.locator("article")).toContainText("13");
    await page.goto("/terms");
    await expect(page.locator("article")).toContainText("30 days");
  });
});

test.describe("/sitemap", () => {
  test("groups, store page links and the quick actions", async ({ page }) => {
    await page.goto("/sitemap");
    for (const group of [
      "Main Pages",
      "Tire Products",
      "Business Solutions",
      "Resources",
      "Store Locations",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
    }
    const group = (name: string) => page.locator("section", { has: page.getByRole("heading", { name }) });
    const hrefs = (name: string) =>
      group(name)
        .locator("a")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    // Store pages in scheduler id order (1 Charleston … 8 Williamson), then the three facilities.
    expect(await hrefs("Store Locations")).toEqual(
      [
        "charleston-wv",
        "crab-orchard-wv",
        "bristol-tn",
        "wytheville-va",
        "norton-va",
        "ashland-ky",
        "windber-pa",
        "williamson-wv",
      ].map((slug) => `/locations/${slug}`),
    );
    expect(await hrefs("Other Allegheny Sites")).toEqual(
      ["nitro-wv-warehouse", "norton-va-retread-plant", "charleston-wv-corporate-office"].map(
        (slug) => `/locations/${slug}`,
      ),
    );
    await expect(page.getByRole("link", { name: "Find a Location" })).toHaveAttribute("href", "/findus");
    await expect(page.getByRole("main").getByRole("link", { name: /^Careers/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1);
  });

  test("sitemap.xml lists every public page and robots.txt keeps the status pages out", async ({
    request,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/services", "/tips", "/finance", "/about", "/privacy", "/locations/norton-va"])
      expect(xml).toContain(`${path}</loc>`);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin/");
    expect(robots).toContain("Disallow: /calendar-status");
    expect(robots).toContain("Sitemap: ");
  });
});

test.describe("/contact", () => {
  test("lists every location's phone and e-mail and the corporate office", async ({ page }) => {
    await page.goto("/contact");
    const stores = page.locator("#stores li.card");
    await expect(stores).toHaveCount(11);
    await expect(page.locator('#stores a[href^="tel:+1"]')).toHaveCount(11);
    await expect(page.locator('#stores a[href^="mailto:"]')).toHaveCount(11);
    await expect(page.getByText("700 Virginia St E", { exact: false }).first()).toBeVisible();
  });
});

test("every page has a canonical URL and Open Graph title", async ({ page }) => {
  for (const path of ["/services", "/tips", "/finance"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${path.replace("/", "\\/")}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
  }
});
