import { join } from "node:path";
import { expect, test } from "./fixtures";
import { startPrivateSite, type PrivateSite } from "./private-site";
import { passwordStaffPage } from "./staff-page-support";
import { businessDay, postBooking, REQUEST_SERVICE } from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// The store's morning: requests to answer first on the board, compact cards on a phone, and the
// day sheet on paper. Staff pages show customers' details: a site of its own, with a password.
const PASSWORD = "morning-manager";
const NORTON = "norton@alleghenytire.example";
const DATE = businessDay(3);

let site: PrivateSite;

test.describe.configure({ mode: "serial" });
test.skip(Boolean(process.env.E2E_BASE_URL), "starts a site of its own, with a staff password");

test.beforeAll(async () => {
  site = await startPrivateSite({ STATUS_PASSWORD: PASSWORD });
  const book = async (serviceName: string, time: string, lastName: string) => {
    const reply = await postBooking(
      site.baseURL,
      {
        storeGroupEmail: NORTON,
        serviceName,
        date: DATE,
        time,
        customer: {
          firstName: "Ada",
          lastName,
          email: `${lastName.toLowerCase()}@example.com`,
          phone: "2765550142",
        },
        vehicle: { year: "2018", make: "Toyota", model: "Tacoma" },
        comments: "Check the spare too.",
      },
      join(site.dataDir, "outbox"),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };
  // Earlier in the day, and booked on the spot; later, and a request the store must answer.
  await book("Oil Changes", "08:00", "Blevins");
  await book(REQUEST_SERVICE, "10:00", "Hatfield");
});
test.afterAll(async () => site?.stop());

test("on a phone the board opens with what waits for an answer, each card a line per fact", async ({
  browser,
}) => {
  const page = await passwordStaffPage(site, browser, PASSWORD, 390);
  await page.goto(`/admin/appointments?store=norton-va&from=${DATE}&days=1`);
  // The first line says what waits for an answer, and opens those alone.
  const toAnswer = page.getByRole("link", { name: "To answer: 1 request" });
  await expect(toAnswer).toBeVisible();
  const request = page.getByRole("listitem", { name: /Ada Hatfield, Requested$/ });
  await expect(request).toBeVisible();
  await expect(page.getByRole("listitem", { name: /Ada Blevins, Confirmed$/ })).toBeVisible();
  // The glance: customer (opening their page), phone, vehicle, notes; the e-mail waits on their page.
  await expect(request.getByRole("link", { name: "Ada Hatfield" })).toHaveAttribute(
    "href",
    "/admin/customers?phone=2765550142",
  );
  await expect(request.getByRole("link", { name: "(276) 555-0142" })).toBeVisible();
  await expect(request.getByText("2018 Toyota Tacoma")).toBeVisible();
  await expect(request.getByText("Check the spare too.")).toBeVisible();
  await expect(request.getByRole("link", { name: "hatfield@example.com" })).toBeHidden();
  await expectNoAxeViolations(page, "the board on a phone");
  await toAnswer.click();
  await expect(page.getByRole("listitem", { name: /Ada Hatfield, Requested$/ })).toBeVisible();
  await expect(page.getByRole("listitem", { name: /Ada Blevins/ })).toHaveCount(0);
  const wide = await passwordStaffPage(site, browser, PASSWORD, 1280);
  await wide.goto(`/admin/appointments?store=norton-va&from=${DATE}&days=1`);
  await expect(wide.getByRole("link", { name: "hatfield@example.com" })).toBeVisible();
});

test("the day sheet prints the store's day on one Letter page, lane by lane, without the site around it", async ({
  browser,
}) => {
  const page = await passwordStaffPage(site, browser, PASSWORD, 1280);
  await page.goto(`/admin/appointments?view=day&store=norton-va&from=${DATE}`);
  await page.getByRole("link", { name: "Day sheet" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Norton, VA · /);
  const bay1 = page.getByRole("region", { name: "Bay 1" });
  await expect(bay1.getByRole("row", { name: /Ada Blevins/ })).toContainText("(276) 555-0142");
  await expect(bay1.getByRole("row", { name: /Ada Blevins/ })).toContainText("2018 Toyota Tacoma");
  await expect(page.getByRole("row", { name: /Ada Hatfield/ })).toContainText("Requested");
  await expectNoAxeViolations(page, "the day sheet");

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Staff pages" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print day sheet" })).toBeHidden();
  const pdf = (await page.pdf({ format: "Letter", preferCSSPageSize: true })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});

test("on a wide screen a notice lets clicks through to the buttons under it", async ({ browser }) => {
  const page = await passwordStaffPage(site, browser, PASSWORD, 1280);
  await page.goto(`/admin/appointments?store=norton-va&from=${DATE}&days=1`);
  const request = page.getByRole("listitem", { name: /Ada Hatfield, Requested$/ });
  await request.getByRole("button", { name: "Confirm" }).click();
  const notice = page.locator("[data-variant]").filter({ hasText: "Confirmed." });
  await expect(notice).toBeVisible();
  const box = (await notice.boundingBox())!;
  // Whatever lies under the notice's text gets the click, not the notice; its close button still does.
  const under = await page.evaluate(
    ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest("[data-variant]")),
    [box.x + 24, box.y + box.height / 2],
  );
  expect(under).toBe(false);
  await notice.getByRole("button", { name: "Close notification" }).click();
  await expect(notice).toBeHidden();
});
