import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { GET as operationsList } from "@/app/api/admin/operations/[list]/route";
import { GET as operations } from "@/app/api/admin/operations/route";
import { GET as calendarStatus } from "@/app/api/calendar-status/route";
import { GET as outlookStatus } from "@/app/api/outlook/status/route";
import { CONNECTION_INCIDENT } from "@/lib/appointments/calendar-sync";
import { errorClass } from "@/lib/core/error-class";
import { getDatabase, resetDatabase } from "@/lib/db";
import { params, useFreshDatabase } from "../support/scheduling-env";

// A customer whose details must not reach a page anyone can open: each value is found nowhere else.
const CUSTOMER = { name: "Ada Quillfeather", email: "ada.quillfeather@example.com", phone: "3045550142" };
const REFUSAL = `Can't send mail - all recipients were rejected: 550 5.1.1 <${CUSTOMER.email}>: Recipient address rejected`;
const LEAKS = /Quillfeather|ada\.quillfeather|3045550142|555-0142/i;
const PASSWORD = "status-counter-4471";
const basic = (password: string) => `Basic ${Buffer.from(`manager:${password}`).toString("base64")}`;

/** A reply to the customer that their mail server refused for good, as after an SMTP 550. */
async function refusedReply(): Promise<number> {
  const db = await getDatabase();
  await db.insertContactMessage({ ...CUSTOMER, storeId: 1, message: "Hi", createdAt: Date.now() }, [
    {
      kind: "contact-ack",
      to: CUSTOMER.email,
      subject: `Thanks for your message, ${CUSTOMER.name}`,
      text: "Hi",
      html: "<p>Hi</p>",
      ics: null,
      reference: "AT-OPEN-0001",
    },
  ]);
  const [claimed] = await db.claimMail("test", Date.now(), 60_000, 1);
  await db.markMailFailed(claimed!.id, "test", REFUSAL, null, Date.now());
  await db.openIncident(
    CONNECTION_INCIDENT,
    `Event for ${CUSTOMER.email} refused (ErrorInvalidRecipients)`,
    1,
    [],
  );
  return claimed!.id;
}

async function read(response: Response | Promise<Response>): Promise<{ status: number; text: string }> {
  const reply = await response;
  return { status: reply.status, text: await reply.text() };
}

/** Every status API, as the status pages call them. */
async function statusReplies(headers: Record<string, string> = {}) {
  const get = (path: string) => new Request(`http://localhost${path}`, { headers });
  return {
    operations: await read(operations(get("/api/admin/operations"))),
    failedMail: await read(
      operationsList(get("/api/admin/operations/failed-mail"), params({ list: "failed-mail" })),
    ),
    calendar: await read(calendarStatus(get("/api/calendar-status"))),
    outlook: await read(outlookStatus(get("/api/outlook/status"))),
  };
}

describe("the status APIs without any staff sign-in (production)", () => {
  let id: number;
  beforeAll(async () => {
    await useFreshDatabase("sqlite", inject("postgresUrl"));
    id = await refusedReply();
  });
  afterEach(() => vi.unstubAllEnvs());
  afterAll(() => resetDatabase());

  const open = () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("STATUS_PASSWORD", "");
  };

  it("stay open, and show no customer's name, e-mail or phone: counts, references, kinds and error classes", async () => {
    open();
    const replies = await statusReplies();
    for (const [name, { status, text }] of Object.entries(replies)) {
      expect(status, name).toBe(200);
      expect(text, name).not.toMatch(LEAKS);
    }
    const listed = JSON.parse(replies.operations.text) as {
      queue: { mailFailed: number };
      failedMail: Record<string, unknown>[];
      incidents: { detail: string }[];
    };
    expect(listed.queue.mailFailed).toBe(1);
    expect(listed.failedMail).toEqual([
      {
        id,
        kind: "contact-ack",
        reference: "AT-OPEN-0001",
        attempts: 1,
        errorClass: "SMTP 550 5.1.1",
        failedAt: expect.any(String),
      },
    ]);
    expect(listed.incidents.map((i) => i.detail)).toEqual(["ErrorInvalidRecipients"]);
    const page = JSON.parse(replies.failedMail.text) as { items: Record<string, unknown>[] };
    expect(page.items).toEqual(listed.failedMail);
  });

  it("show signed-in staff whom a message was for, and the error's own words", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("STATUS_PASSWORD", PASSWORD);
    const replies = await statusReplies({ authorization: basic(PASSWORD) });
    const listed = JSON.parse(replies.operations.text) as { failedMail: Record<string, unknown>[] };
    expect(listed.failedMail[0]).toMatchObject({
      to: CUSTOMER.email,
      subject: `Thanks for your message, ${CUSTOMER.name}`,
      error: REFUSAL,
      errorClass: "SMTP 550 5.1.1",
    });
    // Nobody else: without the password the same APIs answer 401.
    for (const [name, { status }] of Object.entries(await statusReplies())) expect(status, name).toBe(401);
  });
});

describe("errorClass", () => {
  it("keeps the codes of an error and none of its words", () => {
    const cases: [string | null, string | null][] = [
      [null, null],
      ["", null],
      [REFUSAL, "SMTP 550 5.1.1"],
      ["550 5.1.1 No such user", "SMTP 550 5.1.1"],
      ["Message failed: 421 Too many connections from 203.0.113.9", "SMTP 421"],
      ["connect ECONNREFUSED 10.0.4.12:25", "ECONNREFUSED"],
      ["Greeting never received", "other"],
      ["Connection timeout", "timeout"],
      ["AADSTS7000215: Invalid client secret provided. Trace ID: 1234", "AADSTS7000215"],
      ["Access is denied. Check credentials and try again. (ErrorAccessDenied)", "ErrorAccessDenied"],
      ["fetch failed (TypeError)", "TypeError"],
      [`Refusing to send to "${CUSTOMER.email}\\r\\nBcc: x": not a plain e-mail address.`, "unsafe address"],
      ["self-signed certificate ERR_TLS_CERT_ALTNAME_INVALID at 10.0.0.2", "ERR_TLS_CERT_ALTNAME_INVALID"],
    ];
    for (const [message, expected] of cases) expect(errorClass(message), String(message)).toBe(expected);
    // A port is not a reply code.
    expect(errorClass("connect to 127.0.0.1:465 failed")).toBe("other");
  });
});
