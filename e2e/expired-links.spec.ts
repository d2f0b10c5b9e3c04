import { createHmac } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import { expect, hydrateAfterNavigation, test, type Browser, type Page } from "./fixtures";
import { startPrivateSite, type PrivateSite } from "./private-site";
import { businessDay, postBooking } from "./schedule-support";
import { expectNoAxeViolations } from "./support";
import { formatAppointmentDate } from "../lib/scheduling/format";
import { addDays } from "../lib/core/zoned-time";

// Links in e-mails stop working a while after the visit (the customer's 30 days, the store's 7).
// The site's clock cannot be moved, so the appointment is: this file books one on a site of its
// own, then moves its times 60 days into the past in the site's SQLite file, as if it had long
// happened. The site signs links with a key the test knows, so it can write the store's link too.
const LINK_KEY = "expired-links-test-key-0123456789abcdef";
const STORE = { name: "Norton, VA", email: "norton@alleghenytire.example", phone: "(276) 555-0105" };
const DATE = businessDay(4);
const DAYS_BACK = 60;
const PAST_DATE = addDays(DATE, -DAYS_BACK);

let site: PrivateSite;
let links: { manage: string; store: string; ics: string };

test.describe.configure({ mode: "serial" });
test.skip(
  Boolean(process.env.E2E_BASE_URL),
  "starts a site of its own, to age an appointment in its database",
);

/** Moves an appointment's day, times and units `days` back, in the site's own database file. */
function ageAppointment(dataDir: string, reference: string, days: number) {
  const shift = days * 24 * 60 * 60_000;
  const db = new Database(join(dataDir, "scheduling.sqlite"));
  try {
    db.pragma("busy_timeout = 10000");
    const row = db.prepare("SELECT id, segments FROM appointments WHERE reference = ?").get(reference) as {
      id: number;
      segments: string;
    };
    const segments = (JSON.parse(row.segments) as { startsAt: number; endsAt: number }[]).map((s) => ({
      ...s,
      startsAt: s.startsAt - shift,
      endsAt: s.endsAt - shift,
    }));
    db.transaction(() => {
      db.prepare(
        "UPDATE appointments SET starts_at = starts_at - ?, ends_at = ends_at - ?, date = ?, segments = ? WHERE id = ?",
      ).run(shift, shift, PAST_DATE, JSON.stringify(segments), row.id);
      db.prepare(
        "UPDATE appointment_units SET starts_at = starts_at - ?, ends_at = ends_at - ? WHERE appointment_id = ?",
      ).run(shift, shift, row.id);
    })();
  } finally {
    db.close();
  }
}

test.beforeAll(async () => {
  site = await startPrivateSite({ LINK_SECRET: LINK_KEY });
  const slots = await fetch(
    `${site.baseURL}/api/stores/${STORE.email}/availability/${DATE}?service=Oil%20Changes`,
  ).then((r) => r.json() as Promise<{ availableSlots: { time: string; available: boolean }[] }>);
  const time = slots.availableSlots.find((s) => s.available)!.time;
  const reply = await postBooking(
    site.baseURL,
    {
      storeGroupEmail: STORE.email,
      serviceName: "Oil Changes",
      date: DATE,
      time,
      customer: { firstName: "Ada", lastName: "Longago", email: "longago@example.com", phone: "2765550142" },
    },
    join(site.dataDir, "outbox"),
  );
  expect(reply.status).toBe(200);
  const { appointment } = reply.body as { appointment: { reference: string; manageUrl: string } };
  const manage = new URL(appointment.manageUrl, site.baseURL);
  const reference = appointment.reference;
  const token = manage.searchParams.get("token")!;
  const storeToken = createHmac("sha256", LINK_KEY).update(`store:${reference}`).digest("base64url");
  links = {
    manage: `${manage.pathname}${manage.search}`,
    store: `/appointments/store?${new URLSearchParams({ ref: reference, token: storeToken })}`,
    ics: `/api/appointments/${reference}/calendar.ics?${new URLSearchParams({ token })}`,
  };
  ageAppointment(site.dataDir, reference, DAYS_BACK);
});
test.afterAll(async () => site?.stop());

async function pageAt(browser: Browser, width: number, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.baseURL,
    viewport: { width, height: 900 },
    javaScriptEnabled,
  });
  // Without JavaScript the page never hydrates: nothing to wait for.
  if (javaScriptEnabled) context.on("page", hydrateAfterNavigation);
  return context.newPage();
}

/** The expired block: what happened, why, and the store's number as a phone link. */
async function expectExpiredBlock(page: Page, days: number) {
  const block = page
    .getByRole("alert")
    .filter({ has: page.getByRole("heading", { name: "This link has expired" }) });
  await expect(block).toBeVisible();
  await expect(block).toContainText(`was on ${formatAppointmentDate(PAST_DATE)}`);
  await expect(block).toContainText(`work for ${days} days after the appointment`);
  const call = block.getByRole("link", { name: `Call ${STORE.name}: ${STORE.phone}` });
  await expect(call).toHaveAttribute("href", "tel:2765550105");
}

/**
 * axe runs as a script, which a page without JavaScript cannot: the answered page's HTML (scripts
 * taken out) is served at a made-up address of the same site in a second tab and checked there.
 */
async function expectAccessibleAsAnswered(browser: Browser, page: Page, when: string) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const context = await browser.newContext({ baseURL: site.baseURL, viewport: page.viewportSize() });
  const copy = await context.newPage();
  await copy.route(`${site.baseURL}/answered-without-scripts`, (route) =>
    route.fulfill({ contentType: "text/html", body: html }),
  );
  await copy.goto("/answered-without-scripts");
  await expectNoAxeViolations(copy, when);
  await context.close();
}

test("the .ics link of an expired manage link answers 410 with the store to call", async ({ request }) => {
  const reply = await request.get(`${site.baseURL}${links.ics}`);
  expect(reply.status()).toBe(410);
  expect(await reply.json()).toMatchObject({
    expired: true,
    storePhone: STORE.phone,
    message: `This link has expired. Please call the ${STORE.name} store at ${STORE.phone}.`,
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px with JavaScript, the manage and store pages show the expired block`, async ({
    browser,
  }) => {
    const page = await pageAt(browser, width, true);
    await page.goto(links.manage);
    await expectExpiredBlock(page, 30);
    await expect(page.getByRole("heading", { name: "Choose another time" })).toHaveCount(0);
    await expectNoAxeViolations(page, `the expired manage page at ${width} px`);

    await page.goto(links.store);
    await expectExpiredBlock(page, 7);
    await expect(page.getByRole("button", { name: "Confirm appointment" })).toHaveCount(0);
    await expectNoAxeViolations(page, `the expired store page at ${width} px`);
    await page.context().close();
  });

  test(`at ${width} px without JavaScript, the manage and store pages show the expired block`, async ({
    browser,
  }) => {
    const page = await pageAt(browser, width, false);
    await page.goto(links.manage);
    await page.getByRole("button", { name: "Show my appointment" }).click();
    await expectExpiredBlock(page, 30);
    await expectAccessibleAsAnswered(
      browser,
      page,
      `the expired manage page without JavaScript at ${width} px`,
    );

    await page.goto(links.store);
    await page.getByRole("button", { name: "Show the request" }).click();
    await expectExpiredBlock(page, 7);
    await expectAccessibleAsAnswered(
      browser,
      page,
      `the expired store page without JavaScript at ${width} px`,
    );
    await page.context().close();
  });
}
