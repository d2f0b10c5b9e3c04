import { afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { GET as metricsRoute } from "@/app/api/metrics/route";
import { GET as readyRoute } from "@/app/api/ready/route";
import { SOCKET_ADDRESS_HEADER } from "@/lib/http/socket-address-header";
import { METRICS_OFF_MESSAGE } from "@/lib/operations/metrics-endpoint";
import { metrics } from "@/lib/operations/metrics";
import { ROUTE_GROUPS, routeGroup } from "@/lib/operations/route-groups";
import { accessLogLine } from "@/lib/operations/access-log";
import { useFreshDatabase } from "../support/scheduling-env";

const TOKEN = "a-metrics-token-of-enough-length";
let client = 0;
const get = (authorization?: string) =>
  metricsRoute(
    new Request("http://localhost/api/metrics", {
      headers: {
        [SOCKET_ADDRESS_HEADER]: `198.51.100.${(client++ % 250) + 1}`,
        ...(authorization ? { authorization } : {}),
      },
    }),
  );

describe("/api/metrics", () => {
  beforeAll(async () => {
    await useFreshDatabase("sqlite", inject("postgresUrl"));
  });
  afterEach(() => {
    delete process.env.METRICS_TOKEN;
    delete process.env.STATUS_PASSWORD;
  });

  it("is refused on a production server, with what to set, when neither a token nor a staff sign-in is set up", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const response = await get().finally(() => vi.unstubAllEnvs());
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe(METRICS_OFF_MESSAGE);
  });

  it("answers the token in Prometheus's text format, and refuses a wrong one", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    process.env.STATUS_PASSWORD = "another secret for the staff";
    metrics().rateLimited.inc({ action: "booking" });
    const response = await get(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^rate_limit_refusals_total\{action="booking",instance_id="[^"]+"\} 1$/m);
    expect(text).toMatch(/^outbox_queued_messages\{instance_id="[^"]+"\} 0$/m);
    expect(text).toMatch(/^database_up\{instance_id="[^"]+"\} 1$/m);
    expect(text).toMatch(/^calendar_oldest_due_age_seconds\{instance_id="[^"]+"\} 0$/m);
    expect(text).toContain("process_resident_memory_bytes");
    expect((await get(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await get("Bearer ")).status).toBe(401);
  });

  it("takes a signed-in operator (the status pages' password) without a token", async () => {
    process.env.STATUS_PASSWORD = "status secret";
    expect((await get()).status).toBe(401);
    expect((await get(`Basic ${Buffer.from("staff:status secret").toString("base64")}`)).status).toBe(200);
  });
});

describe("/api/ready", () => {
  it("answers 200 while the instance takes traffic", async () => {
    const response = await readyRoute(new Request("http://localhost/api/ready"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("route groups and the access log", () => {
  it("puts every address in one of a few groups", () => {
    expect(routeGroup("/tires/details/michelin-x?x=1")).toBe("page:product");
    expect(routeGroup("/api/bookAppointment")).toBe("api:booking");
    expect(routeGroup("/api/stores/a%40b/availability/2026-12-01?service=x")).toBe("api:availability");
    expect(routeGroup("/api/appointments/AT-1/availability/2026-12-01")).toBe("api:availability");
    expect(routeGroup("/api/appointments/AT-1/cancel")).toBe("api:appointment-links");
    expect(routeGroup("/_next/static/chunks/a.js")).toBe("static");
    expect(routeGroup("/admin/appointments")).toBe("page:staff");
    expect(routeGroup("/made/up/address")).toBe("page:other");
    expect(ROUTE_GROUPS.length).toBeLessThan(30);
  });

  it("writes one JSON line without the query in json mode, and nothing in text mode", () => {
    const answered = {
      request: { method: "GET", url: "/appointments/manage?ref=AT-1&token=secret" },
      status: 200,
      seconds: 0.0123,
      group: "page:schedule",
    };
    expect(accessLogLine(answered)).toBeNull();
    process.env.LOG_FORMAT = "json";
    try {
      const line = accessLogLine(answered)!;
      expect(line).not.toContain("secret");
      expect(JSON.parse(line)).toMatchObject({
        level: "info",
        msg: "request",
        method: "GET",
        path: "/appointments/manage",
        group: "page:schedule",
        status: 200,
        ms: 12.3,
      });
      expect(
        accessLogLine({ ...answered, group: "api:health", request: { method: "GET", url: "/api/ready" } }),
      ).toBeNull();
      expect(JSON.parse(accessLogLine({ ...answered, status: 503 })!)).toMatchObject({ level: "error" });
    } finally {
      delete process.env.LOG_FORMAT;
    }
  });
});
