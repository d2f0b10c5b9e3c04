import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { readStockCsv } from "@/lib/inventory/csv-import";
import { updateStock } from "@/lib/stock/stock-update";
import { PUT as putStock } from "@/app/api/admin/inventory/route";
import { POST as importCsv } from "@/app/api/admin/inventory/import/route";
import { GET as availability } from "@/app/api/stores/[storeEmail]/availability/[date]/route";
import { getDatabase, resetDatabase } from "@/lib/db";
import { seedStock } from "@/lib/inventory/seed-stock";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { proxy } from "@/proxy";
import { bookingSender, NORTON } from "../support/booking";
import { params, upcomingWeekday, useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";

const NORTON_ID = 5;
const INSTALL = "Tire Sales & Installation";

// Real seeded stock, picked from the data: a tire Norton has at least six of, and two more tires.
const seeded = seedStock();
const nortonStock = seeded.find((r) => r.locationId === NORTON_ID && r.onHand >= 6)!;
const HELD_OFFER = nortonStock.offerId;
const [A, B] = passengerCatalog.offers.filter((o) => o.id !== HELD_OFFER).map((o) => o.id);

interface Answer {
  status: number;
  body: {
    success: boolean;
    message: string;
    error?: string;
    updated?: number;
    refused?: ({ line: number } | { index: number })[] & { reason: string }[];
    refusedCount?: number;
  };
}

const SITE = "http://localhost:3000";

function send(
  method: "POST" | "PUT",
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${SITE}${path}`, {
    method,
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", host: "localhost:3000", ...headers },
  });
}

async function answer(response: Response): Promise<Answer> {
  const status = response.status;
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = (await response.json()) as Answer["body"];
  if (status >= 400) {
    // The project's one error shape, worded for people.
    expect(body.success).toBe(false);
    expect(body.error).toBe(body.message);
    expect(body.message).not.toMatch(/Invalid input|expected \w+, received|zod/i);
  }
  return { status, body };
}

const upload = async (csv: unknown, headers?: Record<string, string>) =>
  answer(await importCsv(send("POST", "/api/admin/inventory/import", { csv }, headers)));
const put = async (body: unknown, headers?: Record<string, string>) =>
  answer(await putStock(send("PUT", "/api/admin/inventory", body, headers)));

async function onHand(locationId: number, offerId: string) {
  const levels = await (await getDatabase()).stockLevels([offerId]);
  return levels.find((l) => l.locationId === locationId) ?? { onHand: 0, held: 0 };
}

describe.each(["sqlite", "postgres"] as DatabaseKind[])("staff stock updates on %s", (kind) => {
  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
  });
  afterAll(() => resetDatabase());

  it("saves a good CSV file and answers with the count", async () => {
    const csv = `\uFEFFlocation_id,offer_id,on_hand\r\n1,${A},7\r\n9,${A},120\r\n"3", "${B}" , 0\r\n`;
    const { status, body } = await upload(csv);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, updated: 3, message: "Stock saved: 3 rows updated." });
    expect(await onHand(1, A!)).toMatchObject({ onHand: 7 });
    expect(await onHand(9, A!)).toMatchObject({ onHand: 120 });
    expect(await onHand(3, B!)).toMatchObject({ onHand: 0 });
  });

  it("refuses a file with bad rows, lists each with its line, and changes nothing", async () => {
    const before = await (await getDatabase()).allStockLevels();
    const csv = [`1,${A},8`, `12,${A},4`, `2,not-a-tire,4`, `2,${B},lots`, `1,${A},9`].join("\n");
    const { status, body } = await upload(csv);
    expect(status).toBe(400);
    expect(body.message).toBe("Nothing was changed: 4 rows were refused.");
    expect(body.refusedCount).toBe(4);
    expect(body.refused).toEqual([
      { line: 2, reason: 'Location "12" is not one of ours: use 1-8 for a store or 9 for the warehouse.' },
      { line: 3, reason: 'No tire in the catalog has the offer id "not-a-tire".' },
      { line: 4, reason: 'On hand "lots" is not a whole number from 0 to 9999.' },
      { line: 5, reason: `Location 1 and offer ${A} are already counted on line 1; each may appear once.` },
    ]);
    expect(await (await getDatabase()).allStockLevels()).toEqual(before);
  });

  it("never lowers a count below what appointments hold: the whole upload is refused", async () => {
    const send = bookingSender<{ tires: string | null }>(
      { storeGroupEmail: NORTON, serviceName: INSTALL },
      { firstName: "Ada", lastName: "Hatfield", phone: "2765550142" },
    );
    const date = upcomingWeekday(6);
    const slots = await availability(
      new Request(`http://x/?service=${encodeURIComponent(INSTALL)}`),
      params({ storeEmail: NORTON, date }),
    );
    const free = (
      (await slots.json()) as { availableSlots: { time: string; available: boolean }[] }
    ).availableSlots
      .filter((s) => s.available)
      .map((s) => s.time);
    const booked = await send({ date, time: free[0], tires: { productId: HELD_OFFER, quantity: 4 } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(await onHand(NORTON_ID, HELD_OFFER)).toEqual({
      locationId: NORTON_ID,
      offerId: HELD_OFFER,
      onHand: nortonStock.onHand,
      held: 4,
    });

    // A store's manager and a file with four mistakes of every kind: all four in one answer.
    const manager = { roles: ["Staff.Store" as const], storeIds: [NORTON_ID] };
    const file = [
      `${NORTON_ID},not-a-tire,4`,
      `${NORTON_ID},${B},-1`,
      `3,${B},5`,
      `${NORTON_ID},${HELD_OFFER},3`,
      `${NORTON_ID},${A},2`,
    ].join("\n");
    const onePass = await updateStock(readStockCsv(file), manager);
    expect(onePass).toMatchObject({ kind: "invalid", refusedCount: 4 });
    expect(onePass.kind !== "saved" && onePass.refused).toEqual([
      { line: 1, reason: 'No tire in the catalog has the offer id "not-a-tire".' },
      { line: 2, reason: 'On hand "-1" is not a whole number from 0 to 9999.' },
      {
        line: 3,
        reason: expect.stringMatching(/^Your account updates the stock of Norton, VA, not of Bristol, TN/),
      },
      {
        line: 4,
        reason: `4 are held for appointments at location ${NORTON_ID}; the count cannot be lower than that.`,
      },
    ]);
    // Without the file's own mistakes, the other store's row still leads.
    const forbidden = await updateStock(
      readStockCsv([`3,${B},5`, `${NORTON_ID},${HELD_OFFER},3`].join("\n")),
      manager,
    );
    expect(forbidden).toMatchObject({ kind: "forbidden", refusedCount: 2 });

    const csv = `location_id,offer_id,on_hand\n1,${B},3\n${NORTON_ID},${HELD_OFFER},3\n`;
    const refused = await upload(csv);
    expect(refused.status).toBe(400);
    expect(refused.body.refused).toEqual([
      {
        line: 3,
        reason: `4 are held for appointments at location ${NORTON_ID}; the count cannot be lower than that.`,
      },
    ]);
    // Nothing written: not the refused row, and not the good one before it.
    expect((await onHand(NORTON_ID, HELD_OFFER)).onHand).toBe(nortonStock.onHand);
    expect((await onHand(1, B!)).onHand).not.toBe(3);

    // The feed is held to the same rule, and exactly what is held is allowed.
    const fed = await put({ rows: [{ locationId: NORTON_ID, offerId: HELD_OFFER, onHand: 2 }] });
    expect(fed.status).toBe(400);
    expect(fed.body.refused).toEqual([
      { index: 0, reason: expect.stringContaining("4 are held") as unknown },
    ]);
    const exact = await upload(`${NORTON_ID},${HELD_OFFER},4`);
    expect(exact.status).toBe(200);
    expect(await onHand(NORTON_ID, HELD_OFFER)).toMatchObject({ onHand: 4, held: 4 });
  });

  it("takes the same rows as JSON on PUT, all or nothing", async () => {
    const good = await put({
      rows: [
        { locationId: 2, offerId: A, onHand: 11 },
        { locationId: 9, offerId: B, onHand: 0 },
      ],
    });
    expect(good).toEqual({
      status: 200,
      body: { success: true, updated: 2, message: "Stock saved: 2 rows updated." },
    });
    expect((await onHand(2, A!)).onHand).toBe(11);

    const bad = await put({
      rows: [
        { locationId: 2, offerId: A, onHand: 12 },
        { locationId: "2", offerId: B, onHand: 1 },
        { locationId: 10, offerId: 7, onHand: -1 },
        { locationId: 3, offerId: "no-such-tire", onHand: 1.5 },
        { locationId: 2, offerId: A, onHand: 13 },
        { locationId: 4, offerId: B },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Nothing was changed: 5 rows were refused.");
    expect(bad.body.refused).toEqual([
      { index: 1, reason: 'Location "2" is not one of ours: use 1-8 for a store or 9 for the warehouse.' },
      {
        index: 2,
        reason:
          'Location "10" is not one of ours: use 1-8 for a store or 9 for the warehouse. No tire in the catalog has the offer id "7". On hand "-1" is not a whole number from 0 to 9999.',
      },
      {
        index: 3,
        reason:
          'On hand "1.5" is not a whole number from 0 to 9999. No tire in the catalog has the offer id "no-such-tire".',
      },
      { index: 4, reason: `Location 2 and offer ${A} are already counted at index 0; each may appear once.` },
      { index: 5, reason: "The on-hand count is missing." },
    ]);
    expect((await onHand(2, A!)).onHand).toBe(11);
  });
});

describe("hostile requests", () => {
  beforeAll(async () => {
    await useFreshDatabase("sqlite", "");
  });
  afterAll(() => resetDatabase());

  it("refuses a file over 2 MB and a body over the limit with a 413 in words", async () => {
    const big = await upload(`1,${A},4\n`.repeat(Math.ceil((2.1 * 1024 * 1024) / (A!.length + 5))));
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/^The file is too large/);
    const huge = await upload("x".repeat(5 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/^The file is too large/);
    const rows = Array.from({ length: 20_001 }, () => ({ locationId: 1, offerId: A, onHand: 1 }));
    const many = await put({ rows });
    expect(many.status).toBe(413);
    expect(many.body.message).toMatch(/^Too many rows: one update may hold at most 20,000/);
  });

  it("refuses binary data, formula cells and wrong types with a 400, never a 500", async () => {
    const binary = await upload(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0, 0, 0x1a, 0x0a));
    expect(binary.status).toBe(400);
    expect(binary.body.message).toMatch(/^This file is not a CSV text file/);

    const formulas = await upload(
      `=cmd|'/C calc'!A0,${A},4\n1,=HYPERLINK("http://evil.example"),4\n1,${A},@SUM(1)`,
    );
    expect(formulas.status).toBe(400);
    expect(formulas.body.refusedCount).toBe(3);

    for (const csv of [42, null, ["1", A, "4"], { text: "1,x,4" }, true]) {
      const reply = await upload(csv);
      expect(reply.status, JSON.stringify(csv)).toBe(400);
      expect(reply.body.message).toBe('Send the file\'s text as { "csv": "…" }.');
    }
    for (const body of ['{"csv": "1,x,4"', "[]", '"1,x,4"', "null", ""]) {
      const reply = await answer(await importCsv(send("POST", "/api/admin/inventory/import", body)));
      expect(reply.status, body).toBe(400);
    }
    for (const body of [{}, { rows: "1,x,4" }, { rows: {} }, { rows: [] }, { rows: null }]) {
      const reply = await put(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toMatch(/Send the counts as/);
    }
    expect((await put([])).body.message).toBe("The request body must be a JSON object.");
    const notObjects = await put({ rows: [1, "x", null, [1, A, 4]] });
    expect(notObjects.body.refused).toEqual(
      [0, 1, 2, 3].map((index) => ({
        index,
        reason: "Each row is an object with locationId, offerId and onHand.",
      })),
    );
  });

  it("refuses prototype keys, never polluting anything", async () => {
    const withProto = await answer(
      await importCsv(
        send("POST", "/api/admin/inventory/import", `{"csv":"1,${A},4","__proto__":{"polluted":1}}`),
      ),
    );
    expect(withProto.status).toBe(400);
    const row = await answer(
      await putStock(
        send(
          "PUT",
          "/api/admin/inventory",
          `{"rows":[{"locationId":1,"offerId":"${A}","onHand":4,"__proto__":{"polluted":1}},{"locationId":1,"offerId":"constructor","onHand":4}]}`,
        ),
      ),
    );
    expect(row.status).toBe(400);
    expect(row.body.refused).toEqual([
      {
        index: 0,
        reason: 'A row takes only locationId, offerId (or partNumber) and onHand, not "__proto__".',
      },
      { index: 1, reason: 'No tire in the catalog has the offer id "constructor".' },
    ]);
    const top = await put(
      JSON.parse(`{"rows":[{"locationId":1,"offerId":"${A}","onHand":4}],"__proto__":{}}`),
    );
    expect(top.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await onHand(1, A!)).onHand).not.toBe(4);
  });

  it("answers 415 to anything but JSON", async () => {
    for (const type of [
      "text/csv",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "",
    ]) {
      const headers = { "content-type": type };
      const posted = await answer(
        await importCsv(send("POST", "/api/admin/inventory/import", `1,${A},4`, headers)),
      );
      expect(posted.status, type).toBe(415);
      expect(posted.body.message).toMatch(/^Send the request as JSON/);
      const sent = await answer(await putStock(send("PUT", "/api/admin/inventory", { rows: [] }, headers)));
      expect(sent.status, type).toBe(415);
    }
    const charset = await upload(`1,${A},5`, { "content-type": "application/json; charset=utf-8" });
    expect(charset.status).toBe(200);
  });

  it("refuses a request from another site's page with 403, and lets our own page and scripts through", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "http://localhost:3000.evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "http://localhost:3000", "sec-fetch-site": "cross-site" },
    ]) {
      const posted = await upload(`1,${A},6`, headers);
      expect(posted.status, JSON.stringify(headers)).toBe(403);
      expect(posted.body.message).toBe("This request came from another site and was refused.");
      const sent = await put({ rows: [{ locationId: 1, offerId: A, onHand: 6 }] }, headers);
      expect(sent.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await onHand(1, A!)).onHand).toBe(5);
    const ours = await upload(`1,${A},6`, { origin: SITE, "sec-fetch-site": "same-origin" });
    expect(ours.status).toBe(200);
    // Behind a proxy the address the browser used is the forwarded host.
    const proxied = await upload(`1,${A},7`, {
      origin: "https://www.alleghenytire.example",
      "x-forwarded-host": "www.alleghenytire.example",
    });
    expect(proxied.status).toBe(200);
  });
});

describe("staff protection", () => {
  afterEach(() => vi.unstubAllEnvs());
  const basic = (password: string) => `Basic ${Buffer.from(`manager:${password}`).toString("base64")}`;
  const through = async (path: string, method = "GET", authorization?: string) =>
    await proxy(
      new NextRequest(`http://localhost${path}`, { method, headers: authorization ? { authorization } : {} }),
    );

  it("asks for the password on the page (proxy) and in both APIs (their handlers) when one is set", async () => {
    vi.stubEnv("STATUS_PASSWORD", "s3cret-password");
    for (const path of ["/admin/inventory", "/admin/inventory?q=225%2F65R17"]) {
      const refused = await through(path);
      expect(refused.status, path).toBe(401);
      expect(refused.headers.get("WWW-Authenticate")).toMatch(/^Basic /);
      expect((await through(path, "GET", basic("guess"))).status).toBe(401);
      expect((await through(path, "GET", basic("s3cret-password"))).headers.get("x-middleware-next")).toBe(
        "1",
      );
    }
    for (const reply of [await put({ rows: [] }), await upload(`1,${A},4`)]) {
      expect(reply.status).toBe(401);
      expect(reply.body.message).toBe("Authentication required.");
    }
  });

  it("fails closed in production without STATUS_PASSWORD: the page and both APIs answer 503", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("STATUS_PASSWORD", "");
    const page = await through("/admin/inventory");
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("This page changes the stock counts customers book against");
    for (const reply of [await put({ rows: [] }), await upload(`1,${A},4`)]) {
      expect(reply.status).toBe(503);
      expect(reply.body.message).toMatch(/STATUS_PASSWORD/);
    }
    // The appointments list keeps its own words.
    expect(await (await through("/admin/appointments")).text()).toContain("customers' names, phone numbers");
  });

  it("stays open in development", async () => {
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("STATUS_PASSWORD", "");
    expect((await through("/admin/inventory")).headers.get("x-middleware-next")).toBe("1");
  });
});
