import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as book } from "@/app/api/bookAppointment/route";
import { PROOF_COOKIE } from "@/lib/booking-form/contact-gate";
import { proofTokenFor } from "@/lib/contact-proof/proof-token";
import { CONTACT_PROOF } from "@/lib/contact-proof/rules";
import { getDatabase, resetDatabase } from "@/lib/db";
import { drainMail, type Mail } from "../support/mail";
import { freeTimes } from "../support/booking";
import { jsonRequest, upcomingWeekday, useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";

const NORTON = "norton@alleghenytire.example";
const WILLIAMSON = "williamson@alleghenytire.example";
const PHISH = "Verify at https://phish.example/login";

interface Reply {
  success: boolean;
  message: string;
  error?: string;
  verification?: { id: string; sentTo: string; expiresInMinutes: number };
  appointment?: { reference: string };
}

const booking = (date: string, time: string, email: string, store = NORTON) => ({
  storeGroupEmail: store,
  serviceName: "Oil Changes",
  date,
  time,
  customer: { firstName: PHISH, lastName: "Hatfield", email, phone: "(276) 555-0142" },
  comments: PHISH,
});

async function send(body: object, cookie?: string) {
  const response = await book(jsonRequest("/api/bookAppointment", body, cookie ? { cookie } : {}));
  return {
    status: response.status,
    body: (await response.json()) as Reply,
    setCookie: response.headers.get("set-cookie"),
  };
}

/** The code in the newest code e-mail (its subject starts with it). */
const codeOf = (mails: Mail[]) => {
  const mail = mails.filter((m) => m.kind === "contact-code").at(-1);
  return mail?.subject.match(/^(\d{6}) /)?.[1];
};

async function activeAppointments(): Promise<number> {
  const db = await getDatabase();
  const list = await db.listAppointments({ from: 0, to: Date.now() + 365 * 86_400_000, limit: 1000 });
  return list.filter((a) => a.status === "requested" || a.status === "confirmed").length;
}

describe.each(["sqlite", "postgres"] as DatabaseKind[])("proving the contact against %s", (kind) => {
  let date: string;

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    date = upcomingWeekday(4);
  });
  afterAll(() => resetDatabase());

  it("holds nothing and mails only a code, without the requester's words, until the code is typed", async () => {
    const [time] = await freeTimes(NORTON, date);
    const first = await send(booking(date, time!, "ada@example.com"));
    expect(first.status).toBe(202);
    expect(first.body.success).toBe(false);
    expect(first.body.verification).toMatchObject({ sentTo: "a••@example.com", expiresInMinutes: 15 });
    expect(first.body.message).toContain("a••@example.com");
    expect(await activeAppointments()).toBe(0);
    expect(await freeTimes(NORTON, date)).toContain(time);

    const mails = await drainMail();
    expect(mails.map((m) => m.kind)).toEqual(["contact-code"]);
    expect(mails[0]!.text).not.toContain("phish");
    expect(mails[0]!.text).not.toContain("Hatfield");
    const code = codeOf(mails)!;
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await send({
      ...booking(date, time!, "ada@example.com"),
      contactProof: { id: first.body.verification!.id, code: wrongCode },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toContain("4 tries left");
    expect(await activeAppointments()).toBe(0);

    const right = await send({
      ...booking(date, time!, "ada@example.com"),
      contactProof: { id: first.body.verification!.id, code },
    });
    expect(right.status).toBe(200);
    expect(right.body.appointment?.reference).toMatch(/^AT-/);
    expect(right.setCookie).toMatch(
      new RegExp(`^${PROOF_COOKIE}=[^;]+; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`),
    );
    expect(await activeAppointments()).toBe(1);
    // Proven now: the customer's own words reach the customer's own address.
    const after = await drainMail();
    expect(after.find((m) => m.kind === "booking-customer")?.text).toContain(PHISH);

    // The same code cannot prove anything again.
    const again = await send({
      ...booking(date, time!, "ada@example.com", WILLIAMSON),
      contactProof: { id: first.body.verification!.id, code },
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("That code can't be used any more. Ask for a new code.");

    // The browser's cookie proves the address next time: no code, straight to the booking.
    const cookie = right.setCookie!.split(";")[0]!;
    const [other] = await freeTimes(WILLIAMSON, date);
    const next = await send(booking(date, other!, "ada@example.com", WILLIAMSON), cookie);
    expect(next.status).toBe(200);
    // …for that address only.
    const stranger = await send(booking(date, other!, "bea@example.com", WILLIAMSON), cookie);
    expect(stranger.status).toBe(202);
    await drainMail();
  });

  it("holds one open visit per address, store and day", async () => {
    const cookie = `${PROOF_COOKIE}=${await proofTokenFor("cy@example.com")}`;
    const times = await freeTimes(NORTON, date);
    expect((await send(booking(date, times.at(-1)!, "cy@example.com"), cookie)).status).toBe(200);
    const second = await send(booking(date, times.at(-3)!, "CY@example.com"), cookie);
    expect(second.status).toBe(409);
    expect(second.body.error).toContain("already has a request at the Norton, VA store");
    expect(second.body).not.toHaveProperty("reference");
  });

  it("spends a try before comparing, so guesses sent at once get five comparisons in all", async () => {
    const [time] = await freeTimes(NORTON, date);
    const asked = await send(booking(date, time!, "dee@example.com"));
    const code = codeOf(await drainMail())!;
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"),
    );
    const replies = await Promise.all(
      guesses.map((g) =>
        send({
          ...booking(date, time!, "dee@example.com"),
          contactProof: { id: asked.body.verification!.id, code: g },
        }),
      ),
    );
    expect(replies.every((r) => r.status === 400)).toBe(true);
    const compared = replies.filter((r) => r.body.error?.startsWith("That code doesn't match"));
    expect(compared).toHaveLength(CONTACT_PROOF.maxTries);
    // The right code, after the tries are spent, proves nothing.
    const late = await send({
      ...booking(date, time!, "dee@example.com"),
      contactProof: { id: asked.body.verification!.id, code },
    });
    expect(late.status).toBe(400);
    expect(await activeAppointments()).toBe(3);
  });

  it("caps the codes one address is sent", async () => {
    const [time] = await freeTimes(NORTON, date);
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_PROOF.codesPerWindow + 2; i++)
      statuses.push((await send(booking(date, time!, "eve@example.com"))).status);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    expect((await drainMail()).filter((m) => m.kind === "contact-code")).toHaveLength(
      CONTACT_PROOF.codesPerWindow,
    );
  });

  it("proves a mobile number chosen for texts with a code by text, one mechanism for both", async () => {
    const db = await getDatabase();
    const mobile = "(304) 555-0177";
    const times = await freeTimes(NORTON, date);
    const withTexts = (time: string, email: string) => ({
      ...booking(date, time, email),
      texts: { mobile, consent: true },
    });
    const asked = await send(withTexts(times.at(-5)!, "fay@example.com"));
    expect(asked.status).toBe(202);
    expect(asked.body.verification?.sentTo).toBe("(•••) •••-0177");
    // The code went by text, with our words only; no e-mail was written.
    expect((await drainMail()).filter((m) => m.kind === "contact-code")).toHaveLength(0);
    const codeText = (await db.recentTexts(5)).find((t) => t.kind === "code" && t.to === "+13045550177");
    expect(codeText?.body).not.toContain("phish");
    const code = codeText!.body.match(/\b(\d{6})\b/)![1]!;

    const proven = await send({
      ...withTexts(times.at(-5)!, "fay@example.com"),
      contactProof: { id: asked.body.verification!.id, code },
    });
    expect(proven.status).toBe(200);
    const appointment = await db.findByReference(proven.body.appointment!.reference);
    expect(appointment?.textConsent).toMatchObject({ phone: "+13045550177" });
    expect(appointment?.textConsent?.wording).toContain("Reply STOP to end texts");

    // The cookie now proves the number: another store, no code, whatever address is typed…
    const cookie = proven.setCookie!.split(";")[0]!;
    const [williamson] = await freeTimes(WILLIAMSON, date);
    const next = await send(
      { ...withTexts(williamson!, "fay.other@example.com"), storeGroupEmail: WILLIAMSON },
      cookie,
    );
    expect(next.status).toBe(200);
    // …but one open visit per number, store and day, whichever address comes with it.
    const busy = await send(withTexts(times.at(-7)!, "fay.third@example.com"), cookie);
    expect(busy.status).toBe(409);
    // Without texts, the typed address still needs its own proof.
    expect((await send(booking(date, times.at(-7)!, "fay.third@example.com"), cookie)).status).toBe(202);
    await drainMail();
  });

  it("keeps earlier proofs in the cookie when a new one is added", async () => {
    const { withProof, proofCookieProves } = await import("@/lib/contact-proof/proof-token");
    const now = Date.now();
    const a = await proofTokenFor("kim@example.com", now);
    const b = await proofTokenFor("+13045550188", now);
    const both = await withProof(a, b, now);
    expect(await proofCookieProves(both, "kim@example.com", now)).toBe(true);
    expect(await proofCookieProves(both, "+13045550188", now)).toBe(true);
    // The same contact proven again replaces its older proof rather than piling up.
    const again = await withProof(both, await proofTokenFor("kim@example.com", now + 1000), now);
    expect(again.split("~")).toHaveLength(2);
    // An expired proof is dropped.
    const later = now + CONTACT_PROOF.provenForMs + 1;
    expect(await withProof(both, await proofTokenFor("lee@example.com", later), later)).not.toContain("~");
  });

  it("sends no code for a time that is already gone", async () => {
    const times = await freeTimes(WILLIAMSON, date);
    const store = "williamson@alleghenytire.example";
    // Fill one time at Williamson, then ask for it without a proof.
    const taken = times[0]!;
    for (let i = 0; ; i++) {
      const email = `fill${i}@example.com`;
      const c = `${PROOF_COOKIE}=${await proofTokenFor(email)}`;
      const r = await send(booking(date, taken, email, store), c);
      if (r.status === 409) break;
      expect(r.status).toBe(200);
    }
    await drainMail();
    const refused = await send(booking(date, taken, "gus@example.com", store));
    expect(refused.status).toBe(409);
    expect((await drainMail()).filter((m) => m.kind === "contact-code")).toHaveLength(0);
  });
});
