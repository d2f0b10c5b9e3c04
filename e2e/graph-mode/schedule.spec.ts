import { expect, test } from "../fixtures";
import { zonedToEpoch } from "../../lib/core/zoned-time";
import {
  businessDay,
  chooseDateAndFirstTime,
  chooseService,
  chooseVehicle,
  fillCustomer,
  stepHeading,
  scheduleAppointment,
} from "../schedule-support";
import { addEvent, graphCodeFor, mailboxEvents, sentMail } from "./fake-graph-control";
import { GRAPH_MAIL_FROM } from "./settings";

// Stores no other Graph-mode test books or steers (see status.spec.ts for the ones it uses).
const BOOKED_STORE = { id: 3, name: "Bristol, TN", email: "bristol@alleghenytire.example" };
const BUSY_STORE = { id: 6, name: "Ashland, KY", email: "ashland@alleghenytire.example" };
const ZONE = "America/New_York";

/** "9:30 AM" → "09:30". */
function clock(label: string): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label.trim());
  if (!match) throw new Error(`Not a time label: ${label}`);
  const hour = (Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${match[2]}`;
}

test("an alignment booked in the wizard becomes a confirmed event in the store's Microsoft 365 calendar", async ({
  page,
}) => {
  const date = businessDay(9);
  await page.goto(`/schedule?locationId=${BOOKED_STORE.id}&step=2`);
  await chooseService(page, "Wheel Alignment");
  const label = await chooseDateAndFirstTime(page, date);
  await page.getByRole("button", { name: "Continue with Selected Time" }).click();
  await fillCustomer(page, { email: "graph.walk@example.com" });
  await chooseVehicle(page);
  await scheduleAppointment(page, graphCodeFor);

  // A proven customer's alignment at Bristol is booked on the spot.
  await expect(stepHeading(page)).toHaveText("Appointment Booked");
  const reference = ((await page.getByTestId("booking-reference").textContent()) ?? "").trim();
  expect(reference).toMatch(/^AT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  // The event carries the reference as Graph's de-duplication key and the booked 45 minutes.
  const start = zonedToEpoch(date, clock(label), ZONE);
  await expect
    .poll(async () => (await mailboxEvents(BOOKED_STORE.email)).filter((e) => e.transactionId === reference))
    .toHaveLength(1);
  const event = (await mailboxEvents(BOOKED_STORE.email)).find((e) => e.transactionId === reference);
  expect(Date.parse(event?.start ?? "")).toBe(start);
  expect(Date.parse(event?.end ?? "")).toBe(start + 45 * 60_000);
  expect(event?.subject).toMatch(/^Confirmed: Wheel Alignment/);
  expect(event?.categories).toContain("Appointment confirmed");

  // The customer's confirmation goes out through Graph, from the configured mailbox, with the invitation.
  // The booking code went to this address first: wait for the mail with the invitation itself.
  const confirmation = async () =>
    (await sentMail()).find(
      (m) => m.to.includes("graph.walk@example.com") && m.attachments.some((a) => a.name.endsWith(".ics")),
    );
  await expect.poll(async () => Boolean(await confirmation())).toBe(true);
  const mail = await confirmation();
  expect(mail?.from).toBe(GRAPH_MAIL_FROM);
  expect(mail?.attachments.some((a) => a.name.endsWith(".ics"))).toBe(true);

  // The booked time is now busy for the next customer of that store.
  await page.goto(`/schedule?locationId=${BOOKED_STORE.id}&step=2`);
  await chooseService(page, "Wheel Alignment");
  await page.getByLabel("Preferred date").fill(date);
  await expect(
    page.getByRole("list", { name: "Start times" }).getByRole("button", { name: new RegExp(`^${label}`) }),
  ).toBeDisabled();
});

test("store-calendar events take bays until none is left, time marked free does not", async ({ page }) => {
  const date = businessDay(10);
  const at = (time: string) => new Date(zonedToEpoch(date, time, ZONE)).toISOString();
  // Ashland has four service bays: an uncategorised event takes one, a categorised one its kind.
  await addEvent(BUSY_STORE.email, { subject: "Fleet inspection", start: at("10:00"), end: at("11:00") });
  for (const n of [1, 2, 3])
    await addEvent(BUSY_STORE.email, {
      subject: `Phone booking ${n}`,
      start: at("10:00"),
      end: at("11:00"),
      categories: ["Service bay"],
    });
  await addEvent(BUSY_STORE.email, {
    subject: "Alignment",
    start: at("09:00"),
    end: at("10:00"),
    categories: ["Alignment rack"],
  });
  await addEvent(BUSY_STORE.email, {
    subject: "Staff training (free)",
    start: at("13:00"),
    end: at("14:00"),
    showAs: "free",
  });

  await page.goto(`/schedule?locationId=${BUSY_STORE.id}&step=2`);
  await chooseService(page, "Oil Changes");
  await page.getByLabel("Preferred date").fill(date);
  const times = page.getByRole("list", { name: "Start times" });
  const slot = (label: string) => times.getByRole("button", { name: new RegExp(`^${label}`) });
  await expect(slot("10:00 AM")).toBeDisabled();
  await expect(slot("10:00 AM")).toContainText("Unavailable");
  await expect(slot("10:30 AM")).toBeDisabled();
  // A 30-minute service fits right before and right after the busy hour, over free time, and
  // while the alignment rack is taken.
  await expect(slot("9:30 AM")).toBeEnabled();
  await expect(slot("11:00 AM")).toBeEnabled();
  await expect(slot("1:00 PM")).toBeEnabled();
  await expect(slot("1:30 PM")).toBeEnabled();
});

test("a farmer's on-site request is a service-truck job at the farm in the store's calendar and e-mail", async ({
  page,
}) => {
  // Wytheville: no other Graph-mode test books or steers it.
  const wytheville = "wytheville@alleghenytire.example";
  const date = businessDay(11);
  await page.goto("/schedule?locationId=4&service=farm-tire-service&step=3");
  await page.getByLabel("Preferred date").fill(date);
  await page
    .getByRole("list", { name: "Arrival windows" })
    .getByRole("button", { name: /^Afternoon/ })
    .click();
  await page.getByRole("button", { name: "Continue with Arrival Window" }).click();
  await page.getByLabel("First Name*").fill("Ruth");
  await page.getByLabel("Last Name*").fill("Akers");
  await page.getByLabel("Email*").fill("graph.farm@example.com");
  await page.getByLabel("Phone you'll answer on site*").fill("2765550147");
  await page.getByLabel("Street or road*").fill("1450 Mill Creek Rd");
  await page.getByLabel("City or town*").fill("Max Meadows");
  await page.getByLabel("State*").selectOption("VA");
  await page.getByLabel("Zip code*").fill("24360");
  await page.getByLabel("Directions for the crew (optional)").fill("Gate code 4512.");
  await page.getByLabel("Machine: kind, make and model*").fill("Tractor, John Deere 8R 410");
  await scheduleAppointment(page, graphCodeFor);
  await expect(stepHeading(page)).toHaveText("Appointment Requested");
  const reference = ((await page.getByTestId("booking-reference").textContent()) ?? "").trim();

  // The event: the whole afternoon window, at the farm, coloured as a service truck's job.
  await expect
    .poll(async () => (await mailboxEvents(wytheville)).filter((e) => e.transactionId === reference))
    .toHaveLength(1);
  const event = (await mailboxEvents(wytheville)).find((e) => e.transactionId === reference)!;
  expect(Date.parse(event.start)).toBe(zonedToEpoch(date, "12:00", ZONE));
  expect(Date.parse(event.end)).toBe(zonedToEpoch(date, "16:30", ZONE));
  expect(event.categories).toContain("Service truck");
  expect(event.location).toMatchObject({ displayName: "1450 Mill Creek Rd, Max Meadows, VA 24360" });
  expect(JSON.stringify(event.body)).toContain("Machine: Tractor, John Deere 8R 410");

  // The store's e-mail names the site, the directions and the machine.
  await expect
    .poll(async () =>
      (await sentMail()).filter((m) => m.to.includes(wytheville) && m.subject.includes(reference)),
    )
    .toHaveLength(1);
  const mail = (await sentMail()).find((m) => m.to.includes(wytheville) && m.subject.includes(reference))!;
  for (const text of [
    "1450 Mill Creek Rd, Max Meadows, VA 24360",
    "Gate code 4512.",
    "Tractor, John Deere 8R 410",
  ])
    expect(mail.body.content).toContain(text);
});
