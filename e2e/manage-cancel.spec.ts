import { expect, test, type APIRequestContext } from "./fixtures";
import { businessDay } from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// Cancelling from the manage page asks once more and says what will happen; after a move and a
// cancel one message stays, in view on a phone.

const WYTHEVILLE = "wytheville@alleghenytire.example";
const DATE = businessDay(16);

async function book(request: APIRequestContext, lastName: string) {
  const free = await request.get(`/api/stores/${WYTHEVILLE}/availability/${DATE}?service=Oil%20Changes`);
  const { availableSlots } = (await free.json()) as {
    availableSlots: { time: string; available: boolean }[];
  };
  const reply = await request.post("/api/bookAppointment", {
    data: {
      storeGroupEmail: WYTHEVILLE,
      serviceName: "Oil Changes",
      date: DATE,
      time: availableSlots.find((s) => s.available)!.time,
      customer: {
        firstName: "Ada",
        lastName,
        email: `${lastName.toLowerCase()}@example.com`,
        phone: "2765550142",
      },
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const { appointment } = (await reply.json()) as { appointment: { manageUrl: string } };
  const manage = new URL(appointment.manageUrl, "http://localhost");
  return `${manage.pathname}${manage.search}`;
}

test.use({ viewport: { width: 390, height: 844 } });

test("a move, then a cancel that asks first: one message, in view", async ({ page, request }) => {
  await page.goto(await book(request, "Canceller"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage Your Appointment");
  const times = page.getByRole("group", { name: "New time" }).getByRole("button");
  await times.filter({ hasNotText: "your time now" }).first().click();
  await page.getByRole("button", { name: "Move my appointment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your appointment is now on" })).toBeVisible();

  // Nothing is cancelled by the first press: it asks, saying what will happen.
  await page.getByText("Cancel this request", { exact: true }).click();
  const ask = page.getByRole("group", { name: "Cancel this request?" });
  await expect(ask).toContainText("Cancel your request at Wytheville, VA on");
  await expect(ask).toContainText("The time goes to another customer");
  await expectNoAxeViolations(page, "the cancel question");
  await ask.getByRole("button", { name: "Yes, cancel my request" }).click();

  const done = page.getByRole("status").filter({ hasText: "Your appointment request has been cancelled." });
  await expect(done).toBeVisible();
  await expect(done).toBeInViewport();
  await expect(page.getByRole("status").filter({ hasText: "Your appointment is now on" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /cancel my/ })).toHaveCount(0);
});
