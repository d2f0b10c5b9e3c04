import { createHmac } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { linkAccess } from "@/lib/appointments/link-access";
import { linkToken } from "@/lib/appointments/link-tokens";
import { newCancelToken, newReference } from "@/lib/core/tokens";
import { getDatabase, resetDatabase } from "@/lib/db";
import { bookOilChange, freeTimes, NORTON } from "../support/booking";
import { drainMail } from "../support/mail";
import { upcomingWeekday, useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";
import { oneBay } from "../support/units";

const OLD_KEY = "o".repeat(24) + "-old-link-key";
const NEW_KEY = "n".repeat(24) + "-new-link-key";
const signedWith = (key: string, audience: string, reference: string) =>
  createHmac("sha256", key).update(`${audience}:${reference}`).digest("base64url");

describe.each(["sqlite", "postgres"] as DatabaseKind[])("rotating LINK_SECRET, on %s", (kind) => {
  const saved = process.env.LINK_SECRET;
  let date: string;
  let free: string[];

  async function book() {
    const booked = await bookOilChange({ date, time: free.shift()! });
    await drainMail();
    return booked;
  }
  const opens = async (reference: string, token: string, audience: "customer" | "store" = "customer") =>
    (await linkAccess(reference, token, audience)).ok;

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    date = upcomingWeekday(4);
    free = await freeTimes(NORTON, date);
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.LINK_SECRET;
    else process.env.LINK_SECRET = saved;
  });
  afterAll(() => resetDatabase());

  it("signs with the first key, accepts every listed one, and refuses one dropped from the list", async () => {
    process.env.LINK_SECRET = OLD_KEY;
    const { reference, token } = await book();
    expect(token).toBe(signedWith(OLD_KEY, "customer", reference));
    const oldStoreToken = await linkToken(reference, "store");
    expect(oldStoreToken).toBe(signedWith(OLD_KEY, "store", reference));

    // Rotation: the new key first, the old one kept while its links may still be in use.
    process.env.LINK_SECRET = `${NEW_KEY},${OLD_KEY}`;
    const newToken = await linkToken(reference, "customer");
    expect(newToken).toBe(signedWith(NEW_KEY, "customer", reference));
    expect(newToken).not.toBe(token);
    expect(await opens(reference, token)).toBe(true);
    expect(await opens(reference, newToken)).toBe(true);
    expect(await opens(reference, oldStoreToken, "store")).toBe(true);
    // A key listed for one audience still signs only that audience's links.
    expect(await opens(reference, oldStoreToken, "customer")).toBe(false);

    // The old key dropped: the links it signed stop working; the new key's keep working.
    process.env.LINK_SECRET = NEW_KEY;
    expect(await opens(reference, token)).toBe(false);
    expect(await opens(reference, oldStoreToken, "store")).toBe(false);
    expect(await opens(reference, newToken)).toBe(true);
  });

  it("without LINK_SECRET, the key kept in the database signs and opens, as before", async () => {
    delete process.env.LINK_SECRET;
    const { reference, token } = await book();
    expect(token).not.toBe(signedWith(OLD_KEY, "customer", reference));
    expect(token).toBe(await linkToken(reference, "customer"));
    expect(await opens(reference, token)).toBe(true);
    // Setting LINK_SECRET replaces the kept key: its links no longer open.
    process.env.LINK_SECRET = NEW_KEY;
    expect(await opens(reference, token)).toBe(false);
  });

  it("a customer's link from before links were signed opens by its stored hash, whatever the keys", async () => {
    process.env.LINK_SECRET = NEW_KEY;
    const legacy = newCancelToken();
    const startsAt = Date.now() + 5 * 24 * 60 * 60_000;
    const row = {
      reference: newReference(),
      idempotencyKey: null,
      idempotencyHash: null,
      cancelTokenHash: legacy.hash,
      storeId: 5,
      storeEmail: NORTON,
      serviceName: "Oil Changes",
      addOns: [],
      visit: "wait" as const,
      durationMinutes: 30,
      startsAt,
      endsAt: startsAt + 30 * 60_000,
      date,
      time: "09:00",
      firstName: "Early",
      lastName: "Link",
      email: "early@example.com",
      phone: "2765550100",
      vehicle: null,
      comments: "",
      calendarSync: "created" as const,
      calendarChecked: true,
      createdAt: Date.now(),
    };
    const inserted = await (await getDatabase()).insertAppointment(row, () => [], oneBay(row));
    expect(inserted.outcome).toBe("created");
    expect(await opens(row.reference, legacy.token)).toBe(true);
    expect(await opens(row.reference, legacy.token, "store")).toBe(false);
    expect(await opens(row.reference, await linkToken(row.reference, "customer"))).toBe(true);
  });
});
