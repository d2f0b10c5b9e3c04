import { expect, test } from "./fixtures";
import {
  businessDay,
  chooseDateAndFirstTime,
  chooseService,
  chooseStore,
  chooseVehicle,
  fillCustomer,
  outboxMailFor,
  stepHeading,
} from "./schedule-support";
import { expectNoAxeViolations } from "./support";
import { replyByText, textOf, textsTo } from "./texts-support";

// Wytheville on a day far out: the proposed times here are free whatever else the run books.
const DATE = businessDay(17);

/** This worker's own mobile number (a fictional 555 line), so parallel runs never share one. */
const mobile = (n: number) => `+1276555${String((process.pid % 90) * 100 + n).padStart(4, "0")}`;
const typed = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;

/** Quiet hours on the Wytheville store's clock (9 PM to 8 AM Eastern). */
const storeNight = () => {
  const hour = Number(
    new Intl.DateTimeFormat("en-US", {
      hour: "numeric",
      hourCycle: "h23",
      timeZone: "America/New_York",
    }).format(new Date()),
  );
  return hour >= 21 || hour < 8;
};

/** The store's own page for the appointment, from the link in its e-mail. */
async function storeTokenFor(reference: string): Promise<string> {
  const text = await outboxMailFor(reference, "booking-store");
  const link = /https?:\/\/\S+\/appointments\/store\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`The store e-mail for ${reference} has no link to the store's page`);
  return new URL(link).searchParams.get("token")!;
}

for (const { name, viewport } of [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
] as const) {
  test.describe(`texts about an appointment (${name})`, () => {
    test.use({ viewport });

    test("a customer who chooses texts proves the number by text, then answers the store's new time by replying", async ({
      page,
      baseURL,
    }) => {
      const number = mobile(name === "phone" ? 1 : 2);
      await page.goto("/schedule");
      await chooseStore(page, "Wytheville, VA");
      await chooseService(page, "Oil Changes");
      await chooseDateAndFirstTime(page, DATE);
      await page.getByRole("button", { name: "Continue with Selected Time" }).click();
      await fillCustomer(page);
      await chooseVehicle(page);
      await page.getByLabel("Text me about this appointment").check();
      await expect(page.getByText("Reply STOP to end texts, HELP for help.")).toBeVisible();
      await page.getByLabel("Mobile number for texts*").fill(typed(number));
      await page.getByRole("button", { name: "Schedule Appointment" }).click();

      // The code comes by text, to the number just typed.
      await expect(page.getByRole("heading", { name: "Check your texts" })).toBeVisible();
      await expect(page.getByText(`(•••) •••-${number.slice(-4)}`).first()).toBeVisible();
      await expectNoAxeViolations(page);
      const code = /\b(\d{6})\b/.exec((await textOf(number, "code")).body)![1]!;
      await page.getByLabel("6-digit code*").fill(code);
      await page.getByRole("button", { name: "Schedule Appointment" }).click();
      await expect(stepHeading(page)).toHaveText(/^Appointment (Booked|Requested)$/, { timeout: 15_000 });
      const reference = (await page.getByTestId("booking-reference").textContent())!.trim();

      // The first text says what happened and how to stop texts.
      // Written by the outbox just after the answer: waited for, not read at once.
      await expect
        .poll(
          () =>
            textsTo(number).find((t) => t.reference === reference && ["booked", "requested"].includes(t.kind))
              ?.body,
        )
        .toContain("Reply STOP to end texts.");

      // The store proposes another time; the customer says YES by text.
      const storeToken = await storeTokenFor(reference);
      const proposeAt = name === "phone" ? "15:00" : "15:30";
      const proposed = await fetch(`${baseURL}/api/appointments/${reference}/store-action`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ storeToken, action: "move", date: DATE, time: proposeAt }),
      });
      expect(proposed.status).toBe(200);
      // The store's question waits for 8 AM when proposed at night (quiet hours, unit-tested);
      // the customer's YES, and the answer to it, go at any hour.
      if (!storeNight())
        expect((await textOf(number, "proposed")).body).toContain("Reply YES to move, NO to keep");
      await replyByText(baseURL!, number, "Yes");
      await expect.poll(() => textsTo(number).some((t) => t.kind === "rescheduled")).toBe(true);

      // The manage page shows the new time, confirmed.
      const manage = /https?:\/\/\S+\/appointments\/manage\?\S+/.exec(
        (await textOf(number, "rescheduled")).body,
      )![0];
      await page.goto(new URL(manage).pathname + new URL(manage).search);
      await expect(page.getByText(proposeAt === "15:00" ? "3:00 PM" : "3:30 PM").first()).toBeVisible();
      await expect(page.getByText(/Confirmed|Booked/).first()).toBeVisible();
      await expectNoAxeViolations(page);

      // STOP ends every text to the number at once: the store's later changes go by e-mail only.
      await replyByText(baseURL!, number, "STOP");
      expect((await textOf(number, "opt-out-confirmation")).body).toContain("Reply START to resubscribe.");
      const before = textsTo(number).length;
      const cancelled = await fetch(`${baseURL}/api/appointments/${reference}/store-action`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          storeToken,
          action: "cancel",
          reason: "Our lift is out of service that day.",
        }),
      });
      expect(cancelled.status).toBe(200);
      // The customer hears by e-mail; no text is written.
      await outboxMailFor(reference, "store-cancel-customer");
      expect(textsTo(number)).toHaveLength(before);
    });
  });
}
