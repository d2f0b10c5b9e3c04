import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, inject, it, vi, type MockInstance } from "vitest";
import { z } from "zod";
import { POST as book } from "@/app/api/bookAppointment/route";
import { POST as contact } from "@/app/api/contact/route";
import { GET as operations } from "@/app/api/admin/operations/route";
import { routeHandlers, SERVER_ERROR_MESSAGE, UNAVAILABLE_MESSAGE } from "@/lib/api/route-handler";
import { resetDatabase } from "@/lib/db";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "@/lib/db/errors";
import { REFUSED_METHOD_HEADER } from "@/lib/http/request-marks";
import { requestErrorLine } from "@/lib/http/request-error-log";
import { jsonRequest, upcomingWeekday } from "../support/scheduling-env";
import { createDatabase } from "../../scripts/throwaway-postgres.mjs";

const at = (method: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/thing?email=ada@example.com", { method, headers });

async function errorBody(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["error", "message", "success"]);
  expect(body.success).toBe(false);
  expect(body.message).toBe(body.error);
  return body.error as string;
}

let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe("routeHandlers: methods", () => {
  const readOnly = routeHandlers({ GET: () => Response.json({ ok: true }) });
  const writeOnly = routeHandlers({ POST: () => Response.json({ ok: true }) });

  it("answers the methods a route implements, HEAD as GET", async () => {
    expect((await readOnly.GET(at("GET"))).status).toBe(200);
    expect((await readOnly.HEAD(at("HEAD"))).status).toBe(200);
    expect((await writeOnly.POST(at("POST"))).status).toBe(200);
  });

  it("refuses every other method with 405, Allow and a worded JSON error", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const response = await readOnly[method](at(method));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
      expect(await errorBody(response)).toBe(
        `This address does not take ${method} requests. It takes GET, HEAD and OPTIONS.`,
      );
    }
    for (const method of ["GET", "HEAD", "PUT"] as const) {
      const response = await writeOnly[method](at(method));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("OPTIONS, POST");
    }
  });

  it("answers OPTIONS with 204 and the same Allow", async () => {
    const response = await writeOnly.OPTIONS(at("OPTIONS"));
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("OPTIONS, POST");
  });

  it("refuses a method the server marked (TRACE arrives as OPTIONS naming it) with 405", async () => {
    const response = await readOnly.OPTIONS(at("OPTIONS", { [REFUSED_METHOD_HEADER]: "TRACE" }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(await errorBody(response)).toContain("does not take TRACE requests");
  });
});

describe("routeHandlers: thrown errors", () => {
  it("answers a thrown validation error with 400 and its message, and logs nothing", async () => {
    const route = routeHandlers({
      GET: () => {
        z.object({ zip: z.string({ error: "Please enter a 5-digit zip code." }) }).parse({});
        return Response.json({});
      },
    });
    const response = await route.GET(at("GET"));
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toBe("Please enter a 5-digit zip code.");
    expect(logged).not.toHaveBeenCalled();
  });

  it("answers anything else with our 500, no stack in the body, and one log line without the message", async () => {
    const route = routeHandlers({
      POST: async () => {
        throw new TypeError("cannot read ada@example.com's booking");
      },
    });
    const response = await route.POST(at("POST"));
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await errorBody(response.clone());
    expect(text).toBe(SERVER_ERROR_MESSAGE);
    expect(await response.text()).not.toMatch(/ada@|TypeError|booking/);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]).toEqual(["Request failed: POST /api/thing answered 500: TypeError"]);
  });
});

describe("the log line", () => {
  it("names method, path, route, status and error, never the query or the message", () => {
    const error = Object.assign(new Error("duplicate key (email)=(ada@example.com)"), {
      code: "23505",
      digest: "12345",
    });
    const line = requestErrorLine({
      method: "GET",
      path: "/appointments/manage?ref=AT-1&token=secret",
      route: "/appointments/manage/[x]",
      status: 500,
      error,
    });
    expect(line).toBe(
      "Request failed: GET /appointments/manage (route /appointments/manage/[x]) answered 500: Error 23505 digest 12345",
    );
  });
});

describe("isDatabaseUnavailable", () => {
  it("knows an away database by its codes, through causes and aggregates", () => {
    const coded = (code: string) => Object.assign(new Error("x"), { code });
    for (const error of [
      new DatabaseUnavailableError(new Error("x")),
      coded("ECONNREFUSED"),
      coded("57P01"),
      coded("08006"),
      coded("53300"),
      coded("SQLITE_BUSY"),
      coded("SQLITE_CANTOPEN"),
      coded("SQLITE_IOERR_WRITE"),
      new Error("Connection terminated unexpectedly"),
      new Error("wrapped", { cause: coded("ETIMEDOUT") }),
      new AggregateError([coded("ECONNREFUSED"), coded("ECONNREFUSED")]),
    ])
      expect(isDatabaseUnavailable(error), String((error as { code?: string }).code ?? error.message)).toBe(
        true,
      );
    for (const error of [
      coded("23505"),
      coded("42P01"),
      coded("SQLITE_CONSTRAINT_UNIQUE"),
      new TypeError("x is undefined"),
      "ECONNREFUSED",
      null,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe.each(["sqlite", "postgres"] as const)("with the %s database unreachable", (kind) => {
  const saved = { url: process.env.DATABASE_URL, dir: process.env.DATA_DIR };
  beforeEach(async () => {
    await resetDatabase();
    // Mail written once the database is back goes to a folder of this test's own.
    process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "unreachable-"));
    if (kind === "postgres") {
      // A real server that is not there: nothing listens on port 1.
      process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/none?connect_timeout=1";
    } else {
      // A data folder that cannot be made: its parent is a file.
      delete process.env.DATABASE_URL;
      const file = join(mkdtempSync(join(tmpdir(), "unreachable-")), "file");
      writeFileSync(file, "");
      process.env.DATA_DIR = join(file, "data");
    }
  });
  afterEach(async () => {
    await resetDatabase();
    if (saved.url === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved.url;
    if (saved.dir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = saved.dir;
  });

  const validContact = {
    name: "Ada Hatfield",
    email: "ada@example.com",
    message: "Do you mount farm tires?",
  };

  it("answers a booking, a message and a staff read with 503, Retry-After and our worded error", async () => {
    const date = upcomingWeekday();
    const replies = [
      await book(
        jsonRequest("/api/bookAppointment", {
          storeGroupEmail: "norton@alleghenytire.example",
          serviceName: "Oil Changes",
          date,
          time: "10:00",
          customer: { firstName: "Ada", lastName: "Hatfield", email: "ada@example.com", phone: "2765550142" },
        }),
      ),
      await contact(jsonRequest("/api/contact", validContact)),
      await operations(new Request("http://localhost/api/admin/operations")),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(503);
      expect(reply.headers.get("retry-after")).toBe("30");
      expect(await errorBody(reply)).toBe(UNAVAILABLE_MESSAGE);
    }
    const lines = logged.mock.calls.map((call) => call.join(" "));
    const cause = kind === "postgres" ? "ECONNREFUSED" : "ENOTDIR";
    for (const path of ["/api/bookAppointment", "/api/contact", "/api/admin/operations"])
      expect(lines).toContain(
        `Request failed: ${path.includes("operations") ? "GET" : "POST"} ${path} answered 503: DatabaseUnavailableError ${cause}`,
      );
    expect(lines.join("\n")).not.toMatch(/Ada|ada@|Hatfield|farm tires|\n\s+at /);
  });

  it("answers again once the database is back", async () => {
    expect((await contact(jsonRequest("/api/contact", validContact))).status).toBe(503);
    await resetDatabase();
    if (kind === "postgres") process.env.DATABASE_URL = await createDatabase(inject("postgresUrl"));
    else process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "reachable-"));
    expect((await contact(jsonRequest("/api/contact", validContact))).status).toBe(200);
  });
});
