import { expect, test } from "./fixtures";
import {
  businessDay,
  chooseDateAndFirstTime,
  chooseService,
  chooseStore,
  chooseVehicle,
  fillCustomer,
  stepHeading,
  WIZARD_STORAGE_KEY,
  WIZARD_VIEWPORTS,
  scheduleAppointment,
} from "./schedule-support";

// Each screen books its own store, so the two runs never compete for one slot.
const STORES = { desktop: "Crab Orchard, WV", phone: "Williamson, WV" } as const;

for (const { name, viewport } of WIZARD_VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("a reload at every step keeps what was chosen and typed, until the request is made", async ({
      page,
    }) => {
      // A reload at each of the wizard's steps: close to 30 s on two cores.
      test.slow();
      await page.goto("/schedule?service=tire-rotation");
      await page.reload();
      await expect(stepHeading(page)).toHaveText("Choose a Location");
      await expect(page.getByRole("button", { name: new RegExp(`^${STORES[name]}`) })).toContainText(
        "Offers Tire Rotation",
      );

      await chooseStore(page, STORES[name]);
      await page.reload();
      await expect(stepHeading(page)).toHaveText("Choose a Service");
      await expect(page.getByRole("button", { name: /^Tire Rotation/ })).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      await chooseService(page, "Tire Rotation");
      const day = businessDay(name === "desktop" ? 15 : 16);
      const time = await chooseDateAndFirstTime(page, day);
      await page.reload();
      await expect(stepHeading(page)).toHaveText("Choose a Date & Time");
      await expect(page.getByLabel("Preferred date")).toHaveValue(day);
      await expect(page.getByTestId("chosen-time")).toContainText(time);

      await page.getByRole("button", { name: "Continue with Selected Time" }).click();
      await fillCustomer(page, { email: `ada.memory.${name}@example.com` });
      await chooseVehicle(page);
      await page.getByLabel("Notes (optional)").fill("Rotate the spare in, please.");
      await page.reload();
      await expect(stepHeading(page)).toHaveText("Your Information");
      await expect(page.getByText(`at ${time}`)).toBeVisible();
      await expect(page.getByLabel("First Name*")).toHaveValue("Ada");
      await expect(page.getByLabel("Email*")).toHaveValue(`ada.memory.${name}@example.com`);
      await expect(page.getByLabel("Phone*")).toHaveValue("(276) 555-0142");
      await expect(page.getByLabel("Vehicle Model*")).toHaveValue("F-150");
      await expect(page.getByLabel("Notes (optional)")).toHaveValue("Rotate the spare in, please.");

      await scheduleAppointment(page);
      // A rotation is booked on the spot.
      await expect(stepHeading(page)).toHaveText("Appointment Booked");
      expect(await page.evaluate((key) => sessionStorage.getItem(key), WIZARD_STORAGE_KEY)).toBeNull();
      await page.reload();
      await expect(stepHeading(page)).toHaveText("Choose a Date & Time");
      await expect(page.getByTestId("chosen-time")).toHaveCount(0);
    });

    test("the browser's Back and Forward move between steps and keep everything", async ({ page }) => {
      await page.goto("/schedule");
      await chooseStore(page, "Wytheville, VA");
      await chooseService(page, "Flat Tire Repair");
      const day = businessDay(17);
      const time = await chooseDateAndFirstTime(page, day);
      await page.getByRole("button", { name: "Continue with Selected Time" }).click();
      await page.getByLabel("First Name*").fill("Ada");

      await page.goBack();
      await expect(stepHeading(page)).toHaveText("Choose a Date & Time");
      await expect(page.getByLabel("Preferred date")).toHaveValue(day);
      await expect(page.getByTestId("chosen-time")).toContainText(time);
      await page.goBack();
      await expect(stepHeading(page)).toHaveText("Choose a Service");
      await expect(page.getByRole("button", { name: /^Flat Tire Repair/ })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await page.goBack();
      await expect(stepHeading(page)).toHaveText("Choose a Location");
      await page.goForward();
      await page.goForward();
      await page.goForward();
      await expect(stepHeading(page)).toHaveText("Your Information");
      await expect(page.getByLabel("First Name*")).toHaveValue("Ada");

      // A look at another page, then Back: the wizard is where it was left.
      await page.getByRole("contentinfo").getByRole("link", { name: "Services", exact: true }).click();
      await expect(page).toHaveURL(/\/services$/);
      await page.goBack();
      await expect(stepHeading(page)).toHaveText("Your Information");
      await expect(page.getByLabel("First Name*")).toHaveValue("Ada");
      await expect(page.getByText(`at ${time}`)).toBeVisible();
    });

    test("an unreadable or foreign saved state is ignored", async ({ page }) => {
      for (const stored of ["{not json", JSON.stringify({ version: 0, state: { form: 1 } }), "[]"]) {
        await page.goto("/");
        await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), {
          key: WIZARD_STORAGE_KEY,
          value: stored,
        });
        await page.goto("/schedule?locationId=2&service=oil-changes&step=4");
        await expect(stepHeading(page)).toHaveText("Choose a Date & Time");
        await expect(page.getByLabel("Preferred date")).toHaveValue("");
      }
    });
  });
}
