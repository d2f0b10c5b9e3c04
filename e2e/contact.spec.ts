import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support";

const form = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Send us a message" }).locator("form");

test("a visitor is told what to fix, then sends a message to a store", async ({ page }) => {
  await page.goto("/contact");
  const f = form(page);
  await f.getByRole("button", { name: "Send Message" }).click();
  await expect(f.getByRole("alert")).toHaveText("Please correct the highlighted fields.");
  await expect(f.getByLabel("Name*")).toBeFocused();
  await expect(f.getByLabel("Name*")).toHaveAttribute("aria-invalid", "true");
  await expect(f.getByText("Please enter your name.")).toBeVisible();
  await expect(f.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(f.getByText("Please write a message of at least 10 characters.")).toBeVisible();

  await f.getByLabel("Name*").fill("Ada Hatfield");
  await f.getByLabel("Email*").fill("ada@example.com");
  await f.getByLabel("Phone (optional)").fill("3045550142");
  await expect(f.getByLabel("Phone (optional)")).toHaveValue("(304) 555-0142");
  await f.getByLabel("Send to").selectOption({ label: "Bristol, TN" });
  const message = "Do you have 275/65R18 all-terrain tires in stock?";
  await f.getByLabel("Message*").fill(message);
  await expect(f.getByText(`${message.length} of 2,000 characters`)).toBeVisible();
  await f.getByRole("button", { name: "Send Message" }).click();
  await expect(f.getByRole("status")).toContainText(
    "Thank you, Ada Hatfield. Your message was sent to our Bristol, TN store",
  );
  await expect(f.getByLabel("Name*")).toHaveValue("");
  await expect(f.getByRole("alert")).toHaveCount(0);
});

test("the store chosen in the header is the default addressee", async ({ page }) => {
  await page.goto("/contact");
  await page.getByTestId("location-selector").click();
  await page
    .getByRole("list", { name: "Locations" })
    .getByRole("button", { name: /^Ashland, KY/ })
    .click();
  await expect(form(page).getByLabel("Send to")).toHaveValue("6");
});

test("the server's refusal is shown inline", async ({ page }) => {
  await page.route("/api/contact", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ success: false, error: "Too many requests. Please try again in a minute." }),
    }),
  );
  await page.goto("/contact");
  const f = form(page);
  await f.getByLabel("Name*").fill("Ada Hatfield");
  await f.getByLabel("Email*").fill("ada@example.com");
  await f.getByLabel("Message*").fill("A question about farm tire service.");
  await f.getByRole("button", { name: "Send Message" }).click();
  await expect(f.getByRole("alert")).toHaveText("Too many requests. Please try again in a minute.");
  await expect(f.getByLabel("Name*")).toHaveValue("Ada Hatfield");
});

test("a filled honeypot is refused and nothing is sent", async ({ request }) => {
  const response = await request.post("/api/contact", {
    data: {
      name: "Bot",
      email: "bot@example.com",
      message: "Buy cheap things here now",
      website: "https://spam.example",
    },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).error).toBe("Your message could not be sent.");
});

test("the form with its messages passes the accessibility sweep", async ({ page }) => {
  await page.goto("/contact");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByRole("alert")).toBeVisible();
  await expectNoAxeViolations(page);
});
