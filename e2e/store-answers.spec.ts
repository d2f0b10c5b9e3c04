import { expect, test, type APIRequestContext } from "./fixtures";
import { businessDay, outboxMailFor, postBooking, REQUEST_SERVICE, storeLinkFor } from "./schedule-support";
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
    await expect(page.getByRole("status").filter({ hasText: /declined/i })).toBeVisible();
    // Exactly: the history line names the reason too.
    await expect(page.getByText("Both lifts are down for repair that day.", { exact: true })).toBeVisible();
    await expect(page.getByText("This request has been answered")).toBeHidden();
    await page.reload();
    await expect(
      page.getByText("This request has been answered; there is nothing more to do here."),
    ).toBeVisible();
  });

  test("proposes another time: nothing moves until the customer accepts it on their phone", async ({
    page,
    request,
  }) => {
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
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "The customer has been asked; until they answer, the appointment stays at" }),
    ).toBeVisible();
    // Still the old time, still a request, with the proposal shown beside it.
    await page.reload();
    const pending = page.getByText(/^Proposed to the customer: .+ — waiting for their answer\.$/);
    await expect(pending).toContainText(newTime);
    await expect(page.getByText("Requested: waiting for the store to confirm")).toBeVisible();

    // The customer follows "Accept the new time" from their e-mail: the page asks, the button answers.
    const mail = await outboxMailFor(reference, "proposed-customer");
    expect(mail).toContain(`instead of`);
    const link = /https?:\/\/\S+\/appointments\/manage\?\S+answer=accept/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    const accept = new URL(link!);
    await page.goto(`${accept.pathname}${accept.search}`);
    const question = page.getByRole("region", { name: "The store proposes a new time" });
    await expect(question).toContainText(newTime);
    await expect(question).toContainText("Until you answer, your request stays on");
    const yes = question.getByRole("button", { name: "Accept the new time" });
    await expect(yes).toBeFocused();
    await expect(question.getByRole("button", { name: "Keep my original time" })).toBeVisible();
    await expectNoAxeViolations(page, "the proposal question");
    await yes.click();
    const done = page.getByRole("status").filter({ hasText: "and it is confirmed" });
    await expect(done).toBeVisible();
    await expect(done).toBeInViewport();
    await expect(page.getByRole("button", { name: "Accept the new time" })).toHaveCount(0);
    await expect(page.getByText("Confirmed by the store")).toBeVisible();
    await expect(page.getByRole("main")).toContainText(newTime);
  });

  test("cancels a confirmed visit with a reason the customer is sent", async ({ page, request }) => {
    const reference = await bookFreeTime(request, "Cancellee");
    await page.goto(await storeLinkFor(reference));
    await page.getByRole("button", { name: "Confirm appointment" }).click();
    // The page may be loading the open times at the same moment: its own status line.
    await expect(page.getByRole("status").filter({ hasText: "Confirmed." })).toBeVisible();
    // Confirmed: the same link now offers another time or cancelling, not confirm and decline.
    await expect(page.getByRole("radio", { name: "Decline" })).toHaveCount(0);
    await page.getByRole("radio", { name: "Cancel this appointment" }).click();
    const cancel = page.getByRole("button", { name: "Cancel appointment" });
    await expect(cancel).toBeDisabled();
    await page.getByLabel("Reason for the customer").fill("Our tire machine is out for repair that day.");
    await expectNoAxeViolations(page);
    await cancel.click();
    await expect(
      page.getByRole("status").filter({
        hasText: "Cancelled. The customer has been e-mailed with your reason, and the time is free again.",
      }),
    ).toBeVisible();
    const mail = await outboxMailFor(reference, "store-cancel-customer");
    expect(mail).toContain("The store's note: Our tire machine is out for repair that day.");
    await page.reload();
    await expect(
      page.getByText("This appointment is cancelled; there is nothing more to do here."),
    ).toBeVisible();
  });
});
