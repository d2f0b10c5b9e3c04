import { expect, test } from "./fixtures";
import { startPrivateSite, type PrivateSite } from "./private-site";
import { passwordStaffPage } from "./staff-page-support";
import { businessDay, postBooking } from "./schedule-support";
import { expectNoAxeViolations } from "./support";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";

// "Find a customer" on the staff pages: a customer's visits, found by name, phone or vehicle, and
// their page. Staff pages show customers' details, so this file starts a site with a password.
const PASSWORD = "customer-finder";
const NORTON = "norton@alleghenytire.example";

let site: PrivateSite;

const codeFiles = (folder: string) =>
  existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith("-contact-code.eml")) : [];
const codesBefore = (folder: string) => new Set(codeFiles(folder));

/** The code in the first code mail written after `before`: the same address's older code is spent. */
const newCode = (folder: string, before: Set<string>) => async () => {
  let code: string | undefined;
  // Polled until the new mail is whole: a file can be seen before its last byte is written.
  await expect
    .poll(
      async () => {
        const file = codeFiles(folder).find((f) => !before.has(f));
        code = file ? (await simpleParser(readFileSync(join(folder, file)))).subject?.slice(0, 6) : undefined;
        return code && /^\d{6}$/.test(code);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return code!;
};

test.describe.configure({ mode: "serial" });
test.skip(Boolean(process.env.E2E_BASE_URL), "starts a site of its own, with a staff password");

test.beforeAll(async () => {
  site = await startPrivateSite({ STATUS_PASSWORD: PASSWORD });
  // Two visits on different days, each proving the address by its own code.
  const email = "earl.crowder@example.com";
  for (const [ahead, time] of [
    [2, "09:00"],
    [5, "10:00"],
  ] as const) {
    const reply = await postBooking(
      site.baseURL,
      {
        storeGroupEmail: NORTON,
        serviceName: "Oil Changes",
        date: businessDay(ahead),
        time,
        customer: {
          firstName: "Earl",
          lastName: "Crowder",
          email: "earl.crowder@example.com",
          phone: "2765550188",
        },
        vehicle: { year: "2019", make: "Ford", model: "F-150" },
      },
      newCode(join(site.dataDir, "outbox"), codesBefore(join(site.dataDir, "outbox"))),
    );
    expect(reply.status, `${email}: ${JSON.stringify(reply.body)}`).toBe(200);
  }
});
test.afterAll(async () => site?.stop());

for (const width of [390, 1280]) {
  test(`at ${width} px, the header's search finds a customer by phone in any format, and their page shows both visits`, async ({
    browser,
  }) => {
    const page = await passwordStaffPage(site, browser, PASSWORD, width);
    await page.goto("/admin/appointments");
    const header = page.getByRole("search", { name: "Customers" });
    await header.getByRole("searchbox", { name: "Find a customer" }).fill("+1 (276) 555.0188");
    await header.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(/\/admin\/customers\?q=/);
    await expect(page.getByRole("status")).toHaveText("1 customer found.");
    await expectNoAxeViolations(page, "customer search results");
    await page.getByRole("link", { name: "Earl Crowder" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Earl Crowder" })).toBeVisible();
    const visits = page.getByRole("region", { name: /^Visits/ });
    await expect(visits.getByRole("heading")).toHaveText("Visits (2)");
    await expect(visits.getByRole("listitem")).toHaveCount(2);
    await expect(visits.getByRole("listitem").first()).toContainText("Norton, VA · Oil Changes");
    await expect(visits.getByRole("listitem").first()).toContainText("2019 Ford F-150");
    const messages = page.getByRole("region", { name: /^Messages/ });
    await expect(messages.getByText(/E-mail to earl\.crowder@example\.com/).first()).toBeVisible();
    await expectNoAxeViolations(page, "a customer's page");
    await page.screenshot({ path: test.info().outputPath(`customer-${width}.png`), fullPage: true });
  });
}

test("a vehicle or a name finds them; nonsense says what to type", async ({ browser }) => {
  const page = await passwordStaffPage(site, browser, PASSWORD, 1280);
  await page.goto("/admin/customers?q=f-150");
  await expect(page.getByRole("link", { name: "Earl Crowder" })).toBeVisible();
  await page.goto("/admin/customers?q=crow");
  await expect(page.getByRole("link", { name: "Earl Crowder" })).toBeVisible();
  await page.goto("/admin/customers?q=Hatfield");
  await expect(page.getByRole("status")).toHaveText('Nobody found for "Hatfield".');
  await page.goto("/admin/customers?q=x");
  await expect(page.getByRole("status")).toHaveText("Type at least 2 letters of the name.");
  // From their page, "New appointment" starts the counter form with their details.
  await page.goto("/admin/customers?phone=2765550188");
  await page.getByRole("link", { name: "New appointment" }).click();
  await page.getByRole("combobox", { name: "Store" }).selectOption("norton-va");
  await page.getByRole("combobox", { name: "Service" }).selectOption("oil-changes");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("textbox", { name: "Last name" })).toHaveValue("Crowder");
  await expect(page.getByRole("textbox", { name: "Phone" })).toHaveValue("(276) 555-0188");
});
