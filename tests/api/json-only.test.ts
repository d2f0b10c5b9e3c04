import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import type { RouteHandlers } from "@/lib/api/route-handler";

// Every route file under app/api, so a new write API is held to the rule without being listed here.
const API_DIR = join(process.cwd(), "app", "api");
const routeFiles = (readdirSync(API_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith(`${sep}route.ts`) || file === "route.ts")
  .map((file) => join(API_DIR, file));

function routeOf(file: string) {
  const segments = relative(join(process.cwd(), "app"), file).split(sep).slice(0, -1);
  const params = Object.fromEntries(
    segments.filter((s) => s.startsWith("[")).map((s) => [s.slice(1, -1), "AT-TEST-0001"]),
  );
  return { path: `/${segments.join("/")}`, params };
}

const NOT_JSON: [string, () => RequestInit][] = [
  ["text/plain", () => ({ body: '{"name":"Ada"}', headers: { "content-type": "text/plain" } })],
  ["a form", () => ({ body: new URLSearchParams({ name: "Ada" }) })],
  [
    "multipart",
    () => {
      const form = new FormData();
      form.append("name", "Ada");
      return { body: form };
    },
  ],
  ["XML", () => ({ body: "<name>Ada</name>", headers: { "content-type": "application/xml" } })],
  ["JSON-ish", () => ({ body: "{}", headers: { "content-type": "application/jsonp" } })],
  ["no type", () => ({ body: new Blob(['{"name":"Ada"}']) })],
];

describe("JSON write APIs", async () => {
  const writes: { label: string; handler: RouteHandlers<unknown>["POST"]; path: string; params: object }[] =
    [];
  for (const file of routeFiles) {
    const route = (await import(file)) as RouteHandlers<unknown>;
    const { path, params } = routeOf(file);
    const allow = (await route.OPTIONS(new Request(`http://localhost${path}`, { method: "OPTIONS" }))).headers
      .get("allow")
      ?.split(", ");
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const)
      if (allow?.includes(method))
        writes.push({ label: `${method} ${path}`, handler: route[method], path, params });
  }

  it("are found in app/api (the booking, the forms, the appointment changes and the staff writes)", () => {
    expect(writes.length).toBeGreaterThanOrEqual(11);
  });

  it.each(writes)("$label refuses anything not sent as JSON with 415, in our error shape", async (write) => {
    for (const [kind, init] of NOT_JSON) {
      const request = new Request(`http://localhost${write.path}`, {
        method: write.label.split(" ")[0],
        ...init(),
      });
      const reply = await write.handler(request, { params: Promise.resolve(write.params) });
      expect(reply.status, kind).toBe(415);
      expect(await reply.json()).toEqual({
        success: false,
        error: "Send the request as JSON, with the header Content-Type: application/json.",
        message: "Send the request as JSON, with the header Content-Type: application/json.",
      });
    }
    const json = new Request(`http://localhost${write.path}`, {
      method: write.label.split(" ")[0],
      body: "{}",
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect((await write.handler(json, { params: Promise.resolve(write.params) })).status).not.toBe(415);
  });
});
