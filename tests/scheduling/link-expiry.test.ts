import { CUSTOMER, STORE_LINK } from "../support/origins";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { GET as calendarFile } from "@/app/api/appointments/[reference]/calendar.ics/route";
import { GET as moveTimes } from "@/app/api/appointments/[reference]/availability/[date]/route";
import { POST as cancel } from "@/app/api/appointments/[reference]/cancel/route";
import { GET as getAppointment } from "@/app/api/appointments/[reference]/route";
import { POST as storeAction } from "@/app/api/appointments/[reference]/store-action/route";
import {
  actAsStore,
  cancelByCustomer,
  rescheduleByCustomer,
  type LifecycleOutcome,
} from "@/lib/appointments/lifecycle";
import { linkAccess } from "@/lib/appointments/link-access";
import { LINK_LIFETIME_DAYS, linkExpiresAt, type LinkAudience } from "@/lib/appointments/link-expiry";
import { answerManagePage, answerStorePage } from "@/lib/appointment-actions/link-page-answer";
import { linkToken } from "@/lib/appointments/link-tokens";
import { getDatabase, resetDatabase } from "@/lib/db";
import { formatAppointmentDate } from "@/lib/scheduling/format";
import { outcomeBody } from "@/lib/http/outcome-response";
import { bookOilChange, freeTimes, NORTON, REQUEST_SERVICE } from "../support/booking";
import { drainMail } from "../support/mail";
import { postedForm, requestFrom } from "../support/posted-form";
import {
  jsonRequest,
  params,
  upcomingWeekday,
  useFreshDatabase,
  type DatabaseKind,
} from "../support/scheduling-env";

const DAY = 24 * 60 * 60_000;
const EXPIRED = "This link has expired. Please call the Norton, VA store at (276) 555-0105.";
const NOT_FOUND = "We couldn't find that appointment request. Please check the link in your e-mail.";

/** A change's outcome with the JSON body the endpoints answer it with. */
const answered = (outcome: LifecycleOutcome) => ({ kind: outcome.kind, body: outcomeBody(outcome) });

describe("linkExpiresAt", () => {
  const end = Date.UTC(2026, 2, 2, 15);
  it("is 30 days after the visit's end for the customer, 7 for the store", () => {
    expect(linkExpiresAt({ endsAt: end, segments: [] }, "customer")).toBe(end + 30 * DAY);
    expect(linkExpiresAt({ endsAt: end, segments: [] }, "store")).toBe(end + 7 * DAY);
  });

  it("counts from the latest end of the visit's services when one runs later", () => {
    const segments = [{ endsAt: end - 60_000 }, { endsAt: end + 90 * 60_000 }];
    expect(linkExpiresAt({ endsAt: end, segments }, "store")).toBe(end + 90 * 60_000 + 7 * DAY);
  });
});

describe.each(["sqlite", "postgres"] as DatabaseKind[])("links that expire, on %s", (kind) => {
  let date: string;
  let free: string[];
  const nextFree = () => free.shift()!;

  /** A request with both audiences' tokens and the moment each link stops working. */
  async function booked() {
    const { reference, token } = await bookOilChange({ service: REQUEST_SERVICE, date, time: nextFree() });
    await drainMail();
    const appointment = (await (await getDatabase()).findByReference(reference))!;
    return {
      reference,
      tokens: { customer: token, store: await linkToken(reference, "store") } as Record<LinkAudience, string>,
      endsAt: (audience: LinkAudience) => linkExpiresAt(appointment, audience),
    };
  }

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    date = upcomingWeekday(4);
    free = await freeTimes(NORTON, date, REQUEST_SERVICE);
    expect(free.length).toBeGreaterThan(8);
  });
  afterAll(() => resetDatabase());
  afterEach(() => vi.useRealTimers());

  it.each(["customer", "store"] as LinkAudience[])(
    "the %s's link opens up to its last millisecond, and not one after",
    async (audience) => {
      const { reference, tokens, endsAt } = await booked();
      const last = endsAt(audience);
      expect(await linkAccess(reference, tokens[audience], audience, last - 1)).toMatchObject({ ok: true });
      expect(await linkAccess(reference, tokens[audience], audience, last)).toMatchObject({ ok: true });
      expect(await linkAccess(reference, tokens[audience], audience, last + 1)).toEqual({
        ok: false,
        location: expect.objectContaining({ email: NORTON }),
        expired: {
          storeName: "Norton, VA",
          storePhone: "(276) 555-0105",
          appointmentDate: formatAppointmentDate(date),
          linkDays: LINK_LIFETIME_DAYS[audience],
        },
      });
    },
  );

  it("the store's link runs out 23 days before the customer's", async () => {
    const { reference, tokens, endsAt } = await booked();
    expect(endsAt("customer") - endsAt("store")).toBe(23 * DAY);
    const between = endsAt("store") + 1;
    expect((await linkAccess(reference, tokens.store, "store", between)).ok).toBe(false);
    expect((await linkAccess(reference, tokens.customer, "customer", between)).ok).toBe(true);
  });

  it("a wrong token or reference stays a 404 however old: only the right token learns its link expired", async () => {
    const { reference, tokens, endsAt } = await booked();
    const later = endsAt("customer") + 365 * DAY;
    expect(await linkAccess(reference, "x".repeat(43), "customer", later)).toEqual({
      ok: false,
      notFound: true,
    });
    // Each audience's token opens only its own link, expired or not.
    expect(await linkAccess(reference, tokens.store, "customer", later)).toEqual({
      ok: false,
      notFound: true,
    });
    expect(await linkAccess("AT-ZZZZ-ZZZZ", tokens.customer, "customer", later)).toEqual({
      ok: false,
      notFound: true,
    });
    expect(await cancelByCustomer(reference, "x".repeat(43), CUSTOMER, later)).toMatchObject({
      kind: "not-found",
      message: NOT_FOUND,
    });
  });

  it("changes by an expired link answer 410 with the store to call, and change nothing", async () => {
    const { reference, tokens, endsAt } = await booked();
    const expiredBody = {
      success: false,
      error: EXPIRED,
      message: EXPIRED,
      expired: true,
      storePhone: "(276) 555-0105",
    };
    const afterStore = endsAt("store") + 1;
    expect(
      answered(await actAsStore(reference, tokens.store, { kind: "confirm" }, STORE_LINK, afterStore)),
    ).toMatchObject({
      kind: "link-expired",
      body: expiredBody,
    });
    const afterCustomer = endsAt("customer") + 1;
    expect(
      answered(await cancelByCustomer(reference, tokens.customer, CUSTOMER, afterCustomer)),
    ).toMatchObject({
      kind: "link-expired",
      body: expiredBody,
    });
    expect(
      answered(
        await rescheduleByCustomer(reference, tokens.customer, date, "10:00", CUSTOMER, afterCustomer),
      ),
    ).toMatchObject({ kind: "link-expired", body: expiredBody });
    expect((await (await getDatabase()).findByReference(reference))?.status).toBe("requested");
    expect(await drainMail()).toEqual([]);
  });

  it("a moved appointment moves its links' end with it", async () => {
    const { reference, tokens, endsAt } = await booked();
    const before = endsAt("store");
    const later = upcomingWeekday(14);
    const time = (await freeTimes(NORTON, later))[0]!;
    const moved = await rescheduleByCustomer(reference, tokens.customer, later, time, CUSTOMER);
    expect(moved.kind).toBe("changed");
    await drainMail();
    const now = (await (await getDatabase()).findByReference(reference))!;
    expect(linkExpiresAt(now, "store")).toBeGreaterThan(before + 4 * DAY);
    // Past the old end, the store's link (and the customer's) still opens the moved appointment.
    expect((await linkAccess(reference, tokens.store, "store", before + 1)).ok).toBe(true);
    expect((await linkAccess(reference, tokens.store, "store", linkExpiresAt(now, "store") + 1)).ok).toBe(
      false,
    );
  });

  it("every endpoint that reads a link answers 410 once it expired, and a wrong token still 404", async () => {
    const { reference, tokens, endsAt } = await booked();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(endsAt("customer") + 1);
    const query = (token: string, as?: string) => `?${new URLSearchParams({ token, ...(as ? { as } : {}) })}`;
    const read = (token: string, as?: string) =>
      getAppointment(
        new Request(`http://localhost/api/appointments/${reference}${query(token, as)}`),
        params({ reference }),
      );

    const customer = await read(tokens.customer);
    expect(customer.status).toBe(410);
    expect(await customer.json()).toMatchObject({
      expired: true,
      message: EXPIRED,
      storePhone: "(276) 555-0105",
    });
    expect((await read(tokens.store, "store")).status).toBe(410);
    expect((await read("x".repeat(43))).status).toBe(404);

    const ics = await calendarFile(
      new Request(`http://localhost/api/appointments/${reference}/calendar.ics${query(tokens.customer)}`),
      params({ reference }),
    );
    expect(ics.status).toBe(410);
    expect(((await ics.json()) as { message: string }).message).toBe(EXPIRED);

    const times = await moveTimes(
      new Request(
        `http://localhost/api/appointments/${reference}/availability/${date}${query(tokens.store, "store")}`,
      ),
      params({ reference, date }),
    );
    expect(times.status).toBe(410);

    const cancelled = await cancel(
      jsonRequest(`/api/appointments/${reference}/cancel`, { token: tokens.customer }),
      params({ reference }),
    );
    expect(cancelled.status).toBe(410);
    const confirmed = await storeAction(
      jsonRequest(`/api/appointments/${reference}/store-action`, {
        storeToken: tokens.store,
        action: "confirm",
      }),
      params({ reference }),
    );
    expect(confirmed.status).toBe(410);
    expect((await (await getDatabase()).findByReference(reference))?.status).toBe("requested");
  });

  it("the link pages without JavaScript show the expired link, not the appointment", async () => {
    const { reference, tokens, endsAt } = await booked();
    const page = (token: string) => `?${new URLSearchParams({ ref: reference, token })}`;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(endsAt("store") + 1);
    const store = await answerStorePage(postedForm({ intent: "confirm" }), requestFrom(), page(tokens.store));
    expect(store).toMatchObject({
      problem: EXPIRED,
      view: null,
      expired: { storePhone: "(276) 555-0105", linkDays: 7, appointmentDate: formatAppointmentDate(date) },
    });
    // The customer's link is still in its time.
    const open = await answerManagePage(postedForm({ intent: "open" }), requestFrom(), page(tokens.customer));
    expect(open).toMatchObject({ problem: null, expired: null, view: { appointment: { reference } } });

    vi.setSystemTime(endsAt("customer") + 1);
    const manage = await answerManagePage(
      postedForm({ intent: "cancel" }),
      requestFrom(),
      page(tokens.customer),
    );
    expect(manage).toMatchObject({ problem: EXPIRED, view: null, expired: { linkDays: 30 } });
    const wrong = await answerManagePage(postedForm({ intent: "open" }), requestFrom(), page("x".repeat(43)));
    expect(wrong).toEqual({ problem: NOT_FOUND, expired: null, view: null, notice: null, times: null });
    expect((await (await getDatabase()).findByReference(reference))?.status).toBe("requested");
  });
});
