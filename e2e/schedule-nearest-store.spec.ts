import { expect, test } from "./fixtures";
import {
  businessDay,
  chooseDateAndFirstTime,
  chooseVehicle,
  fillCustomer,
  stepHeading,
  scheduleAppointment,
} from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// The scheduler's first step finds the nearest store from a zip, marks My Store, and keeps the
// customer's tires and service through a detour to another page; a time taken meanwhile is said
// where a phone's screen is.

const TIRE = "michelin-defender2-225-65r17";
const BRISTOL = {
  id: 3,
  name: "Bristol, TN",
  address: "2400 Volunteer Pkwy",
  city: "Bristol",
  state: "TN",
  zip: "37620",
  phone: "(423) 555-0103",
  email: "bristol@alleghenytire.example",
  bookable: true,
};

test.use({ viewport: { width: 390, height: 844 } });

test("a zip puts the nearest stores first with their distance, and My Store is marked", async ({ page }) => {
  await page.addInitScript(
    (store) => window.localStorage.setItem("selected-location", JSON.stringify(store)),
    BRISTOL,
  );
  await page.goto("/schedule");
  const stores = page.getByRole("list", { name: /^Stores/ }).getByRole("button");
  // My Store is preselected and marked, whatever the order.
  await expect(stores.filter({ hasText: "My Store" })).toHaveCount(1);
  await expect(stores.filter({ hasText: "My Store" })).toContainText("Bristol, TN");
  await page.getByLabel("Find the nearest store").fill("24201");
  await page.getByRole("button", { name: "Find stores" }).click();
  await expect(page.getByRole("list", { name: "Stores, nearest first" })).toBeVisible();
  await expect(stores.first()).toContainText("Bristol, TN");
  await expect(stores.first()).toContainText(/\d+\.\d miles away/);
  await expect(stores.nth(1)).toContainText(/miles away/);
  await expectNoAxeViolations(page, "step 1 with the nearest stores");

  await page.getByLabel("Find the nearest store").fill("00000");
  await page.getByRole("button", { name: "Find stores" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /zip/i })).toBeVisible();
});

test("the tires and the service come back after a detour through the locations page", async ({ page }) => {
  await page.goto(`/schedule?service=tire-sales-installation&tire=${TIRE}&qty=2`);
  await expect(page.getByTestId("wizard-tires")).toContainText("225/65R17");
  // A detour: the locations page's own Schedule Service link names only the store.
  await page.goto("/locations");
  await page.goto("/schedule?locationId=3&step=2");
  await expect(stepHeading(page)).toHaveText("Choose a Service");
  await expect(page).toHaveURL(/tire=michelin-defender2-225-65r17/);
  await expect(page.getByTestId("wizard-tires")).toContainText("for 2 installed");
  await expect(page.getByRole("button", { name: "Continue with Tire Sales & Installation" })).toBeVisible();

  // Removed, they stay removed on the next visit.
  await page
    .getByTestId("wizard-tires")
    .getByRole("button", { name: /Remove/ })
    .click();
  await expect(page.getByTestId("wizard-tires")).toHaveCount(0);
  await page.goto("/schedule?locationId=3&step=2");
  await expect(stepHeading(page)).toHaveText("Choose a Service");
  await expect(page.getByTestId("wizard-tires")).toHaveCount(0);
});

test("a time taken meanwhile is said at the top of the step, in view and focused", async ({ page }) => {
  await page.goto("/schedule?locationId=4&service=oil-changes&step=3");
  const time = await chooseDateAndFirstTime(page, businessDay(14));
  await page.getByRole("button", { name: "Continue with Selected Time" }).click();
  await fillCustomer(page);
  await chooseVehicle(page);
  await page.route("**/api/bookAppointment", (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({
        success: false,
        error: "This time slot is no longer available. Please refresh and select a different time.",
        message: "This time slot is no longer available. Please refresh and select a different time.",
        availableSlots: [
          { time, available: false },
          { time: "15:00", available: true },
        ],
      }),
    }),
  );
  await scheduleAppointment(page);
  await expect(stepHeading(page)).toHaveText("Choose a Date & Time");
  const notice = page.getByTestId("wizard-sent-back");
  await expect(notice).toHaveText(
    "This time slot is no longer available. Please refresh and select a different time.",
  );
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  // Choosing another time clears it.
  await page
    .getByRole("list", { name: "Start times" })
    .getByRole("button", { name: /^3:00 PM/ })
    .click();
  await expect(notice).toHaveCount(0);
});
