import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { heldPastVisits, listAppointments, unansweredRequests } from "@/lib/db/appointment-queries";
import { calendarAttention, calendarSummary, claimCalendarWork } from "@/lib/db/calendar-sync-queries";
import type { Driver } from "@/lib/db/driver";
import { holdEndSummary, queueHealth } from "@/lib/db/health-queries";
import { claimMail, failedMail } from "@/lib/db/outbox-queries";
import { listQuoteRequests } from "@/lib/db/quote-queries";
import { heldUnits } from "@/lib/db/unit-queries";
import {
  customerAppointments,
  customerQuotes,
  messagesAbout,
  searchAppointments,
  searchQuotes,
} from "@/lib/db/customer-queries";
import type { CustomerSearch } from "@/lib/staff/customer-search";
import { insertAppointments, migratedDriver, recording, type Kind, type Statement } from "./history-support";

const DAY = Date.UTC(2031, 2, 3, 5, 0);
const NEXT_DAY = DAY + 86_400_000;
const NOW = Date.UTC(2031, 2, 1);

/**
 * Every statement the staff lists, the status readings and the background passes run, as they
 * run it (recorded from the query functions themselves, so a changed query is checked as changed).
 */
async function statementsOf(driver: Driver): Promise<Statement[]> {
  const seen: Statement[] = [];
  const q = recording(driver, seen);
  const after = { startsAt: DAY + 3_600_000, id: 40 };
  await listAppointments(q, { from: DAY, to: NEXT_DAY, limit: 101 });
  await listAppointments(q, { from: DAY, to: NEXT_DAY, limit: 101, after });
  await listAppointments(q, { storeId: 2, from: DAY, to: NEXT_DAY, limit: 101 });
  await listAppointments(q, {
    storeId: 2,
    statuses: ["requested", "confirmed"],
    from: DAY,
    to: NEXT_DAY,
    limit: 101,
    after,
  });
  await listAppointments(q, {
    storeIds: [1, 3],
    statuses: ["cancelled"],
    from: DAY,
    to: NEXT_DAY + 6 * 86_400_000,
    limit: 101,
  });
  await calendarSummary(q, NOW);
  await queueHealth(q, NOW);
  await calendarAttention(q, "failed", 51);
  await calendarAttention(q, "failed", 51, after);
  await calendarAttention(q, "conflicts", 51, after);
  await failedMail(q, 51);
  await failedMail(q, 51, 900);
  await claimMail(q, "instance", NOW, 60_000, 20);
  await claimCalendarWork(q, "instance", NOW, 60_000, 20);
  await heldUnits(q, "store1@alleghenytire.example", DAY, NEXT_DAY);
  // The holds the site ends itself: newest first, a page after another.
  await unansweredRequests(q, NEXT_DAY, 20);
  await unansweredRequests(q, NEXT_DAY, 20, { at: DAY + 3_600_000, id: 40 });
  await heldPastVisits(q, NEXT_DAY, 20);
  await heldPastVisits(q, NEXT_DAY, 20, { at: DAY + 3_600_000, id: 40 });
  await holdEndSummary(q, NOW, NOW - 86_400_000, NOW - 7 * 86_400_000);
  for (const state of [null, "won"] as const)
    for (const application of [null, "farm"])
      await listQuoteRequests(q, { state, application, limit: 51, after: { createdAt: NOW, id: 9 } });
  // "My quotes": one member's, newest first.
  await listQuoteRequests(q, { state: null, application: null, assignee: "Dana Whitt", limit: 51 });
  await listQuoteRequests(q, {
    state: null,
    application: null,
    assignee: "Dana Whitt",
    limit: 51,
    after: { createdAt: NOW, id: 9 },
  });
  // The desk's counts per state read every request's index entry: they are not a range read.
  return seen.filter((s) => !/GROUP BY state/.test(s.sql));
}

describe("query plans on SQLite", () => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await migratedDriver("sqlite", "", "history_plans");
    await insertAppointments(driver, 200);
  });
  afterAll(() => driver.close());

  it("reads every staff list, status figure and work claim through an index, never a table scan or a sort", async () => {
    const partial = new Set(
      (await driver.all("SELECT name FROM sqlite_master WHERE type = 'index' AND sql LIKE '% WHERE %'")).map(
        (r) => String(r.name),
      ),
    );
    const statements = await statementsOf(driver);
    expect(statements.length).toBeGreaterThan(20);
    for (const { sql, params } of statements) {
      const plan = (await driver.all(`EXPLAIN QUERY PLAN ${sql}`, params)).map((r) => String(r.detail));
      for (const step of plan) {
        expect(step, `${sql}\n${plan.join("\n")}`).not.toMatch(/TEMP B-TREE/);
        const scan = /^SCAN (\w+)(?: USING (?:COVERING )?INDEX (\w+))?/.exec(step);
        // Walking a whole partial index is walking only the rows still to do or failed.
        if (
          scan &&
          (scan[1] === "appointments" ||
            scan[1] === "outbox" ||
            scan[1] === "quote_requests" ||
            scan[1] === "appointment_units" ||
            scan[1] === "appointment_events")
        )
          expect(partial.has(scan[2] ?? ""), `${sql}\n${plan.join("\n")}`).toBe(true);
      }
    }
  });
});

describe("query plans on PostgreSQL", () => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await migratedDriver("postgres" as Kind, inject("postgresUrl"), "history_plans");
    await insertAppointments(driver, 200);
  });
  afterAll(() => driver.close());

  it("can read every staff list, status figure and work claim through an index, without a sort", async () => {
    const statements = await statementsOf(driver);
    await driver.transaction(async (tx) => {
      // A table this small would be scanned anyway; with scans and sorts priced out, the plan
      // shows whether an index serves the query at all.
      await tx.run("SET LOCAL enable_seqscan = off");
      await tx.run("SET LOCAL enable_sort = off");
      for (const { sql, params } of statements) {
        const plan = (await tx.all(`EXPLAIN ${sql}`, params)).map((r) => String(r["QUERY PLAN"])).join("\n");
        expect(plan, sql).not.toMatch(
          /Seq Scan on (appointments|outbox|quote_requests|appointment_units|appointment_events)/,
        );
        expect(plan, sql).not.toMatch(/Sort\b/);
      }
    });
  });
});

/** What "Find a customer" runs: each kind of search, for one store and for every store. */
async function customerStatementsOf(driver: Driver): Promise<Statement[]> {
  const seen: Statement[] = [];
  const q = recording(driver, seen);
  const searches: CustomerSearch[] = [
    { kind: "reference", reference: "AT-AAAA-BBBB" },
    { kind: "email", email: "earl@example.com" },
    { kind: "phone", phone: "2765550188" },
    { kind: "words", first: null, last: "crow", text: "crow" },
    { kind: "words", first: "earl", last: "crowder", text: "earl crowder" },
    // No name matches these: the make and model indexes are read.
    { kind: "words", first: null, last: "silverado", text: "silverado" },
  ];
  for (const search of searches) {
    for (const scope of [{ storeEmails: null }, { storeEmails: ["store1@alleghenytire.example"] }])
      await searchAppointments(q, search, scope, 50);
    await searchQuotes(q, search, NOW - 400 * 86_400_000, 50);
  }
  await customerAppointments(q, { phone: "2765550188", email: null }, { storeEmails: null }, 200);
  await customerQuotes(q, { phone: "2765550188", email: null }, 200);
  await messagesAbout(q, ["AT-AAAA-BBBB", "Q-AAAA-BBBB"], 200);
  return seen;
}

describe("finding a customer on years of history", () => {
  it("searches appointments and quotes on SQLite through an index, never a walk of the table", async () => {
    const driver = await migratedDriver("sqlite", "", "customer_plans");
    try {
      await insertAppointments(driver, 200);
      const statements = await customerStatementsOf(driver);
      expect(statements.length).toBeGreaterThan(15);
      for (const { sql, params } of statements) {
        const plan = (await driver.all(`EXPLAIN QUERY PLAN ${sql}`, params)).map((r) => String(r.detail));
        for (const step of plan)
          expect(step, `${sql}\n${plan.join("\n")}`).not.toMatch(
            /^SCAN (appointments|quote_requests|outbox|text_outbox)\b/,
          );
      }
    } finally {
      await driver.close();
    }
  });

  it("can search them on PostgreSQL through an index", async () => {
    const driver = await migratedDriver("postgres" as Kind, inject("postgresUrl"), "customer_plans");
    try {
      await insertAppointments(driver, 200);
      const statements = await customerStatementsOf(driver);
      await driver.transaction(async (tx) => {
        await tx.run("SET LOCAL enable_seqscan = off");
        for (const { sql, params } of statements) {
          const plan = (await tx.all(`EXPLAIN ${sql}`, params))
            .map((r) => String(r["QUERY PLAN"]))
            .join("\n");
          expect(plan, sql).not.toMatch(/Seq Scan on (appointments|quote_requests|outbox|text_outbox)/);
        }
      });
    } finally {
      await driver.close();
    }
  });
});
