import { expect } from "@playwright/test";
/**
 * Talks to the fake Graph server that the Graph-mode site uses, through the control API of
 * scripts/fake-graph/control.mjs. One fake serves every test of the run, so:
 * - inject failures only on paths no concurrent test uses (a failure is consumed by the first
 *   matching request, whoever sends it): e.g. a store mailbox that test alone reads;
 * - the site keeps its app token for about an hour (MSAL caches it), so token failures and role
 *   changes do not reach it; use startPrivateGraphSite() for those.
 */
import type {
  FailureOptions,
  FakeEvent,
  FakeEventInput,
  LoggedRequest,
} from "../../scripts/fake-graph/server.mjs";
import { fakeGraphControlUrl } from "./settings";

export type { FakeEvent, FakeEventInput, LoggedRequest };

/** A message the site sent through Graph; attachment contents are base64. */
export interface SentGraphMail {
  from: string;
  subject: string;
  body: { contentType: string; content: string };
  to: string[];
  attachments: { name: string; contentType: string; content: string }[];
  saveToSentItems: boolean;
}

export interface FakeGraphInfo {
  baseUrl: string;
  tenant: string;
  clientId: string;
  /** The certificate the fake serves, for NODE_EXTRA_CA_CERTS of another site process. */
  caFile: string;
}

async function control<T>(path: string, init?: { method: "POST"; body: unknown }): Promise<T> {
  const response = await fetch(`${fakeGraphControlUrl}${path}`, {
    method: init?.method ?? "GET",
    headers: init ? { "content-type": "application/json" } : undefined,
    body: init ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) {
    throw new Error(`fake Graph control ${path}: ${response.status} ${await response.text()}`);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export const fakeGraphInfo = () => control<FakeGraphInfo>("/health");

/** Every event the fake holds for a mailbox, including ones the site created. */
export const mailboxEvents = (mailbox: string) =>
  control<FakeEvent[]>(`/events?mailbox=${encodeURIComponent(mailbox)}`);

export const addEvent = (mailbox: string, event: FakeEventInput) =>
  control<FakeEvent>("/addEvent", { method: "POST", body: { mailbox, ...event } });

/** The next `times` (default 1) requests whose decoded path matches `path` fail with `status`. */
export const failNext = (path: RegExp | string, failure: FailureOptions) =>
  control<void>("/failNext", {
    method: "POST",
    body: { path: typeof path === "string" ? path : path.source, ...failure },
  });

export const sentMail = () => control<SentGraphMail[]>("/sentMail");

/** The newest one-time code sent through Graph to `email` (the code is the subject's start). */
export async function graphCodeFor(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await sentMail()).filter((m) => m.to.includes(email) && /^\d{6} /.test(m.subject));
        code = mails.at(-1)?.subject.slice(0, 6);
        return code !== undefined;
      },
      { message: `No code e-mail to ${email} through Graph`, timeout: 10_000 },
    )
    .toBe(true);
  return code!;
}

export const graphRequests = () => control<LoggedRequest[]>("/requests");

/** How many events overlap [from, to) and are not cancelled: what a calendar read reports. */
export function countEventsBetween(events: readonly FakeEvent[], from: number, to: number): number {
  return events.filter((e) => !e.isCancelled && Date.parse(e.start) < to && Date.parse(e.end) > from).length;
}

/** Regular-expression source matching exactly one mailbox's Graph paths. */
export function mailboxPathPattern(mailbox: string, below = ""): string {
  return `^/v1\\.0/users/${mailbox.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/${below}`;
}
