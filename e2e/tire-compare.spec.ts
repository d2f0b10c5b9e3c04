import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations } from "./support";

const SIZE_PAGE = "/tires/size/225-65r17";

async function idsOnSizePage(page: Page, count: number): Promise<string[]> {
  await page.goto(SIZE_PAGE);
  const hrefs = await page
    .getByTestId("tire-offer")
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.slice(0, count).map((href) => href.split("/").pop()!);
}

test.describe("comparing tires on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the picker takes up to three tires by keyboard, says so at the limit, and opens the comparison", async ({
    page,
  }) => {
    await page.goto(SIZE_PAGE);
    const boxes = page.getByTestId("tire-offer").getByRole("checkbox", { name: /^Compare / });
    const status = page.getByRole("status").filter({ hasText: /tires/ });

    for (let i = 0; i < 3; i++) {
      await boxes.nth(i).focus();
      await page.keyboard.press("Space");
      await expect(boxes.nth(i)).toBeChecked();
    }
    const bar = page.getByTestId("compare-bar");
    await expect(bar).toContainText("3 of 3 picked");
    await expect(status).toHaveText("3 of 3 tires picked to compare.");

    await boxes.nth(3).focus();
    await page.keyboard.press("Space");
    await expect(boxes.nth(3)).not.toBeChecked();
    await expect(status).toHaveText("You can compare up to 3 tires. Untick one to add another.");
    await expect(boxes.nth(3)).toHaveAccessibleDescription("You can compare up to 3 tires.");

    await boxes.nth(1).uncheck();
    await boxes.nth(3).check();
    await expect(bar).toContainText("3 of 3 picked");
    await bar.getByRole("link", { name: "Compare 3 tires" }).click();
    await expect(page).toHaveURL(/\/tires\/compare\?ids=[a-z0-9-]+,[a-z0-9-]+,[a-z0-9-]+$/);
    await expect(page.getByTestId("compare-table").getByRole("columnheader")).toHaveCount(3);
  });

  test("picks outlive a filter change, and Clear empties them", async ({ page }) => {
    await page.goto(SIZE_PAGE);
    await page.getByTestId("tire-offer").first().getByRole("checkbox").check();
    await page.getByTestId("size-filters").getByRole("link", { name: "Price: high to low" }).click();
    await expect(page).toHaveURL(`${SIZE_PAGE}?sort=price-desc#size-results`);
    const bar = page.getByTestId("compare-bar");
    await expect(bar).toContainText("1 of 3 picked");
    await expect(bar).toContainText("Pick one more to compare");
    await bar.getByRole("button", { name: "Clear" }).click();
    await expect(bar).toBeHidden();
  });

  test("shows two tires in a table, rows for price, installed set, specs and warranty", async ({ page }) => {
    const [a, b] = await idsOnSizePage(page, 2);
    const response = await page.goto(`/tires/compare?ids=${a},${b}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const table = page.getByTestId("compare-table");
    await expect(table.getByRole("columnheader")).toHaveCount(2);
    // Wide enough for the table: the narrow table stays hidden.
    await expect(page.getByTestId("compare-narrow")).toBeHidden();
    for (const row of [
      "Price per tire",
      "Set of 4 installed",
      "Type",
      "Load / speed",
      "UTQG",
      "Warranty",
      "Features",
    ]) {
      await expect(table.getByRole("rowheader", { name: row })).toBeVisible();
    }
    await expect(table.getByRole("link", { name: /^Schedule Installation of / }).first()).toHaveAttribute(
      "href",
      `/schedule?service=Tire%20Sales%20%26%20Installation&tire=${a}&qty=4`,
    );
    await table
      .getByRole("link", { name: /^Remove / })
      .first()
      .click();
    await expect(page).toHaveURL(`/tires/compare?ids=${b}`);
  });

  test("a comparison opened for a vehicle passes it on to its installation, product and remove links", async ({
    page,
  }) => {
    const vehicle = "vehicleYear=2020&vehicleMake=Toyota&vehicleModel=RAV4&vehicleTrim=LE";
    await page.goto(`${SIZE_PAGE}?year=2020&make=Toyota&model=RAV4&trim=LE`);
    await expect(page.getByText("Fits your 2020 Toyota RAV4 LE")).toBeVisible();
    const boxes = page.getByTestId("tire-offer").getByRole("checkbox", { name: /^Compare / });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByTestId("compare-bar").getByRole("link", { name: "Compare 2 tires" }).click();
    await expect(page).toHaveURL(new RegExp(`/tires/compare\\?ids=[a-z0-9-]+,[a-z0-9-]+&${vehicle}$`));
    await expect(page.getByText("For your 2020 Toyota RAV4 LE")).toBeVisible();

    const table = page.getByTestId("compare-table");
    await expect(table.getByRole("link", { name: /^Schedule Installation of / }).first()).toHaveAttribute(
      "href",
      new RegExp(`^/schedule\\?service=Tire%20Sales%20%26%20Installation&tire=[a-z0-9-]+&qty=4&${vehicle}$`),
    );
    await expect(table.getByRole("columnheader").first().getByRole("link").first()).toHaveAttribute(
      "href",
      new RegExp(`^/tires/details/[a-z0-9-]+\\?${vehicle}$`),
    );
    await table
      .getByRole("link", { name: /^Remove / })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/tires/compare\\?ids=[a-z0-9-]+&${vehicle}$`));
  });

  test("skips unknown ids and keeps the first three, saying so; with none it points to search", async ({
    page,
  }) => {
    const ids = await idsOnSizePage(page, 4);
    await page.goto(`/tires/compare?ids=not-a-tire,${ids.join(",")}`);
    const note = page.getByRole("main").getByRole("status");
    await expect(note).toContainText("not-a-tire");
    await expect(note).toContainText("up to 3 tires");
    await expect(page.getByTestId("compare-table").getByRole("columnheader")).toHaveCount(3);

    await page.goto("/tires/compare");
    await expect(page.getByRole("heading", { name: "No tires to compare yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Find Tires for My Vehicle" })).toHaveAttribute(
      "href",
      "/tires#shop",
    );
    await page.getByRole("link", { name: "225/65R17" }).click();
    await expect(page).toHaveURL(SIZE_PAGE);
  });
});

test.describe("comparing tires on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("three tires stand side by side, each row a label over their values, nothing cut off or scrolling sideways", async ({
    page,
  }) => {
    const ids = await idsOnSizePage(page, 3);
    await page.goto(`/tires/compare?ids=${ids.join(",")}`);
    await expect(page.getByTestId("compare-table")).toBeHidden();
    const narrow = page.getByTestId("compare-narrow");
    // The tires head the columns; each thing compared heads its row of values.
    const tires = narrow.locator("thead").getByRole("columnheader");
    await expect(tires).toHaveCount(3);
    for (const label of ["Price per tire", "Set of 4 installed", "Warranty", "Features"])
      await expect(narrow.getByRole("columnheader", { name: label })).toBeVisible();
    await expect(narrow.getByRole("link", { name: /^Schedule Installation of / })).toHaveCount(3);
    // Side by side: the tires' names share a line, left to right.
    const boxes = await Promise.all((await tires.all()).map((tire) => tire.boundingBox()));
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width - 1);
    expect(boxes[2]!.x).toBeGreaterThan(boxes[1]!.x + boxes[1]!.width - 1);
    expect(Math.abs(boxes[1]!.y - boxes[0]!.y)).toBeLessThan(2);
    // No text runs past its column ("85,000-mile treac…"): every value fits its box.
    const clipped = await narrow
      .locator("td, th")
      .evaluateAll((nodes) =>
        nodes.filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent),
      );
    expect(clipped).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("compare-390.png"), fullPage: true });
    await narrow
      .getByRole("link", { name: /^Remove / })
      .first()
      .click();
    await expect(page).toHaveURL(`/tires/compare?ids=${ids[1]},${ids[2]}`);
    await expect(page.getByTestId("compare-narrow").getByRole("link", { name: /^Remove / })).toHaveCount(2);
    await expectNoAxeViolations(page, "compare at 390 px");
  });

  test("the picker bar stays on screen while scrolling the results", async ({ page }) => {
    await page.goto(SIZE_PAGE);
    const cards = page.getByTestId("tire-offer");
    await cards.nth(0).getByRole("checkbox").check();
    await cards.nth(1).getByRole("checkbox").check();
    await cards.nth(4).scrollIntoViewIfNeeded();
    await expect(
      page.getByTestId("compare-bar").getByRole("link", { name: "Compare 2 tires" }),
    ).toBeInViewport();
  });
});
