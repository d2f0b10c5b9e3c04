import { expect, test } from "./fixtures";
import {
  businessDay,
  DONE_HEADING,
  chooseDateAndFirstTime,
  fillCustomer,
  outboxMailFor,
  stepHeading,
  WIZARD_VIEWPORTS,
  scheduleAppointment,
} from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// Each screen books its own store and day.
const RUNS = { desktop: { store: 5, ahead: 28 }, phone: { store: 8, ahead: 29 } } as const;
const TIRE = "michelin-defender-ltx-ms2-265-70r17";
const NOTE = "These are 265/70R17; a 2019 Civic LX takes 215/55R16. Call us if you're unsure.";

for (const { name, viewport } of WIZARD_VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("truck tires booked for a Civic get a fit note, not a refusal, and the store sees it too", async ({
      page,
    }) => {
      const run = RUNS[name];
      await page.goto(
        `/schedule?locationId=${run.store}&service=tire-sales-installation&tire=${TIRE}&qty=4&step=3`,
      );
      await chooseDateAndFirstTime(page, businessDay(run.ahead));
      await page.getByRole("button", { name: "Continue with Selected Time" }).click();
      await expect(stepHeading(page)).toHaveText("Your Information");
      await fillCustomer(page, { last: `Fit${name}`, email: `fit.${name}@example.com` });
      const note = page.getByTestId("wizard-fit-note");
      for (const [label, option] of [
        ["Vehicle Year*", "2019"],
        ["Vehicle Make*", "Honda"],
        ["Vehicle Model*", "Civic"],
      ] as const) {
        await expect(page.getByLabel(label)).toBeEnabled();
        await page.getByLabel(label).selectOption({ label: option });
      }
      await expect(note).toHaveText("");
      await expect(page.getByLabel("Trim (optional)")).toBeEnabled();
      await page.getByLabel("Trim (optional)").selectOption({ label: "LX" });
      await expect(note).toHaveText(NOTE);
      await expectNoAxeViolations(page, "fit note");

      // Only a note: the request goes through, and the store's e-mail carries it.
      await scheduleAppointment(page);
      // Booked on the spot when the set is on the store's shelf, a request when it must come.
      await expect(stepHeading(page)).toHaveText(DONE_HEADING);
      const reference = ((await page.getByTestId("booking-reference").textContent()) ?? "").trim();
      expect(await outboxMailFor(reference, "booking-store")).toContain(`Fit check: ${NOTE}`);
    });
  });
}
