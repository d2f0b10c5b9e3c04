import type { APIRequestContext } from "./fixtures";
import { findLocation } from "@/data/locations";
import { scheduleStockNote, tiresTooSoonMessage } from "@/lib/inventory/schedule-stock-text";
import { dayLabel } from "@/lib/inventory/stock-text";
import { addDays, todayIn } from "@/lib/core/zoned-time";
import { expect, test } from "./fixtures";
import {
  chooseDateAndFirstTime,
  chooseVehicle,
  fillCustomer,
  nextBusinessDay,
  outboxMailFor,
  stepHeading,
  WIZARD_VIEWPORTS,
  scheduleAppointment,
} from "./schedule-support";
import { expectNoAxeViolations } from "./support";

// Each screen books at a store of its own, in a size no other browser test books.
const RUNS = { desktop: { store: 3 }, phone: { store: 6 } } as const;
const SIZE = "255/65R18";

interface Availability {
  offerId: string;
  readyBy: string;
  source: "store" | "warehouse" | "special-order";
}

/** The first tire of the size whose set comes from `source` at the store, as the site answers now. */
async function tireFrom(request: APIRequestContext, store: number, source: Availability["source"]) {
  const search = await request.get(`/api/tires/search?size=${encodeURIComponent(SIZE)}`);
  const ids = ((await search.json()) as { results: { id: string }[] }).results.map((r) => r.id);
  const reply = await request.get(`/api/tires/availability?offers=${ids.join(",")}&qty=4&store=${store}`);
  expect(reply.status()).toBe(200);
  const found = ((await reply.json()) as { offers: Availability[] }).offers.find((o) => o.source === source);
  expect(found, `a ${SIZE} tire from the ${source} at store ${store}`).toBeTruthy();
  return found!;
}

for (const { name, viewport } of WIZARD_VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });
    const store = findLocation(RUNS[name].store)!;
    const today = () => todayIn(store.timeZone, Date.now());

    test("a set on the store's shelf books any day, and the store sees it held from its own stock", async ({
      page,
      request,
    }) => {
      const tire = await tireFrom(request, store.id, "store");
      await page.goto(
        `/schedule?locationId=${store.id}&service=tire-sales-installation&tire=${tire.offerId}&qty=4&step=3`,
      );
      await expect(page.getByTestId("tire-stock-note")).toHaveText(
        scheduleStockNote("store", tire.readyBy, store.city, today()),
      );
      await chooseDateAndFirstTime(page, nextBusinessDay(addDays(today(), 3)));
      await page.getByRole("button", { name: "Continue with Selected Time" }).click();
      await fillCustomer(page, { last: `Shelf${name}`, email: `shelf.${name}@example.com` });
      await chooseVehicle(page);
      await scheduleAppointment(page);
      // On the shelf: the installation is booked on the spot.
      await expect(stepHeading(page)).toHaveText("Appointment Booked");
      const reference = ((await page.getByTestId("booking-reference").textContent()) ?? "").trim();
      expect(await outboxMailFor(reference, "booking-store")).toContain(
        `Tires held: 4 from ${store.city} stock`,
      );
      expect(await outboxMailFor(reference, "booking-customer")).toContain(
        `Tire availability: Set aside for you at our ${store.name} store`,
      );
    });

    test("a set from the warehouse books from the day its truck comes, and says why", async ({
      page,
      request,
    }) => {
      const tire = await tireFrom(request, store.id, "warehouse");
      await page.goto(
        `/schedule?locationId=${store.id}&service=tire-sales-installation&tire=${tire.offerId}&qty=4&step=3`,
      );
      const note = scheduleStockNote("warehouse", tire.readyBy, store.city, today());
      await expect(page.getByTestId("tire-stock-note")).toHaveText(note);
      const date = page.getByLabel("Preferred date");
      await expect(date).toHaveAttribute("min", tire.readyBy);
      // A day before the truck (typed past the picker's limit) is explained, with no times offered.
      const before = addDays(tire.readyBy, -1);
      if (before > today()) {
        await date.fill(before);
        await expect(page.getByText(tiresTooSoonMessage(tire.readyBy, store.city))).toBeVisible();
        await expect(page.getByRole("button", { name: /^\d{1,2}:\d{2} [AP]M/ })).toHaveCount(0);
      }
      await chooseDateAndFirstTime(page, tire.readyBy);
      await expectNoAxeViolations(page, "tire stock note");
      await page.getByRole("button", { name: "Continue with Selected Time" }).click();
      await fillCustomer(page, { last: `Truck${name}`, email: `truck.${name}@example.com` });
      await chooseVehicle(page);
      await scheduleAppointment(page);
      // Still to come on the truck: a request the store confirms.
      await expect(stepHeading(page)).toHaveText("Appointment Requested");
      const reference = ((await page.getByTestId("booking-reference").textContent()) ?? "").trim();
      expect(await outboxMailFor(reference, "booking-store")).toContain(
        `Tires held: 4 arriving ${dayLabel(tire.readyBy)} from the warehouse`,
      );
    });
  });
}
