import { join } from "node:path";
import { expect, test, type APIRequestContext } from "../fixtures";
import { businessDay, postBooking, REQUEST_SERVICE } from "../schedule-support";
import { expectNoAxeViolations } from "../support";
import { startPrivateGraphSite, type PrivateSite } from "./private-graph-site";

// The list shows customers' contact details, so it needs STATUS_PASSWORD in production; the
// shared test sites run without one. This site of its own has a password (and its own database).
const PASSWORD = "counter-manager-pass";
const NORTON = "norton@alleghenytire.example";

let site: PrivateSite;
test.beforeAll(async () => {
  site = await startPrivateGraphSite({ env: { STATUS_PASSWORD: PASSWORD } });
});
test.afterAll(async () => site?.stop());

async function bookTwo(request: APIRequestContext, date: string) {
  const free = await request.get(
    `${site.baseURL}/api/stores/${encodeURIComponent(NORTON)}/availability/${date}?service=${encodeURIComponent(REQUEST_SERVICE)}`,
  );
  const times = (
    (await free.json()) as { availableSlots: { time: string; available: boolean }[] }
  ).availableSlots
    .filter((s) => s.available)
    .map((s) => s.time);
  const references: string[] = [];
  for (const [time, lastName] of [
    [times[0]!, "Early"],
    [times[3]!, "Later"],
  ] as const) {
    const reply = await postBooking(
      site.baseURL,
      {
        storeGroupEmail: NORTON,
        // Requests, for the manager to answer (an oil change would be booked on the spot).
        serviceName: REQUEST_SERVICE,
        date,
        time,
        customer: {
          firstName: "Ada",
          lastName,
          email: `${lastName.toLowerCase()}@example.com`,
          phone: "2765550142",
        },
      },
      // This site sends no mail through Graph (MAIL_FROM is empty): its e-mails are .eml files.
      join(site.dataDir, "outbox"),
    );
    expect(reply.status).toBe(200);
    references.push((reply.body as { appointment: { reference: string } }).appointment.reference);
  }
  return references;
}

test("a manager answers the day's requests from /admin/appointments on a phone", async ({
  browser,
  request,
}) => {
  // Several bookings made through the Graph fake, then answered one by one: close to 30 s on two cores.
  test.slow();
  const unauthenticated = await request.get(`${site.baseURL}/admin/appointments`);
  expect(unauthenticated.status()).toBe(401);

  const date = businessDay(6);
  await bookTwo(request, date);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    httpCredentials: { username: "manager", password: PASSWORD },
  });
  const page = await context.newPage();
  await page.goto(`${site.baseURL}/admin/appointments?store=norton-va&from=${date}&days=1`);
  await expect(page.getByRole("heading", { level: 1, name: "Appointments" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "2 appointments." })).toBeVisible();
  const early = page.getByRole("listitem").filter({ hasText: "Ada Early" });
  const later = page.getByRole("listitem").filter({ hasText: "Ada Later" });
  await expect(early.getByRole("link", { name: "(276) 555-0142" })).toHaveAttribute("href", "tel:2765550142");
  // On a phone the card keeps a line per fact: the e-mail waits on the customer's page, one tap away.
  await expect(early.getByRole("link", { name: "early@example.com" })).toBeHidden();
  await expect(early.getByRole("link", { name: "Ada Early" })).toHaveAttribute(
    "href",
    "/admin/customers?phone=2765550142",
  );
  await expectNoAxeViolations(page);

  // Confirm: the card says Confirmed, and a toast says the customer was told.
  await early.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Confirmed. The customer has been e-mailed.", { exact: true })).toBeVisible();
  // The card's state (its history, folded away, says "Confirmed" too).
  await expect(early.getByText("Confirmed", { exact: true }).first()).toBeVisible();
  await expect(early.getByRole("button", { name: "Confirm" })).toHaveCount(0);

  // Decline needs a reason; then the request leaves the "requested and confirmed" view.
  await later.getByRole("button", { name: "Decline…" }).click();
  const decline = later.getByRole("button", { name: "Decline request" });
  await expect(decline).toBeDisabled();
  await later.getByLabel("Reason for the customer").fill("The lift is being serviced that afternoon.");
  await decline.click();
  await expect(
    page.getByText("Declined. The customer has been e-mailed, and the time is free again.", { exact: true }),
  ).toBeVisible();
  await expect(later).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "1 appointment." })).toBeVisible();

  // Propose another time for the confirmed one: the customer is asked, and nothing moves meanwhile.
  const before = ((await early.locator("p.text-lg").first().textContent()) ?? "").split("–")[0]!.trim();
  await early.getByRole("button", { name: "Propose another time…" }).click();
  const times = early.getByRole("group", { name: "New time" });
  await expect(times).toBeVisible();
  const next = times.getByRole("button", { disabled: false }).nth(2);
  const label = ((await next.textContent()) ?? "").trim();
  await next.click();
  await early.getByRole("button", { name: "Propose this time" }).click();
  await expect(
    page.getByText(
      new RegExp(
        `^Proposed .+ at ${label}\\. The customer has been asked; until they answer, the appointment stays at .+\\.$`,
      ),
    ),
  ).toBeVisible();
  await expect(
    early.getByText(new RegExp(`^Proposed to the customer: .+ at ${label} — waiting for their answer\\.$`)),
  ).toBeVisible();
  await expect(early.getByText(new RegExp(`^${before}–`))).toBeVisible();

  // Every state: the declined request is there with its reason.
  await page.getByLabel("State").selectOption("all");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/status=all/);
  // The card's own lines come first; its folded history repeats them.
  await expect(later.getByText("The lift is being serviced that afternoon.").first()).toBeVisible();
  await expect(later.getByText("Declined", { exact: true }).first()).toBeVisible();
  await context.close();
});
