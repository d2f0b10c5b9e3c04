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
      await expect(page.getByTestId("out-the-door-total")).toHaveText(
        formatPrice(estimate(bristol.id).total),
      );

      await panel.getByRole("checkbox", { name: /^Add road-hazard cover/ }).check();
      await expect(page.getByTestId("out-the-door-total")).toHaveText(
        formatPrice(estimate(bristol.id, true).total),
      );
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
