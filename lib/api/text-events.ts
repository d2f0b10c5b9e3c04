import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { handleInboundText } from "@/lib/appointments/text-replies";
import { NOT_JSON_MESSAGE } from "@/lib/http/request-body";
import { jsonError } from "@/lib/http/responses";
import { settings } from "@/lib/settings";
import { recordDeliveryReport } from "@/lib/texts/delivery-reports";

/**
 * The texts webhook (Azure Event Grid, from Communication Services): customers' replies and
 * delivery reports. Event Grid proves nothing about itself, so the subscription's address carries
 * a secret (`?code=`, SMS_WEBHOOK_SECRET); without the setting the webhook does not exist (404).
 * Event Grid retries anything but a 2xx or a 400-class refusal, so every answer here is one of
 * those: 200 when handled (an event type we do not use is acknowledged and ignored), 400 for a
 * body that is not Event Grid's, never a 500 for what was sent.
 */

export const VALIDATION_EVENT = "Microsoft.EventGrid.SubscriptionValidationEvent";
export const SMS_RECEIVED = "Microsoft.Communication.SMSReceived";
export const SMS_DELIVERY_REPORT = "Microsoft.Communication.SMSDeliveryReportReceived";

/** Event Grid delivers batches of up to 1 MB. */
const MAX_BODY_BYTES = 1024 * 1024;

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** 404 without the setting, 401 without the right secret, null when the request may go on. */
export function webhookRefusal(request: Request): Response | null {
  const secret = settings().smsWebhookSecret;
  if (!secret) return jsonError(404, "There is nothing at this address.");
  const given = new URL(request.url).searchParams.get("code") ?? "";
  if (!sameSecret(given, secret))
    return jsonError(401, "This webhook needs its secret in the address (?code=).");
  return null;
}

/**
 * The CloudEvents handshake (an OPTIONS with WebHook-Request-Origin): allowed, for the origin that
 * asked, once the secret is right.
 */
export function answerHandshake(request: Request): Response {
  const refused = webhookRefusal(request);
  if (refused) return refused;
  const origin = request.headers.get("webhook-request-origin");
  return new Response(null, {
    status: 200,
    headers: { Allow: "OPTIONS, POST", ...(origin ? { "WebHook-Allowed-Origin": origin } : {}) },
  });
}

const text = z.string().min(1).max(4000);
/** Event Grid's own schema names the type eventType; the CloudEvents schema names it type. */
const event = z.looseObject({
  eventType: z.string().optional(),
  type: z.string().optional(),
  data: z.unknown(),
});
const validationData = z.looseObject({ validationCode: text });
const receivedData = z.looseObject({
  messageId: text,
  from: text,
  to: text,
  message: z.string().max(4000),
  receivedTimestamp: z.string().optional(),
});
const deliveryData = z.looseObject({
  messageId: text,
  deliveryStatus: text,
  deliveryStatusDetails: z.string().max(1000).nullish(),
});

type Parsed =
  | { kind: "validation"; code: string }
  | { kind: "received"; data: z.infer<typeof receivedData> }
  | { kind: "delivery"; data: z.infer<typeof deliveryData> }
  | { kind: "ignored" };

/** One event, checked; a known type with data that is not what it should be throws (a 400). */
function parseEvent(raw: unknown): Parsed {
  const e = event.parse(raw);
  switch (e.eventType ?? e.type) {
    case VALIDATION_EVENT:
      return { kind: "validation", code: validationData.parse(e.data).validationCode };
    case SMS_RECEIVED:
      return { kind: "received", data: receivedData.parse(e.data) };
    case SMS_DELIVERY_REPORT:
      return { kind: "delivery", data: deliveryData.parse(e.data) };
    default:
      return { kind: "ignored" };
  }
}

async function readBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return null;
  const body = await request.text();
  return Buffer.byteLength(body) > MAX_BODY_BYTES ? null : body;
}

const receivedAt = (stamp: string | undefined, now: number) => {
  const at = stamp ? Date.parse(stamp) : NaN;
  return Number.isNaN(at) ? now : at;
};

/** JSON as Event Grid sends it: its own schema, or CloudEvents (one event, or a batch). */
const JSON_TYPES = ["application/json", "application/cloudevents+json", "application/cloudevents-batch+json"];

/** One POST from Event Grid: a validation handshake, or a batch of events, each handled once. */
export async function answerTextEvents(request: Request, now = Date.now()): Promise<Response> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!JSON_TYPES.includes(type)) return jsonError(415, NOT_JSON_MESSAGE);
  const refused = webhookRefusal(request);
  if (refused) return refused;
  const body = await readBody(request);
  if (body === null) return jsonError(413, "The batch is too large.");
  let events: Parsed[];
  try {
    const parsed: unknown = JSON.parse(body);
    events = (Array.isArray(parsed) ? parsed : [parsed]).map(parseEvent);
  } catch {
    return jsonError(400, "The body must be Event Grid events as JSON.");
  }
  const validation = events.find((e) => e.kind === "validation");
  if (validation) return Response.json({ validationResponse: validation.code });
  let handled = 0;
  for (const e of events) {
    if (e.kind === "received") {
      await handleInboundText({
        providerMessageId: e.data.messageId,
        from: e.data.from,
        to: e.data.to,
        body: e.data.message,
        receivedAt: receivedAt(e.data.receivedTimestamp, now),
      });
      handled++;
    } else if (e.kind === "delivery") {
      await recordDeliveryReport(
        {
          messageId: e.data.messageId,
          status: e.data.deliveryStatus,
          detail: e.data.deliveryStatusDetails ?? null,
        },
        now,
      );
      handled++;
    }
  }
  return Response.json({ success: true, handled, ignored: events.length - handled });
}
