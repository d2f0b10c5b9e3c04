import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { expect, test, waitForHydration, type Browser, type Page } from "./fixtures";
import { startPrivateSite, type PrivateSite } from "./private-site";
import { bookOilChange, businessDay, REQUEST_SERVICE, scheduleAppointment } from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// The site's scripts start after the first paint, and some people browse without JavaScript: every
// form must still post (never a GET carrying what was typed) and answer with a page. This file
// sends each form from a browser with JavaScript off, against a site of its own (a staff password,
// an outbox to read the store's links from, and a server log to search), and checks that nothing
// typed reached an address or the log.
const PASSWORD = "no-script-counter";
const STORE = { name: "Charleston, WV", slug: "charleston-wv", email: "charleston@alleghenytire.example" };
const DATE = businessDay(6);

// What the forms are filled with: values found nowhere else, so any trace of them is a leak.
const PERSON = {
  first: "Zelda",
  last: "Quillfeather",
  email: "zelda.quillfeather@example.com",
  phone: "3045550177",
};
const NAME = `${PERSON.first} ${PERSON.last}`;
const CONTACT_MESSAGE = "Do you stock 265/70R17 tires for a Tacoma? Asking for the Quillfeather farm.";
const QUOTE_TIRE = "Cat 980 loader tire, L-5, Quillfeather quarry";
const QUOTE_COMPANY = "Quillfeather Aggregates";
const VEHICLE = { year: "2008", make: "Studebaker", model: "Quillwagon" };
const TYPED = [
  PERSON.first,
  PERSON.last,
  PERSON.email,
  PERSON.phone,
  "555-0177",
  CONTACT_MESSAGE,
  QUOTE_TIRE,
  QUOTE_COMPANY,
  VEHICLE.model,
];

// GET forms carry nothing personal: the site search, the plain scheduler's choices, the zip
// finders (which lead to the store list) and the staff lists' filters.
const GET_ACTIONS = [
  "/search",
  "/schedule/request",
  "/locations",
  "/admin/appointments",
  "/admin/inventory",
  "/admin/customers",
  "/admin/appointments/new",
];

let site: PrivateSite;
const requests: { method: string; url: string; body: string }[] = [];

test.describe.configure({ mode: "serial" });
test.skip(Boolean(process.env.E2E_BASE_URL), "starts a site of its own, to read its log and outbox");

test.beforeAll(async () => {
  // Every booking comes from this one machine: room for them all under the per-address limit.
  site = await startPrivateSite({ STATUS_PASSWORD: PASSWORD, RATE_LIMIT_MULTIPLIER: "10" });
});
test.afterAll(async () => site?.stop());

/** A phone-sized (or desktop) page with JavaScript off; every request it makes is recorded. */
async function pageWithoutScripts(browser: Browser, width = 390, staff = false): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.baseURL,
    javaScriptEnabled: false,
    viewport: { width, height: 900 },
    ...(staff ? { httpCredentials: { username: "manager", password: PASSWORD } } : {}),
  });
  context.on("request", (request) =>
    requests.push({ method: request.method(), url: request.url(), body: request.postData() ?? "" }),
  );
  return context.newPage();
}

/** Every form on the page names its method; the GET ones are searches and choices. */
async function expectExplicitForms(page: Page) {
  await expect(page.locator("form:not([method])")).toHaveCount(0);
  for (const form of await page.locator('form[method="get" i]').all())
    expect(GET_ACTIONS).toContain(await form.getAttribute("action"));
}

/**
 * axe runs as a script, which a page without JavaScript cannot: the page as it was answered is
 * checked in a second tab, with the answer's HTML (its scripts taken out) served at a made-up
 * address of the same site, so its stylesheets load as they did.
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

/**
 * An appointment booked through the public API (with its e-mailed code), as the setting for the
 * link pages: an oil change, booked on the spot, or with `service` (REQUEST_SERVICE) a request.
 */
const book = (lastName: string, service?: string) =>
  bookOilChange(site.baseURL, STORE.email, DATE, lastName, join(site.dataDir, "outbox"), service);

/** The store's Confirm link for a request, from the e-mail in the site's outbox folder. */
async function storeLinkFor(reference: string): Promise<string> {
  const folder = join(site.dataDir, "outbox");
  const find = async (): Promise<string | null> => {
    for (const file of existsSync(folder)
      ? readdirSync(folder).filter((f) => f.endsWith("-booking-store.eml"))
      : []) {
      const text = (await simpleParser(readFileSync(join(folder, file)))).text ?? "";
      const link =
        text.includes(reference) && /https?:\/\/\S+\/appointments\/store\?\S+action=confirm/.exec(text);
      if (link) return `${new URL(link[0]).pathname}${new URL(link[0]).search}`;
    }
    return null;
  };
  let found: string | null = null;
  await expect
    .poll(async () => (found = await find()), {
      message: `the store e-mail for ${reference}`,
      timeout: 10_000,
    })
    .not.toBeNull();
  return found!;
}

let plainBooking: { reference: string; managePath: string } | null = null;

test("contact: a wrong e-mail comes back with the same messages and what was typed; then the message is sent", async ({
  browser,
}) => {
  const page = await pageWithoutScripts(browser);
  await page.goto("/contact");
  await expectExplicitForms(page);
  const form = page.getByRole("region", { name: "Send us a message" }).locator("form");
  await form.getByLabel("Name*").fill(NAME);
  await form.getByLabel("Email*").fill("zelda.quillfeather@example");
  await form.getByLabel("Phone (optional)").fill(PERSON.phone);
  await form.getByLabel("Send to").selectOption({ label: STORE.name });
  await form.getByLabel("Message*").fill(CONTACT_MESSAGE);
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(form.getByRole("alert")).toHaveText("Please correct the highlighted fields.");
  await expect(form.getByLabel("Email*")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(form.getByLabel("Name*")).toHaveValue(NAME);
  await expect(form.getByLabel("Message*")).toHaveValue(CONTACT_MESSAGE);
  await expect(form.getByLabel("Send to")).toHaveValue("1");

  await form.getByLabel("Email*").fill(PERSON.email);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toContainText(
    `Thank you, ${NAME}. Your message was sent to our ${STORE.name} store`,
  );
  await expect(form.getByLabel("Name*")).toHaveValue("");
  await expect(page).toHaveURL(`${site.baseURL}/contact`);
  await page.context().close();
});

test("contact, sent before the page's scripts have started: the form posts, and its answer stays once they run", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: site.baseURL, viewport: { width: 390, height: 900 } });
  context.on("request", (request) =>
    requests.push({ method: request.method(), url: request.url(), body: request.postData() ?? "" }),
  );
  const page = await context.newPage();
  // The scripts of the first page never arrive: the form is what the server rendered.
  let scriptsArrive = false;
  await page.route("**/_next/static/chunks/**", (route) =>
    scriptsArrive ? route.continue() : route.abort(),
  );
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Send us a message" }).locator("form");
  await form.getByLabel("Name*").fill(NAME);
  await form.getByLabel("Email*").fill(PERSON.email);
  await form.getByLabel("Message*").fill(CONTACT_MESSAGE);
  scriptsArrive = true;
  const sent = page.waitForRequest((request) => request.isNavigationRequest());
  await form.getByRole("button", { name: "Send Message" }).click();
  const navigation = await sent;
  expect(navigation.method()).toBe("POST");
  expect(navigation.url()).toBe(`${site.baseURL}/contact`);
  await navigation.response();
  await waitForHydration(page);
  await expect(form.getByRole("status")).toContainText(`Thank you, ${NAME}. Your message was sent`);
  await context.close();
});

test("quote: a wrong phone number comes back with its message; then the request gets its reference", async ({
  browser,
}) => {
  const page = await pageWithoutScripts(browser);
  await page.goto("/quote");
  await expectExplicitForms(page);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Tire you need*").fill(QUOTE_TIRE);
  await field("Quantity*").fill("4");
  await field("Application*").selectOption({ label: "Mining" });
  await field("Name*").fill(NAME);
  await field("Company (optional)").fill(QUOTE_COMPANY);
  await field("Email*").fill(PERSON.email);
  await field("Phone*").fill("555-0177");
  await page.getByRole("button", { name: "Send quote request" }).click();

  await expect(page.getByRole("alert")).toHaveText("Please correct the highlighted fields.");
  await expect(page.getByText("Please enter a 10-digit phone number.")).toBeVisible();
  await expect(field("Tire you need*")).toHaveValue(QUOTE_TIRE);
  await expect(field("Company (optional)")).toHaveValue(QUOTE_COMPANY);

  await field("Phone*").fill(PERSON.phone);
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByTestId("quote-reference")).toHaveText(/^Q-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(page.getByTestId("quote-sent")).toContainText(PERSON.email);
  await page.context().close();
});

test("scheduling: /schedule points to the plain form and the stores' numbers; the plain form books", async ({
  browser,
}) => {
  const page = await pageWithoutScripts(browser);
  await page.goto("/schedule");
  await expect(page.getByRole("heading", { name: "Your browser is not running JavaScript" })).toBeVisible();
  await expect(page.getByRole("link", { name: "(304) 555-0101" })).toBeVisible();
  await page.getByRole("link", { name: "plain request form" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Request Service" })).toBeVisible();
  await expectExplicitForms(page);
  await page.getByLabel("Store*").selectOption({ label: STORE.name });
  await page.getByLabel("Service*").selectOption({ label: "Oil Changes" });
  await page.getByLabel("Date*").fill(DATE);
  await page.getByRole("button", { name: "Show open times" }).click();
  await expect(page).toHaveURL(`${site.baseURL}/schedule/request?store=1&service=oil-changes&date=${DATE}`);

  const times = page.getByRole("group", { name: /^Time on / }).getByRole("radio");
  await times.first().check();
  await page.getByLabel("First Name*").fill(PERSON.first);
  await page.getByLabel("Last Name*").fill(PERSON.last);
  await page.getByLabel("Email*").fill("zelda.quillfeather@");
  await page.getByLabel("Phone*").fill(PERSON.phone);
  await page.getByLabel("Vehicle Year*").fill(VEHICLE.year);
  await page.getByLabel("Vehicle Make*").fill(VEHICLE.make);
  await page.getByLabel("Vehicle Model*").fill(VEHICLE.model);
  await scheduleAppointment(page, join(site.dataDir, "outbox"));

  await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address.");
  await expect(page.getByLabel("Email*")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Vehicle Model*")).toHaveValue(VEHICLE.model);
  await expect(times.first()).toBeChecked();
  await expectAccessibleAsAnswered(browser, page, "the plain request form with its messages");

  await page.getByLabel("Email*").fill(PERSON.email);
  await scheduleAppointment(page, join(site.dataDir, "outbox"));
  // An oil change, its customer's address proven by the code: booked on the spot.
  await expect(page.getByRole("region", { name: "Booked" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Appointment Booked" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(
    `You're booked at the ${STORE.name} store. We've e-mailed your confirmation.`,
  );
  await expect(page.getByText(/not final/)).toHaveCount(0);
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  expect(reference).toMatch(/^AT-/);
  await expect(page.getByText(`${VEHICLE.year} ${VEHICLE.make} ${VEHICLE.model}`)).toBeVisible();
  const manage = new URL(
    (await page.getByRole("link", { name: "Change or cancel" }).getAttribute("href"))!,
    site.baseURL,
  );
  plainBooking = { reference, managePath: `${manage.pathname}${manage.search}` };
  await page.context().close();
});

for (const width of [390, 1280]) {
  test(`manage page at ${width} px: opened with a button, a new time listed and taken, then cancelled`, async ({
    browser,
  }) => {
    const booking = width === 390 && plainBooking ? plainBooking : await book(`Manage${width}`);
    const page = await pageWithoutScripts(browser, width);
    await page.goto(booking.managePath);
    // The page loads the appointment with JavaScript; without it, a button in <noscript> does.
    await expect(page.getByRole("status")).toHaveText("Loading your appointment…");
    await expectExplicitForms(page);
    await page.getByRole("button", { name: "Show my appointment" }).click();
    await expect(page.getByText(booking.reference, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${site.baseURL}${booking.managePath}`);
    await expect(page.getByText("Booked: confirmed when you booked online")).toBeVisible();
    // The day's shortcuts work without JavaScript: they are links.
    const visit = page.getByRole("region", { name: "Your visit" });
    await expect(visit.getByRole("link", { name: /^Call the store at / })).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    await expect(visit.getByRole("link", { name: /^Directions/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    const calendar = await visit.getByRole("link", { name: "Add to calendar" }).getAttribute("href");
    expect(calendar).toMatch(new RegExp(`^/api/appointments/${booking.reference}/calendar\\.ics\\?token=`));
    if (booking === plainBooking)
      await expect(page.getByText(`${VEHICLE.year} ${VEHICLE.make} ${VEHICLE.model}`)).toBeVisible();
    await expectAccessibleAsAnswered(browser, page, `the manage page at ${width} px`);

    await page.getByLabel("New date").fill(DATE);
    await page.getByRole("button", { name: "Show open times" }).click();
    const times = page.getByRole("group", { name: /^New time on / }).getByRole("radio");
    await times.last().check();
    await page.getByRole("button", { name: "Move my appointment" }).click();
    await expect(page.getByRole("status")).toContainText(
      /^Your appointment is now on .+ We've e-mailed you the new time\.$/,
    );

    // Asked once more, without JavaScript too: the disclosure opens the button that cancels.
    await page.getByText("Cancel this appointment", { exact: true }).click();
    await page.getByRole("button", { name: "Yes, cancel my appointment" }).click();
    await expect(page.getByRole("status")).toContainText("Your appointment has been cancelled.");
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    await page.context().close();
  });

  test(`store's answer page at ${width} px: declining needs a reason; then the request is confirmed`, async ({
    browser,
  }) => {
    const { reference } = await book(`Store${width}`, REQUEST_SERVICE);
    const page = await pageWithoutScripts(browser, width);
    await page.goto(await storeLinkFor(reference));
    await expectExplicitForms(page);
    await page.getByRole("button", { name: "Show the request" }).click();
    await expect(page.getByText(`Ada Store${width}`, { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Decline request" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Please give the customer a short reason (up to 500 characters).",
    );
    await expectAccessibleAsAnswered(browser, page, `the store's answer page at ${width} px`);
    await page.getByRole("button", { name: "Confirm appointment" }).click();
    await expect(page.getByRole("status")).toHaveText("Confirmed. The customer has been e-mailed.");
    await expect(page.getByText("Confirmed by the store", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm appointment" })).toHaveCount(0);
    await page.context().close();
  });
}

test("staff: the list confirms a request, and a post without the password is refused", async ({
  browser,
}) => {
  const { reference } = await book("Counter", REQUEST_SERVICE);
  const posted = new FormData();
  posted.append("action", "confirm");
  const refused = await fetch(`${site.baseURL}/admin/appointments`, { method: "POST", body: posted });
  expect(refused.status).toBe(401);

  const page = await pageWithoutScripts(browser, 390, true);
  await page.goto(`/admin/appointments?store=${STORE.slug}&from=${DATE}&days=1`);
  await expectExplicitForms(page);
  const card = page.getByRole("listitem", { name: /Ada Counter, Requested$/ });
  await expect(card).toContainText(reference);
  await card.getByRole("button", { name: "Confirm" }).click();
  const confirmed = page.getByRole("listitem", { name: /Ada Counter, Confirmed$/ });
  await expect(confirmed).toContainText("Confirmed. The customer has been e-mailed.");
  await page.context().close();
});

test("staff: the stock upload posts its file and the page shows the new count", async ({ browser }) => {
  const page = await pageWithoutScripts(browser, 390, true);
  await page.goto("/admin/inventory");
  await expectExplicitForms(page);
  const row = page.locator("tbody tr[data-offer]").first();
  const offerId = (await row.getAttribute("data-offer"))!;
  const locationId = (await row.getAttribute("data-location"))!;
  await page.getByLabel("Point-of-sale export (CSV)").setInputFiles({
    name: "pos-export.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`location_id,offer_id,on_hand\n${locationId},${offerId},37\n`),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Stock saved" })).toContainText(
    "Stock saved: 1 row updated.",
  );
  await expect(
    page.locator(`tbody tr[data-offer="${offerId}"][data-location="${locationId}"]`),
  ).toContainText("37");
  await page.context().close();
});

test("nothing typed reached an address or the server's log; everything typed was posted", async () => {
  expect(requests.length).toBeGreaterThan(20);
  const urls = requests.map((r) => `${r.url}\n${decodeURIComponent(r.url)}`).join("\n");
  const log = site.output();
  expect(log, "the server's log is read").toContain("Ready in");
  for (const value of TYPED) {
    expect(urls, `"${value}" in an address`).not.toContain(value);
    expect(log, `"${value}" in the server's log`).not.toContain(value);
  }
  // Each value left the browser only in the body of a POST to this site.
  for (const value of TYPED) {
    const carriers = requests.filter((r) => r.body.includes(value));
    expect(carriers.length, `"${value}" was sent`).toBeGreaterThan(0);
    for (const carrier of carriers) {
      expect(carrier.method).toBe("POST");
      expect(carrier.url.startsWith(site.baseURL)).toBe(true);
    }
  }
});
