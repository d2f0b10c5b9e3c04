import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { expect, type Page } from "@playwright/test";
import { BOOKING_WINDOW_DAYS } from "../lib/scheduling/constants";
import { isStoreHoliday } from "../lib/scheduling/holidays";
import { addDays, todayIn, weekdayOf } from "../lib/core/zoned-time";

/** A business day at least `ahead` days out (no weekend, no store holiday) and bookable, New York time. */
export function businessDay(ahead: number): string {
  const today = todayIn("America/New_York", Date.now());
  const day = nextBusinessDay(addDays(today, ahead - 1));
  // Weekends and holidays can push a late day past the last bookable one (from a Friday in late
  // November, 28 days ahead is Christmas and the next open day 31 days out): then the last open
  // day the scheduler offers.
  const last = addDays(today, BOOKING_WINDOW_DAYS);
  if (day <= last) return day;
  let back = last;
  while (!isBusinessDay(back)) back = addDays(back, -1);
  return back;
}

const isBusinessDay = (date: string) => ![0, 6].includes(weekdayOf(date)) && !isStoreHoliday(date);

/** The first business day after `date`. */
export function nextBusinessDay(date: string): string {
  let next = addDays(date, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}

/** Where a test reads the code e-mail: a private site's outbox folder, or a reader of its own (Graph mail). */
export type CodeSource = string | ((email: string) => Promise<string>);

/** The code sent to `email`, read from `codes`. */
const readCode = (email: string, codes?: CodeSource) =>
  typeof codes === "function" ? codes(email) : contactCodeFor(email, codes);

/**
 * A service every store keeps a request, for its staff to confirm (the store wants to hear about
 * brakes first). A proven customer's oil change is booked on the spot (data/instant-booking.ts).
 */
export const REQUEST_SERVICE = "Brake Service";

/**
 * Books an oil change (or `service`) at `storeEmail` on `date`, at its first free time, through the
 * booking API of the site at `baseURL`, with the code the site e-mails: the appointment's reference
 * and the customer's manage page (path and query).
 */
export async function bookOilChange(
  baseURL: string,
  storeEmail: string,
  date: string,
  lastName: string,
  codes?: CodeSource,
  service = "Oil Changes",
): Promise<{ reference: string; managePath: string }> {
  const free = await fetch(
    `${baseURL}/api/stores/${storeEmail}/availability/${date}?service=${encodeURIComponent(service)}`,
  );
  const { availableSlots } = (await free.json()) as {
    availableSlots: { time: string; available: boolean }[];
  };
  const email = `${lastName.toLowerCase()}@example.com`;
  const reply = await postBooking(
    baseURL,
    {
      storeGroupEmail: storeEmail,
      serviceName: service,
      date,
      time: availableSlots.find((s) => s.available)!.time,
      customer: { firstName: "Ada", lastName, email, phone: "2765550142" },
    },
    codes,
  );
  const body = reply.body as { appointment?: { reference: string; manageUrl: string }; message?: string };
  if (!body.appointment) throw new Error(`Booking refused: ${reply.status} ${body.message}`);
  const manage = new URL(body.appointment.manageUrl, baseURL);
  return { reference: body.appointment.reference, managePath: `${manage.pathname}${manage.search}` };
}

/**
 * POST /api/bookAppointment as a first-time customer: the request, then the code the site e-mails
 * to its address. The final answer's status and body.
 */
export async function postBooking(
  baseURL: string,
  request: { customer: { email: string } & Record<string, string> } & Record<string, unknown>,
  codes?: CodeSource,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const send = (body: object) =>
    fetch(`${baseURL}/api/bookAppointment`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  let reply = await send(request);
  if (reply.status === 202) {
    const { verification } = (await reply.json()) as { verification: { id: string } };
    const email = request.customer.email;
    const code = await readCode(email, codes);
    reply = await send({ ...request, contactProof: { id: verification.id, code } });
  }
  return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
}

export const stepHeading = (page: Page) => page.locator("section[aria-label^='Step'] h2");

/**
 * The last step's heading, either way a booking can go: booked on the spot (a proven customer,
 * work the store takes at once) or a request the store confirms. Tests about something else
 * accept both; tests about the status name the one they expect.
 */
export const DONE_HEADING = /^Appointment (Booked|Requested)$/;

export async function chooseStore(page: Page, name: string) {
  await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
  await expect(stepHeading(page)).toHaveText("Choose a Service");
}

export async function chooseService(page: Page, name: string) {
  await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
  await expect(stepHeading(page)).toHaveText("Choose a Date & Time");
}

/** Picks the date and the first free time; returns the time's label (e.g. "9:30 AM"). */
export async function chooseDateAndFirstTime(page: Page, date: string): Promise<string> {
  await page.getByLabel("Preferred date").fill(date);
  const times = page.getByRole("list", { name: "Start times" });
  await expect(times).toBeVisible();
  const free = times.getByRole("button", { disabled: false }).first();
  const label = ((await free.textContent()) ?? "").trim();
  await free.click();
  await expect(page.getByTestId("chosen-time")).toContainText(label);
  return label;
}

let customers = 0;

/**
 * Fills in the customer: by default another address each time (with the run's process id, so
 * parallel workers differ too), as one address holds one open visit per store and day.
 */
export async function fillCustomer(
  page: Page,
  overrides: Partial<Record<"first" | "last" | "email" | "phone", string>> = {},
) {
  await page.getByLabel("First Name*").fill(overrides.first ?? "Ada");
  await page.getByLabel("Last Name*").fill(overrides.last ?? "Hatfield");
  await page.getByLabel("Email*").fill(overrides.email ?? `ada.${process.pid}.${++customers}@example.com`);
  await page.getByLabel("Phone*").fill(overrides.phone ?? "2765550142");
}

export async function chooseVehicle(page: Page) {
  const pick = async (label: string, option: string) => {
    const select = page.getByLabel(label);
    await expect(select).toBeEnabled();
    await select.selectOption({ label: option });
  };
  await pick("Vehicle Year*", "2020");
  await pick("Vehicle Make*", "Ford");
  await pick("Vehicle Model*", "F-150");
}

/** The two screens every wizard behaviour is checked on. */
export const WIZARD_VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

export const WIZARD_STORAGE_KEY = "allegheny-tire:schedule-wizard";

/** The error text a field points at with aria-describedby. */
export async function describedError(page: Page, label: string) {
  const ids = (await page.getByLabel(label, { exact: true }).getAttribute("aria-describedby")) ?? "";
  expect(ids).not.toBe("");
  return page.locator(`[id="${ids}"]`);
}

/**
 * The link the store's e-mail for a request carries (Confirm), read from the site's outbox folder
 * (the test server writes e-mail as .eml files): the same link a store manager would click.
 */
export async function storeLinkFor(reference: string, folder?: string): Promise<string> {
  const text = await outboxMailFor(reference, "booking-store", folder);
  const link = /https?:\/\/\S+\/appointments\/store\?\S+action=confirm/.exec(text)?.[0];
  if (!link) throw new Error(`The store e-mail for ${reference} has no Confirm link`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * The store's page for a booking made on the spot, as its e-mail links it ("Appointment page"):
 * nothing to confirm there, only the booking as it stands.
 */
export async function storePageFor(reference: string, folder?: string): Promise<string> {
  const text = await outboxMailFor(reference, "booking-store", folder);
  const link = /Appointment page: (https?:\/\/\S+\/appointments\/store\?\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`The store e-mail for ${reference} has no link to the appointment's page`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * The text of the e-mail of one kind ("booking-store", "booking-customer") about a request, from
 * the outbox folder (the shared test site's, or `folder`: a private site's).
 */
export async function outboxMailFor(
  reference: string,
  kind: string,
  folder = join(process.env.E2E_RUN_DIR ?? "", "data", "outbox"),
): Promise<string> {
  let text: string | undefined;
  // The outbox writes the message beside the booking's answer, not before it.
  await expect
    .poll(async () => (text = await readOutbox(folder, reference, kind)) !== undefined, {
      message: `No ${kind} e-mail for ${reference} in ${folder}`,
      timeout: 10_000,
    })
    .toBe(true);
  return text!;
}

async function readOutbox(folder: string, reference: string, kind: string): Promise<string | undefined> {
  const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith(`-${kind}.eml`)) : [];
  for (const file of files) {
    const mail = await simpleParser(readFileSync(join(folder, file)));
    if (mail.text?.includes(reference)) return mail.text;
  }
  return undefined;
}

/**
 * The newest one-time code the outbox folder holds for `email` (the code is the subject's start),
 * as the customer reads it in the e-mail.
 */
export async function contactCodeFor(
  email: string,
  folder = join(process.env.E2E_RUN_DIR ?? "", "data", "outbox"),
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const files = existsSync(folder)
          ? readdirSync(folder)
              .filter((f) => f.endsWith("-contact-code.eml"))
              .sort()
          : [];
        code = undefined;
        for (const file of files) {
          const mail = await simpleParser(readFileSync(join(folder, file)));
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(",") : (mail.to?.text ?? "");
          if (to.toLowerCase().includes(email.toLowerCase())) code = mail.subject?.slice(0, 6);
        }
        return code !== undefined;
      },
      { message: `No code e-mail for ${email} in ${folder}`, timeout: 10_000 },
    )
    .toBe(true);
  return code!;
}

/**
 * Presses Schedule Appointment and, when the site asks for the code it e-mailed (a browser that
 * has not proven this address yet), types it from the e-mail and sends the request again. What
 * the request then leads to (the confirmation, or a refusal) is for the test to check.
 */
export async function scheduleAppointment(
  page: Page,
  /** Where the code e-mail is read: a private site's outbox folder, or a reader of its own (Graph mail). */
  codes?: CodeSource,
) {
  const submit = page.getByRole("button", { name: "Schedule Appointment" });
  await submit.click();
  const codeField = page.getByLabel("6-digit code*");
  const answered = codeField
    .or(page.getByRole("heading", { name: DONE_HEADING }))
    .or(page.getByRole("main").getByRole("alert"));
  await expect(answered.first()).toBeVisible({ timeout: 15_000 });
  if (!(await codeField.isVisible())) return;
  const email = await page.getByLabel("Email*").inputValue();
  await codeField.fill(await readCode(email, codes));
  await submit.click();
}
