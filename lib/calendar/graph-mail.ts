import "server-only";
import { withBudget } from "./graph-budget";
import { mailboxPath, sharedGraphConnection } from "./graph-client";
import type { GraphConfig } from "./graph-config";

export interface GraphMailMessage {
  /** The sending mailbox (needs the Mail.Send application permission). */
  from: string;
  to: string[];
  /** Where answers go, when not to the sending mailbox. */
  replyTo?: string;
  subject: string;
  text: string;
  /** Graph sends one body: the HTML when given, otherwise the text. */
  html?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends through Graph's sendMail. Not kept in Sent Items: the outbox is the record, and group
 * mailboxes would fill with confirmations. Throws CalendarUnavailableError (reason and code say
 * why) so the outbox can retry.
 */
export async function sendGraphMail(config: GraphConfig, mail: GraphMailMessage): Promise<void> {
  const { client } = sharedGraphConnection(config);
  const message = {
    subject: mail.subject,
    body: mail.html
      ? { contentType: "HTML", content: mail.html }
      : { contentType: "Text", content: mail.text },
    toRecipients: mail.to.map((address) => ({ emailAddress: { address } })),
    ...(mail.replyTo ? { replyTo: [{ emailAddress: { address: mail.replyTo } }] } : {}),
    attachments: (mail.attachments ?? []).map((a) => ({
      "@odata.type": "#microsoft.graph.fileAttachment",
      name: a.filename,
      contentType: a.contentType,
      contentBytes: a.content.toString("base64"),
    })),
  };
  await withBudget(SEND_TIMEOUT_MS, config.clientSecret, undefined, ({ signal, retry }) =>
    client
      .api(`${mailboxPath(mail.from)}/sendMail`)
      .option("signal", signal)
      .middlewareOptions([retry])
      .post({ message, saveToSentItems: false }),
  );
}
