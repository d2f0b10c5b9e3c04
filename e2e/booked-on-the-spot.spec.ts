import { expect, test, type Page } from "./fixtures";
import {
  businessDay,
  chooseDateAndFirstTime,
  chooseService,
  chooseStore,
  chooseVehicle,
  fillCustomer,
  outboxMailFor,
  scheduleAppointment,
  stepHeading,
  WIZARD_VIEWPORTS,
} from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// A customer who proves their address with the e-mailed code and books an oil change is booked on
// the spot: the confirmation says so, and the manage page has what the day needs (call the store,
// directions, the calendar, the vehicle). Each screen books its own store, on a day no other
// browser test books there.
const RUNS = {
  desktop: { store: "Ashland, KY", phone: "(606) 555-0106", ahead: 21 },
  phone: { store: "Williamson, WV", phone: "(304) 555-0108", ahead: 23 },
} as const;

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const { name, viewport } of WIZARD_VIEWPORTS) {
  const run = RUNS[name];

  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("an oil change is booked on the spot, and the manage page has the call, the way there and the calendar", async ({
      page,
      request,
    }) => {
      // A whole booking with the code step, then the manage page, each scanned: close to 30 s.
      test.slow();
      await page.goto("/schedule");
      await chooseStore(page, run.store);
      await chooseService(page, "Oil Changes");
      const time = await chooseDateAndFirstTime(page, businessDay(run.ahead));
      await page.getByRole("button", { name: "Continue with Selected Time" }).click();
      await fillCustomer(page, { last: `Spot${name}`, email: `spot.${name}.${process.pid}@example.com` });
      await chooseVehicle(page);
      await scheduleAppointment(page);

      // Booked, not requested: the heading, the message and what happens next say so.
      await expect(stepHeading(page)).toHaveText("Appointment Booked");
      await expect(page.getByRole("status").filter({ hasText: "You're booked" })).toHaveText(
        `You're booked at the ${run.store} store. We've e-mailed your confirmation.`,
      );
      const next = page.getByRole("region", { name: "What happens next" });
      await expect(next).toContainText("We've e-mailed your confirmation with a calendar invitation.");
      await expect(next).toContainText("Need to change?");
      await expect(page.getByText(/not final/)).toHaveCount(0);
      await expect(page.getByText("Date and time", { exact: true })).toBeVisible();
      await expect(page.getByText(`at ${time}`)).toBeVisible();
      await expectNoAxeViolations(page, "booked confirmation");
      await noSidewaysScroll(page, viewport.width);

      const reference = ((await page.getByTestId("booking-reference").textContent()) ?? "").trim();
      expect(await outboxMailFor(reference, "booking-store")).toContain("already confirmed");
      const manageUrl =
        (await page.getByRole("link", { name: "Change or cancel" }).getAttribute("href")) ?? "";

      // The manage page: booked, with the store one tap away, the way there, the calendar and the vehicle.
      await page.goto(manageUrl);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage Your Appointment");
      await expect(page.getByText("Booked: confirmed when you booked online", { exact: true })).toBeVisible();
      await expect(page.getByText("2020 Ford F-150", { exact: true })).toBeVisible();
      const visit = page.getByRole("region", { name: "Your visit" });
      const call = visit.getByRole("link", { name: /^Call the store at / });
      await expect(call).toHaveAttribute("href", `tel:+1${run.phone.replace(/\D/g, "")}`);
      // The number is read out digit by digit, and shown as people write it.
      await expect(call).toHaveAccessibleName(/^Call the store at [a-z]+( [a-z]+){2}, [a-z]+( [a-z]+){2}, /);
      await expect(call).toContainText(run.phone);
      const directions = visit.getByRole("link", { name: /^Directions to the .+ store/ });
      await expect(directions).toHaveAttribute(
        "href",
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.+/,
      );
      await expect(directions).toHaveAttribute("target", "_blank");
      const calendar = visit.getByRole("link", { name: "Add to calendar" });
      const ics = await request.get((await calendar.getAttribute("href")) ?? "");
      expect(ics.headers()["content-type"]).toContain("text/calendar");
      const invitation = await ics.text();
      expect(invitation).toContain(`UID:${reference}@alleghenytire.example`);
      expect(invitation).toContain("STATUS:CONFIRMED");
      await expectNoAxeViolations(page, "manage page of a booking");
      await noSidewaysScroll(page, viewport.width);
    });
  });
}
