import { latestAppointmentTextedTo } from "./appointment-queries";
import type { Driver } from "./driver";
import { insertEvent } from "./history-queries";
import type { InboundContext, InboundHandling, InboundResult } from "./inbound-text-types";
import { insertMails } from "./outbox-queries";
import { insertCallEvent, openRoadCallFrom } from "./road-call-queries";
import { clearOptOut, insertTexts, isOptedOut, setOptOut } from "./text-queries";
import type { InboundText } from "./text-types";
import { toNumber as num } from "./values";

/**
 * Stores a customer's text once (by the provider's message id) and writes what `handle` decides
 * about it in the same transaction: a redelivered event finds the row and changes nothing.
 */
export async function receiveText(
  driver: Driver,
  text: InboundText,
  handle: (context: InboundContext) => InboundHandling,
): Promise<InboundResult> {
  return driver.transaction(async (tx) => {
    const stored = await tx.get(
      `INSERT INTO inbound_texts (provider_message_id, from_phone, to_phone, body, received_at, handled_as)
       VALUES (?, ?, ?, ?, ?, 'received') ON CONFLICT (provider_message_id) DO NOTHING RETURNING id`,
      [text.providerMessageId, text.from, text.to, text.body, text.receivedAt],
    );
    if (!stored) return { outcome: "duplicate" as const };
    const appointment = await latestAppointmentTextedTo(tx, text.from);
    const roadCall = await openRoadCallFrom(tx, text.from);
    const handling = handle({ appointment, roadCall, optedOut: await isOptedOut(tx, text.from) });
    if (handling.optOut && "set" in handling.optOut)
      await setOptOut(tx, text.from, handling.optOut.set, text.receivedAt);
    else if (handling.optOut) await clearOptOut(tx, text.from);
    await insertTexts(tx, handling.texts ?? [], text.receivedAt);
    await insertMails(tx, handling.mails ?? [], text.receivedAt);
    if (handling.event)
      await insertEvent(
        tx,
        handling.event.appointmentId,
        handling.event.entry,
        { actor: { kind: "customer" }, from: `text from ${text.from}` },
        text.receivedAt,
      );
    if (handling.roadCallEvent) {
      const { callId, what, detail } = handling.roadCallEvent;
      await insertCallEvent(tx, callId, what, detail, { kind: "customer" }, text.receivedAt);
    }
    await tx.run("UPDATE inbound_texts SET handled_as = ?, reference = ? WHERE id = ?", [
      handling.handledAs,
      (handling.roadCallEvent ? roadCall?.reference : appointment?.reference) ?? null,
      num(stored.id),
    ]);
    return { outcome: "handled" as const, handling };
  });
}
