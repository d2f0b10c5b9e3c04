import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { SmsClient } from "@azure/communication-sms";
import { ClientSecretCredential } from "@azure/identity";
import { readGraphConfig } from "@/lib/calendar/graph-config";
import { dataDir, type QueuedText } from "@/lib/db";
import { settings, type Settings } from "@/lib/settings";

export type TextTransportKind = "acs" | "file";

/** Azure Communication Services when its endpoint and number are set; else text files. */
export function textTransportKind(current: Settings = settings()): TextTransportKind {
  return current.acs ? "acs" : "file";
}

export function textFolder(): string {
  return join(dataDir(), "texts");
}

/** The number texts come from in file mode (a made-up one, so a file reads like a real text). */
const FILE_FROM = "+18005550199";

/** One send did not go through: for good (`permanent`), or to be tried again (after `retryAfterMs`, if said). */
export class TextSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = "TextSendError";
  }
}

/** A send must end well inside the claim the outbox holds on the text. */
const SEND_TIMEOUT_MS = 30_000;

let acs: { key: string; client: SmsClient } | null = null;

/**
 * The SDK's client: signed with the access key (HMAC), or with a token for the Microsoft 365 app
 * the calendars already use. The SDK's own retries are off: the outbox retries, with back-off and
 * within its claim, and records each attempt.
 */
function acsClient(current: Settings): SmsClient {
  const config = current.acs!;
  const graph = readGraphConfig(current);
  const key = JSON.stringify([
    config.endpoint,
    config.accessKey,
    graph?.tenantId,
    graph?.clientId,
    graph?.clientSecret,
    graph?.authorityHost,
  ]);
  if (acs?.key === key) return acs.client;
  const options = { retryOptions: { maxRetries: 0 } };
  const client = config.accessKey
    ? // The connection-string form gives the SDK an AzureKeyCredential of its own.
      new SmsClient(`endpoint=${config.endpoint};accesskey=${config.accessKey}`, options)
    : new SmsClient(
        config.endpoint,
        new ClientSecretCredential(graph!.tenantId, graph!.clientId, graph!.clientSecret, {
          authorityHost: graph!.authorityHost,
          // Otherwise MSAL asks login.microsoftonline.com whether a custom authority host is trusted.
          disableInstanceDiscovery: true,
        }),
        options,
      );
  acs = { key, client };
  return client;
}

/** Seconds or an HTTP date, as Retry-After carries them; null when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** A refusal another attempt cannot change: a 4xx other than throttling and a timeout. */
const permanentStatus = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** What the SDK threw, as a send error: its status says whether to try again. */
function sendErrorOf(error: unknown): TextSendError {
  const e = error as {
    statusCode?: unknown;
    message?: unknown;
    response?: { headers?: { get(name: string): string | undefined } };
  };
  const message = typeof e?.message === "string" ? e.message : "Unknown error";
  const status = typeof e?.statusCode === "number" ? e.statusCode : null;
  // 401 and 403 are ours to fix (a key or a role): retried while an operator does.
  const permanent = status !== null && permanentStatus(status) && status !== 401 && status !== 403;
  return new TextSendError(
    status === null ? message : `${status}: ${message}`,
    permanent,
    retryAfterMs(e?.response?.headers?.get("retry-after")),
  );
}

async function sendThroughAcs(text: QueuedText, current: Settings): Promise<string> {
  let results;
  try {
    results = await acsClient(current).send(
      { from: current.acs!.from, to: [text.to], message: text.body },
      {
        enableDeliveryReport: true,
        // Comes back in the delivery report: which of our texts it is about.
        tag: `text-${text.id}`,
        abortSignal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
    );
  } catch (error) {
    throw sendErrorOf(error);
  }
  const result = results.find((r) => r.to === text.to) ?? results[0];
  if (!result) throw new TextSendError("No result for the recipient.", false);
  if (result.successful && result.messageId) return result.messageId;
  const status = result.httpStatusCode;
  throw new TextSendError(
    `${status}: ${result.errorMessage ?? "The text was not accepted."}`,
    permanentStatus(status),
  );
}

async function writeTextFile(text: QueuedText): Promise<string> {
  await mkdir(textFolder(), { recursive: true });
  const id = String(text.id).padStart(6, "0");
  await writeFile(
    join(textFolder(), `${id}-${text.kind}.txt`),
    [
      `To: ${text.to}`,
      `From: ${FILE_FROM}`,
      `Kind: ${text.kind}`,
      `Reference: ${text.reference ?? "none"}`,
      "",
      text.body,
      "",
    ].join("\n"),
  );
  return `file-${id}`;
}

/** Hands one text to the configured transport; answers the provider's message id, or throws a TextSendError. */
export async function sendText(text: QueuedText): Promise<string> {
  const current = settings();
  return textTransportKind(current) === "acs" ? sendThroughAcs(text, current) : writeTextFile(text);
}
