import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:https";
import type { IncomingMessage } from "node:http";
import { inject } from "vitest";
import { ensureCert } from "../../scripts/fake-graph/server.mjs";

/** A made-up access key (base64, like the real ones), so tests sign with something distinctive. */
export const TEST_ACS_KEY = Buffer.from("fake-acs-key-".repeat(5)).toString("base64");
export const TEST_SMS_FROM = "+18005550123";

export interface SentSms {
  from: string;
  to: string;
  message: string;
  enableDeliveryReport: boolean;
  tag: string | null;
  messageId: string;
  /** How the request proved itself. */
  auth: "hmac" | "bearer";
}

export interface FakeAcs {
  /** For ACS_ENDPOINT. */
  endpoint: string;
  /** Every text accepted, in order. */
  sent(): SentSms[];
  /** Every request: how it was authenticated (or why not) and what was answered. */
  requests(): { auth: string; status: number }[];
  /** Texts to this number are refused per recipient (successful: false, httpStatusCode: 400). */
  refuse(number: string): void;
  /** The next `times` sends answer 429 with Retry-After (seconds). */
  throttle(times: number, retryAfterSeconds: number): void;
  /**
   * Holds every send unanswered (a slow service) until `release()`: `arrived` settles when
   * `count` held sends have come in.
   */
  holdSends(count?: number): { arrived: Promise<void>; release(): void };
  /** Forgets what was sent and every refusal and throttle. */
  reset(): void;
  close(): Promise<void>;
}

interface Options {
  /** Accept HMAC-signed requests made with this key (base64). */
  accessKey?: string;
  /** Accept bearer tokens the fake Entra ID (scripts/fake-graph) issued to this app. */
  entra?: { tenant: string; clientId: string };
  /** Awaited before every send is answered (a slow service: the caller decides how slow). */
  beforeAnswer?: () => Promise<void>;
}

const DATE_SKEW_MS = 15 * 60_000;

/**
 * A local HTTPS fake of Azure Communication Services' SMS API (POST /sms?api-version=2021-03-07),
 * for the real SDK: it checks the request's signature as the service does (x-ms-content-sha256 is
 * the body's hash; the Authorization header's HMAC-SHA256 signs the method, path and query, date,
 * host and hash with the access key) or the bearer token from the fake Entra ID, records what it
 * accepts, and can refuse a number, throttle, or hold sends (a slow service).
 */
export async function startFakeAcs(options: Options): Promise<FakeAcs> {
  const { caFile, keyFile } = await ensureCert(inject("fakeGraphCertDir"));
  let sent: SentSms[] = [];
  let log: { auth: string; status: number }[] = [];
  const refused = new Set<string>();
  let throttled = { times: 0, retryAfter: 0 };
  let gate: { arrive: () => void; released: Promise<void> } | null = null;

  function hmacCheck(req: IncomingMessage, body: string): string | null {
    const auth = req.headers.authorization ?? "";
    const match = /^HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=(.+)$/.exec(auth);
    if (!match || !options.accessKey) return "no valid HMAC header";
    const date = String(req.headers["x-ms-date"] ?? "");
    if (Math.abs(Date.parse(date) - Date.now()) > DATE_SKEW_MS) return "stale or missing x-ms-date";
    const hash = createHash("sha256").update(body).digest("base64");
    if (req.headers["x-ms-content-sha256"] !== hash) return "content hash mismatch";
    const host = String(req.headers.host ?? "");
    const url = new URL(req.url ?? "/", `https://${host}`);
    const query = url.searchParams.toString();
    const toSign = `${req.method}\n${url.pathname}${query ? `?${query}` : ""}\n${date};${host};${hash}`;
    const expected = createHmac("sha256", Buffer.from(options.accessKey, "base64")).update(toSign).digest();
    const given = Buffer.from(match[1]!, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected) ? null : "bad signature";
  }

  function bearerCheck(req: IncomingMessage): string | null {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!token || !options.entra) return "no bearer token";
    try {
      const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
        tid?: string;
        appid?: string;
        exp?: number;
      };
      if (payload.tid !== options.entra.tenant || payload.appid !== options.entra.clientId)
        return "wrong app";
      if (!payload.exp || payload.exp * 1000 < Date.now()) return "expired token";
      return null;
    } catch {
      return "unreadable token";
    }
  }

  const reply = (res: import("node:http").ServerResponse, status: number, body: unknown, headers = {}) => {
    if (res.destroyed) return;
    res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
  };

  const server: Server = createServer(
    { key: await readFile(keyFile), cert: await readFile(caFile) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        void (async () => {
          const body = Buffer.concat(chunks).toString("utf8");
          const bearer = (req.headers.authorization ?? "").startsWith("Bearer ");
          const problem = bearer ? bearerCheck(req) : hmacCheck(req, body);
          const auth = bearer ? "bearer" : "hmac";
          const url = new URL(req.url ?? "/", "https://fake");
          if (problem) {
            log.push({ auth: `${auth}: ${problem}`, status: 401 });
            return reply(res, 401, { error: { code: "Unauthorized", message: problem } });
          }
          if (
            req.method !== "POST" ||
            url.pathname !== "/sms" ||
            url.searchParams.get("api-version") !== "2021-03-07"
          ) {
            log.push({ auth, status: 404 });
            return reply(res, 404, { error: { code: "NotFound", message: "No such operation." } });
          }
          if (gate) {
            gate.arrive();
            await gate.released;
          }
          if (options.beforeAnswer) await options.beforeAnswer();
          if (throttled.times > 0) {
            throttled.times--;
            log.push({ auth, status: 429 });
            return reply(
              res,
              429,
              { error: { code: "TooManyRequests", message: "Too many requests." } },
              { "retry-after": String(throttled.retryAfter) },
            );
          }
          const request = JSON.parse(body) as {
            from: string;
            smsRecipients: { to: string }[];
            message: string;
            smsSendOptions?: { enableDeliveryReport?: boolean; tag?: string };
          };
          const value = request.smsRecipients.map(({ to }) => {
            if (refused.has(to))
              return { to, httpStatusCode: 400, successful: false, errorMessage: "Invalid To phone number." };
            const messageId = `Outgoing_${randomUUID()}_noam`;
            sent.push({
              from: request.from,
              to,
              message: request.message,
              enableDeliveryReport: request.smsSendOptions?.enableDeliveryReport ?? false,
              tag: request.smsSendOptions?.tag ?? null,
              messageId,
              auth,
            });
            return { to, messageId, httpStatusCode: 202, successful: true, repeatabilityResult: "accepted" };
          });
          log.push({ auth, status: 202 });
          reply(res, 202, { value });
        })();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    endpoint: `https://127.0.0.1:${port}`,
    sent: () => [...sent],
    requests: () => [...log],
    refuse: (number) => void refused.add(number),
    throttle: (times, retryAfter) => void (throttled = { times, retryAfter }),
    holdSends: (count = 1) => {
      let waitingFor = count;
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      gate = { arrive: () => void (--waitingFor <= 0 && arrive()), released };
      return {
        arrived,
        release: () => {
          gate = null;
          release();
        },
      };
    },
    reset: () => {
      sent = [];
      log = [];
      refused.clear();
      throttled = { times: 0, retryAfter: 0 };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The environment the site would be started with to use `fake` with its access key. */
export const fakeAcsEnv = (fake: FakeAcs, key: string | null = TEST_ACS_KEY): Record<string, string> => ({
  ACS_ENDPOINT: fake.endpoint,
  ACS_SMS_FROM: TEST_SMS_FROM,
  ...(key ? { ACS_ACCESS_KEY: key } : {}),
});
