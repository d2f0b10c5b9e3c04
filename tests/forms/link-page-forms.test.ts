import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { GET as availability } from "@/app/api/stores/[storeEmail]/availability/[date]/route";
import { POST as storeActionApi } from "@/app/api/appointments/[reference]/store-action/route";
import { linkToken } from "@/lib/appointments/link-tokens";
import { LINK_PAGE_QUERY_HEADER } from "@/lib/appointment-actions/link-page";
import { answerManagePage, answerStorePage } from "@/lib/appointment-actions/link-page-answer";
import { answerStaffAction } from "@/lib/appointment-actions/staff-action-answer";
import { getDatabase, resetDatabase } from "@/lib/db";
import { proxy } from "@/proxy";
import { bookOilChange, NORTON, REQUEST_SERVICE } from "../support/booking";
import { drainMail } from "../support/mail";
import { postedForm, requestFrom } from "../support/posted-form";
import {
  jsonRequest,
  params,
  upcomingWeekday,
  useFreshDatabase,
  type DatabaseKind,
} from "../support/scheduling-env";
import { setRequestHeaders } from "../support/request-headers";

// The staff forms read who is asking from the request's headers (no password set: development's operator).
vi.mock("next/headers", () => import("../support/request-headers"));

const NOT_FOUND = "We couldn't find that appointment request. Please check the link in your e-mail.";
const linkQuery = (reference: string, token: string) => `?${new URLSearchParams({ ref: reference, token })}`;

describe("proxy.ts and the link pages' forms", () => {
  it("hands a link page's query to its server action, whatever the client sent in that header", async () => {
    const response = await proxy(
      new NextRequest("http://localhost/appointments/manage?ref=AT-ABCD-EFGH&token=t", {
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          [LINK_PAGE_QUERY_HEADER]: "?ref=AT-OTHER&token=forged",
        },
      }),
    );
    expect(response.headers.get(`x-middleware-request-${LINK_PAGE_QUERY_HEADER}`)).toBe(
      "?ref=AT-ABCD-EFGH&token=t",
    );
  });

  it("asks for the staff password on a form posted to a staff page, as on any request there", async () => {
    // Stubbed, not assigned: assigning back an unset variable would leave the text "undefined".
    vi.stubEnv("STATUS_PASSWORD", "counter-password");
    try {
      const posted = await proxy(
        new NextRequest("http://localhost/admin/appointments", {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=x", "next-action": "0123" },
        }),
      );
      expect(posted.status).toBe(401);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe.each(["sqlite", "postgres"] as DatabaseKind[])(
  "the link pages' forms without JavaScript, on %s",
  (kind) => {
    let date: string;
    let free: string[];
    const nextFree = () => free.shift()!;

    beforeAll(async () => {
      await useFreshDatabase(kind, inject("postgresUrl"));
      date = upcomingWeekday(4);
      const reply = await availability(
        new Request("http://x/?service=Oil%20Changes"),
        params({ storeEmail: NORTON, date }),
      );
      free = (
        (await reply.json()) as { availableSlots: { time: string; available: boolean }[] }
      ).availableSlots
        .filter((s) => s.available)
        .map((s) => s.time);
      expect(free.length).toBeGreaterThan(8);
    });
    afterAll(() => resetDatabase());

    it("the customer opens the link, lists a day's times, is told to pick one, moves, then cancels", async () => {
      const time = nextFree();
      // An oil change booked on the spot, with the vehicle it is for.
      const vehicle = { year: "2019", make: "Honda", model: "Civic" };
      const { reference, token } = await bookOilChange({ date, time, vehicle });
      await drainMail();
      const page = linkQuery(reference, token);
      const post = (fields: Record<string, string>) =>
        answerManagePage(postedForm(fields), requestFrom(), page);

      const opened = await post({ intent: "open" });
      expect(opened).toMatchObject({
        problem: null,
        notice: null,
        times: null,
        view: {
          appointment: {
            reference,
            status: "confirmed",
            date,
            time,
            vehicle: "2019 Honda Civic",
            storePhone: "(276) 555-0105",
            storeDirectionsUrl:
              "https://www.google.com/maps/dir/?api=1&destination=" +
              encodeURIComponent("600 Park Ave NW, Norton, VA 24273"),
          },
          statusLabel: "Booked: confirmed when you booked online",
          // The page has no script to build it from its address: the answer carries it.
          calendarUrl: `/api/appointments/${reference}/calendar.ics?token=${token}`,
          changes: { allowed: true },
        },
      });
      expect(opened.view?.customer).toBeUndefined();

      const times = await post({ intent: "times", date });
      expect(times.times?.date).toBe(date);
      expect(times.times?.free).not.toContain(time);
      const target = times.times!.free.find((t) => free.includes(t))!;

      const unchosen = await post({ intent: "move", date, slotDate: date });
      expect(unchosen.notice).toEqual({ tone: "failed", text: "Please choose a start time." });
      expect(unchosen.times?.free).toContain(target);

      // The date field may have changed since the times were listed: the times' own date counts.
      const moved = await post({ intent: "move", date: "2099-01-01", slotDate: date, time: target });
      expect(moved.notice?.tone).toBe("done");
      expect(moved.notice?.text).toMatch(
        /^Your appointment is now on .+\. We've e-mailed you the new time\.$/,
      );
      expect(moved.view?.appointment).toMatchObject({ date, time: target });
      expect((await drainMail()).map((m) => m.kind)).toContain("rescheduled-customer");

      const cancelled = await post({ intent: "cancel" });
      // Booked, it was an appointment rather than a request.
      expect(cancelled.notice).toEqual({ tone: "done", text: "Your appointment has been cancelled." });
      expect(cancelled.view).toMatchObject({
        appointment: { status: "cancelled" },
        changes: { allowed: false },
      });
    });

    it("a link that opens nothing says so, in the JSON API's words, for every action", async () => {
      const { reference, token } = await bookOilChange({
        service: REQUEST_SERVICE,
        date,
        time: nextFree(),
        lastName: "Wrong",
      });
      const storeToken = await linkToken(reference, "store");
      const refusals = [
        await answerManagePage(
          postedForm({ intent: "cancel" }),
          requestFrom(),
          linkQuery(reference, storeToken),
        ),
        await answerStorePage(postedForm({ intent: "confirm" }), requestFrom(), linkQuery(reference, token)),
        await answerManagePage(
          postedForm({ intent: "open" }),
          requestFrom(),
          linkQuery("AT-ZZZZ-ZZZZ", token),
        ),
      ];
      for (const refusal of refusals)
        expect(refusal).toEqual({ problem: NOT_FOUND, expired: null, view: null, notice: null, times: null });
      const incomplete = await answerManagePage(
        postedForm({ intent: "open" }),
        requestFrom(),
        `?ref=${reference}`,
      );
      expect(incomplete.problem).toBe("This link is incomplete. Please use the full link from your e-mail.");
      // Nothing was changed by any of them.
      const still = await answerManagePage(postedForm({}), requestFrom(), linkQuery(reference, token));
      expect(still.view?.appointment.status).toBe("requested");
    });

    it("the store sees the customer, must give a reason to decline, and confirms", async () => {
      const { reference } = await bookOilChange({
        service: REQUEST_SERVICE,
        date,
        time: nextFree(),
        lastName: "Storey",
      });
      await drainMail();
      const page = linkQuery(reference, await linkToken(reference, "store"));
      const post = (fields: Record<string, string>) =>
        answerStorePage(postedForm(fields), requestFrom(), page);

      const opened = await post({ intent: "open" });
      expect(opened.view?.customer).toMatchObject({
        name: "Ada Storey",
        email: expect.stringMatching(/^storey\.\d+@example\.com$/),
      });

      const noReason = await post({ intent: "decline", reason: "   " });
      expect(noReason.notice).toEqual({
        tone: "failed",
        text: "Please give the customer a short reason (up to 500 characters).",
      });
      expect(noReason.reason).toBe("   ");
      expect(noReason.view?.appointment.status).toBe("requested");

      const confirmed = await post({ intent: "confirm" });
      expect(confirmed.notice).toEqual({ tone: "done", text: "Confirmed. The customer has been e-mailed." });
      expect(confirmed.view?.appointment.status).toBe("confirmed");
      expect((await drainMail()).map((m) => m.kind)).toEqual(["confirmed-customer"]);

      // The same store action again, through the JSON API: a repeat, nothing changes.
      const storeToken = await linkToken(reference, "store");
      const again = await storeActionApi(
        jsonRequest(`/api/appointments/${reference}/store-action`, { storeToken, action: "confirm" }),
        params({ reference }),
      );
      expect(((await again.json()) as { message: string }).message).toBe(
        "This appointment was already confirmed.",
      );
    });

    it("the store proposes a time and the customer accepts it; the store then cancels the visit, all without JavaScript", async () => {
      const time = nextFree();
      const { reference, token } = await bookOilChange({ date, time, lastName: "Formal" });
      await drainMail();
      const storePage = linkQuery(reference, await linkToken(reference, "store"));
      const store = (fields: Record<string, string>) =>
        answerStorePage(postedForm(fields), requestFrom(), storePage);
      const customer = (fields: Record<string, string>) =>
        answerManagePage(postedForm(fields), requestFrom(), linkQuery(reference, token));

      const target = (await store({ intent: "times", date })).times!.free.find((t) => free.includes(t))!;
      const proposed = await store({ intent: "move", date, slotDate: date, time: target });
      expect(proposed.notice?.tone).toBe("done");
      expect(proposed.notice?.text).toMatch(/^Proposed .+ The customer has been asked; until they answer/);
      expect(proposed.view?.appointment).toMatchObject({ time, proposal: { date, time: target } });

      const opened = await customer({ intent: "open" });
      expect(opened.view?.appointment.proposal).toMatchObject({ date, time: target });
      const accepted = await customer({ intent: "accept" });
      expect(accepted.notice).toMatchObject({ tone: "done" });
      expect(accepted.notice?.text).toMatch(/^Your appointment is now on .+, and it is confirmed\./);
      expect(accepted.view?.appointment).toMatchObject({ status: "confirmed", time: target, proposal: null });
      const late = await customer({ intent: "keep" });
      expect(late.notice).toMatchObject({
        tone: "failed",
        text: expect.stringMatching(/^You already accepted/),
      });

      // Confirmed now: the store's page cancels it, with a reason the customer is sent.
      const noReason = await store({ intent: "cancel", reason: "" });
      expect(noReason.notice?.tone).toBe("failed");
      expect(noReason.view?.appointment.status).toBe("confirmed");
      const cancelled = await store({ intent: "cancel", reason: "Our only alignment rack is down." });
      expect(cancelled.notice?.text).toMatch(/^Cancelled\. The customer has been e-mailed with your reason/);
      expect(cancelled.view?.appointment.status).toBe("cancelled");
      const mail = await drainMail();
      expect(mail.map((m) => m.kind)).toContain("store-cancel-customer");
    });

    it("the staff list's buttons act as the signed-in member, in the store action's words", async () => {
      const { reference } = await bookOilChange({
        service: REQUEST_SERVICE,
        date,
        time: nextFree(),
        lastName: "Counter",
      });
      await drainMail();
      const act = (fields: Record<string, string>) => answerStaffAction(postedForm(fields), requestFrom());

      expect(await act({ reference: "AT-ZZZZ-ZZZZ", action: "confirm" })).toEqual({
        tone: "failed",
        text: NOT_FOUND,
      });
      // A move needs the live times: not a button without JavaScript.
      expect((await act({ reference, action: "move" })).tone).toBe("failed");
      expect(await act({ reference, action: "decline", reason: "" })).toEqual({
        tone: "failed",
        text: "Please give the customer a short reason (up to 500 characters).",
      });
      expect(await act({ reference, action: "confirm" })).toEqual({
        tone: "done",
        text: "Confirmed. The customer has been e-mailed.",
      });
      expect(await act({ reference, action: "confirm" })).toEqual({
        tone: "done",
        text: "This appointment was already confirmed.",
      });
      // Completed only once the visit has started.
      expect(await act({ reference, action: "complete" })).toMatchObject({ tone: "failed" });
      // The one change is recorded once, under the member's name.
      const db = await getDatabase();
      const history = await db.appointmentHistory((await db.findByReference(reference))!.id);
      expect(history.map((e) => [e.what, e.origin.actor])).toEqual([
        ["requested", { kind: "customer" }],
        ["confirmed", { kind: "staff", name: "Local development", email: "development@localhost" }],
      ]);
    });

    it("refuses the staff list's forms to someone who is not signed in, in the refusal's words", async () => {
      const { reference } = await bookOilChange({
        service: REQUEST_SERVICE,
        date,
        time: nextFree(),
        lastName: "Stranger",
      });
      vi.stubEnv("STATUS_PASSWORD", "counter-password");
      try {
        setRequestHeaders({});
        const refused = await answerStaffAction(postedForm({ reference, action: "confirm" }), requestFrom());
        expect(refused.tone).toBe("failed");
        const db = await getDatabase();
        expect((await db.findByReference(reference))!.status).toBe("requested");
        expect(refused.text).toBe("Authentication required.");
      } finally {
        vi.unstubAllEnvs();
      }
    });
  },
);
