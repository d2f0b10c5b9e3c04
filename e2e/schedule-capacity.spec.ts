import { installationScheduleHref } from "../lib/scheduling/schedule-link";
import { expect, hydrateAfterNavigation, test, type Page } from "./fixtures";
import {
  businessDay,
  DONE_HEADING,
  chooseDateAndFirstTime,
  chooseStore,
  chooseVehicle,
  fillCustomer,
  stepHeading,
  WIZARD_VIEWPORTS,
  scheduleAppointment,
} from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// Each screen books its own store, on days no other browser test books there.
const STORES = {
  desktop: { id: 1, name: "Charleston, WV" },
  phone: { id: 3, name: "Bristol, TN" },
} as const;
const DAYS = { sameTime: 19, chain: 22, dropOff: 25 } as const;
const TIRE = "michelin-defender2-225-65r17";

/**
 * The booking limit counts requests per address, and every browser test comes from this machine:
 * each customer here gets an address of their own (from the documentation range), as real
 * customers have.
 */
const customerAddress = (n: number) => ({ "X-Forwarded-For": `203.0.113.${n}` });

/** "9:30 AM" plus some minutes, as the store's clock shows it. */
function later(label: string, minutes: number): string {
  const [, h, m, half] = /^(\d+):(\d\d) (AM|PM)$/.exec(label) ?? [];
  const start = ((Number(h) % 12) + (half === "PM" ? 12 : 0)) * 60 + Number(m);
  const end = start + minutes;
  const hour = Math.floor(end / 60);
  return `${((hour + 11) % 12) + 1}:${String(end % 60).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** Sends the wizard's booking; `heading`: how its last step should read (booked or requested). */
async function submitAndConfirm(page: Page, heading: string | RegExp = DONE_HEADING) {
  const sent = page.waitForRequest("**/api/bookAppointment");
  await scheduleAppointment(page);
  await expect(stepHeading(page)).toHaveText(heading);
  return (await sent).postDataJSON() as Record<string, unknown>;
}

for (const { name, viewport } of WIZARD_VIEWPORTS) {
  const store = STORES[name];

  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("two customers take the same time, one for an oil change and one for an alignment", async ({
      browser,
    }) => {
      const date = businessDay(DAYS.sameTime);
      const customers = [
        { service: "oil-changes", last: "Oilchange", address: customerAddress(name === "desktop" ? 11 : 12) },
        {
          service: "wheel-alignment",
          last: "Aligned",
          address: customerAddress(name === "desktop" ? 13 : 14),
        },
      ];
      const pages = await Promise.all(
        customers.map(async ({ address }) => {
          const context = await browser.newContext({ viewport, extraHTTPHeaders: address });
          context.on("page", hydrateAfterNavigation);
          return context.newPage();
        }),
      );

      // Each sees its own service's free times (a lift for one, a rack for the other).
      const free: string[][] = [];
      for (const [i, page] of pages.entries()) {
        await page.goto(`/schedule?locationId=${store.id}&service=${customers[i]!.service}&step=3`);
        await page.getByLabel("Preferred date").fill(date);
        const times = page.getByRole("list", { name: "Start times" });
        await expect(times.getByRole("button").first()).toBeVisible();
        free.push(
          (await times.getByRole("button", { disabled: false }).allTextContents()).map((t) => t.trim()),
        );
      }
      const time = free[0]!.find((t) => free[1]!.includes(t));
      expect(time, "a time free for both services").toBeDefined();

      for (const [i, page] of pages.entries()) {
        await page
          .getByRole("list", { name: "Start times" })
          .getByRole("button", { name: time, exact: true })
          .click();
        await page.getByRole("button", { name: "Continue with Selected Time" }).click();
        await fillCustomer(page, {
          last: customers[i]!.last,
          // One address per viewport: the phone's and the desktop's runs share the site's outbox,
          // and each must read its own code.
          email: `${customers[i]!.last.toLowerCase()}.${name}@example.com`,
        });
        await chooseVehicle(page);
      }
      // Both press at once: different kinds of work space, so neither takes the other's.
      await Promise.all(pages.map((page) => scheduleAppointment(page)));
      for (const [i, page] of pages.entries()) {
        // Oil changes and alignments are booked on the spot at both stores.
        await expect(stepHeading(page)).toHaveText("Appointment Booked");
        await expect(page.getByTestId("booking-services")).toContainText(
          i === 0 ? "Oil Changes" : "Wheel Alignment",
        );
        await expect(page.getByTestId("booking-visit")).toHaveText(
          new RegExp(`^You wait: ${time} to about `),
        );
      }
      await Promise.all(pages.map((page) => page.context().close()));
    });

    test("tires and an alignment in one visit, from a tire's installation link", async ({ page }) => {
      await page.setExtraHTTPHeaders(customerAddress(name === "desktop" ? 21 : 22));
      await page.goto(installationScheduleHref(TIRE));
      await expect(page.getByTestId("wizard-tires")).toContainText("225/65R17");
      await chooseStore(page, store.name);
      await page.getByRole("button", { name: "Continue with Tire Sales & Installation" }).click();
      await expect(stepHeading(page)).toHaveText("Choose a Date & Time");
      await expect(
        page.getByText(`Tire Sales & Installation takes about 1 hour at ${store.name}.`),
      ).toBeVisible();

      const alignment = page.getByRole("checkbox", { name: "Wheel Alignment" });
      await expect(alignment).toHaveAccessibleDescription(
        "Adds about 45 minutes. New tires wear evenly and last longer when the wheels are aligned.",
      );
      await expect(alignment).not.toBeChecked();
      await alignment.check();
      await expect(page.getByTestId("visit-total")).toHaveText("Total time: about 1 hour 45 minutes");
      await expect(
        page.getByText(
          `Tire Sales & Installation + Wheel Alignment take about 1 hour 45 minutes at ${store.name}.`,
        ),
      ).toBeVisible();

      // Only times where the tires and the alignment after them both fit are offered.
      const asked = page.waitForRequest(/\/availability\/.*addOns=Wheel(\+|%20)Alignment/);
      const time = await chooseDateAndFirstTime(page, businessDay(DAYS.chain));
      await asked;
      await expectNoAxeViolations(page, "step 3 with an add-on");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // The add-on is kept with the rest of the work in progress.
      await page.reload();
      await expect(page.getByRole("checkbox", { name: "Wheel Alignment" })).toBeChecked();
      await expect(page.getByTestId("chosen-time")).toContainText(time);

      const end = later(time, 105);
      await page.getByRole("button", { name: "Continue with Selected Time" }).click();
      await expect(
        page.getByText("Tire Sales & Installation + Wheel Alignment", { exact: true }),
      ).toBeVisible();
      await expect(page.getByTestId("wizard-visit-line")).toHaveText(`You wait: ${time} to about ${end}.`);
      await fillCustomer(page, { last: "Chained", email: `chained.${name}@example.com` });
      await chooseVehicle(page);
      const sent = await submitAndConfirm(page);
      expect(sent).toMatchObject({
        serviceName: "Tire Sales & Installation",
        addOns: ["Wheel Alignment"],
        visit: "wait",
        tires: { productId: TIRE, quantity: 4 },
      });

      await expect(page.getByTestId("booking-services")).toHaveText(
        "Tire Sales & Installation + Wheel Alignment (about 1 hour 45 minutes)",
      );
      await expect(page.getByTestId("booking-visit")).toHaveText(`You wait: ${time} to about ${end}.`);
      await expectNoAxeViolations(page, "the confirmation of a visit with two services");

      // The customer's page from the e-mail says the same.
      await page.getByRole("link", { name: "Change or cancel" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage Your Appointment");
      const services = page.getByRole("definition").filter({ hasText: "+ Wheel Alignment" });
      await expect(services).toHaveText("Tire Sales & Installation + Wheel Alignment");
      await expect(page.getByText(`You wait: ${time} to about ${end}.`)).toBeVisible();
    });

    test("a drop-off: no time to pick, the day's places, ready by 4:00 PM", async ({ page }) => {
      await page.setExtraHTTPHeaders(customerAddress(name === "desktop" ? 31 : 32));
      await page.goto(`/schedule?locationId=${store.id}&service=brake-service&step=3`);
      await expect(page.getByRole("radio", { name: "I'll wait" })).toBeChecked();
      // A radio group: the arrow key moves the choice.
      await page.getByRole("radio", { name: "I'll wait" }).focus();
      await page.keyboard.press("ArrowDown");
      const dropOff = page.getByRole("radio", { name: "Drop off" });
      await expect(dropOff).toBeChecked();
      await expect(dropOff).toHaveAccessibleDescription(
        "Bring the vehicle when the store opens at 7:30 AM. It will be ready by 4:00 PM.",
      );
      await page.getByRole("button", { name: "Continue with Drop-off" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(
        "Please choose a date with drop-off places before proceeding.",
      );

      const asked = page.waitForRequest(/\/availability\/.*visit=drop-off/);
      await page.getByLabel("Preferred date").fill(businessDay(DAYS.dropOff));
      await asked;
      await expect(page.getByTestId("drop-off-day")).toHaveText(
        /^This date has room for your vehicle \(\d+ drop-off places? left\)\. Bring it at 7:30 AM\.$/,
      );
      await expect(page.getByRole("list", { name: "Start times" })).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
      await expectNoAxeViolations(page, "step 3 for a drop-off");

      await page.reload();
      await expect(page.getByRole("radio", { name: "Drop off" })).toBeChecked();
      await expect(page.getByTestId("drop-off-day")).toContainText("This date has room for your vehicle");

      await page.getByRole("button", { name: "Continue with Drop-off" }).click();
      await expect(stepHeading(page)).toHaveText("Your Information");
      await expect(page.getByTestId("wizard-visit-line")).toHaveText(
        "Drop-off: bring the vehicle at 7:30 AM; it will be ready by 4:00 PM.",
      );
      await fillCustomer(page, { last: "Dropper", email: `dropper.${name}@example.com` });
      await chooseVehicle(page);
      // Brakes are a request the store confirms, dropped off or not.
      expect(await submitAndConfirm(page, "Appointment Requested")).toMatchObject({
        visit: "drop-off",
        time: "07:30",
        addOns: [],
      });
      await expect(page.getByTestId("booking-visit")).toHaveText(
        "Drop-off: bring the vehicle at 7:30 AM; it will be ready by 4:00 PM.",
      );
      await expect(page.getByText("Requested date", { exact: true })).toBeVisible();
    });
  });
}
