import { expect, stopWaitingForHydration, test, type Locator, type Page } from "./fixtures";

async function choose(select: Locator, label: string) {
  await expect(select).toBeEnabled();
  await select.selectOption({ label });
}

test.describe("home vehicle finder", () => {
  test("each select opens only after the one before, and changes reset what follows", async ({ page }) => {
    await page.goto("/#vehicle-finder");
    const finder = page.getByRole("form", { name: "Vehicle tire size finder" });
    const year = finder.getByLabel("Vehicle Year*");
    const make = finder.getByLabel("Vehicle Make*");
    const model = finder.getByLabel("Vehicle Model*");
    const trim = finder.getByLabel("Trim*");
    const button = finder.getByRole("button", { name: "Find My Tires" });

    await expect(make).toBeDisabled();
    await expect(model).toBeDisabled();
    await expect(trim).toBeDisabled();
    await expect(button).toBeDisabled();

    await choose(year, "2020");
    await choose(make, "Ford");
    await choose(model, "F-150");
    await choose(trim, "XLT");
    await expect(button).toBeEnabled();

    await choose(model, "Explorer");
    await expect(trim).toHaveValue("");
    await expect(button).toBeDisabled();
    await choose(make, "Toyota");
    await expect(model).toHaveValue("");
    await expect(trim).toBeDisabled();
    await choose(year, "2019");
    await expect(make).toHaveValue("");
    await expect(model).toBeDisabled();
  });

  test("a complete selection searches, then shows the size, its source and the placard note", async ({
    page,
  }) => {
    await page.goto("/");
    const finder = page.getByRole("form", { name: "Vehicle tire size finder" });
    await choose(finder.getByLabel("Vehicle Year*"), "2020");
    await choose(finder.getByLabel("Vehicle Make*"), "Ford");
    await choose(finder.getByLabel("Vehicle Model*"), "F-150");
    await choose(finder.getByLabel("Trim*"), "XLT");
    // The size lookup is held until the searching state has been seen: on a busy machine its
    // minimum 800 ms could otherwise pass between two checks.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/vehicles/tire-size/**", async (route) => {
      await held;
      await route.continue();
    });
    await finder.getByRole("button", { name: "Find My Tires" }).click();
    await expect(finder.getByRole("button", { name: "Searching..." })).toBeDisabled();
    release();
    const result = finder.getByTestId("tire-size-result");
    await expect(result).toContainText("2020 Ford F-150 XLT");
    await expect(result).toContainText(/\d{3}\/\d{2}R\d{2}/);
    await expect(result).toContainText("driver's door");
    await expect(result.getByRole("link", { name: "Find a Store" })).toHaveAttribute("href", "/locations");
    await expect(result.getByRole("link", { name: /^Shop .+ Tires$/ })).toHaveAttribute(
      "href",
      "/tires/size/265-70r17?year=2020&make=Ford&model=F-150&trim=XLT",
    );

    await choose(finder.getByLabel("Trim*"), "Lariat");
    await expect(result).toBeHidden();
  });

  test("says so, with a phone number, when the lookup fails", async ({ page }) => {
    await page.route("**/api/vehicles/tire-size/**", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto("/");
    const finder = page.getByRole("form", { name: "Vehicle tire size finder" });
    await choose(finder.getByLabel("Vehicle Year*"), "2021");
    await choose(finder.getByLabel("Vehicle Make*"), "Honda");
    await choose(finder.getByLabel("Vehicle Model*"), "CR-V");
    await finder.getByLabel("Trim*").selectOption({ index: 1 });
    await finder.getByRole("button", { name: "Find My Tires" }).click();
    const alert = finder.getByRole("alert");
    await expect(alert).toContainText("Information Not Found");
    await expect(alert.locator('a[href^="tel:"]')).toBeVisible();
  });
});

async function fillSelector(page: Page, values: [string, string, string, string]) {
  const form = page.locator("#shop form");
  const [year, make, model, trim] = values;
  await choose(form.getByLabel("Year"), year);
  await choose(form.getByLabel("Make"), make);
  await choose(form.getByLabel("Model"), model);
  await choose(form.getByLabel("Class/Trim"), trim);
}

test.describe("/tires SHOP FOR TIRES selector", () => {
  test("an incomplete selection raises a destructive notice", async ({ page }) => {
    await page.goto("/tires");
    await expect(page.getByRole("heading", { name: "SHOP FOR TIRES" })).toBeVisible();
    const form = page.locator("#shop form");
    await choose(form.getByLabel("Year"), "2022");
    await form.getByRole("button", { name: "Find Tires" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Incomplete Selection" });
    await expect(toast).toContainText("Please select all vehicle details to find your tires.");
  });

  test("asks for a store, then finds tires at the chosen store and shows the factory size", async ({
    page,
  }) => {
    await page.goto("/tires");
    await fillSelector(page, ["2021", "Toyota", "RAV4", "XLE"]);
    await page.locator("#shop form").getByRole("button", { name: "Find Tires" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Location Not Selected" })).toContainText(
      "Please select a location to see available inventory.",
    );

    await page.getByTestId("location-selector").click();
    await page.getByRole("button", { name: /^Ashland, KY/ }).click();
    await page.locator("#shop form").getByRole("button", { name: "Find Tires" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Finding Tires" })).toContainText(
      "Searching for tires for your 2021 Toyota RAV4 XLE at Ashland, KY",
    );
    await expect(page.getByTestId("tire-size-result")).toContainText(/\d{3}\/\d{2}R\d{2}/);
  });

  test("without a store it still shows the size and priced tires in it, one per price tier", async ({
    page,
  }) => {
    await page.goto("/tires");
    await fillSelector(page, ["2021", "Toyota", "RAV4", "XLE"]);
    await page.locator("#shop form").getByRole("button", { name: "Find Tires" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Location Not Selected" })).toBeVisible();
    await expect(page.getByTestId("tire-size-result")).toContainText("225/65R17");
    const tires = page.getByTestId("finder-tires");
    await expect(tires).toContainText(/\d+ tires in 225\/65R17, from \$[\d.]+ each/);
    await expect(tires.getByRole("listitem")).toHaveCount(3);
    for (const tier of ["Value", "Mid-range", "Premium"]) await expect(tires.getByText(tier)).toBeVisible();
    const schedule = tires.getByRole("link", { name: /^Schedule Installation/ }).first();
    await expect(schedule).toHaveAttribute(
      "href",
      /^\/schedule\?service=Tire%20Sales%20%26%20Installation&tire=[a-z0-9-]+-225-65r17&qty=4&vehicleYear=2021&vehicleMake=Toyota&vehicleModel=RAV4&vehicleTrim=XLE$/,
    );
    await tires.getByRole("link").first().click();
    // The product page is opened for this vehicle, and passes it on.
    await expect(page).toHaveURL(
      /\/tires\/details\/[a-z0-9-]+-225-65r17\?vehicleYear=2021&vehicleMake=Toyota&vehicleModel=RAV4&vehicleTrim=XLE$/,
    );
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: "Schedule Installation for your 2021 Toyota RAV4 XLE" }),
    ).toBeVisible();
  });

  test("changing the year clears make, model and trim", async ({ page }) => {
    await page.goto("/tires");
    await fillSelector(page, ["2021", "Toyota", "RAV4", "XLE"]);
    const form = page.locator("#shop form");
    await choose(form.getByLabel("Year"), "2020");
    await expect(form.getByLabel("Make")).toHaveValue("");
    await expect(form.getByLabel("Model")).toBeDisabled();
    await expect(form.getByLabel("Class/Trim")).toBeDisabled();
  });

  test("F8 moves focus to the notification region", async ({ page }) => {
    await page.goto("/tires");
    await page.locator("#shop form").getByRole("button", { name: "Find Tires" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Incomplete Selection" })).toBeVisible();
    await page.keyboard.press("F8");
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute("aria-label")),
      )
      .toMatch(/^Notification/);
  });
});

const CATEGORY_PAGES = [
  "/commercial-tires",
  "/farm-tires",
  "/industrial-tires",
  "/mining-tires",
  "/OTR",
] as const;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const path of CATEGORY_PAGES) {
    test(`${path} shows its tire grid in the first HTML, with no loading line`, async ({ page }) => {
      stopWaitingForHydration(page);
      await page.goto(path);
      const cards = page.getByTestId("tire-grid").locator("article");
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(8);
      await expect(page.getByText(/^Loading .* tires\.\.\.$/)).toHaveCount(0);
    });
  }
});

for (const path of CATEGORY_PAGES) {
  test(`${path} renders its tire grid on the server and opens a product page`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain("/tires/details/");

    await page.goto(path);
    const cards = page.getByTestId("tire-grid").locator("article");
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    for (const card of await cards.all()) {
      expect(await card.locator("li").count()).toBeLessThanOrEqual(3);
      await expect(card).toContainText(/\$\d{1,3}(,\d{3})*\.\d{2}/);
    }
    const first = cards.first();
    const name = (await first.getByRole("heading").textContent()) ?? "";
    await first.getByRole("link", { name: /^Details/ }).click();
    await expect(page).toHaveURL(/\/tires\/details\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("link", { name: "Request Information" })).toHaveAttribute(
      "href",
      /^\/quote\?tire=[a-z0-9-]+$/,
    );
    await expect(page.getByRole("link", { name: /More .* Tires/ })).toHaveAttribute("href", path);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({ "@type": "Product", offers: { "@type": "Offer", priceCurrency: "USD" } });
  });
}

test("commercial tire cards open the quote form with their tire, and keep Schedule Service for a store visit", async ({
  page,
}) => {
  await page.goto("/commercial-tires");
  const card = page.getByTestId("tire-grid").locator("article").first();
  const id = ((await card.getByRole("link", { name: /^Details/ }).getAttribute("href")) ?? "")
    .split("/")
    .pop();
  await expect(card.getByRole("link", { name: /Request Information/ })).toHaveAttribute(
    "href",
    `/quote?tire=${id}`,
  );
  // A truck tire is fitted at the store: no quote-first button on its card, Schedule Service on its page.
  await expect(card.getByRole("link", { name: /Request a quote/ })).toHaveCount(0);
  await card.getByRole("link", { name: /^Details/ }).click();
  await expect(page).toHaveURL(`/tires/details/${id}`);
  await expect(page.getByRole("main").getByRole("link", { name: "Schedule Service" })).toHaveAttribute(
    "href",
    "/schedule?service=commercial-tire-service",
  );
});

test("farm page lists its six categories, three brands and its eight stores", async ({ page }) => {
  await page.goto("/farm-tires");
  for (const title of ["Tractor", "Combine", "Sprayer", "Implement", "Irrigation", "ATV/UTV"]) {
    await expect(page.getByRole("heading", { level: 3, name: new RegExp(title) }).first()).toBeVisible();
  }
  for (const brand of ["Goodyear", "Titan", "Maxam"])
    await expect(page.getByAltText(brand).first()).toBeVisible();
  await expect(page.getByText(/our eight stores/i).first()).toBeVisible();
  for (const href of ["/schedule", "/contact", "/find-us"]) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  }
});

test("mining page shows the four advantages and a services panel", async ({ page }) => {
  await page.goto("/mining-tires");
  for (const title of ["Productivity", "Durability", "Safety", "Cost Efficiency"]) {
    await expect(page.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
  }
  await expect(page.locator('main a[href^="mailto:"]').last()).toBeVisible();
});

test("an unknown product id is the 404 page", async ({ page }) => {
  const response = await page.goto("/tires/details/not-a-real-tire");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Page Not Found");
});

test.describe("brand logos", () => {
  test("a logo whose file fails to load is hidden with a warning, the others stay", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.route("**/images/brands/titan.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/farm-tires");
    // The strip scrolls (an animation), so bring its still section into view, not the moving list.
    await page.locator("#brands").scrollIntoViewIfNeeded();
    const strip = page.getByRole("list", { name: "Farm Tire Brands We Carry" });

    await expect(strip.getByRole("img", { name: "Titan" })).toHaveCount(0);
    for (const name of ["Goodyear", "Maxam"]) {
      const logo = strip.getByRole("img", { name });
      await expect(logo).toBeVisible();
      await expect
        .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect
      .poll(
        () => warnings.filter((w) => w.includes("Brand logo failed to load and was hidden: Titan")).length,
      )
      .toBeGreaterThan(0);
  });
});

test.describe("category filters", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("brand and rim size narrow the farm tires, say how many, and say so when none match", async ({
    page,
  }) => {
    await page.goto("/farm-tires");
    const grid = page.getByTestId("tire-grid");
    const all = await grid
      .getByRole("listitem")
      .filter({ has: page.getByRole("article") })
      .count();
    const filters = page.getByRole("group", { name: "Filter tires" });
    await expect(filters.getByRole("status")).toHaveText(`${all} tires`);

    await filters.getByLabel("Brand").selectOption("Michelin");
    const shown = grid.locator(":scope > li:visible");
    const count = await shown.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(all);
    await expect(filters.getByRole("status")).toHaveText(`${count} of ${all} tires`);
    for (const text of await shown.allTextContents()) expect(text).toContain("Michelin");

    await filters.getByLabel("Rim size").selectOption("38");
    await expect(shown).toHaveCount(0);
    await expect(page.getByText(/None of these tires match both/)).toBeVisible();

    await filters.getByLabel("Brand").selectOption("");
    await expect(shown.first()).toContainText("-38");
  });
});

test.describe("the vehicle finders on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Find My Tires brings the size and its tires into view, under the selects and the button", async ({
    page,
  }) => {
    await page.goto("/");
    const finder = page.getByRole("form", { name: "Vehicle tire size finder" });
    await choose(finder.getByLabel("Vehicle Year*"), "2020");
    await choose(finder.getByLabel("Vehicle Make*"), "Ford");
    await choose(finder.getByLabel("Vehicle Model*"), "F-150");
    await choose(finder.getByLabel("Trim*"), "XLT");
    const button = finder.getByRole("button", { name: "Find My Tires" });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const result = finder.getByTestId("tire-size-result");
    await expect(result).toContainText("2020 Ford F-150 XLT");
    await expectTopInView(result);
  });

  test("the /tires finder's answer comes into view too", async ({ page }) => {
    await page.goto("/tires");
    await fillSelector(page, ["2021", "Toyota", "RAV4", "XLE"]);
    await page.locator("#shop form").getByRole("button", { name: "Find Tires" }).click();
    const result = page.getByTestId("tire-size-result");
    await expect(result).toContainText(/\d{3}\/\d{2}R\d{2}/);
    await expectTopInView(result);
  });
});

/** The answer's top is near the top of the screen, under the sticky header, not below the fold. */
async function expectTopInView(answer: Locator) {
  const top = () => answer.evaluate((node) => Math.round(node.getBoundingClientRect().top));
  // Scrolled smoothly: waited for until it settles near the top.
  await expect.poll(top).toBeLessThanOrEqual(260);
  expect(await top()).toBeGreaterThanOrEqual(60);
}
