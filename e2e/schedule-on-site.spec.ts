import { expect, test, type Page } from "./fixtures";
import { brand, telHref } from "../data/brand";
import {
  businessDay,
  chooseService,
  chooseStore,
  describedError,
  outboxMailFor,
  stepHeading,
  WIZARD_VIEWPORTS,
  scheduleAppointment,
} from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// Each screen books its own stores and days; only on-site requests take service trucks.
const RUNS = {
  desktop: { farm: "Wytheville, VA", farmDay: 23, farDay: 26 },
  phone: { farm: "Crab Orchard, WV", farmDay: 24, farDay: 27 },
} as const;

const FARM = {
  street: "1450 Mill Creek Rd",
  city: "Max Meadows",
  state: "VA",
  zip: "24360",
  directions: "Gate code 4512. Second field past the red barn.",
  machine: "Tractor, John Deere 8R 410",
  tireSize: "18.4-38",
  position: "Rear left",
};

/** Picks the date and the first window a service truck is free for; returns its label. */
async function chooseFirstWindow(page: Page, date: string): Promise<string> {
  await page.getByLabel("Preferred date").fill(date);
  const windows = page.getByRole("list", { name: "Arrival windows" });
  const free = windows.getByRole("button", { disabled: false }).first();
  await expect(free).toBeVisible();
  const label = ((await free.locator("span").first().textContent()) ?? "").trim();
  await free.click();
  await expect(page.getByTestId("chosen-time")).toContainText(label);
  await page.getByRole("button", { name: "Continue with Arrival Window" }).click();
  await expect(stepHeading(page)).toHaveText("Your Information");
  return label;
}

async function fillContact(page: Page, last: string) {
  await page.getByLabel("First Name*").fill("Ruth");
  await page.getByLabel("Last Name*").fill(last);
  await page.getByLabel("Email*").fill(`${last.toLowerCase()}@example.com`);
  await page.getByLabel("Phone you'll answer on site*").fill("2765550147");
}

async function fillSite(page: Page, site: Partial<typeof FARM> = {}) {
  const s = { ...FARM, ...site };
  await page.getByLabel("Street or road*").fill(s.street);
  await page.getByLabel("City or town*").fill(s.city);
  await page.getByLabel("State*").selectOption(s.state);
  await page.getByLabel("Zip code*").fill(s.zip);
  await page.getByLabel("Directions for the crew (optional)").fill(s.directions);
  await page.getByLabel("Machine: kind, make and model*").fill(s.machine);
  await page.getByLabel("Tire size (optional)").fill(s.tireSize);
  await page.getByLabel("Which tire (optional)").fill(s.position);
}

async function submit(page: Page): Promise<string> {
  await scheduleAppointment(page);
  await expect(stepHeading(page)).toHaveText("Appointment Requested");
  return ((await page.getByTestId("booking-reference").textContent()) ?? "").trim();
}

for (const { name, viewport } of WIZARD_VIEWPORTS) {
  const run = RUNS[name];

  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("a farmer requests a service truck for a flat tractor tire, and the store gets the site", async ({
      page,
    }) => {
      test.slow();
      await page.goto("/schedule");
      await chooseStore(page, run.farm);
      await chooseService(page, "Farm Tire Service");

      // A breakdown is a phone call: the 24/7 line comes first, before any choice.
      const notice = page.getByRole("note", { name: "Farm Tire Service at your site" });
      await expect(notice.getByRole("link").first()).toHaveAttribute(
        "href",
        telHref(brand.commercialContact.emergencyLine),
      );
      await expect(page.getByRole("radio")).toHaveCount(0); // no wait or drop-off for on-site work
      const window = await chooseFirstWindow(page, businessDay(run.farmDay));

      // No car is asked for: the site, the machine and the tire instead.
      await expect(page.getByLabel("Vehicle Year*")).toHaveCount(0);
      await fillContact(page, `Farmer${name}`);
      await scheduleAppointment(page);
      await expect(await describedError(page, "Street or road*")).toHaveText(
        "Please enter the street or road where the work is.",
      );
      await expect(page.getByLabel("Street or road*")).toBeFocused();
      await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toContainText(
        "Please enter the street or road where the work is.",
      );

      await fillSite(page);
      await expect(page.getByTestId("service-area")).toContainText(/The site is about \d+ miles from/);
      await expectNoAxeViolations(page, "on-site information step");
      const reference = await submit(page);
      expect(reference).toMatch(/^AT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      await expect(page.getByText("1450 Mill Creek Rd, Max Meadows, VA 24360")).toBeVisible();
      await expect(page.getByTestId("booking-visit")).toContainText("calls you before arriving");
      await expectNoAxeViolations(page, "on-site confirmation");

      const store = await outboxMailFor(reference, "booking-store");
      for (const line of [
        "Site: 1450 Mill Creek Rd, Max Meadows, VA 24360",
        "Machine: Tractor, John Deere 8R 410",
        "Tire: 18.4-38, Rear left",
        "Directions: Gate code 4512. Second field past the red barn.",
        `Arrival window: ${window.replace(/^\w+, /, "")}`,
      ])
        expect(store).toContain(line);
      expect(store).toMatch(/Booked on: Service truck \d/);
      const customer = await outboxMailFor(reference, "booking-customer");
      expect(customer).toContain("our crew calls you at (276) 555-0147 before arriving");
    });

    test("a site beyond the store's reach names the store whose trucks go there, and books with it", async ({
      page,
    }) => {
      test.slow();
      await page.goto("/schedule?locationId=4&service=farm-tire-service&step=3");
      await chooseFirstWindow(page, businessDay(run.farDay));
      await fillContact(page, `Far${name}`);
      await fillSite(page, { street: "100 Long St", city: "Columbus", state: "OH", zip: "43215" });

      const area = page.getByTestId("service-area");
      await expect(area).toContainText(
        "Columbus, OH 43215 is about 233 miles from our Wytheville, VA store, beyond the 120 miles its service trucks cover.",
      );
      await expect(area).toContainText("Our Ashland, KY store, about 105 miles away");
      await expectNoAxeViolations(page, "site out of reach");
      // Sent anyway, it is refused with the same words before anything is booked.
      await scheduleAppointment(page);
      await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toContainText(
        "beyond the 120 miles its service trucks cover",
      );

      await area.getByRole("button", { name: "Book with Ashland, KY instead" }).click();
      await expect(stepHeading(page)).toHaveText("Choose a Date & Time");
      await expect(page).toHaveURL(/locationId=6/);
      await chooseFirstWindow(page, businessDay(run.farDay));
      // What was typed is still there; the new store's trucks reach it.
      await expect(page.getByLabel("Street or road*")).toHaveValue("100 Long St");
      await expect(area).toContainText("within the 120 miles our service trucks cover");
      await submit(page);
      await expect(
        page.getByText(/has been received\. The Ashland, KY store will contact you/),
      ).toBeVisible();
      await expect(page.getByText("100 Long St, Columbus, OH 43215")).toBeVisible();
    });
  });
}
