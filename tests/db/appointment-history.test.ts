import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { POST as staffAction } from "@/app/api/admin/appointments/[reference]/route";
import { GET as staffTimes } from "@/app/api/admin/appointments/[reference]/availability/[date]/route";
import { GET as getAppointment } from "@/app/api/appointments/[reference]/route";
import { POST as answer } from "@/app/api/appointments/[reference]/proposal/route";
import { POST as cancel } from "@/app/api/appointments/[reference]/cancel/route";
import { POST as reschedule } from "@/app/api/appointments/[reference]/reschedule/route";
import { POST as storeAction } from "@/app/api/appointments/[reference]/store-action/route";
import { bookableLocations } from "@/data/locations";
import { SOCKET_ADDRESS_HEADER } from "@/lib/http/socket-address-header";
import { customerHistory, staffHistory } from "@/lib/appointments/history-text";
import { actAsStaff, actAsStore, NOT_FOUND_MESSAGE } from "@/lib/appointments/lifecycle";
import { linkToken } from "@/lib/appointments/link-tokens";
import { getDatabase, resetDatabase } from "@/lib/db";
import { bookOilChange, freeTimes, NORTON, REQUEST_SERVICE } from "../support/booking";
import { STORE_LINK } from "../support/origins";
import {
  jsonRequest,
  params,
  upcomingWeekday,
  useFreshDatabase,
  type DatabaseKind,
} from "../support/scheduling-env";
import { OPERATOR, storeMember } from "../support/staff";

// The staff API reads who is asking from the request's headers (no password set: development's operator).
vi.mock("next/headers", () => import("../support/request-headers"));

const FROM = "203.0.113.7";
const norton = bookableLocations.find((l) => l.email === NORTON)!;
const bristol = bookableLocations.find((l) => l.slug === "bristol-tn")!;

/** A JSON request from a client at FROM, as the server's socket would name it. */
const from = (path: string, body: unknown) => jsonRequest(path, body, { [SOCKET_ADDRESS_HEADER]: FROM });

const post = async (
  handler: (r: Request, c: { params: Promise<{ reference: string }> }) => Promise<Response>,
  reference: string,
  body: unknown,
) => {
  const response = await handler(from(`/api/appointments/${reference}/x`, body), params({ reference }));
  return { status: response.status, body: (await response.json()) as { message: string; changed?: boolean } };
};

async function historyOf(reference: string) {
  const db = await getDatabase();
  return db.appointmentHistory((await db.findByReference(reference))!.id);
}

describe.each(["sqlite", "postgres"] as DatabaseKind[])("appointment history on %s", (kind) => {
  let date: string;
  let free: string[];
  const nextFree = () => free.shift()!;

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    date = upcomingWeekday(4);
    free = await freeTimes(NORTON, date, REQUEST_SERVICE);
    expect(free.length).toBeGreaterThan(8);
  });
  afterAll(() => resetDatabase());

  it("records the booking as requested by the customer, and each store-link change once; repeats and refusals write nothing", async () => {
    const { reference } = await bookOilChange({
      service: REQUEST_SERVICE,
      date,
      time: nextFree(),
      lastName: "Linked",
    });
    const storeToken = await linkToken(reference, "store");
    expect((await historyOf(reference)).map((e) => [e.what, e.origin.actor.kind])).toEqual([
      ["requested", "customer"],
    ]);

    expect((await post(storeAction, reference, { storeToken, action: "confirm" })).status).toBe(200);
    const repeat = await post(storeAction, reference, { storeToken, action: "confirm" });
    expect(repeat).toMatchObject({ status: 200, body: { changed: false } });
    // Stale: a confirmed request cannot be declined.
    expect(
      (await post(storeAction, reference, { storeToken, action: "decline", reason: "Full" })).status,
    ).toBe(409);
    // Refused: not started yet.
    expect((await post(storeAction, reference, { storeToken, action: "complete" })).status).toBe(409);
    // A wrong token is no one's change.
    const wrong = await post(storeAction, reference, { storeToken: "x".repeat(32), action: "confirm" });
    expect(wrong.status).toBe(404);

    const history = await historyOf(reference);
    expect(history.map((e) => e.what)).toEqual(["requested", "confirmed"]);
    expect(history[1]).toMatchObject({ origin: { actor: { kind: "store-link" }, from: FROM } });
    expect(history[1]!.at).toBeGreaterThanOrEqual(history[0]!.at);
  });

  it("records a store's proposal, the customer's acceptance, a unit change, and a no-show once it started", async () => {
    const time = nextFree();
    const to = nextFree();
    // Booked on the spot: the store can still propose another time.
    const { reference, token } = await bookOilChange({ date, time, lastName: "Moved" });
    const storeToken = await linkToken(reference, "store");
    const proposed = await post(storeAction, reference, { storeToken, action: "move", date, time: to });
    expect(proposed.status).toBe(200);
    // The same time again: nothing to record.
    expect(
      (await post(storeAction, reference, { storeToken, action: "move", date, time: to })).body.changed,
    ).toBe(false);
    const accepted = await post(answer, reference, { token, answer: "accept" });
    expect(accepted.status, accepted.body.message).toBe(200);
    const bay = await post(storeAction, reference, {
      storeToken,
      action: "assign-unit",
      segment: 0,
      unit: 4,
    });
    expect(bay.status, bay.body.message).toBe(200);
    expect(
      (await post(storeAction, reference, { storeToken, action: "assign-unit", segment: 0, unit: 4 })).body,
    ).toMatchObject({ changed: false });

    const db = await getDatabase();
    const startsAt = (await db.findByReference(reference))!.startsAt;
    const noShow = await actAsStore(
      reference,
      storeToken,
      { kind: "no_show" },
      STORE_LINK,
      startsAt + 60_000,
    );
    expect(noShow.kind).toBe("changed");

    const history = await historyOf(reference);
    expect(history.map((e) => e.what)).toEqual(["booked", "proposed", "accepted", "unit", "no_show"]);
    expect(history[0]).toMatchObject({ origin: { actor: { kind: "customer" } } });
    expect(history[1]).toMatchObject({
      detail: { from: { date, time }, to: { date, time: to } },
      origin: { actor: { kind: "store-link" } },
    });
    expect(history[2]).toMatchObject({
      detail: { from: { date, time }, to: { date, time: to } },
      origin: { actor: { kind: "customer" } },
    });
    expect(history[3]).toMatchObject({ detail: { service: "Oil Changes", to: "Bay 4" } });
    expect(history[4]).toMatchObject({ at: startsAt + 60_000, origin: STORE_LINK });
  });

  it("records the customer's reschedule and cancel as the customer's; a repeat cancel writes nothing", async () => {
    const time = nextFree();
    const to = nextFree();
    const { reference, token } = await bookOilChange({
      service: REQUEST_SERVICE,
      date,
      time,
      lastName: "Customer",
    });
    expect((await post(reschedule, reference, { token, date, time: to })).status).toBe(200);
    expect((await post(reschedule, reference, { token, date, time: to })).body.changed).toBe(false);
    expect((await post(cancel, reference, { token })).status).toBe(200);
    expect((await post(cancel, reference, { token })).body.changed).toBe(false);

    const history = await historyOf(reference);
    expect(history.map((e) => [e.what, e.origin.actor.kind, e.origin.from])).toEqual([
      ["requested", "customer", "unknown"],
      ["rescheduled", "customer", FROM],
      ["cancelled", "customer", FROM],
    ]);
    expect(history[1]).toMatchObject({ detail: { from: { date, time }, to: { date, time: to } } });
  });

  it("names the staff member who acted; another store's member finds nothing and changes nothing", async () => {
    const { reference } = await bookOilChange({
      service: REQUEST_SERVICE,
      date,
      time: nextFree(),
      lastName: "Staffed",
    });
    const elsewhere = await actAsStaff(reference, storeMember(bristol.id), { kind: "confirm" }, FROM);
    expect(elsewhere).toMatchObject({ kind: "not-found", message: NOT_FOUND_MESSAGE });
    expect((await historyOf(reference)).map((e) => e.what)).toEqual(["requested"]);

    const declined = await actAsStaff(
      reference,
      storeMember(norton.id),
      { kind: "decline", reason: "No lift free that morning." },
      FROM,
    );
    expect(declined.kind).toBe("changed");
    const history = await historyOf(reference);
    expect(history[1]).toMatchObject({
      what: "declined",
      detail: { reason: "No lift free that morning." },
      origin: {
        actor: { kind: "staff", name: "Sam Counter", email: "sam.counter@alleghenytire.example" },
        from: FROM,
      },
    });
    expect(staffHistory(history, norton.id).map((l) => [l.what, l.who, l.from])).toEqual([
      ["Requested", "customer", "unknown"],
      ["Declined: No lift free that morning.", "Sam Counter", FROM],
    ]);
    // The customer is told who in general terms only: never a name or an address.
    const told = customerHistory(history, norton.id);
    expect(told).toEqual([
      expect.stringMatching(/^Requested [A-Z][a-z]{2} \d{1,2}$/),
      expect.stringMatching(/^Declined by the store [A-Z][a-z]{2} \d{1,2}$/),
    ]);
    expect(told.join(" ")).not.toMatch(/Sam|Counter|203\.0/);

    // The link pages' reads carry it: the store's with names, the customer's without.
    const read = async (token: string, as: string) => {
      const reply = await getAppointment(
        new Request(`http://x/api/appointments/${reference}?${new URLSearchParams({ token, as })}`),
        params({ reference }),
      );
      return ((await reply.json()) as { history: string[] }).history;
    };
    const storeLines = await read(await linkToken(reference, "store"), "store");
    expect(storeLines[1]).toMatch(
      /^Declined: No lift free that morning\. by Sam Counter · [A-Z][a-z]{2} \d{1,2}, /,
    );
    expect(await read(await linkToken(reference, "customer"), "customer")).toEqual(told);
  });

  it("answers the staff API as the signed-in member: JSON only, same-site only, unknown references 404", async () => {
    const { reference } = await bookOilChange({
      service: REQUEST_SERVICE,
      date,
      time: nextFree(),
      lastName: "Board",
    });
    const reply = await staffAction(
      from(`/api/admin/appointments/${reference}`, { action: "confirm" }),
      params({ reference }),
    );
    expect(reply.status).toBe(200);
    expect((await historyOf(reference))[1]).toMatchObject({
      what: "confirmed",
      origin: { actor: { kind: "staff", name: "Local development" }, from: FROM },
    });

    const unknown = await staffAction(
      from("/api/admin/appointments/AT-ZZZZ-ZZZZ", { action: "confirm" }),
      params({ reference: "AT-ZZZZ-ZZZZ" }),
    );
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe(NOT_FOUND_MESSAGE);
    const foreign = await staffAction(
      jsonRequest(
        `/api/admin/appointments/${reference}`,
        { action: "complete" },
        { "sec-fetch-site": "cross-site" },
      ),
      params({ reference }),
    );
    expect(foreign.status).toBe(403);
    const text = await staffAction(
      new Request(`http://localhost/api/admin/appointments/${reference}`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "action=complete",
      }),
      params({ reference }),
    );
    expect(text.status).toBe(415);
    const bad = await staffAction(
      from(`/api/admin/appointments/${reference}`, { action: "paint" }),
      params({ reference }),
    );
    expect(bad.status).toBe(400);
    expect((await historyOf(reference)).map((e) => e.what)).toEqual(["requested", "confirmed"]);
    // The Move panel's free times, read as the member, without a token.
    const times = await staffTimes(
      new Request(`http://localhost/api/admin/appointments/${reference}/availability/${date}`),
      params({ reference, date }),
    );
    expect(times.status).toBe(200);
    expect(((await times.json()) as { availableSlots: unknown[] }).availableSlots.length).toBeGreaterThan(0);
    const nowhere = await staffTimes(
      new Request(`http://localhost/api/admin/appointments/AT-ZZZZ-ZZZZ/availability/${date}`),
      params({ reference: "AT-ZZZZ-ZZZZ", date }),
    );
    expect(nowhere.status).toBe(404);
    // Operators act for every store.
    expect((await actAsStaff(reference, OPERATOR, { kind: "confirm" }, FROM)).kind).toBe("unchanged");
  });
});
