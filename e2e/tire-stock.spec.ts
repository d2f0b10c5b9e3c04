import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { rememberStore } from "./my-store-support";
import { expectNoAxeViolations, transitionsEnded, useStoredTheme } from "./support";
import { findLocation, type Location } from "../data/locations";
import { availabilityLine, storeAvailabilityLine } from "../lib/inventory/stock-text";
import { milesLabel, type StockAnswer, type StoreStockAnswer } from "../lib/inventory/stock-view";
import { todayIn } from "../lib/core/zoned-time";

const SIZE_PAGE = "/tires/size/225-65r17";
const CHOOSE = "Choose a store to see availability";
const bristol = findLocation(3)!;

/** The line the page should show for these tires, from the API's own answer and the store's date. */
async function expectedLines(request: APIRequestContext, store: Location, offerIds: readonly string[]) {
  const response = await request.get(
    `/api/tires/availability?offers=${offerIds.join(",")}&qty=4&store=${store.id}`,
  );
  expect(response.status()).toBe(200);
  const { offers } = (await response.json()) as { offers: StockAnswer[] };
  const today = todayIn(store.timeZone, Date.now());
  return offers.map((answer) => availabilityLine(answer, store.name, today));
}

const offerIdOf = (href: string | null) => href!.split("?")[0]!.split("/").pop()!;

async function cardOfferIds(page: Page, count: number): Promise<string[]> {
  const links = page.getByTestId("tire-offer").getByRole("heading").getByRole("link");
  await expect(links.first()).toBeVisible();
  return (await links.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
    .slice(0, count)
    .map(offerIdOf);
}

for (const width of [390, 1280]) {
  test.describe(`tire stock at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a driver with My Store set sees its stock on a size page and on the product page", async ({
      page,
      request,
    }) => {
      await rememberStore(page, bristol);
      const asked: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/api/tires/availability")) asked.push(r.url());
      });
      await page.goto(SIZE_PAGE);
      const ids = await cardOfferIds(page, 3);
      const lines = page.getByTestId("tire-offer").getByTestId("stock-line");
      const expected = await expectedLines(request, bristol, ids);
      for (let i = 0; i < ids.length; i++) await expect(lines.nth(i)).toHaveText(expected[i]!);
      await expect(page.getByTestId("tire-offer").first()).not.toContainText(CHOOSE);
      // One request for the whole list, not one per tire.
      expect(asked).toHaveLength(1);
      expect(new URL(asked[0]!).searchParams.get("offers")!.split(",")).toHaveLength(
        await page.getByTestId("tire-offer").count(),
      );
      await expectNoAxeViolations(page, "size page with a store");

      await page.getByTestId("tire-offer").first().getByRole("heading").getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/tires/details/${ids[0]}$`));
      const panel = page.getByRole("region", { name: "Availability for a set of 4" });
      await expect(panel.getByTestId("stock-line")).toHaveText(expected[0]!);
      await expect(panel.getByRole("button", { name: "Change store" })).toBeVisible();
      await expectNoAxeViolations(page, "product page with a store");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test("without a store, a driver is asked to choose one, and the product page lists the soonest stores to choose from", async ({
      page,
      request,
    }) => {
      await page.goto(SIZE_PAGE);
      const firstCard = page.getByTestId("tire-offer").first();
      await expect(firstCard.getByRole("button", { name: CHOOSE })).toBeVisible();
      await expectNoAxeViolations(page, "size page without a store");

      const [offerId] = await cardOfferIds(page, 1);
      await page.goto(`/tires/details/${offerId}`);
      const panel = page.getByRole("region", { name: "Availability for a set of 4" });
      await expect(panel.getByRole("button", { name: CHOOSE })).toBeVisible();
      const answer = await request.get(`/api/tires/availability?offer=${offerId}&qty=4`);
      const { stores } = (await answer.json()) as { stores: StoreStockAnswer[] };
      const rows = panel.getByTestId("store-stock").getByRole("listitem");
      await expect(rows).toHaveCount(3);
      for (let i = 0; i < 3; i++) {
        const store = findLocation(stores[i]!.storeId)!;
        await expect(rows.nth(i)).toContainText(store.name);
        await expect(rows.nth(i)).toContainText(
          storeAvailabilityLine(stores[i]!, todayIn(store.timeZone, Date.now())),
        );
      }
      await expectNoAxeViolations(page, "product page without a store");

      // Choosing one of them here shows its line, and says it to screen readers.
      const chosen = findLocation(stores[0]!.storeId)!;
      await rows
        .first()
        .getByRole("button", { name: /^Set as My Store/ })
        .click();
      const [line] = await expectedLines(request, chosen, [offerId!]);
      await expect(panel.getByTestId("stock-line")).toHaveText(line!);
      await expect(panel.getByRole("status")).toHaveText(line!);
      await expect(page.getByTestId("location-selector")).toContainText(chosen.name);
      await expectNoAxeViolations(page, "product page after choosing a store there");
    });
  });
}

test.describe("tire stock on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a result's “Choose a store” opens the header's chooser; the whole list then shows that store's stock", async ({
    page,
    request,
  }) => {
    await page.goto(SIZE_PAGE);
    const card = page.getByTestId("tire-offer").nth(4);
    await card.getByRole("button", { name: CHOOSE }).click();
    const chooser = page.getByTestId("location-selector");
    await expect(chooser).toHaveAttribute("aria-expanded", "true");
    await expect(chooser).toBeFocused();
    await page
      .getByRole("list", { name: "Locations" })
      .getByRole("button", { name: /^Bristol, TN/ })
      .click();
    const ids = await cardOfferIds(page, 5);
    const expected = await expectedLines(request, bristol, ids);
    await expect(card.getByTestId("stock-line")).toHaveText(expected[4]!);
  });

  test("the vehicle finder's tires on /tires show their stock at My Store", async ({ page, request }) => {
    await rememberStore(page, bristol);
    await page.goto("/tires");
    const form = page.getByRole("form", { name: "Shop for tires by vehicle" });
    for (const [label, value] of [
      ["Year", "2021"],
      ["Make", "Toyota"],
      ["Model", "RAV4"],
      ["Class/Trim", "XLE"],
    ] as const) {
      const select = form.getByLabel(label, { exact: true });
      await expect(select).toBeEnabled();
      await select.selectOption({ label: value });
    }
    await form.getByRole("button", { name: "Find Tires" }).click();
    const picks = page.getByTestId("finder-tires").getByRole("listitem");
    await expect(picks).toHaveCount(3);
    const ids = (
      await picks
        .getByRole("link", { name: /^Schedule Installation/ })
        .evaluateAll((links) =>
          links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("tire")!),
        )
    ).filter(Boolean);
    const expected = await expectedLines(request, bristol, ids);
    for (let i = 0; i < ids.length; i++)
      await expect(picks.nth(i).getByTestId("stock-line")).toHaveText(expected[i]!);
  });

  test("the product page finds the stores nearest a zip code and refuses one that is not", async ({
    page,
    request,
  }) => {
    const offerId = "michelin-defender2-225-65r17";
    await page.goto(`/tires/details/${offerId}`);
    const panel = page.getByRole("region", { name: "Availability for a set of 4" });
    const zip = panel.getByLabel("Zip code");
    await zip.fill("2438");
    await panel.getByRole("button", { name: "Find nearest" }).click();
    await expect(panel.getByRole("alert")).toHaveText("Please enter a valid 5-digit zip code.");
    await expect(zip).toHaveAttribute("aria-invalid", "true");

    await zip.fill("24382");
    await panel.getByRole("button", { name: "Find nearest" }).click();
    await expect(panel.getByRole("heading", { name: "Nearest to 24382" })).toBeVisible();
    const answer = await request.get(`/api/tires/availability?offer=${offerId}&qty=4&zip=24382`);
    const { stores } = (await answer.json()) as { stores: StoreStockAnswer[] };
    const first = findLocation(stores[0]!.storeId)!;
    const rows = panel.getByTestId("store-stock").getByRole("listitem");
    await expect(rows.first()).toContainText(first.name);
    await expect(rows.first()).toContainText(milesLabel(stores[0]!.miles!));
    await expect(panel.getByRole("status").first()).toContainText(`Nearest to 24382: ${first.name}`);
    await expect(panel.getByRole("alert")).toHaveText("");
    await expectNoAxeViolations(page, "product page with the stores nearest a zip");
  });

  test("when the stock cannot be read, the line gives the store's phone instead", async ({ page }) => {
    await rememberStore(page, bristol);
    await page.route("**/api/tires/availability?**", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
    );
    await page.goto(SIZE_PAGE);
    const line = page.getByTestId("tire-offer").first().getByTestId("stock-line");
    await expect(line).toHaveText(`Call the store for availability: ${bristol.phone}`);
    await expect(line.getByRole("link", { name: bristol.phone })).toHaveAttribute("href", "tel:+14235550103");
  });

  test("the lines, the choice and the store list pass axe in the dark theme too", async ({ page }) => {
    await useStoredTheme(page, "dark");
    await page.goto("/tires/details/michelin-defender2-225-65r17");
    const panel = page.getByRole("region", { name: "Availability for a set of 4" });
    await expect(panel.getByTestId("store-stock").getByRole("listitem")).toHaveCount(3);
    await expect(panel.getByRole("button", { name: /^Set as My Store/ })).toHaveCount(3);
    // Colour transitions must end before axe reads the contrast.
    await transitionsEnded(page);
    await expectNoAxeViolations(page, "product page without a store, dark");

    await panel
      .getByRole("button", { name: /^Set as My Store/ })
      .first()
      .click();
    await page.goto(SIZE_PAGE);
    await expect(page.getByTestId("tire-offer").first().getByTestId("stock-line")).toHaveText(
      / at |Special order/,
    );
    await transitionsEnded(page);
    await expectNoAxeViolations(page, "size page with a store, dark");
  });
});
