import { expect, test } from "./fixtures";
import { rememberStore } from "./my-store-support";
import { expectNoAxeViolations } from "./support";
import { findLocation } from "../data/locations";
import { formatPrice } from "../lib/core/price";
import { outTheDoor } from "../lib/tires/out-the-door";
import { passengerCatalog } from "../lib/tires/passenger-tires";

// What a set costs at the counter: the product page's estimate with the state's tire fee and
// sales tax for the visitor's store, and the same figure in the scheduler.
const offer = passengerCatalog.bySize("225/65R17")[0]!;
const bristol = findLocation(3)!;
const estimate = (storeId: number, roadHazard = false) =>
  outTheDoor({ storeId, pricePerTire: offer.price, quantity: 4, roadHazard });

for (const width of [390, 1280]) {
  test.describe(`the out-the-door price at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("without a store, the range across our stores; with one, its fee, tax and total", async ({
      page,
    }) => {
      await page.goto(`/tires/details/${offer.id}`);
      const panel = page.getByTestId("out-the-door");
      await expect(panel).toContainText(/^Out the door for 4: \$[\d,.]+ to \$[\d,.]+/);

      await rememberStore(page, bristol);
      await page.goto(`/tires/details/${offer.id}`);
      await expect(panel.getByRole("table", { name: "Out the door at Bristol, TN" })).toBeVisible();
      await expect(panel.getByRole("rowheader", { name: /Tennessee|pre-disposal|tire fee/i })).toBeVisible();
      await expect(panel.getByRole("rowheader", { name: "Sales tax (9.25%)" })).toBeVisible();
      // Both totals are in the page; the one shown is the one read.
      const total = page.getByTestId("out-the-door-total");
      await expect(total).toHaveText(formatPrice(estimate(bristol.id).total), { useInnerText: true });

      await panel.getByRole("checkbox", { name: /^Add road-hazard cover/ }).check();
      await expect(total).toHaveText(formatPrice(estimate(bristol.id, true).total), { useInnerText: true });
      await expect(panel).toContainText("Estimate:");
      await expectNoAxeViolations(page, "out-the-door price");
    });

    test("each tire card on a size page and the comparison say it for the visitor's store", async ({
      page,
    }) => {
      await page.goto("/tires/size/225-65r17");
      await expect(page.getByTestId("out-the-door-line")).toHaveCount(0);
      await rememberStore(page, bristol);
      await page.goto("/tires/size/225-65r17");
      const card = page.getByTestId("tire-offer").filter({ hasText: offer.name }).first();
      await expect(card.getByTestId("out-the-door-line")).toHaveText(
        `About ${formatPrice(estimate(bristol.id).total)} out the door at Bristol, TN (estimate with fees and tax)`,
      );
      await page.goto(`/tires/compare?ids=${offer.id}`);
      await expect(page.getByTestId("out-the-door-line").filter({ visible: true })).toHaveText(
        `About ${formatPrice(estimate(bristol.id).total)} out the door at Bristol, TN (estimate with fees and tax)`,
      );
    });

    test("the scheduler's tire note says the same for the store chosen", async ({ page }) => {
      await page.goto(`/schedule?locationId=${bristol.id}&step=2&tire=${offer.id}&qty=4`);
      await expect(page.getByTestId("wizard-out-the-door")).toContainText(
        `About ${formatPrice(estimate(bristol.id).total)} out the door at Bristol, TN`,
      );
    });
  });
}

for (const width of [390, 1280]) {
  test.describe(`the scheduler's store list with tires at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("each store says whether it has the tires and when it can fit them; soonest first or nearest", async ({
      page,
    }) => {
      await page.goto(`/schedule?tire=${offer.id}&qty=4`);
      const list = page.getByRole("list", { name: "Stores, soonest to fit your tires first" });
      await expect(list).toBeVisible();
      const lines = list.getByTestId("store-tire-stock");
      await expect(lines).toHaveCount(8);
      for (const line of await lines.all())
        await expect(line).toHaveText(
          /^Your tires: (\d+ in stock · install |Ready |Special order: ready about )/,
        );

      // Soonest first: the days the API gives each store never go back down the list.
      const answer = (await (
        await page.request.get(`/api/tires/availability?offer=${offer.id}&qty=4`)
      ).json()) as { stores: { storeId: number; installFrom?: string; readyBy: string }[] };
      const day = new Map(answer.stores.map((s) => [s.storeId, s.installFrom ?? s.readyBy]));
      const names = await list
        .getByRole("button")
        .evaluateAll((buttons) => buttons.map((b) => b.querySelector("span span")?.textContent ?? ""));
      const order = names.map((name) => findStoreDay(name, day));
      expect([...order].sort()).toEqual(order);

      await page.getByLabel("Find the nearest store").fill("24382");
      await page.getByRole("button", { name: "Find stores" }).click();
      // Asked from a zip: nearest first, with the choice of the soonest.
      const nearest = page.getByRole("list", { name: "Stores, nearest first" });
      await expect(nearest.getByRole("button").first()).toContainText("Wytheville, VA");
      await expect(page.getByRole("radio", { name: "Nearest" })).toBeChecked();
      await expect(nearest.getByTestId("store-tire-stock").first()).toBeVisible();
      await page.getByRole("radio", { name: "Soonest to fit your tires" }).check();
      await expect(page.getByRole("list", { name: "Stores, soonest to fit your tires first" })).toBeVisible();
      await expectNoAxeViolations(page, "store list with tires");
    });
  });
}

/** The first day a store can fit the tires, by the store's name as the list shows it. */
function findStoreDay(name: string, day: Map<number, string>): string {
  const store = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => findLocation(id)!).find((s) => s.name === name);
  return day.get(store!.id)!;
}
