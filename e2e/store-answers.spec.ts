import { expect, test, type APIRequestContext } from "./fixtures";
import { businessDay, postBooking, REQUEST_SERVICE, storeLinkFor } from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// A store no other browser test books, on a day none of them uses.
const STORE = "charleston@alleghenytire.example";
const DATE = businessDay(15);

/**
 * Books the store's next free time for a request (a service the store confirms, not one booked on
 * the spot) through the public API; returns its reference.
 */
async function bookFreeTime(request: APIRequestContext, lastName: string): Promise<string> {
  const slots = await request.get(
    `/api/stores/${STORE}/availability/${DATE}?service=${encodeURIComponent(REQUEST_SERVICE)}`,
  );
  const { availableSlots } = (await slots.json()) as {
    availableSlots: { time: string; available: boolean }[];
  };
  for (const slot of availableSlots.filter((s) => s.available)) {
    const reply = await postBooking(String(test.info().project.use.baseURL), {
      storeGroupEmail: STORE,
      serviceName: REQUEST_SERVICE,
      date: DATE,
      time: slot.time,
      customer: {
        firstName: "Ada",
        lastName,
        email: `${lastName.toLowerCase()}@example.com`,
        phone: "3045550142",
      },
    });
    if (reply.status === 200)
      return (reply.body as { appointment: { reference: string } }).appointment.reference;
  }
  throw new Error(`No free time at ${STORE} on ${DATE}`);
}

test.describe("the store answers from its e-mail link on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("declines with a reason the customer is sent", async ({ page, request }) => {
    const reference = await bookFreeTime(request, "Declinee");
    await page.goto(await storeLinkFor(reference));
    await page.getByRole("radio", { name: "Decline" }).click();
    const decline = page.getByRole("button", { name: "Decline request" });
    // No reason, no decline: the customer must be told why.
    await expect(decline).toBeDisabled();
    await page.getByLabel("Reason for the customer").fill("Both lifts are down for repair that day.");
    await expectNoAxeViolations(page);
    await decline.click();
    await expect(page.getByRole("status")).toContainText(/declined/i);
    // Exactly: the history line names the reason too.
    await expect(page.getByText("Both lifts are down for repair that day.", { exact: true })).toBeVisible();
    await expect(page.getByText("This request has been answered")).toBeHidden();
    await page.reload();
    await expect(
      page.getByText("This request has been answered; there is nothing more to do here."),
    ).toBeVisible();
  });

  test("proposes another time, and the request then shows the new time", async ({ page, request }) => {
    const reference = await bookFreeTime(request, "Movee");
    await page.goto(await storeLinkFor(reference));
    await page.getByRole("radio", { name: "Propose another time" }).click();
    const propose = page.getByRole("button", { name: "Propose this time" });
    await expect(propose).toBeDisabled();
    const times = page.getByRole("group", { name: "New time" }).getByRole("button");
    await expect(times.filter({ hasText: "your time now" })).toBeDisabled();
    const other = times.filter({ hasNotText: "your time now" }).first();
    const newTime = ((await other.textContent()) ?? "").trim();
    await other.click();
    await expectNoAxeViolations(page);
    await propose.click();
    await expect(page.getByRole("status")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("main")).toContainText(newTime);
  });
});
