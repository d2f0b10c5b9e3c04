import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { encodeCursor, pageOf, parseCursor, readPageRequest } from "@/lib/core/page-cursor";
import { listAppointments } from "@/lib/db/appointment-queries";
import { calendarAttention } from "@/lib/db/calendar-sync-queries";
import type { Driver } from "@/lib/db/driver";
import { failedMail } from "@/lib/db/outbox-queries";
import { listQuoteRequests } from "@/lib/db/quote-queries";
import { insertAppointments, migratedDriver, type Kind } from "./history-support";

const COUNT = 150;
const PAGE = 7;

/** Walks a list page by page as the staff lists do (one row more than the page, cursor after the last shown). */
async function walk<T>(
  read: (after: ReturnType<typeof parseCursor>) => Promise<T[]>,
  cursorOf: (row: T) => { key: number; id: number },
) {
  const seen: T[] = [];
  let after: ReturnType<typeof parseCursor> = null;
  for (let pages = 0; pages < 1000; pages++) {
    const page = pageOf(await read(after), PAGE, cursorOf);
    expect(page.rows.length).toBeLessThanOrEqual(PAGE);
    seen.push(...page.rows);
    if (!page.next) return seen;
    after = parseCursor(page.next);
    expect(after).not.toBeNull();
  }
  throw new Error("The pages never ended.");
}

const byTime = (a: { startsAt: number; id: number }, b: { startsAt: number; id: number }) =>
  a.startsAt - b.startsAt || a.id - b.id;

describe.each(["sqlite", "postgres"] as Kind[])("keyset pages on %s", (kind) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await migratedDriver(kind, inject("postgresUrl"), "history_paging");
    await insertAppointments(driver, COUNT);
    for (let i = 0; i < 40; i++)
      await driver.run(
        `INSERT INTO quote_requests (reference, product, size, quantity, application, name, email, phone, created_at, state)
         VALUES (?, 'Tractor tire', '480/80R42', 2, ?, 'Cora', 'c@example.com', '3045550100', ?, ?)`,
        [
          `Q-TEST-${String(i).padStart(4, "0")}`,
          i % 2 ? "farm" : "mining",
          1_000 + Math.floor(i / 5),
          i % 3 ? "new" : "won",
        ],
      );
    for (let i = 0; i < 30; i++)
      await driver.run(
        `INSERT INTO outbox (kind, recipient, subject, body_text, body_html, next_attempt_at, sent_at, failed_at, created_at)
         VALUES ('reminder', 'a@example.com', 's', 't', 'h', 0, ?, ?, 0)`,
        [i % 3 ? null : 5, i % 3 ? 10 + i : null],
      );
  });
  afterAll(() => driver.close());

  it("walks the appointment list to its end: every row once, in time order, ties by id", async () => {
    const all = await listAppointments(driver, { from: 0, to: Number.MAX_SAFE_INTEGER, limit: COUNT + 1 });
    expect(all).toHaveLength(COUNT);
    expect(new Set(all.map((a) => a.startsAt)).size).toBeLessThan(COUNT / 2);
    const walked = await walk(
      (after) =>
        listAppointments(driver, {
          from: 0,
          to: Number.MAX_SAFE_INTEGER,
          limit: PAGE + 1,
          after: after && { startsAt: after.key, id: after.id },
        }),
      (a) => ({ key: a.startsAt, id: a.id }),
    );
    expect(walked.map((a) => a.id)).toEqual([...all].sort(byTime).map((a) => a.id));
  });

  it("walks one store's live appointments, and a range that starts after the cursor's time", async () => {
    const filter = { storeId: 2, statuses: ["confirmed"] as const, from: 0, to: Number.MAX_SAFE_INTEGER };
    const all = await listAppointments(driver, { ...filter, limit: COUNT });
    const walked = await walk(
      (after) =>
        listAppointments(driver, {
          ...filter,
          limit: PAGE + 1,
          after: after && { startsAt: after.key, id: after.id },
        }),
      (a) => ({ key: a.startsAt, id: a.id }),
    );
    expect(walked.map((a) => a.id)).toEqual(all.map((a) => a.id));
    expect(walked.every((a) => a.storeId === 2 && a.status === "confirmed")).toBe(true);
    const later = all[20]!.startsAt + 1;
    const fromLater = await listAppointments(driver, {
      ...filter,
      from: later,
      limit: COUNT,
      after: { startsAt: all[0]!.startsAt, id: all[0]!.id },
    });
    expect(fromLater.map((a) => a.id)).toEqual(all.filter((a) => a.startsAt >= later).map((a) => a.id));
  });

  it("walks the calendar problem lists: failed newest first, clashes soonest first", async () => {
    const failed = await walk(
      (after) =>
        calendarAttention(driver, "failed", PAGE + 1, after && { startsAt: after.key, id: after.id }),
      (a) => ({ key: a.startsAt, id: a.id }),
    );
    const ids = failed.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toHaveLength(Math.ceil(COUNT / 7));
    const clashes = await walk(
      (after) =>
        calendarAttention(driver, "conflicts", PAGE + 1, after && { startsAt: after.key, id: after.id }),
      (a) => ({ key: a.startsAt, id: a.id }),
    );
    const live = await listAppointments(driver, {
      statuses: ["confirmed"],
      from: 0,
      to: Number.MAX_SAFE_INTEGER,
      limit: COUNT,
    });
    expect(clashes.map((a) => a.id)).toEqual(live.filter((a) => a.calendarConflict).map((a) => a.id));
  });

  it("walks the quote desk newest first, ties by id, within a state and category", async () => {
    for (const filter of [
      { state: null, application: null },
      { state: "new" as const, application: "farm" },
    ]) {
      const all = (await listQuoteRequests(driver, { ...filter, limit: 100 })).quotes;
      const walked = await walk(
        async (after) =>
          (
            await listQuoteRequests(driver, {
              ...filter,
              limit: PAGE + 1,
              after: after && { createdAt: after.key, id: after.id },
            })
          ).quotes,
        (q) => ({ key: q.createdAt, id: q.id }),
      );
      expect(walked.map((q) => q.id)).toEqual(all.map((q) => q.id));
      expect(walked.map((q) => q.id)).toEqual(
        [...all].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id).map((q) => q.id),
      );
    }
  });

  it("walks the failed mail newest first, every failed message once", async () => {
    const walked = await walk(
      (after) => failedMail(driver, PAGE + 1, after?.id ?? null),
      (m) => ({ key: m.id, id: m.id }),
    );
    expect(walked).toHaveLength(20);
    const ids = walked.map((m) => m.id);
    expect(new Set(ids).size).toBe(20);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe("page requests", () => {
  const read = (query: string) => readPageRequest(new URLSearchParams(query), { default: 50, max: 200 });

  it("reads a cursor and a size, and defaults both", () => {
    expect(read("")).toEqual({ ok: true, after: null, size: 50 });
    expect(read(`cursor=${encodeCursor({ key: 1796000000000, id: 12 })}&limit=200`)).toEqual({
      ok: true,
      after: { key: 1796000000000, id: 12 },
      size: 200,
    });
  });

  it("refuses a cursor it did not make and a size out of range, with a message", () => {
    for (const query of [
      "cursor=x",
      "cursor=1.",
      "cursor=1.2.3",
      "cursor=99999999999999999.1",
      "limit=0",
      "limit=201",
      "limit=1e2",
      "limit=-5",
    ])
      expect(read(query), query).toMatchObject({ ok: false, message: expect.stringMatching(/cursor|limit/) });
  });
});
