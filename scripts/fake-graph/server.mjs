// @ts-check
// A fake Entra ID token service and Microsoft Graph calendar/mail API on https://127.0.0.1, so the
// real @azure/identity and Graph client libraries can be exercised offline (tests and local runs).
// It implements only what the calendar provider and mail sender use, with Graph's status codes and
// error shapes, plus controls for tests (failures, delays, role changes, inspection).
import { randomBytes, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureCert } from "./cert.mjs";
import { onBody } from "./read-body.mjs";
import {
  aadError,
  eventTime,
  graphError,
  injectedFailure,
  logEntry,
  newId,
  parseJson,
  project,
  publicEvent,
  safeDecode,
  toJson,
  toRegExp,
  unknownSegment,
  uuidFor,
} from "./replies.mjs";
import { isKnownZone, parseUtc } from "./wall-time.mjs";

export { ensureCert };

/** The application roles the calendar integration needs (app-only names, see graph-provider.ts). */
export const ALL_ROLES = Object.freeze([
  "Calendars.ReadWrite",
  "Calendars.Read",
  "User.Read.All",
  "Mail.Send",
]);

/** Made-up defaults, so the CLI and a quick test need no arguments. Not real credentials. */
export const FAKE_CREDENTIALS = Object.freeze({
  tenant: "11111111-2222-4333-8444-555555555555",
  clientId: "66666666-7777-4888-9999-000000000000",
  clientSecret: "fake-graph-client-secret",
});

const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** @typedef {import("./server.d.mts").FakeGraphOptions} FakeGraphOptions */
/** @typedef {import("./server.d.mts").FakeGraph} FakeGraph */
/** @typedef {import("./server.d.mts").SentMail} SentMail */
/** @typedef {import("./server.d.mts").FailureOptions} FailureOptions */
/** @typedef {import("./server.d.mts").LoggedRequest} LoggedRequest */
/** @typedef {import("./replies.mjs").StoredEvent} StoredEvent */
/** @typedef {import("./replies.mjs").Reply} Reply */
/** @typedef {import("./replies.mjs").Req} Req */

/**
 * @param {FakeGraphOptions} [options]
 * @returns {Promise<FakeGraph>}
 */
export async function startFakeGraph(options = {}) {
  const {
    port = 0,
    tenant = FAKE_CREDENTIALS.tenant,
    clientId = FAKE_CREDENTIALS.clientId,
    clientSecret = FAKE_CREDENTIALS.clientSecret,
    roles = ALL_ROLES,
    certDir = join(tmpdir(), "allegheny-fake-graph-cert"),
  } = options;
  const { caFile, keyFile } = await ensureCert(certDir);

  let currentRoles = [...roles];
  /** @type {Map<string, Map<string, StoredEvent>>} lower-cased mailbox address → events by id */
  const mailboxes = new Map();
  /** @type {Map<string, string[]>} issued access token → its roles, fixed at issue like a real token */
  const tokens = new Map();
  /** @type {SentMail[]} */
  let sent = [];
  /** @type {LoggedRequest[]} */
  let log = [];
  /** @type {(FailureOptions & { pattern: RegExp, times: number })[]} */
  let failures = [];
  /** @type {{ pattern: RegExp, ms: number }[]} */
  let delays = [];
  /** @typedef {{ pattern: RegExp, arrive: () => void, release: () => void, released: Promise<void> }} Hold */
  /** @type {Hold[]} waiting for their request */
  let holds = [];
  /** @type {Set<Hold>} holding a request now */
  const holding = new Set();
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();

  /** @param {string} email */
  const mailbox = (email) => mailboxes.get(email.toLowerCase());

  /** @param {number} ms */
  const sleep = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve(undefined);
      }, ms);
      timers.add(timer);
    });

  const server = createServer({ key: await readFile(keyFile), cert: await readFile(caFile) }, (req, res) => {
    onBody(req, MAX_BODY_BYTES, (text) => {
      const url = new URL(req.url ?? "/", "https://127.0.0.1");
      /** @type {Req} */
      const request = {
        method: req.method ?? "GET",
        path: safeDecode(url.pathname),
        segments: url.pathname.split("/").filter(Boolean).map(safeDecode),
        url,
        headers: req.headers,
        body: text ?? "",
      };
      const entry = logEntry(request);
      log.push(entry);
      respond(request, text === null)
        .catch((error) => graphError(500, "InternalServerError", String(error)))
        .then((reply) => {
          entry.status = reply.status;
          // The client may have given up (time budget) while a delay was running.
          if (res.destroyed) return;
          const headers = { ...reply.headers, "request-id": randomUUID() };
          if (reply.body === undefined) {
            res.writeHead(reply.status, headers).end();
          } else {
            res
              .writeHead(reply.status, { ...headers, "content-type": "application/json; charset=utf-8" })
              .end(JSON.stringify(reply.body));
          }
        });
    });
  });

  /**
   * @param {Req} req
   * @param {boolean} tooLarge
   * @returns {Promise<Reply>}
   */
  async function respond(req, tooLarge) {
    const hold = holds.find((h) => h.pattern.test(req.path));
    if (hold) {
      holds = holds.filter((h) => h !== hold);
      holding.add(hold);
      hold.arrive();
      await hold.released;
      holding.delete(hold);
    }
    for (const rule of delays) if (rule.pattern.test(req.path)) await sleep(rule.ms);
    const failure = failures.find((f) => f.pattern.test(req.path));
    if (failure) {
      failure.times -= 1;
      failures = failures.filter((f) => f.times > 0);
      if (!failure.afterHandling) return injectedFailure(req, failure);
    }
    if (tooLarge) return graphError(413, "RequestEntityTooLarge", "The request body is too large.");
    const reply = route(req);
    // The work is done but the client hears a failure, as when a gateway times out on the way back.
    return failure ? injectedFailure(req, failure) : reply;
  }

  /**
   * @param {Req} req
   * @returns {Reply}
   */
  function route(req) {
    const [first, ...rest] = req.segments;
    if (first === "v1.0") return graph(req, rest);
    if (first === tenant) return identity(req, rest.join("/"));
    if (first !== undefined && /^[\w.-]+$/.test(first) && rest[0] === "oauth2") {
      return aadError(400, "invalid_request", `AADSTS90002: Tenant '${first}' not found.`);
    }
    // Anything else is a request this fake does not know yet (e.g. a new MSAL metadata call): say so.
    console.error(`fake-graph: unhandled ${req.method} ${req.url.pathname}${req.url.search}`);
    return graphError(400, "BadRequest", `Resource not found for the segment '${first ?? ""}'.`);
  }

  /**
   * @param {Req} req
   * @param {string} path below /{tenant}/
   * @returns {Reply}
   */
  function identity(req, path) {
    const base = `${origin()}/${tenant}`;
    if (req.method === "GET" && path === "v2.0/.well-known/openid-configuration") {
      return {
        status: 200,
        body: {
          token_endpoint: `${base}/oauth2/v2.0/token`,
          authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
          device_authorization_endpoint: `${base}/oauth2/v2.0/devicecode`,
          end_session_endpoint: `${base}/oauth2/v2.0/logout`,
          issuer: `${base}/v2.0`,
          jwks_uri: `${base}/discovery/v2.0/keys`,
          token_endpoint_auth_methods_supported: [
            "client_secret_post",
            "private_key_jwt",
            "client_secret_basic",
          ],
          response_types_supported: ["code", "id_token", "code id_token", "id_token token"],
          scopes_supported: ["openid", "profile", "email", "offline_access"],
          tenant_region_scope: "NA",
        },
      };
    }
    if (req.method === "GET" && path === "discovery/v2.0/keys") return { status: 200, body: { keys: [] } };
    if (req.method === "POST" && path === "oauth2/v2.0/token") return token(new URLSearchParams(req.body));
    console.error(`fake-graph: unhandled ${req.method} /${tenant}/${path}`);
    return aadError(404, "invalid_request", "This endpoint is not implemented by fake-graph.");
  }

  /**
   * Client-credentials grant only, with Entra ID's error codes for the mistakes people make.
   * @param {URLSearchParams} form
   * @returns {Reply}
   */
  function token(form) {
    if (form.get("grant_type") !== "client_credentials") {
      return aadError(
        400,
        "unsupported_grant_type",
        "AADSTS70003: The app requested an unsupported grant type.",
      );
    }
    if (form.get("client_id") !== clientId) {
      return aadError(
        400,
        "unauthorized_client",
        `AADSTS700016: Application with identifier '${form.get("client_id")}' was not found in the directory.`,
      );
    }
    if (form.get("client_secret") !== clientSecret) {
      return aadError(
        401,
        "invalid_client",
        `AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${clientId}'.`,
      );
    }
    if (!(form.get("scope") ?? "").split(" ").some((s) => s.endsWith("/.default"))) {
      return aadError(400, "invalid_scope", "AADSTS1002012: The provided value for scope is not valid.");
    }
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      aud: "https://graph.microsoft.com",
      iss: `https://sts.windows.net/${tenant}/`,
      iat: now,
      nbf: now,
      exp: now + 3599,
      appid: clientId,
      tid: tenant,
      oid: randomUUID(),
      roles: [...currentRoles],
      uti: randomBytes(8).toString("base64url"),
    };
    // Unsigned: neither MSAL nor the Graph client verify access tokens; only the resource does.
    const accessToken = [{ typ: "JWT", alg: "none" }, payload]
      .map((part) => Buffer.from(JSON.stringify(part)).toString("base64url"))
      .concat("")
      .join(".");
    tokens.set(accessToken, payload.roles);
    return {
      status: 200,
      body: { token_type: "Bearer", expires_in: 3599, ext_expires_in: 3599, access_token: accessToken },
    };
  }

  /**
   * @param {Req} req
   * @param {string[]} segments below /v1.0/
   * @returns {Reply}
   */
  function graph(req, segments) {
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? "");
    if (!auth) return graphError(401, "InvalidAuthenticationToken", "Access token is empty.");
    const granted = tokens.get(auth[1] ?? "");
    if (!granted) return graphError(401, "InvalidAuthenticationToken", "Access token validation failure.");
    /** @param {string[]} needed any one of */
    const allowed = (...needed) => needed.some((role) => granted.includes(role));
    const denied = () =>
      graphError(403, "ErrorAccessDenied", "Access is denied. Check credentials and try again.");

    const [users, email, collection, id, ...extra] = segments;
    const key = `${req.method} ${collection ?? ""}${id === undefined ? "" : "/{id}"}`;
    if (users !== "users" || email === undefined || extra.length > 0) return unknownSegment(segments);

    if (key === "GET ") {
      if (!allowed("User.Read.All")) {
        return graphError(
          403,
          "Authorization_RequestDenied",
          "Insufficient privileges to complete the operation.",
        );
      }
      if (!mailbox(email)) {
        return graphError(404, "Request_ResourceNotFound", `Resource '${email}' does not exist.`);
      }
      return {
        status: 200,
        body: { id: uuidFor(email), displayName: email.split("@")[0], mail: email, userPrincipalName: email },
      };
    }

    const routes = {
      "GET calendarView": () =>
        allowed("Calendars.Read", "Calendars.ReadWrite") ? calendarView(req, email) : denied(),
      "POST events": () => (allowed("Calendars.ReadWrite") ? createEvent(req, email) : denied()),
      "DELETE events/{id}": () => (allowed("Calendars.ReadWrite") ? deleteEvent(email, id ?? "") : denied()),
      "PATCH events/{id}": () =>
        allowed("Calendars.ReadWrite") ? updateEvent(req, email, id ?? "") : denied(),
      "POST sendMail": () => (allowed("Mail.Send") ? sendMail(req, email) : denied()),
    };
    const handler = routes[/** @type {keyof typeof routes} */ (key)];
    if (!handler) return unknownSegment(segments);
    if (!mailbox(email))
      return graphError(404, "ErrorItemNotFound", "The specified object was not found in the store.");
    return handler();
  }

  /**
   * Events overlapping [startDateTime, endDateTime), in the zone the Prefer header asks for, paged
   * with $top/$skip and @odata.nextLink as Graph does.
   * @param {Req} req
   * @param {string} email
   * @returns {Reply}
   */
  function calendarView(req, email) {
    const q = req.url.searchParams;
    const from = parseUtc(q.get("startDateTime") ?? "");
    const to = parseUtc(q.get("endDateTime") ?? "");
    if (Number.isNaN(from) || Number.isNaN(to)) {
      return graphError(
        400,
        "ErrorInvalidParameter",
        "This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.",
      );
    }
    const top = Math.min(Number(q.get("$top") ?? 10) || 10, 1000);
    const skip = Number(q.get("$skip") ?? 0) || 0;
    const select = q.get("$select")?.split(",");
    const asked = /outlook\.timezone="([^"]+)"/.exec(String(req.headers.prefer ?? ""))?.[1];
    const zone = asked !== undefined && isKnownZone(asked) ? asked : "UTC";

    const matching = [...(mailbox(email)?.values() ?? [])]
      .filter((e) => e.start < to && e.end > from)
      .sort((a, b) => a.start - b.start);
    const page = matching.slice(skip, skip + top).map((e) => project(toJson(e, zone), select));
    /** @type {Record<string, unknown>} */
    const body = {
      "@odata.context": `${origin()}/v1.0/$metadata#users('${email}')/calendarView`,
      value: page,
    };
    if (skip + top < matching.length) {
      const next = new URLSearchParams(q);
      next.set("$skip", String(skip + top));
      body["@odata.nextLink"] = `${origin()}${req.url.pathname}?${next}`;
    }
    return {
      status: 200,
      body,
      headers: zone === asked ? { "preference-applied": `outlook.timezone="${zone}"` } : {},
    };
  }

  /**
   * @param {Req} req
   * @param {string} email
   * @returns {Reply}
   */
  function createEvent(req, email) {
    const input = parseJson(req.body);
    const start = eventTime(input?.start);
    const end = eventTime(input?.end);
    if (!input || Number.isNaN(start) || Number.isNaN(end) || end <= start) {
      return graphError(
        400,
        "ErrorInvalidRequest",
        'start and end must be { dateTime, timeZone: "UTC" } with end after start (this fake accepts only UTC).',
      );
    }
    const events = /** @type {Map<string, StoredEvent>} */ (mailbox(email));
    // Graph's de-duplication: a retried POST with the same transactionId returns the first event.
    const transactionId = typeof input.transactionId === "string" ? input.transactionId : undefined;
    const existing = transactionId && [...events.values()].find((e) => e.transactionId === transactionId);
    if (existing) return { status: 201, body: toJson(existing, "UTC") };

    /** @type {StoredEvent} */
    const event = {
      id: newId(),
      subject: String(input.subject ?? ""),
      start,
      end,
      showAs: typeof input.showAs === "string" ? input.showAs : "busy",
      isCancelled: false,
      transactionId,
      body: input.body,
      location: input.location,
      attendees: input.attendees,
      categories: input.categories,
    };
    events.set(event.id, event);
    return { status: 201, body: toJson(event, "UTC") };
  }

  /**
   * Graph's PATCH: only the properties sent change (subject, body, start, end, location, categories).
   * @param {Req} req
   * @param {string} email
   * @param {string} id
   * @returns {Reply}
   */
  function updateEvent(req, email, id) {
    const event = mailbox(email)?.get(id);
    if (!event)
      return graphError(404, "ErrorItemNotFound", "The specified object was not found in the store.");
    const input = parseJson(req.body);
    if (!input) return graphError(400, "ErrorInvalidRequest", "The body must be a JSON object.");
    const start = input.start === undefined ? event.start : eventTime(input.start);
    const end = input.end === undefined ? event.end : eventTime(input.end);
    if (Number.isNaN(start) || Number.isNaN(end) || end <= start)
      return graphError(
        400,
        "ErrorInvalidRequest",
        "start and end must be UTC { dateTime, timeZone } with end after start.",
      );
    Object.assign(event, {
      start,
      end,
      ...(input.subject !== undefined ? { subject: String(input.subject) } : {}),
      ...(input.body !== undefined ? { body: input.body } : {}),
      ...(input.location !== undefined ? { location: input.location } : {}),
      ...(input.categories !== undefined ? { categories: input.categories } : {}),
    });
    return { status: 200, body: toJson(event, "UTC") };
  }

  /**
   * @param {string} email
   * @param {string} id
   * @returns {Reply}
   */
  function deleteEvent(email, id) {
    if (!mailbox(email)?.delete(id)) {
      return graphError(404, "ErrorItemNotFound", "The specified object was not found in the store.");
    }
    return { status: 204 };
  }

  /**
   * @param {Req} req
   * @param {string} from
   * @returns {Reply}
   */
  function sendMail(req, from) {
    const input = parseJson(req.body);
    const message = input?.message;
    /** @type {{ emailAddress?: { address?: string } }[]} */
    const to = Array.isArray(message?.toRecipients) ? message.toRecipients : [];
    if (!message || to.length === 0) {
      return graphError(400, "ErrorInvalidRecipients", "At least one recipient isn't valid.");
    }
    /** @type {{ "@odata.type"?: string, name?: string, contentType?: string, contentBytes?: string }[]} */
    const attachments = Array.isArray(message.attachments) ? message.attachments : [];
    if (
      attachments.some(
        (a) => a?.["@odata.type"] !== "#microsoft.graph.fileAttachment" || typeof a.contentBytes !== "string",
      )
    ) {
      return graphError(400, "ErrorInvalidRequest", "Attachments must be fileAttachment with contentBytes.");
    }
    sent.push({
      from,
      subject: String(message.subject ?? ""),
      body: {
        contentType: String(message.body?.contentType ?? "Text"),
        content: String(message.body?.content ?? ""),
      },
      to: to.map((r) => String(r?.emailAddress?.address ?? "")),
      replyTo: (Array.isArray(message.replyTo) ? message.replyTo : []).map(
        (/** @type {{ emailAddress?: { address?: string } }} */ r) => String(r?.emailAddress?.address ?? ""),
      ),
      attachments: attachments.map((a) => ({
        name: String(a.name ?? ""),
        contentType: String(a.contentType ?? ""),
        content: Buffer.from(a.contentBytes ?? "", "base64"),
      })),
      saveToSentItems: input.saveToSentItems !== false,
    });
    return { status: 202 };
  }

  /** Lets every held request be answered, and drops holds still waiting for theirs. */
  const releaseHolds = () => {
    for (const hold of [...holds, ...holding]) hold.release();
    holds = [];
  };

  const actualPort = () => {
    const address = server.address();
    return typeof address === "object" && address ? address.port : port;
  };
  const origin = () => `https://127.0.0.1:${actualPort()}`;

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });

  return {
    authorityHost: origin(),
    baseUrl: origin(),
    caFile,
    tenant,
    clientId,
    port: actualPort(),
    async close() {
      releaseHolds();
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
    addMailbox(email) {
      if (!mailbox(email)) mailboxes.set(email.toLowerCase(), new Map());
    },
    addEvent(email, { subject, start, end, showAs = "busy", isCancelled = false, isAllDay, categories }) {
      const events = mailbox(email);
      if (!events) throw new Error(`fake-graph: no mailbox ${email}; call addMailbox first`);
      /** @type {StoredEvent} */
      const event = {
        id: newId(),
        subject,
        start: parseUtc(start),
        end: parseUtc(end),
        showAs,
        isCancelled,
        ...(isAllDay === undefined ? {} : { isAllDay }),
        ...(categories === undefined ? {} : { categories: [...categories] }),
      };
      if (Number.isNaN(event.start) || Number.isNaN(event.end))
        throw new Error("fake-graph: start/end must be ISO UTC");
      events.set(event.id, event);
      return publicEvent(event);
    },
    events(email) {
      return [...(mailbox(email)?.values() ?? [])].map(publicEvent);
    },
    sentMail: () => [...sent],
    failNext(pathPattern, { times = 1, ...failure }) {
      failures.push({ ...failure, pattern: toRegExp(pathPattern), times });
    },
    delay(pathPattern, ms) {
      delays.push({ pattern: toRegExp(pathPattern), ms });
    },
    holdNext(pathPattern) {
      /** @type {() => void} */
      let arrive = () => {};
      /** @type {() => void} */
      let release = () => {};
      const arrived = new Promise((resolve) => (arrive = () => resolve(undefined)));
      const released = new Promise((resolve) => (release = () => resolve(undefined)));
      holds.push({ pattern: toRegExp(pathPattern), arrive, release, released });
      return { arrived, release };
    },
    setRoles(next) {
      currentRoles = [...next];
    },
    reset() {
      for (const events of mailboxes.values()) events.clear();
      sent = [];
      log = [];
      failures = [];
      delays = [];
      releaseHolds();
      currentRoles = [...roles];
    },
    requests: () => [...log],
  };
}
