import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support";
import {
  businessDay,
  nextBusinessDay,
  chooseDateAndFirstTime,
  chooseService,
  chooseStore,
  chooseVehicle,
  fillCustomer,
  stepHeading,
  storeLinkFor,
  scheduleAppointment,
} from "./schedule-support";

test("a customer requests an appointment the store confirms, from start to finish, then cancels it", async ({
  page,
  request,
}) => {
  // A whole booking, its e-mails and the cancellation: close to 30 s on two cores.
  test.slow();
  await page.goto("/schedule");
  await expect(stepHeading(page)).toHaveText("Choose a Location");
  await chooseStore(page, "Norton, VA");
  await expect(page).toHaveURL(/locationId=5/);
  await expect(page).toHaveURL(/step=2/);
  await expect(stepHeading(page)).toBeFocused();
  // Norton looks at a flat before it promises the repair: a request the store confirms.
  await chooseService(page, "Flat Tire Repair");
  const time = await chooseDateAndFirstTime(page, businessDay(5));
  await page.getByRole("button", { name: "Continue with Selected Time" }).click();
  await expect(stepHeading(page)).toHaveText("Your Information");
  await fillCustomer(page);
  await expect(page.getByLabel("Phone*")).toHaveValue("(276) 555-0142");
  await chooseVehicle(page);
  await page.getByLabel("Notes (optional)").fill("Please check the spare too.");
  await scheduleAppointment(page);

  await expect(stepHeading(page)).toHaveText("Appointment Requested");
  const reference = (await page.getByTestId("booking-reference").textContent()) ?? "";
  expect(reference).toMatch(/^AT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(page.getByText("Norton, VA").first()).toBeVisible();
  await expect(page.getByText(`at ${time}`)).toBeVisible();
  await expect(page.getByText(/not final until they do/)).toBeVisible();
  await expect(page.getByRole("button", { name: /Step 4/ })).toBeDisabled();

  const ics = await request.get(
    (await page.getByRole("link", { name: /Add to Calendar/ }).getAttribute("href")) ?? "",
  );
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  expect(await ics.text()).toContain(`UID:${reference}@alleghenytire.example`);
  const manageUrl = (await page.getByRole("link", { name: "Change or cancel" }).getAttribute("href")) ?? "";
  expect(manageUrl).toMatch(/^\/appointments\/manage\?ref=/);

  // The store answers from the link in its e-mail: the page changes nothing until it is used.
  const storeLink = await storeLinkFor(reference);
  await page.goto(storeLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Answer an Appointment Request");
  await expect(page.getByText("Requested: waiting for the store to confirm")).toBeVisible();
  await expect(page.getByText("(276) 555-0142")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm appointment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Confirmed." })).toBeVisible();
  await expect(page.getByText("Confirmed by the store", { exact: true })).toBeVisible();

  // The customer moves it from the manage page, then cancels.
  await page.goto(manageUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage Your Appointment");
  await expect(page.getByText(reference)).toBeVisible();
  const times = page.getByRole("group", { name: "New time" }).getByRole("button");
  await expect(times.first()).toBeVisible();
  // The current time is listed but cannot be chosen again.
  await expect(times.filter({ hasText: "your time now" })).toBeDisabled();
  const other = times.filter({ hasNotText: "your time now" }).first();
  const newTime = (await other.textContent()) ?? "";
  await expectNoAxeViolations(page);
  await other.click();
  await page.getByRole("button", { name: "Move my appointment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your appointment is now on" })).toBeVisible();
  await expect(page.getByText(`at ${newTime}`).first()).toBeVisible();
  // Cancelling asks first, in the words of a confirmed appointment, and leaves one message.
  await page.getByText("Cancel this appointment", { exact: true }).click();
  await expect(page.getByRole("group", { name: "Cancel this appointment?" })).toContainText(
    "Cancel your appointment at Norton, VA on",
  );
  await page.getByRole("button", { name: "Yes, cancel my appointment" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your appointment has been cancelled." }),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your appointment is now on" })).toHaveCount(0);
});

test("locationId and step=2 open the store's services, and only the services it offers", async ({ page }) => {
  await page.goto("/schedule?locationId=5&step=2");
  await expect(stepHeading(page)).toHaveText("Choose a Service");
  await expect(page.getByText("Services available at Norton, VA.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Mining Tire Service/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Farm Tire Service/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Oil Changes\s*30 min/ })).toBeVisible();
});

test("type=commercial lists the commercial services first", async ({ page }) => {
  await page.goto("/schedule?type=commercial&locationId=1&step=2");
  const first = page.locator("section[aria-label^='Step'] ul button").first();
  await expect(first).toContainText("Commercial and fleet");
});

test("the Farm link on the tips page preselects Farm Tire Service", async ({ page }) => {
  await page.goto("/tips#farm");
  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: /schedule|farm/i })
    .first()
    .click();
  await expect(page).toHaveURL(/service=Farm(%20|\+)Tire(%20|\+)Service/);
  await expect(stepHeading(page)).toHaveText("Choose a Location");
  await expect(page.getByRole("button", { name: /^Crab Orchard, WV/ })).toContainText(
    "Offers Farm Tire Service",
  );
  await expect(page.getByRole("button", { name: /^Charleston, WV/ })).toContainText("not offered here");
  await chooseStore(page, "Crab Orchard, WV");
  await expect(page.getByRole("button", { name: /^Farm Tire Service/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "Continue with Farm Tire Service" }).click();
  await expect(stepHeading(page)).toHaveText("Choose a Date & Time");
});

test("the header's store is preselected when no locationId is given", async ({ page }) => {
  await page.goto("/schedule");
  await page.getByTestId("location-selector").click();
  await page
    .getByRole("list", { name: "Locations" })
    .getByRole("button", { name: /^Wytheville, VA/ })
    .click();
  const wizard = page.locator("section[aria-label^='Step']");
  await expect(wizard.getByRole("button", { name: /^Wytheville, VA/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("button", { name: /Step 2/ })).toBeEnabled();
  await page.getByRole("button", { name: "Continue with Wytheville, VA" }).click();
  await expect(stepHeading(page)).toHaveText("Choose a Service");
  await expect(page).toHaveURL(/locationId=4/);
});

test("the step indicator only reaches unlocked steps, never the confirmation, and Back works", async ({
  page,
}) => {
  await page.goto("/schedule");
  for (const step of [2, 3, 4, 5])
    await expect(page.getByRole("button", { name: new RegExp(`Step ${step}`) })).toBeDisabled();
  await chooseStore(page, "Windber, PA");
  await chooseService(page, "Brake Service");
  await expect(page.getByRole("button", { name: /Step 4/ })).toBeDisabled();
  await page.getByRole("button", { name: /Step 1/ }).click();
  await expect(stepHeading(page)).toHaveText("Choose a Location");
  await page.getByRole("button", { name: /Step 3/ }).click();
  await expect(stepHeading(page)).toHaveText("Choose a Date & Time");
  await page.goBack();
  await expect(stepHeading(page)).toHaveText("Choose a Location");
  await page.goForward();
  await expect(stepHeading(page)).toHaveText("Choose a Date & Time");
  await expect(page.getByRole("button", { name: /Step 5/ })).toBeDisabled();
});

test("time selection rules: one time, Remove, a new date clears it, and Continue needs one", async ({
  page,
}) => {
  // Windber has one alignment rack: a day its simulated calendar uses the rack has unavailable times.
  await page.goto("/schedule?locationId=7&service=Wheel%20Alignment&step=3");
  await page.getByRole("button", { name: "Continue with Selected Time" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Please select a time slot before proceeding.",
  );
  const day = businessDay(6);
  let busyDay = nextBusinessDay(day);
  for (let tries = 0; ; tries++) {
    expect(tries, "a day in the booking window with the rack taken").toBeLessThan(15);
    const reply = await page.request.get(
      `/api/stores/windber@alleghenytire.example/availability/${busyDay}?service=Wheel%20Alignment`,
    );
    const { availableSlots } = (await reply.json()) as { availableSlots: { available: boolean }[] };
    if (availableSlots.some((s) => !s.available)) break;
    busyDay = nextBusinessDay(busyDay);
  }
  const first = await chooseDateAndFirstTime(page, day);
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  const times = page.getByRole("list", { name: "Start times" });
  await expect(times.getByRole("button", { pressed: true })).toHaveCount(1);
  await page.getByRole("button", { name: /Remove/ }).click();
  await expect(page.getByTestId("chosen-time")).toHaveCount(0);
  await times.getByRole("button", { name: first }).click();
  await page.getByLabel("Preferred date").fill(busyDay);
  await expect(page.getByTestId("chosen-time")).toHaveCount(0);
  await expect(times.getByRole("button", { disabled: true }).first()).toContainText("Unavailable");
});

test("the information form checks fields in SPEC's order", async ({ page }) => {
  await page.goto("/schedule?locationId=6&service=Wheel%20Alignment&step=3");
  await chooseDateAndFirstTime(page, businessDay(8));
  await page.getByRole("button", { name: "Continue with Selected Time" }).click();
  const submit = page.getByRole("button", { name: "Schedule Appointment" });
  await submit.click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Please fill in all required fields (Name, Email, Phone).",
  );
  await fillCustomer(page, { email: "ada.example.com" });
  await submit.click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please enter a valid email address.");
  await page.getByLabel("Email*").fill("ada@example.com");
  await submit.click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Please select your vehicle's year, make and model.",
  );
});

test.describe("booking failures are shown inline with SPEC's texts", () => {
  const cases: [string, number, string, string][] = [
    [
      "500 with an unreadable body",
      500,
      "<html>oops</html>",
      "Server error while scheduling appointment. Please try again or contact support.",
    ],
    ["400 with no error text", 400, "{}", "Invalid appointment details. Please check your information."],
    ["503 with no error text", 503, "{}", "Server error (503). Please try again."],
    [
      "502 with an unreadable body",
      502,
      "Bad gateway",
      "Server returned an invalid response. Please try again or contact support.",
    ],
    [
      "200 that says success false",
      200,
      JSON.stringify({ success: false }),
      "There was an error scheduling your appointment. Please try again or contact us directly.",
    ],
  ];
  for (const [name, status, body, text] of cases) {
    test(name, async ({ page }) => {
      await page.route("**/api/bookAppointment", (route) =>
        route.fulfill({ status, body, contentType: body.startsWith("{") ? "application/json" : "text/html" }),
      );
      page.on("dialog", () => {
        throw new Error("No browser dialogs");
      });
      await page.goto("/schedule?locationId=8&service=Oil%20Changes&step=3");
      await chooseDateAndFirstTime(page, businessDay(9));
      await page.getByRole("button", { name: "Continue with Selected Time" }).click();
      await fillCustomer(page);
      await chooseVehicle(page);
      await scheduleAppointment(page);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(text);
      await expect(stepHeading(page)).toHaveText("Your Information");
    });
  }
});

test("a second press while scheduling is ignored", async ({ page }) => {
  let calls = 0;
  // The booking stays unanswered until the second press has been made.
  let answer = () => {};
  const pressedTwice = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/bookAppointment", async (route) => {
    calls++;
    await pressedTwice;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: "Try later" }),
    });
  });
  await page.goto("/schedule?locationId=8&service=Brake%20Service&step=3");
  await chooseDateAndFirstTime(page, businessDay(10));
  await page.getByRole("button", { name: "Continue with Selected Time" }).click();
  await fillCustomer(page);
  await chooseVehicle(page);
  await page.getByRole("button", { name: "Schedule Appointment" }).click();
  await expect(page.getByRole("button", { name: "Scheduling..." })).toBeVisible();
  await page.getByRole("button", { name: "Scheduling..." }).click({ force: true });
  answer();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Try later");
  expect(calls).toBe(1);
});

test("a degraded availability reply says the times are estimates", async ({ page }) => {
  await page.route("**/availability/**", (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({
        success: true,
        source: "simulated",
        degraded: true,
        availableSlots: [{ time: "09:00", available: true }],
      }),
    }),
  );
  await page.goto("/schedule?locationId=4&service=Oil%20Changes&step=3");
  await page.getByLabel("Preferred date").fill(businessDay(11));
  await expect(page.getByText(/these times are estimates/)).toBeVisible();
});

test("two customers race for the last rack: the second sees the conflict and a refreshed list", async ({
  browser,
}) => {
  const date = businessDay(12);
  const pages = await Promise.all([browser.newPage(), browser.newPage()]);
  let time = "";
  for (const page of pages) {
    // Bristol has one alignment rack: the first booking takes it.
    await page.goto("/schedule?locationId=3&service=Wheel%20Alignment&step=3");
    time = await chooseDateAndFirstTime(page, date);
    await page.getByRole("button", { name: "Continue with Selected Time" }).click();
    await fillCustomer(page);
    await chooseVehicle(page);
  }
  const [first, second] = pages as [(typeof pages)[0], (typeof pages)[0]];
  await scheduleAppointment(first);
  await expect(stepHeading(first)).toHaveText("Appointment Booked");
  await second.getByRole("button", { name: "Schedule Appointment" }).click();
  await expect(stepHeading(second)).toHaveText("Choose a Date & Time");
  await expect(second.getByRole("main").getByRole("alert")).toHaveText(
    "This time slot is no longer available. Please refresh and select a different time.",
  );
  const taken = second
    .getByRole("list", { name: "Start times" })
    .getByRole("button", { name: new RegExp(`^${time}`) });
  await expect(taken).toBeDisabled();
  await expect(taken).toContainText("Unavailable");
  await Promise.all(pages.map((p) => p.close()));
});

test("every step of the wizard passes the accessibility sweep", async ({ page }) => {
  // One axe run per step: close to 30 s on two cores.
  test.slow();
  await page.goto("/schedule");
  await expectNoAxeViolations(page);
  await chooseStore(page, "Ashland, KY");
  await expectNoAxeViolations(page);
  await chooseService(page, "Brake Service");
  await chooseDateAndFirstTime(page, businessDay(13));
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continue with Selected Time" }).click();
  await scheduleAppointment(page);
  await expectNoAxeViolations(page);
});
