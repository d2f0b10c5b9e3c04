import { expect, test } from "./fixtures";
import { expectNoAxeViolations, useStoredTheme } from "./support";

// A $42,999.99 rigid haul-truck tire: sold by quote, never booked into a store bay.
const HAUL_TRUCK_TIRE = { id: "michelin-xdr3-27-00r49", brand: "Michelin", name: "XDR3", size: "27.00R49" };
const SALES_EMAIL = "sales@alleghenytire.example";

const REQUIRED_PROBLEMS: [label: string, message: string][] = [
  ["Tire you need*", "Please tell us which tire you need"],
  ["Quantity*", "Please enter how many tires you need, from 1 to 99."],
  ["Application*", "Please choose what the tires are for."],
  ["Name*", "Please enter your name."],
  ["Email*", "Please enter a valid email address."],
  ["Phone*", "Please enter a 10-digit phone number."],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a haul-truck tire's Request a quote opens the form with that tire, and sending it gives a reference", async ({
      page,
    }) => {
      await page.goto("/mining-tires");
      const card = page
        .getByTestId("tire-grid")
        .locator("article")
        .filter({ has: page.getByRole("heading", { name: HAUL_TRUCK_TIRE.name, exact: true }) });
      await expect(card.getByRole("link", { name: /Schedule Service/ })).toHaveCount(0);
      await card.getByRole("link", { name: /^Request a quote/ }).click();

      await expect(page).toHaveURL(`/quote?tire=${HAUL_TRUCK_TIRE.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a Quote");
      const tire = page.getByTestId("quote-tire");
      for (const text of [HAUL_TRUCK_TIRE.brand, HAUL_TRUCK_TIRE.name, HAUL_TRUCK_TIRE.size, "Mining"])
        await expect(tire).toContainText(text);
      await expect(page.getByLabel("Size", { exact: true })).toHaveValue(HAUL_TRUCK_TIRE.size);
      await expect(page.getByLabel("Application*", { exact: true })).toHaveValue("mining");
      // People who would rather write still see where to.
      await expect(page.getByRole("link", { name: SALES_EMAIL })).toBeVisible();

      await page.getByLabel("Quantity*", { exact: true }).fill("6");
      await page.getByLabel("Name*", { exact: true }).fill("Ada Hatfield");
      await page.getByLabel("Company (optional)", { exact: true }).fill("Coal River Aggregates");
      await page.getByLabel("Email*", { exact: true }).fill("ada@example.com");
      await page.getByLabel("Phone*", { exact: true }).pressSequentially("2765550142");
      await expect(page.getByLabel("Phone*", { exact: true })).toHaveValue("(276) 555-0142");
      await page.getByLabel("Message (optional)", { exact: true }).fill("For our Cat 777 fleet.");
      await page.getByRole("button", { name: "Send quote request" }).click();

      const sent = page.getByTestId("quote-sent");
      await expect(sent.getByRole("heading", { level: 2 })).toBeFocused();
      await expect(page.getByTestId("quote-reference")).toHaveText(/^Q-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      await expect(sent).toContainText("ada@example.com");
      await expect(sent.getByRole("link", { name: "Browse more tires" })).toHaveAttribute(
        "href",
        "/mining-tires",
      );
      // Nothing on the page is wider than the screen.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
    });

    test("an empty submit shows each problem next to its field", async ({ page }) => {
      await page.goto("/quote");
      await page.getByRole("button", { name: "Send quote request" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(
        "Please correct the highlighted fields.",
      );
      for (const [label, message] of REQUIRED_PROBLEMS) {
        const field = page.getByLabel(label, { exact: true });
        await expect(field, label).toHaveAttribute("aria-invalid", "true");
        await expect(field, label).toHaveAccessibleDescription(new RegExp(escape(message)));
      }
      await expect(page.getByLabel("Tire you need*", { exact: true })).toBeFocused();
      for (const optional of ["Size", "Company (optional)", "Message (optional)"])
        await expect(page.getByLabel(optional, { exact: true })).toHaveAttribute("aria-invalid", "false");

      // A fixed field loses its message as soon as it is typed in.
      await page.getByLabel("Name*", { exact: true }).fill("Ada");
      await expect(page.getByLabel("Name*", { exact: true })).toHaveAttribute("aria-invalid", "false");
      await expect(page.getByText("Please enter your name.")).toHaveCount(0);
    });
  });
}

test("the linked tire can be cleared for a tire described in words", async ({ page }) => {
  await page.goto(`/quote?tire=${HAUL_TRUCK_TIRE.id}`);
  await page.getByRole("button", { name: "Clear and describe another tire" }).click();
  await expect(page.getByTestId("quote-tire")).toHaveCount(0);
  await expect(page.getByLabel("Tire you need*", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Size", { exact: true })).toHaveValue("");
  // The application stays: the customer is still asking about mining tires.
  await expect(page.getByLabel("Application*", { exact: true })).toHaveValue("mining");
});

test("a link to a tire we no longer list says so and asks for a description", async ({ page }) => {
  await page.goto("/quote?tire=no-such-tire-99r99");
  await expect(page.getByText("The tire in your link is no longer in our catalog.")).toBeVisible();
  await expect(page.getByLabel("Tire you need*", { exact: true })).toBeVisible();
});

test("category pages for mining and OTR lead with a quote, truck tires with a service visit", async ({
  page,
}) => {
  const quoteFirst: [path: string, application: string][] = [
    ["/mining-tires", "mining"],
    ["/OTR", "construction"],
  ];
  for (const [path, application] of quoteFirst) {
    await page.goto(path);
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByRole("link", { name: "Request a quote" })).toHaveAttribute(
      "href",
      `/quote?application=${application}`,
    );
    await expect(hero.getByRole("link", { name: "Schedule Service" })).toHaveCount(0);
  }
  await page.goto("/commercial-tires");
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  await expect(hero.getByRole("link", { name: "Schedule Service" })).toBeVisible();
  await page.getByRole("link", { name: "Request a quote" }).last().click();
  await expect(page.getByLabel("Application*", { exact: true })).toHaveValue("on-highway");
});

for (const theme of ["light", "dark"] as const) {
  test(`the quote form has no WCAG 2.1 A/AA violations, with a tire and with errors shown (${theme})`, async ({
    page,
  }) => {
    await useStoredTheme(page, theme);
    await page.goto(`/quote?tire=${HAUL_TRUCK_TIRE.id}`);
    await expect(page.getByTestId("quote-tire")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Send quote request" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
