import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError, fetchJson } from "@/lib/http/fetch-json";

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, type: string, body: string, statusText?: string) => {
      res.writeHead(status, statusText ?? "", { "Content-Type": type });
      res.end(body);
    };
    if (req.url === "/json")
      return send(200, "application/json", JSON.stringify({ ok: true, type: req.headers["content-type"] }));
    if (req.url === "/html") return send(200, "text/html", "<p>hi</p>");
    if (req.url === "/error-message")
      return send(409, "application/json", JSON.stringify({ message: "Slot taken" }));
    if (req.url === "/error-field")
      return send(400, "application/json", JSON.stringify({ error: "Bad input" }));
    if (req.url === "/status-text") return send(503, "text/plain", "down", "Service Unavailable");
    return send(500, "text/plain", "", " ");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("fetchJson", () => {
  it("parses JSON replies and sends a JSON content type", async () => {
    expect(await fetchJson(`${base}/json`)).toEqual({ ok: true, type: "application/json" });
  });

  it("reads a non-JSON reply as an empty object", async () => {
    expect(await fetchJson(`${base}/html`)).toEqual({});
  });

  it("throws the reply's message, then its error field, then the status text", async () => {
    await expect(fetchJson(`${base}/error-message`)).rejects.toMatchObject({
      message: "Slot taken",
      status: 409,
    });
    await expect(fetchJson(`${base}/error-field`)).rejects.toMatchObject({
      message: "Bad input",
      status: 400,
    });
    await expect(fetchJson(`${base}/status-text`)).rejects.toMatchObject({ message: "Service Unavailable" });
  });

  it("falls back to 'An error occurred' when the reply says nothing", async () => {
    const error = await fetchJson(`${base}/blank`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: "An error occurred", status: 500 });
  });
});
