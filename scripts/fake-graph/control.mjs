// @ts-check
// A small HTTP control API for a running fake Graph server, so tests in another process (the
// Playwright workers) can inspect and steer the fake the site is talking to. Plain HTTP on
// 127.0.0.1 only: it carries no secret and is never reachable from elsewhere.
import { createServer } from "node:http";
import { onBody } from "./read-body.mjs";

/** @typedef {import("./server.d.mts").FakeGraph} FakeGraph */
/** @typedef {import("./server.d.mts").FailureOptions} FailureOptions */

const MAX_BODY_BYTES = 1024 * 1024;

class BadRequest extends Error {}

/**
 * Endpoints, all JSON (the names follow FakeGraph's methods):
 *   GET  /__control/health                  → { ok, baseUrl, tenant, clientId, caFile }
 *   GET  /__control/events?mailbox=ADDRESS  → the mailbox's events (start/end as ISO UTC)
 *   POST /__control/addEvent   { mailbox, subject, start, end, showAs?, isCancelled?, isAllDay?, categories? } → the event
 *   POST /__control/failNext   { path, status, times?, retryAfter?, code?, afterHandling? } → 204
 *        `path` is a regular expression source matched against the decoded request path.
 *   GET  /__control/sentMail                → mail sent through Graph (attachments as base64)
 *   GET  /__control/requests                → every request the fake answered, secrets redacted
 * @param {FakeGraph} fake
 * @param {{ port: number }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startControlServer(fake, { port }) {
  const server = createServer((req, res) => {
    onBody(req, MAX_BODY_BYTES, (text) => {
      /** @param {number} status @param {unknown} [body] */
      const send = (status, body) => {
        if (body === undefined) res.writeHead(status).end();
        else res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      };
      try {
        if (text === null) throw new BadRequest("Body too large.");
        const url = new URL(req.url ?? "/", "http://127.0.0.1");
        const route = `${req.method} ${url.pathname}`;
        const body = () => parseBody(text);
        switch (route) {
          case "GET /__control/health":
            return send(200, {
              ok: true,
              baseUrl: fake.baseUrl,
              tenant: fake.tenant,
              clientId: fake.clientId,
              caFile: fake.caFile,
            });
          case "GET /__control/events": {
            const mailbox = url.searchParams.get("mailbox");
            if (!mailbox) throw new BadRequest("Add ?mailbox= with a mailbox address.");
            return send(200, fake.events(mailbox));
          }
          case "POST /__control/addEvent": {
            const { mailbox, ...event } = body();
            if (typeof mailbox !== "string") throw new BadRequest("mailbox must be an address.");
            return send(201, addEvent(fake, mailbox, event));
          }
          case "POST /__control/failNext": {
            const { path, ...failure } = body();
            if (typeof path !== "string" || typeof failure.status !== "number") {
              throw new BadRequest("path (a regular expression source) and status (a number) are required.");
            }
            fake.failNext(path, /** @type {FailureOptions} */ (failure));
            return send(204);
          }
          case "GET /__control/sentMail":
            return send(
              200,
              fake.sentMail().map((mail) => ({
                ...mail,
                attachments: mail.attachments.map((a) => ({ ...a, content: a.content.toString("base64") })),
              })),
            );
          case "GET /__control/requests":
            return send(200, fake.requests());
          default:
            return send(404, { error: `No control endpoint ${route}.` });
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        send(error instanceof BadRequest ? 400 : 500, { error: message });
      }
    });
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}/__control`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** @param {string} text @returns {Record<string, unknown>} */
function parseBody(text) {
  try {
    const value = JSON.parse(text || "{}");
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value;
  } catch {
    // Reported below.
  }
  throw new BadRequest("The body must be a JSON object.");
}

/**
 * FakeGraph.addEvent throws for an unknown mailbox or a bad time; both are the caller's mistake.
 * @param {FakeGraph} fake
 * @param {string} mailbox
 * @param {Record<string, unknown>} event
 */
function addEvent(fake, mailbox, event) {
  const { subject, start, end, showAs, isCancelled, isAllDay, categories } = event;
  if (typeof subject !== "string" || typeof start !== "string" || typeof end !== "string") {
    throw new BadRequest("subject, start and end (ISO 8601 UTC) are required strings.");
  }
  try {
    return fake.addEvent(mailbox, {
      subject,
      start,
      end,
      ...(typeof showAs === "string" ? { showAs } : {}),
      ...(typeof isCancelled === "boolean" ? { isCancelled } : {}),
      ...(typeof isAllDay === "boolean" ? { isAllDay } : {}),
      ...(Array.isArray(categories) ? { categories: categories.map(String) } : {}),
    });
  } catch (error) {
    throw new BadRequest(error instanceof Error ? error.message : String(error));
  }
}
