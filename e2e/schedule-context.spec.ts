import { expect, test, type Locator } from "./fixtures";
import { expectNoAxeViolations } from "./support";
import {
  businessDay,
  chooseDateAndFirstTime,
  chooseStore,
  chooseVehicle,
  describedError,
  fillCustomer,
  stepHeading,
  WIZARD_VIEWPORTS,
  scheduleAppointment,
} from "./schedule-support";

const REQUIRED_FIELDS = [
  "First Name*",
  "Last Name*",
  "Email*",
  "Phone*",
  "Vehicle Year*",
  "Vehicle Make*",
  "Vehicle Model*",
];

const look = (button: Locator) =>
  button.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      opacity: style.opacity,
      cursor: style.cursor,
      background: style.backgroundColor,
      color: style.color,
    };
  });

for (const { name, viewport } of WIZARD_VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("step 4 shows every field's error at once, next to its field, and updates them", async ({
      page,
    }) => {
      await page.goto("/schedule?locationId=6&service=wheel-alignment&step=3");
      await chooseDateAndFirstTime(page, businessDay(8));
      await page.getByRole("button", { name: "Continue with Selected Time" }).click();
      await expect(page.getByLabel("First Name*")).not.toHaveAttribute("aria-invalid");
      await scheduleAppointment(page);

      await expect(page.getByRole("main").getByRole("alert")).toHaveText(
        "Please fill in all required fields (Name, Email, Phone).",
      );
      for (const label of REQUIRED_FIELDS) {
        await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
        await expect(await describedError(page, label)).toHaveText(/^Please (enter|select) your /);
      }
      await expect(page.getByLabel("First Name*")).toBeFocused();
      await expect(page.getByLabel("Trim (optional)")).not.toHaveAttribute("aria-invalid");

      await fillCustomer(page, { email: "ada.example.com", phone: "27655" });
      await expect(page.getByLabel("First Name*")).not.toHaveAttribute("aria-invalid");
      await expect(page.getByLabel("First Name*")).not.toHaveAttribute("aria-describedby");
      await expect(await describedError(page, "Email*")).toHaveText("Please enter a valid email address.");
      await expect(await describedError(page, "Phone*")).toHaveText("Please enter a 10-digit phone number.");
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(
        "Please enter a valid email address.",
      );

      await fillCustomer(page);
      await chooseVehicle(page);
      for (const label of REQUIRED_FIELDS)
        await expect(page.getByLabel(label, { exact: true })).not.toHaveAttribute("aria-invalid");
      await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    });

    test("a Schedule Service link on /services opens with its service chosen, which can be changed", async ({
      page,
    }) => {
      await page.goto("/services");
      await page
        .locator("#alignment")
        .getByRole("link", { name: /Schedule Service/ })
        .click();
      await expect(page).toHaveURL(/\/schedule\?service=wheel-alignment$/);
      await expect(stepHeading(page)).toHaveText("Choose a Location");
      await expect(page.getByRole("button", { name: /^Ashland, KY/ })).toContainText(
        "Offers Wheel Alignment",
      );
      await chooseStore(page, "Ashland, KY");
      await expect(page.getByRole("button", { name: /^Wheel Alignment/ })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await page.getByRole("button", { name: /^Brake Service/ }).click();
      await expect(stepHeading(page)).toHaveText("Choose a Date & Time");
      await expect(page.getByText("Brake Service takes about 45 minutes at Ashland, KY.")).toBeVisible();
    });

    test("unknown service and vehicle values in the link are ignored", async ({ page }) => {
      await page.goto(
        "/schedule?service=Unicorn%20Polish&vehicleYear=1850&vehicleMake=Ford&vehicleModel=F-150",
      );
      await expect(stepHeading(page)).toHaveText("Choose a Location");
      await expect(page.getByText(/Unicorn/)).toHaveCount(0);
      await expect(page).not.toHaveURL(/vehicle/);
      await expect(page.getByTestId("wizard-vehicle")).toHaveCount(0);
      await chooseStore(page, "Norton, VA");
      await expect(page.getByText(/isn't offered/)).toHaveCount(0);
    });

    test("a button that cannot act looks disabled, in light and dark themes", async ({ page }) => {
      await page.goto("/schedule?locationId=7&service=oil-changes&step=3");
      const proceed = page.getByRole("button", { name: "Continue with Selected Time" });
      const inactive = await look(proceed);
      expect(inactive.cursor).toBe("not-allowed");
      // Greyed, yet opaque: a button that still explains itself when pressed keeps readable words.
      expect(inactive.opacity).toBe("1");
      await expectNoAxeViolations(page, "the inactive Continue button");
      await chooseDateAndFirstTime(page, businessDay(6));
      await expect.poll(() => look(proceed)).not.toMatchObject({ background: inactive.background });
      const active = await look(proceed);
      expect(active.cursor).not.toBe("not-allowed");
      expect(active.opacity).toBe("1");
      expect(active.color).not.toBe(inactive.color);

      await page.getByRole("button", { name: "Remove selected time" }).click();
      await page.evaluate(() => document.documentElement.classList.add("dark"));
      await expect.poll(() => look(proceed)).not.toMatchObject({ background: inactive.background });
      const dark = await look(proceed);
      expect(dark).toMatchObject({ cursor: "not-allowed", opacity: inactive.opacity });
      expect(dark.background).not.toBe(active.background);
    });

    test("a store holiday is named on the date step", async ({ page }) => {
      // A fixed browser clock puts Thanksgiving inside the booking window whenever this runs.
      await page.clock.setFixedTime(new Date("2026-11-16T15:00:00Z"));
      await page.goto("/schedule?locationId=1&service=oil-changes&step=3");
      await expect(page.getByText(/Monday to Friday/)).toContainText("Thanksgiving Day (Thu, Nov 26)");
      await page.getByLabel("Preferred date").fill("2026-11-26");
      await expect(page.getByText("Closed for Thanksgiving Day. Please choose another date.")).toBeVisible();
      await expect(page.getByText(/choose a weekday/)).toHaveCount(0);
      await expect(page.getByRole("list", { name: "Start times" })).toHaveCount(0);
    });

    test("choosing a service brings the next step into view and focus", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/schedule?locationId=5&step=2");
      const last = page.locator("section[aria-label^='Step'] ul button").last();
      await last.scrollIntoViewIfNeeded();
      await last.click();
      await expect(stepHeading(page)).toHaveText("Choose a Date & Time");
      await expect(stepHeading(page)).toBeInViewport();
      await expect(stepHeading(page)).toBeFocused();
    });
  });
}

test("the tire size finder carries the vehicle into scheduling and the booking request", async ({ page }) => {
  await page.goto("/");
  const finder = page.getByRole("form", { name: "Vehicle tire size finder" });
  for (const [label, option] of [
    ["Vehicle Year*", "2020"],
    ["Vehicle Make*", "Ford"],
    ["Vehicle Model*", "F-150"],
    ["Trim*", "XLT"],
  ] as const) {
    await expect(finder.getByLabel(label)).toBeEnabled();
    await finder.getByLabel(label).selectOption({ label: option });
  }
  await finder.getByRole("button", { name: "Find My Tires" }).click();
  await finder.getByTestId("tire-size-result").getByRole("link", { name: "Schedule Service" }).click();

  await expect(stepHeading(page)).toHaveText("Choose a Location");
  await expect(page.getByTestId("wizard-vehicle")).toContainText("2020 Ford F-150 XLT");
  // Taken into the form, then out of the address: a reload keeps the customer's own changes.
  await expect(page).toHaveURL(/\/schedule$/);
  await chooseStore(page, "Bristol, TN");
  await expect(page.getByTestId("wizard-vehicle")).toContainText("2020 Ford F-150 XLT");
  await page.getByRole("button", { name: /^Oil Changes/ }).click();
  await chooseDateAndFirstTime(page, businessDay(18));
  await page.getByRole("button", { name: "Continue with Selected Time" }).click();
  await expect(page.getByLabel("Vehicle Make*")).toHaveValue("Ford");
  await expect(page.getByLabel("Trim (optional)")).toHaveValue("XLT");
  await fillCustomer(page);

  let sent: unknown;
  await page.route("**/api/bookAppointment", async (route) => {
    sent = route.request().postDataJSON();
    await route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({ success: true, appointment: { reference: "AT-TEST-0001" } }),
    });
  });
  await scheduleAppointment(page);
  await expect(stepHeading(page)).toHaveText("Appointment Requested");
  expect(sent).toMatchObject({ vehicle: { year: "2020", make: "Ford", model: "F-150", trim: "XLT" } });
});

test("category pages link their service section to scheduling with the service chosen", async ({ page }) => {
  await page.goto("/farm-tires");
  const schedule = page.locator('main a[href="/schedule?service=farm-tire-service"]');
  await expect(schedule).toHaveText("Schedule Service at Your Site");
  await schedule.click();
  await expect(page.getByRole("button", { name: /^Crab Orchard, WV/ })).toContainText(
    "Offers Farm Tire Service",
  );
});
