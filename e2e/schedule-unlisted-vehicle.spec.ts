import { expect, test } from "./fixtures";
import { expectNoAxeViolations, useStoredTheme } from "./support";
import {
  businessDay,
  chooseDateAndFirstTime,
  chooseService,
  chooseStore,
  describedError,
  fillCustomer,
  stepHeading,
  WIZARD_STORAGE_KEY,
  WIZARD_VIEWPORTS,
  scheduleAppointment,
} from "./schedule-support";

// Each screen books its own store and day, so the two runs never compete for one slot.
const RUNS = {
  desktop: { store: "Ashland, KY", ahead: 19 },
  phone: { store: "Windber, PA", ahead: 20 },
} as const;

const UNLISTED = "My vehicle isn't listed";

for (const { name, viewport } of WIZARD_VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("a 2008 pickup our lists lack is typed in and booked for an oil change", async ({ page }) => {
      // A whole booking with a reload and two accessibility scans.
      test.slow();
      const newestYear = new Date().getUTCFullYear() + 1;
      await page.goto("/schedule");
      await chooseStore(page, RUNS[name].store);
      await chooseService(page, "Oil Changes");
      await chooseDateAndFirstTime(page, businessDay(RUNS[name].ahead));
      await page.getByRole("button", { name: "Continue with Selected Time" }).click();
      await expect(stepHeading(page)).toHaveText("Your Information");
      await fillCustomer(page);

      // Ticked from the keyboard; the typed fields take the selects' place, next in the tab order.
      const unlisted = page.getByRole("checkbox", { name: UNLISTED });
      await expect(page.getByRole("combobox", { name: "Vehicle Year*" })).toBeVisible();
      await unlisted.focus();
      await page.keyboard.press("Space");
      await expect(unlisted).toBeChecked();
      await expect(page.getByRole("combobox")).toHaveCount(0);
      await page.keyboard.press("Tab");
      const year = page.getByRole("textbox", { name: "Vehicle Year*" });
      await expect(year).toBeFocused();
      await expect(year).toHaveAttribute("inputmode", "numeric");
      await expectNoAxeViolations(page, "typed vehicle fields");

      // Typed vehicles are not looked up in our lists or for tire sizes.
      const lookups: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/api/vehicles/")) lookups.push(request.url());
      });

      // A year before 1900 is refused next to the field, which takes focus.
      await year.fill("1899");
      await page.getByRole("textbox", { name: "Vehicle Make*" }).fill("Chevrolet");
      await page.getByRole("textbox", { name: "Vehicle Model*" }).fill("Silverado 1500");
      await scheduleAppointment(page);
      const yearMessage = `Please enter the vehicle's 4-digit year (1900 to ${newestYear}).`;
      await expect(await describedError(page, "Vehicle Year*")).toHaveText(yearMessage);
      await expect(year).toHaveAttribute("aria-invalid", "true");
      await expect(year).toBeFocused();
      await expect(page.getByRole("alert").filter({ hasText: yearMessage })).toBeVisible();
      await expectNoAxeViolations(page, "typed vehicle with a bad year");

      // The choice and what was typed survive a reload.
      await page.reload();
      await expect(stepHeading(page)).toHaveText("Your Information");
      await expect(page.getByRole("checkbox", { name: UNLISTED })).toBeChecked();
      await expect(year).toHaveValue("1899");
      await expect(page.getByRole("textbox", { name: "Vehicle Model*" })).toHaveValue("Silverado 1500");

      await year.fill("2008");
      const sent = page.waitForRequest((request) => request.url().endsWith("/api/bookAppointment"));
      await scheduleAppointment(page);
      expect((await sent).postDataJSON()).toMatchObject({
        vehicle: { year: "2008", make: "Chevrolet", model: "Silverado 1500", trim: "" },
      });
      await expect(stepHeading(page)).toHaveText("Appointment Booked");
      await expect(page.getByText("2008 Chevrolet Silverado 1500")).toBeVisible();
      expect(lookups).toEqual([]);
    });

    test("unticking brings the selects back, starting the vehicle over", async ({ page }) => {
      // The typed fields are scanned in the dark theme here (the booking above scans the light one).
      await useStoredTheme(page, "dark");
      await page.goto("/schedule");
      await chooseStore(page, RUNS[name].store);
      await chooseService(page, "Oil Changes");
      await chooseDateAndFirstTime(page, businessDay(RUNS[name].ahead + 1));
      await page.getByRole("button", { name: "Continue with Selected Time" }).click();

      const unlisted = page.getByRole("checkbox", { name: UNLISTED });
      await unlisted.check();
      await expectNoAxeViolations(page, "typed vehicle fields, dark theme");
      await page.getByRole("textbox", { name: "Vehicle Year*" }).fill("2008");
      await page.getByRole("textbox", { name: "Vehicle Make*" }).fill("Ford");
      await page.getByRole("textbox", { name: "Vehicle Model*" }).fill("F-150");
      await unlisted.uncheck();
      const yearSelect = page.getByRole("combobox", { name: "Vehicle Year*" });
      await expect(yearSelect).toBeEnabled();
      await expect(yearSelect).toHaveValue("");
      await expect(page.getByRole("textbox", { name: "Vehicle Year*" })).toHaveCount(0);
      await scheduleAppointment(page);
      await expect(await describedError(page, "Vehicle Year*")).toHaveText(
        "Please select your vehicle's year.",
      );
    });
  });
}

test("a vehicle carried in from the tire pages turns the typed vehicle off", async ({ page }) => {
  await page.goto("/schedule");
  await page.evaluate((key) => {
    const form = {
      vehicleUnlisted: "yes",
      vehicleYear: "2008",
      vehicleMake: "Chevrolet",
      vehicleModel: "Silverado 1500",
    };
    const state = { storeId: null, serviceName: null, date: "", time: null, addOns: [], visit: "wait", form };
    sessionStorage.setItem(key, JSON.stringify({ version: 1, savedAt: Date.now(), state }));
  }, WIZARD_STORAGE_KEY);
  await page.reload();
  await expect(page.getByTestId("wizard-vehicle")).toContainText("2008 Chevrolet Silverado 1500");

  await page.goto("/schedule?vehicleYear=2020&vehicleMake=Ford&vehicleModel=F-150");
  await expect(page.getByTestId("wizard-vehicle")).toContainText("2020 Ford F-150");
  await expect(page).not.toHaveURL(/vehicle/);
  const saved = await page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? "{}"),
    WIZARD_STORAGE_KEY,
  );
  expect(saved.state.form).toMatchObject({ vehicleUnlisted: "", vehicleYear: "2020", vehicleModel: "F-150" });
});
