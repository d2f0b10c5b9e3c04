import { expect, test, type Page } from "./fixtures";
import {
  businessDay,
  DONE_HEADING,
  chooseDateAndFirstTime,
  fillCustomer,
  stepHeading,
  scheduleAppointment,
} from "./schedule-support";
import { expectNoAxeViolations, transitionsEnded } from "./support";

// The whole customer journey, at a phone's and a desk's width, with axe on every page: the home
// page's finder → the vehicle's tires → a product page → the comparison → scheduling from a zip
// at the nearest store → the confirmation → the manage page → another time → a cancel that asks
// first.

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const { width, height, zip, nearest, ahead } of [
  { width: 390, height: 844, zip: "24201", nearest: "Bristol, TN", ahead: 9 },
  { width: 1280, height: 900, zip: "15963", nearest: "Windber, PA", ahead: 10 },
]) {
  test(`at ${width} px: finder → tires → product → compare → the nearest store from a zip → booked → moved → cancelled`, async ({
    page,
  }) => {
    // Nine pages, each with an axe run: about a minute on two cores.
    test.slow();
    await page.setViewportSize({ width, height });

    await page.goto("/#vehicle-finder");
    await expectNoAxeViolations(page, "home");
    const finder = page.getByRole("form", { name: "Vehicle tire size finder" });
    for (const [label, value] of [
      ["Vehicle Year*", "2020"],
      ["Vehicle Make*", "Ford"],
      ["Vehicle Model*", "F-150"],
      ["Trim*", "King Ranch"],
    ] as const) {
      const select = finder.getByLabel(label);
      await expect(select).toBeEnabled();
      await select.selectOption({ label: value });
    }
    await finder.getByRole("button", { name: "Find My Tires" }).click();
    await finder.getByRole("link", { name: /^Shop .+ Tires$/ }).click();
    await expect(page.getByText("Fits your 2020 Ford F-150 King Ranch")).toBeVisible();
    await expectNoAxeViolations(page, "results");
    await noSidewaysScroll(page, width);

    // Two tires to compare; the first one's product page on the way.
    const offers = page.getByTestId("tire-offer");
    await offers
      .nth(0)
      .getByRole("checkbox", { name: /^Compare / })
      .check();
    await offers
      .nth(1)
      .getByRole("checkbox", { name: /^Compare / })
      .check();
    const productLink = offers.first().getByRole("heading").getByRole("link");
    const productHref = (await productLink.getAttribute("href")) ?? "";
    await page.getByTestId("compare-bar").getByRole("link", { name: "Compare 2 tires" }).click();
    await expect(page).toHaveURL(/\/tires\/compare\?ids=/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, "compare");
    await noSidewaysScroll(page, width);

    await page.goto(productHref);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("275/55R20");
    await expectNoAxeViolations(page, "product");
    await page
      .getByRole("link", { name: /^Schedule Installation/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/schedule\?/);
    await expect(page.getByTestId("wizard-tires")).toContainText("275/55R20");

    // The nearest store from a zip.
    await page.getByLabel("Find the nearest store").fill(zip);
    await page.getByRole("button", { name: "Find stores" }).click();
    const stores = page.getByRole("list", { name: "Stores, nearest first" }).getByRole("button");
    await expect(stores.first()).toContainText(nearest);
    await expectNoAxeViolations(page, "step 1, nearest first");
    await stores.first().click();
    await page.getByRole("button", { name: "Continue with Tire Sales & Installation" }).click();
    await expect(stepHeading(page)).toHaveText("Choose a Date & Time");
    await chooseDateAndFirstTime(page, businessDay(ahead));
    await page.getByRole("button", { name: "Continue with Selected Time" }).click();
    await fillCustomer(page, { last: `Journey${width}`, email: `journey${width}@example.com` });
    await scheduleAppointment(page);
    // Booked on the spot when the set is on the store's shelf, a request when it must come.
    await expect(stepHeading(page)).toHaveText(DONE_HEADING);
    await expectNoAxeViolations(page, "confirmation");
    const manageUrl = (await page.getByRole("link", { name: "Change or cancel" }).getAttribute("href")) ?? "";

    await page.goto(manageUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage Your Appointment");
    await expect(page.getByText(/275\/55R20/).first()).toBeVisible();
    await expectNoAxeViolations(page, "manage");
    const times = page.getByRole("group", { name: "New time" }).getByRole("button");
    await times.filter({ hasNotText: "your time now" }).last().click();
    await page.getByRole("button", { name: "Move my appointment" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your appointment is now on" })).toBeVisible();

    await page.getByText("Cancel this request", { exact: true }).click();
    // The pointer rests on the button, whose colours fade to its hover state: axe reads the end.
    await transitionsEnded(page);
    await expectNoAxeViolations(page, "the cancel question");
    await page.getByRole("button", { name: "Yes, cancel my request" }).click();
    const cancelled = page
      .getByRole("status")
      .filter({ hasText: "Your appointment request has been cancelled." });
    await expect(cancelled).toBeInViewport();
    await expect(page.getByRole("status").filter({ hasText: "Your appointment is now on" })).toHaveCount(0);
    await expectNoAxeViolations(page, "cancelled");
    await noSidewaysScroll(page, width);
  });
}
