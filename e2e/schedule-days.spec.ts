import { expect, test } from "./fixtures";
import { chooseService, chooseStore } from "./schedule-support";
import { expectNoAxeViolations } from "./support";
import { holidaysBetween } from "../lib/scheduling/date-checks";
import { shortDay } from "../lib/scheduling/format";
import { addDays, todayIn } from "../lib/core/zoned-time";

// The date step lists the store's next working days with the room each has, from one answer for
// the whole window: a day is picked with one tap, closed days say why, and weekends stay out.

for (const width of [390, 1280]) {
  test.describe(`the day list at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("lists working days with their free times, marks holidays closed, and a tap picks the day", async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on("request", (r) => {
        if (/\/api\/stores\/[^/]+\/availability(\/|\?)/.test(r.url())) asked.push(r.url());
      });
      await page.goto("/schedule");
      await chooseStore(page, "Norton");
      await chooseService(page, "Oil Changes");

      const list = page.getByTestId("day-list");
      await expect(list.getByRole("button").first()).toBeVisible();
      // One answer for the range, not one per day.
      expect(asked.filter((url) => !/\/availability\/\d{4}-/.test(url))).toHaveLength(1);
      expect(asked.filter((url) => /\/availability\/\d{4}-/.test(url))).toHaveLength(0);

      const more = page.getByRole("button", { name: /^Show more days/ });
      if (await more.isVisible()) await more.click();
      const labels = await list.getByRole("button").allTextContents();
      expect(labels.length).toBeGreaterThan(15);
      for (const label of labels) expect(label).not.toMatch(/^(Sat|Sun),/);

      const today = todayIn("America/New_York", Date.now());
      for (const holiday of holidaysBetween(addDays(today, 1), addDays(today, 30))) {
        const day = list.getByRole("button", { name: new RegExp(`^${shortDay(holiday.date)}`) });
        await expect(day).toContainText(`Closed for ${holiday.name}`);
        await expect(day).toBeDisabled();
      }

      const open = list.locator("button:not([disabled])").first();
      const text = (await open.locator("span").nth(1).textContent()) ?? "";
      const free = Number(/^(\d+) times? from/.exec(text)?.[1]);
      expect(free).toBeGreaterThan(0);
      await open.click();
      await expect(open).toHaveAttribute("aria-pressed", "true");
      const times = page.getByRole("list", { name: "Start times" });
      await expect(times.getByRole("button", { disabled: false })).toHaveCount(free);
      const firstTime = /from (\d{1,2}:\d{2} [AP]M)/.exec(text)?.[1] ?? "";
      await expect(times.getByRole("button", { disabled: false }).first()).toHaveText(firstTime);
      await expect(page.getByLabel("Preferred date")).not.toHaveValue("");
      await expectNoAxeViolations(page, "day list with a day picked");

      await times.getByRole("button", { disabled: false }).first().click();
      await expect(page.getByTestId("chosen-time")).toContainText(firstTime);
    });
  });
}
