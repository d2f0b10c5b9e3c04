import { expect, test } from "./fixtures";
import { bookOilChange, businessDay, REQUEST_SERVICE } from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// Cancelling from the manage page asks once more and says what will happen; after a move and a
// cancel one message stays, in view on a phone.

const WYTHEVILLE = "wytheville@alleghenytire.example";
const DATE = businessDay(16);

// A request (a service the store confirms): the page words it as one.
const book = async (baseURL: string, lastName: string) =>
  (await bookOilChange(baseURL, WYTHEVILLE, DATE, lastName, undefined, REQUEST_SERVICE)).managePath;

test.use({ viewport: { width: 390, height: 844 } });

test("a move, then a cancel that asks first: one message, in view", async ({ page, baseURL }) => {
  await page.goto(await book(baseURL!, "Canceller"));
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
