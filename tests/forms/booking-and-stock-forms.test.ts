import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { bookableLocations } from "@/data/locations";
import { resetDatabase } from "@/lib/db";
import { answerStockUpload } from "@/lib/stock-upload/stock-upload-answer";
import { seedStock } from "@/lib/inventory/seed-stock";
import { BOOKING_MESSAGES } from "@/lib/scheduling/booking-checks";
import { answerBookingForm } from "@/lib/booking-form/booking-form-answer";
import { SITE_MESSAGES } from "@/lib/scheduling/on-site";
import { readPlainChoice } from "@/lib/booking-form/plain-request";
import { PROOF_COOKIE } from "@/lib/booking-form/contact-gate";
import { proofTokenFor } from "@/lib/contact-proof/proof-token";
import { freeTimes, NORTON, REQUEST_SERVICE } from "../support/booking";
import { postedForm, requestFrom } from "../support/posted-form";
import { countRows } from "../support/row-counts";
import { drainMail } from "../support/mail";
import { upcomingWeekday, useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";

const NORTON_ID = 5;

/** What the plain request form posts: the choice in hidden fields, then the wizard's own fields. */
const request = (date: string, time: string, fields: Record<string, string> = {}) =>
  postedForm({
    storeGroupEmail: NORTON,
    serviceName: "Oil Changes",
    date,
    time,
    idempotencyKey: `plain-${date}-${time.replace(":", "")}`,
    firstName: "Ada",
    lastName: "Hatfield",
    email: "ada@example.com",
    phone: "(276) 555-0142",
    vehicleUnlisted: "on",
    vehicleYear: "2008",
    vehicleMake: "Ford",
    vehicleModel: "F-150",
    vehicleTrim: "",
    notes: "",
    website: "",
    ...fields,
  });

describe.each(["sqlite", "postgres"] as DatabaseKind[])(
  "the plain request form and the stock upload, on %s",
  (kind) => {
    let date: string;
    let free: string[];

    beforeAll(async () => {
      await useFreshDatabase(kind, inject("postgresUrl"));
      date = upcomingWeekday(5);
      free = await freeTimes(NORTON, date, "Oil Changes");
      expect(free.length).toBeGreaterThan(4);
    });
    afterAll(() => resetDatabase());

    it("lists the same free times as the availability API, and says why a choice names no day", async () => {
      const chosen = await readPlainChoice(
        { store: String(NORTON_ID), service: "oil-changes", date },
        requestFrom(),
      );
      expect(chosen).toMatchObject({ problem: null, free, date });
      expect(chosen.store?.email).toBe(NORTON);
      expect(chosen.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);

      expect(await readPlainChoice({}, requestFrom())).toMatchObject({ problem: null, free: null });
      const problems = await Promise.all(
        [
          { service: "oil-changes", date },
          { store: String(NORTON_ID), date },
          { store: String(NORTON_ID), service: "oil-changes", date: "someday" },
          { store: String(NORTON_ID), service: "oil-changes", date: "2000-01-03" },
        ].map(async (query) => (await readPlainChoice(query, requestFrom())).problem),
      );
      expect(problems).toEqual([
        "Please choose a store.",
        "Please choose a service.",
        "Please choose a valid date.",
        expect.stringMatching(/^Please choose a date from .+ to .+\.$/),
      ]);
      const withoutTrucks = bookableLocations.find((l) => !l.services.includes("OTR Tire Service"));
      if (withoutTrucks) {
        const refused = await readPlainChoice(
          { store: String(withoutTrucks.id), service: "otr-tire-service", date },
          requestFrom(),
        );
        expect(refused.problem).toBe(
          `OTR Tire Service isn't offered at ${withoutTrucks.name}. Choose another service, or another store.`,
        );
      }
    });

    it("books a proven customer's oil change on the spot and says so; the same post again answers with the same booking", async () => {
      const before = await countRows(kind, "appointments");
      const time = free[0]!;
      // First the code step: nothing is booked until the address is proven.
      const asked = await answerBookingForm(request(date, time), requestFrom());
      expect(asked.confirmation).toBeNull();
      expect(asked.codePending?.message).toMatch(/^We sent a 6-digit code to /);
      expect(await countRows(kind, "appointments")).toBe(before);
      const code = (await drainMail()).find((m) => m.kind === "contact-code")?.subject.slice(0, 6);
      const withCode = request(date, time);
      withCode.set("contactProofId", asked.codePending!.id);
      withCode.set("contactCode", code!);
      const kept: string[] = [];
      const answer = await answerBookingForm(withCode, requestFrom(), Date.now(), (token) => {
        kept.push(token);
      });
      expect(kept).toHaveLength(1);
      expect(answer.problem).toBeNull();
      expect(answer.confirmation).toMatchObject({
        reference: expect.stringMatching(/^AT-/),
        storeName: "Norton, VA",
        services: ["Oil Changes"],
        visit: "wait",
        vehicleLabel: "2008 Ford F-150",
        status: "confirmed",
        message: "You're booked at the Norton, VA store. We've e-mailed your confirmation.",
        cancelUrl: expect.stringContaining("/appointments/manage?ref="),
      });
      const again = await answerBookingForm(request(date, time), requestFrom());
      expect(again.confirmation).toMatchObject({
        reference: answer.confirmation?.reference,
        status: "confirmed",
      });
      expect(await countRows(kind, "appointments")).toBe(before + 1);
    });

    it("keeps a service the store confirms itself a request, in the request's words", async () => {
      // Norton looks at a flat before it promises the repair (data/instant-booking.ts). This
      // browser proved its address before: the proof cookie comes with the form.
      const time = free[2]!;
      const answer = await answerBookingForm(
        request(date, time, { serviceName: REQUEST_SERVICE, email: "bo@example.com" }),
        new Request(requestFrom(), {
          headers: { cookie: `${PROOF_COOKIE}=${await proofTokenFor("bo@example.com")}` },
        }),
      );
      expect(answer.problem).toBeNull();
      expect(answer.confirmation).toMatchObject({
        services: [REQUEST_SERVICE],
        status: "requested",
        message:
          "Your appointment request has been received. The Norton, VA store will contact you to confirm your appointment.",
      });
    });

    it("a bad request keeps what was typed and says what to fix in the scheduler's words", async () => {
      const before = await countRows(kind, "appointments");
      const badEmail = await answerBookingForm(
        request(date, free[1]!, { email: "ada@example" }),
        requestFrom(),
      );
      expect(badEmail).toMatchObject({
        confirmation: null,
        problem: BOOKING_MESSAGES.email,
        fieldErrors: { email: BOOKING_MESSAGES.email },
        customer: { email: "ada@example", vehicleMake: "Ford", vehicleUnlisted: "yes" },
        time: free[1],
      });
      const missing = await answerBookingForm(
        request(date, free[1]!, { firstName: " ", phone: "" }),
        requestFrom(),
      );
      expect(missing.problem).toBe(BOOKING_MESSAGES.required);
      expect(missing.fieldErrors).toMatchObject({
        firstName: "Please enter your first name.",
        phone: "Please enter your phone number.",
      });
      const noTime = await answerBookingForm(request(date, ""), requestFrom());
      expect(noTime.problem).toBe(BOOKING_MESSAGES.selection);
      const onSite = await answerBookingForm(
        request(date, "07:30", { serviceName: "OTR Tire Service", "site-street": "1450 Mill Creek Rd" }),
        requestFrom(),
      );
      expect(onSite.problem).toBe(SITE_MESSAGES.city);
      expect(onSite.fieldErrors).toMatchObject({ siteMachine: SITE_MESSAGES.machine });
      const bot = await answerBookingForm(
        request(date, free[1]!, { website: "https://spam.example" }),
        requestFrom(),
      );
      expect(bot.problem).toBe("Invalid appointment details.");
      expect(await countRows(kind, "appointments")).toBe(before);
    });

    describe("the stock upload", () => {
      const password = process.env.STATUS_PASSWORD;
      const basic = (secret: string) =>
        requestWith(`Basic ${Buffer.from(`manager:${secret}`).toString("base64")}`);
      const requestWith = (authorization: string | null) =>
        new Request("http://localhost/", { headers: authorization ? { authorization } : {} });
      const file = (text: string) => new File([text], "export.csv", { type: "text/csv" });
      beforeAll(() => {
        process.env.STATUS_PASSWORD = "counter-password";
      });
      afterEach(() => {
        process.env.STATUS_PASSWORD = "counter-password";
      });
      afterAll(() => {
        process.env.STATUS_PASSWORD = password;
      });

      it("needs the staff password, as the page does, since an action can be posted to any address", async () => {
        const row = seedStock()[0]!;
        const form = new FormData();
        form.append("stock-file", file(`${row.locationId},${row.offerId},${row.onHand}`));
        for (const authorization of [requestWith(null), basic("guess")])
          expect(await answerStockUpload(form, authorization)).toMatchObject({
            kind: "refused",
            message: "Authentication required.",
          });
        expect(await answerStockUpload(form, basic("counter-password"))).toEqual({
          kind: "saved",
          message: "Stock saved: 1 row updated.",
          file: "export.csv",
        });
      });

      it("refuses no file, and lists the lines to correct in the import's words", async () => {
        const auth = basic("counter-password");
        expect(await answerStockUpload(new FormData(), auth)).toMatchObject({
          kind: "refused",
          message: "Choose the CSV file to upload first.",
        });
        const form = new FormData();
        form.append("stock-file", file(`1,not-a-tire,4\n2,${seedStock()[0]!.offerId},lots`));
        const refused = await answerStockUpload(form, auth);
        expect(refused).toMatchObject({ kind: "refused", file: "export.csv", refusedCount: 2 });
        expect(refused.kind === "refused" && refused.refused.map((r) => r.line)).toEqual([1, 2]);
      });
    });
  },
);
