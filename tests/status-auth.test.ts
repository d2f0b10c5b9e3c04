import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as getCalendarStatus } from "@/app/api/calendar-status/route";
import { GET as getOutlookStatus } from "@/app/api/outlook/status/route";
import { GET as getTestCalendar } from "@/app/api/outlook/test-calendar/route";
import { resetDatabase } from "@/lib/db";
import { startBackgroundWork } from "@/lib/background/start";
import { config as proxyConfig, proxy } from "@/proxy";
import { SOCKET_ADDRESS_HEADER } from "@/lib/http/socket-address-header";
import { useFreshDatabase } from "./support/scheduling-env";

const PASSWORD = "correct horse battery staple";

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString("base64")}`;

const apis = [
  { name: "GET /api/outlook/status", path: "/api/outlook/status", handler: getOutlookStatus },
  {
    name: "GET /api/outlook/test-calendar",
    path: "/api/outlook/test-calendar?locationEmail=charleston%40alleghenytire.example",
    handler: getTestCalendar,
  },
  { name: "GET /api/calendar-status", path: "/api/calendar-status", handler: getCalendarStatus },
];

// Each request from an address of its own: wrong passwords are limited per client (tested in
// tests/auth/status-password-limit.test.ts), and these tests send several.
let client = 0;
const from = (authorization?: string): Record<string, string> => ({
  [SOCKET_ADDRESS_HEADER]: `198.51.100.${(client++ % 250) + 1}`,
  ...(authorization ? { authorization } : {}),
});

function request(path: string, authorization?: string) {
  return new Request(`http://localhost${path}`, { headers: from(authorization) });
}

async function expectChallenge(response: Response) {
  expect(response.status).toBe(401);
  expect(response.headers.get("WWW-Authenticate")).toMatch(/^Basic realm="[^"]+"/);
  expect(await response.json()).toMatchObject({ success: false, error: "Authentication required." });
}

beforeAll(async () => {
  // Simulated calendars and an empty SQLite database: the status APIs read both.
  await useFreshDatabase("sqlite", "");
});

afterAll(async () => {
  delete process.env.STATUS_PASSWORD;
  await resetDatabase();
});

describe.each(apis)("$name", ({ path, handler }) => {
  describe("with STATUS_PASSWORD set", () => {
    beforeEach(() => {
      process.env.STATUS_PASSWORD = PASSWORD;
    });

    it("answers 401 with a Basic challenge without credentials", async () => {
      await expectChallenge(await handler(request(path)));
    });

    it("answers 401 with a Basic challenge for a wrong password", async () => {
      await expectChallenge(await handler(request(path, basic("staff:not the password"))));
      await expectChallenge(await handler(request(path, basic(`staff:${PASSWORD}x`))));
      await expectChallenge(await handler(request(path, `Bearer ${PASSWORD}`)));
    });

    it("answers 200 with the right password, whatever the user name", async () => {
      for (const user of ["staff", "", "Store Manager"]) {
        const response = await handler(request(path, basic(`${user}:${PASSWORD}`)));
        expect(response.status).toBe(200);
        expect(response.headers.get("WWW-Authenticate")).toBeNull();
      }
    });
  });

  it("is open when STATUS_PASSWORD is not set", async () => {
    delete process.env.STATUS_PASSWORD;
    const response = await handler(request(path));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
  });
});

describe("the status pages (proxy)", () => {
  const pages = ["/admin/calendar-status", "/calendar-status"];

  it("covers both pages and all three APIs", () => {
    const matchers = proxyConfig.matcher
      .filter((m) => typeof m === "string")
      .map((m) => new RegExp(`^${m.replace(":path*", ".*")}$`));
    for (const path of [...pages, ...apis.map((a) => a.path.split("?")[0]!)]) {
      expect(
        matchers.some((m) => m.test(path)),
        path,
      ).toBe(true);
    }
  });

  it.each(pages)("%s asks for the password when one is set, and lets the right one through", async (path) => {
    process.env.STATUS_PASSWORD = PASSWORD;
    const denied = await proxy(new NextRequest(`http://localhost${path}`, { headers: from() }));
    expect(denied.status).toBe(401);
    expect(denied.headers.get("WWW-Authenticate")).toMatch(/^Basic /);

    const wrong = await proxy(
      new NextRequest(`http://localhost${path}`, { headers: from(basic("staff:guess")) }),
    );
    expect(wrong.status).toBe(401);

    const allowed = await proxy(
      new NextRequest(`http://localhost${path}`, { headers: from(basic(`staff:${PASSWORD}`)) }),
    );
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("x-middleware-next")).toBe("1");
  });

  it.each(pages)("%s is open when no password is set", async (path) => {
    delete process.env.STATUS_PASSWORD;
    const response = await proxy(new NextRequest(`http://localhost${path}`));
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("the warning at start", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  async function warningsAtStart(env: { NODE_ENV: string; STATUS_PASSWORD: string }): Promise<string[]> {
    vi.stubEnv("NODE_ENV", env.NODE_ENV);
    vi.stubEnv("STATUS_PASSWORD", env.STATUS_PASSWORD);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await startBackgroundWork();
    return warn.mock.calls.map((args) => args.join(" "));
  }

  it("is logged in production when STATUS_PASSWORD is missing", async () => {
    expect(await warningsAtStart({ NODE_ENV: "production", STATUS_PASSWORD: "" })).toContain(
      "No staff sign-in is set up (AUTH_ENTRA_* or STATUS_PASSWORD): /admin/calendar-status and /calendar-status are open to anyone who knows the address.",
    );
  });

  it("is not logged when the password is set, nor in development", async () => {
    const open = /STATUS_PASSWORD/;
    expect(await warningsAtStart({ NODE_ENV: "production", STATUS_PASSWORD: PASSWORD })).not.toContainEqual(
      expect.stringMatching(open),
    );
    expect(await warningsAtStart({ NODE_ENV: "development", STATUS_PASSWORD: "" })).not.toContainEqual(
      expect.stringMatching(open),
    );
  });
});
