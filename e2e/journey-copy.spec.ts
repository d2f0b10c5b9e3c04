import { expect, test, type Page } from "./fixtures";
import { rememberStore } from "./my-store-support";
import { expectNoAxeViolations } from "./support";
import { telHref } from "../data/brand";
import { bookableLocations, findLocation } from "../data/locations";
import { storesOffering } from "../lib/locations/service-stores";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const bristol = findLocation(3)!;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("text that follows the page, on a phone", () => {
  test.use({ viewport: PHONE });

  test("a size page's summary counts and prices only the tires its filters leave", async ({ page }) => {
    await page.goto("/tires/size/265-70r17");
    const lead = page.getByRole("main").locator("p", { hasText: "Please check your size" });
    const all = await page.getByTestId("tire-offer").count();
    await expect(lead).toContainText(`${all} tires from $`);

    await page.goto("/tires/size/265-70r17?type=all-terrain");
    const cards = page.getByTestId("tire-offer");
    await expect(cards.first()).toBeVisible();
    const prices = await cards.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute("data-price"))));
    expect(prices.length).toBeLessThan(all);
    const lowest = `$${Math.min(...prices).toFixed(2)}`;
    await expect(lead).toContainText(
      `${prices.length} of our ${all} tires match these filters, from ${lowest} each.`,
    );
    await expect(
      page.getByRole("heading", { level: 2, name: `${prices.length} of ${all} tires` }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "filtered size page");

    await page.goto("/tires/size/265-70r17?type=all-terrain&minPrice=9000");
    await expect(lead).toContainText(`None of our ${all} tires in this size match these filters.`);
  });

  test("size and tire pages call the main line without a store, and My Store by name and number with one", async ({
    page,
  }) => {
    await page.goto("/tires/size/265-70r17");
    const call = page.getByTestId("my-store-call");
    await expect(call).toHaveText("Call (304) 555-0100");
    await expect(call).toHaveAttribute("href", "tel:+13045550100");

    await rememberStore(page, bristol);
    await page.goto("/tires/size/265-70r17");
    await expect(call).toHaveText(`Call ${bristol.name}: ${bristol.phone}`);
    await expect(call).toHaveAttribute("href", telHref(bristol.phone));
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, "size page with My Store");

    // A tire's own page, opened from the list, calls the same store.
    await page.getByTestId("tire-offer").first().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/tires\/details\//);
    await expect(page.getByTestId("my-store-call")).toHaveText(`Call ${bristol.name}: ${bristol.phone}`);

    // So do the search page's "Can't find your tire?" and the Locations page's call button.
    for (const path of ["/search?q=zzqx", "/locations"]) {
      await page.goto(path);
      await expect(page.getByTestId("my-store-call")).toHaveText(`Call ${bristol.name}: ${bristol.phone}`);
      await expect(page.getByTestId("my-store-call")).toHaveAttribute("href", telHref(bristol.phone));
    }
  });

  test("the farm page names the stores that do farm service, each with its number, and the road-service number", async ({
    page,
  }) => {
    await page.goto("/farm-tires");
    const main = page.getByRole("main");
    await expect(main).not.toContainText("any of our eight locations");
    // "Call our 24/7 road-service line the moment it happens", and the number right there.
    const harvest = main
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Harvest-Season Urgency" }) });
    await expect(harvest).toContainText("call our 24/7 road-service line the moment it happens");
    await expect(
      harvest.getByRole("link", { name: "Call 24/7 road service: (800) 555-0199" }),
    ).toHaveAttribute("href", "tel:+18005550199");

    const farm = storesOffering("Farm Tire Service");
    expect(farm.length).toBeLessThan(bookableLocations.length);
    const list = main.getByRole("list", { name: "Stores with on-farm service" });
    await expect(list.getByRole("listitem")).toHaveCount(farm.length);
    for (const store of farm) {
      const item = list.getByRole("listitem").filter({ hasText: store.name });
      await expect(item.getByRole("link", { name: store.name, exact: true })).toHaveAttribute(
        "href",
        `/locations/${store.slug}`,
      );
      await expect(item.getByRole("link", { name: `Call ${store.name}: ${store.phone}` })).toHaveAttribute(
        "href",
        telHref(store.phone),
      );
    }
    // A store the scheduler turns farm service away from is not offered here.
    const notFarm = bookableLocations.find((l) => !farm.includes(l))!;
    await expect(list).not.toContainText(notFarm.name);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, "farm page");
  });

  test("the OTR, mining, industrial and commercial pages list the stores that do their work", async ({
    page,
  }) => {
    const pages = [
      ["/OTR", "OTR Tire Service", "Stores with job-site OTR service"],
      ["/mining-tires", "Mining Tire Service", "Stores with mine-site service"],
      ["/industrial-tires", "Industrial Tire Service", "Stores with on-site industrial service"],
      ["/commercial-tires", "Commercial Tire Service", "Stores with heavy-truck bays"],
    ] as const;
    for (const [path, service, title] of pages) {
      await page.goto(path);
      const list = page.getByRole("list", { name: title });
      const names = await list
        .getByRole("listitem")
        .getByRole("link", { name: /, [A-Z]{2}$/ })
        .allTextContents();
      expect(names, path).toEqual(storesOffering(service).map((l) => l.name));
    }
    // OTR trucks go out from West Virginia and Virginia only: no promise of five states.
    await page.goto("/OTR");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /in West Virginia and Virginia\.$/,
    );
  });

  test("each home service card leads to its section on /services and books its own service", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Our Services" }) });
    const cards = [
      ["Tire Installation", "installation", "tire-sales-installation"],
      ["Wheel Alignment", "alignment", "wheel-alignment"],
      ["Tire Rotation", "rotation", "tire-rotation"],
      ["Flat Tire Repair", "flat-repair", "flat-tire-repair"],
    ] as const;
    for (const [title, anchor, slug] of cards) {
      await expect(section.getByRole("link", { name: `Learn more about ${title}` })).toHaveAttribute(
        "href",
        `/services#${anchor}`,
      );
      await expect(section.getByRole("link", { name: `Book ${title}` })).toHaveAttribute(
        "href",
        `/schedule?service=${slug}`,
      );
    }
    await expectNoAxeViolations(page, "home page");
    await section.getByRole("link", { name: "Learn more about Flat Tire Repair" }).click();
    await expect(page).toHaveURL("/services#flat-repair");
    await expect(page.getByRole("heading", { level: 3, name: "Flat Tire Repair" })).toBeInViewport();
    await expect(
      page.locator("#flat-repair").getByRole("link", { name: "Book a Flat Tire Repair" }),
    ).toHaveAttribute("href", "/schedule?service=flat-tire-repair");
  });

  test("a zip far from every store says where the stores are and offers the closest with its phone", async ({
    page,
  }) => {
    await page.goto("/locations");
    const finder = page.locator("section#find");
    await finder.getByLabel("Zip code").fill("90210");
    await finder.getByRole("button", { name: "Search" }).click();
    await expect(finder.getByRole("heading", { name: "No store near 90210" })).toBeVisible();
    await expect(finder.getByTestId("far-from-stores")).toHaveText(
      "Our stores are in West Virginia, Virginia, Tennessee, Kentucky and Pennsylvania; the closest to 90210 is Ashland, KY, about 2,000 miles away.",
    );
    const ashland = findLocation(6)!;
    const result = finder.getByTestId("nearest-result");
    await expect(result.getByRole("link", { name: ashland.name, exact: true })).toHaveAttribute(
      "href",
      `/locations/${ashland.slug}`,
    );
    await expect(
      result.getByRole("link", { name: `Call ${ashland.name}: ${ashland.phone}` }),
    ).toHaveAttribute("href", telHref(ashland.phone));
    await expect(finder.getByText("Also nearby")).toHaveCount(0);
    await expect(finder).not.toContainText("2002.6");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, "far zip on /locations");

    // A zip near a store still gets the nearest store and the ones around it, to a tenth of a mile.
    await finder.getByLabel("Zip code").fill("24273");
    await finder.getByRole("button", { name: "Search" }).click();
    await expect(finder.getByRole("heading", { name: "Nearest to 24273" })).toBeVisible();
    await expect(finder.getByText("Also nearby")).toBeVisible();
    await expect(finder.getByTestId("far-from-stores")).toHaveCount(0);
  });
});

test.describe("text that follows the page, on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("home service cards keep Learn more and Book side by side in each card", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Our Services" }) });
    for (const title of ["Tire Installation", "Wheel Alignment", "Tire Rotation", "Flat Tire Repair"]) {
      const learn = await section.getByRole("link", { name: `Learn more about ${title}` }).boundingBox();
      const book = await section.getByRole("link", { name: `Book ${title}` }).boundingBox();
      expect(Math.abs(learn!.y - book!.y), title).toBeLessThan(8);
      expect(book!.x).toBeGreaterThan(learn!.x + learn!.width);
    }
  });

  test("the far-zip answer beside the map, with axe", async ({ page }) => {
    await page.goto("/locations");
    const finder = page.locator("section#find");
    await finder.getByLabel("Zip code").fill("90210");
    await finder.getByRole("button", { name: "Search" }).click();
    await expect(finder.getByTestId("far-from-stores")).toContainText("about 2,000 miles away");
    await expectNoAxeViolations(page, "far zip on /locations at 1280 px");
  });
});
