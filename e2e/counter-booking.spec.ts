import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "./fixtures";
import { startPrivateSite, startPrivateSiteOn, type PrivateSite } from "./private-site";
import { passwordStaffPage } from "./staff-page-support";
import { businessDay } from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// Staff book a caller or a walk-in at the counter. The staff pages show customers' details, so
// this file starts sites of its own with a staff password: one on SQLite, one on PostgreSQL.
const PASSWORD = "counter-manager";
const DATE = businessDay(3);

test.describe.configure({ mode: "serial" });
test.skip(Boolean(process.env.E2E_BASE_URL), "starts sites of their own, with a staff password");

/** The mails the site has sent so far, by kind ("booking-store") and their text. */
function sentMails(site: PrivateSite): { kind: string; text: string }[] {
  const folder = join(site.dataDir, "outbox");
  if (!existsSync(folder)) return [];
  return readdirSync(folder).map((file) => ({
    kind: file.replace(/^\d+-/, "").replace(/\.eml$/, ""),
    text: readFileSync(join(folder, file), "utf8"),
  }));
}

async function fillCustomer(page: Page, first: string, last: string, phone: string, email = "") {
  await page.getByRole("textbox", { name: "First name" }).fill(first);
  await page.getByRole("textbox", { name: "Last name" }).fill(last);
  await page.getByRole("textbox", { name: "Phone" }).fill(phone);
  await page.getByRole("textbox", { name: /^E-mail \(optional\)/ }).fill(email);
}

for (const database of ["sqlite", "postgres"] as const) {
  test.describe(`on ${database}`, () => {
    let site: PrivateSite;
    test.beforeAll(async () => {
      site = await startPrivateSiteOn(database, { STATUS_PASSWORD: PASSWORD });
    });
    test.afterAll(async () => site?.stop());

    test("on a phone, a manager books a walk-in's tires from the shelf without an e-mail, and sees it on the day", async ({
      browser,
    }) => {
      const page = await passwordStaffPage(site, browser, PASSWORD, 390);
      await page.goto(`/admin/appointments?view=day&store=norton-va&from=${DATE}`);
      await page.getByRole("link", { name: "New appointment" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "New appointment" })).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Store" })).toHaveValue("norton-va");
      await expect(page.getByRole("combobox", { name: "Day" })).toHaveValue(DATE);

      await page.getByRole("combobox", { name: "Service" }).selectOption("tire-sales-installation");
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("textbox", { name: /^Tire size/ }).fill("225/65R17");
      await page.getByRole("button", { name: "Show free times" }).click();

      const times = page.getByRole("group", { name: /^Free times on / });
      await expect(times.getByRole("radio").first()).toBeChecked();
      const tires = page.getByRole("group", { name: "Tires" });
      const shelfTire = tires.getByRole("radio", { name: /on the shelf$/ }).first();
      await expect(shelfTire).toBeVisible();
      await expectNoAxeViolations(page, "the counter's booking form on a phone");
      const tireName = ((await shelfTire.getAttribute("value")) ?? "").trim();
      expect(tireName).not.toBe("");
      await shelfTire.check();
      await tires.getByRole("combobox", { name: "How many" }).selectOption("4");
      await fillCustomer(page, "Earl", "Crowder", "(276) 555-0188");
      await page.getByRole("button", { name: "Book appointment" }).click();

      await expect(page).toHaveURL(/view=day/);
      const notice = page.locator("#booked");
      await expect(notice).toContainText(/^Booked AT-[A-Z0-9-]+: Earl Crowder, Tire Sales & Installation, /);
      await expect(notice).toContainText("Nothing is sent to the customer");
      await expect(page.getByRole("button", { name: "Earl Crowder: details and actions" })).toBeVisible();
      // The store's copy only: no address, no customer mail.
      await expect.poll(() => sentMails(site).map((m) => m.kind)).toContain("booking-store");
      expect(sentMails(site).filter((m) => m.kind === "booking-customer")).toHaveLength(0);
      const storeCopy = sentMails(site).find((m) => m.kind === "booking-store")!;
      expect(storeCopy.text).toContain("Crowder");
    });

    test("at the counter, a refusal keeps what was typed; with an address the customer is e-mailed", async ({
      browser,
    }) => {
      const page = await passwordStaffPage(site, browser, PASSWORD, 1280);
      await page.goto(`/admin/appointments/new?store=norton-va&service=wheel-alignment&date=${DATE}`);
      await fillCustomer(page, "Ruby", "Sizemore", "276 555 0142", "ruby@");
      await page.getByRole("textbox", { name: "Make" }).fill("Subaru");
      await page.getByRole("button", { name: "Book appointment" }).click();
      await expect(page.locator("form").getByRole("alert")).toHaveText("Please enter a valid email address.");
      await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Ruby");
      await expect(page.getByRole("textbox", { name: "Make" })).toHaveValue("Subaru");
      await expectNoAxeViolations(page, "the counter form with a refusal");

      await page.getByRole("textbox", { name: /^E-mail \(optional\)/ }).fill("ruby.sizemore@example.com");
      await page.getByRole("button", { name: "Book appointment" }).click();
      await expect(page.locator("#booked")).toContainText("The customer is e-mailed the confirmation.");
      await expect
        .poll(() =>
          sentMails(site)
            .filter((m) => m.kind === "booking-customer")
            .map((m) => m.text),
        )
        .toEqual([expect.stringContaining("ruby.sizemore@example.com")]);
    });
  });
}

test("without JavaScript, the counter books the same way", async ({ browser }) => {
  const site = await startPrivateSite({ STATUS_PASSWORD: PASSWORD });
  try {
    const page = await passwordStaffPage(site, browser, PASSWORD, 390, false);
    await page.goto(`/admin/appointments/new?store=bristol-tn&service=oil-changes&date=${DATE}`);
    await fillCustomer(page, "Wade", "Cottrell", "423-555-0161");
    await page.getByRole("button", { name: "Book appointment" }).click();
    await expect(page.locator("#booked")).toContainText(/^Booked AT-.*Wade Cottrell, Oil Changes/);
  } finally {
    await site.stop();
  }
});
