import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { readGraphConfig } from "@/lib/calendar/graph-config";
import { sendGraphMail } from "@/lib/calendar/graph-mail";
import { dataDir, type QueuedMail } from "@/lib/db";
import { settings, type Settings } from "@/lib/settings";
import { LINE_BREAKING, toOneLine } from "@/lib/core/one-line";
import { asciiEmailAddress } from "@/lib/core/address-rules";

export type MailTransportKind = "smtp" | "graph" | "file";

const DEFAULT_FROM = '"Allegheny Tire & Service" <appointments@alleghenytire.example>';

/** SMTP when SMTP_URL is set; else Microsoft Graph when its credentials and MAIL_FROM are; else .eml files. */
export function mailTransportKind(current: Settings = settings()): MailTransportKind {
  if (current.smtpUrl) return "smtp";
  if (current.mailFrom && readGraphConfig(current)) return "graph";
  return "file";
}

export function outboxFolder(): string {
  return join(dataDir(), "outbox");
}

/** A queued address holding what no configured or customer address has: it is never sent. */
export class UnsafeMailAddressError extends Error {
  constructor(address: string) {
    super(`Refusing to send to ${JSON.stringify(address)}: not a plain e-mail address.`);
    this.name = "UnsafeMailAddressError";
  }
}

/**
 * A recipient as it goes into a header. The forms only let plain addresses through; this checks
 * again where the header is written. One address goes in its ASCII form (international domains
 * as punycode); anything else (an operator's list in OPS_EMAIL, say) only without line breaks or
 * encoded words, which could add a header or show a reader another address.
 */
export function headerAddress(address: string): string {
  const plain = asciiEmailAddress(address.trim());
  if (plain !== null) return plain;
  if (LINE_BREAKING.test(address) || address.includes("=?")) throw new UnsafeMailAddressError(address);
  return address;
}

/** The headers built from queued text, each on one line whatever the text holds. */
function headers(mail: QueuedMail) {
  return {
    to: headerAddress(mail.to),
    subject: toOneLine(mail.subject),
    ...(mail.replyTo ? { replyTo: headerAddress(mail.replyTo) } : {}),
  };
}

function message(mail: QueuedMail): Mail.Options {
  return {
    from: settings().mailFrom ?? DEFAULT_FROM,
    ...headers(mail),
    text: mail.text,
    html: mail.html,
    // The invite is attached, and also offered inline so calendar-aware clients show buttons.
    ...(mail.ics
      ? {
          attachments: [
            {
              filename: "appointment.ics",
              content: mail.ics,
              contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            },
          ],
        }
      : {}),
  };
}

let smtp: { url: string; transporter: Transporter } | null = null;
let fileTransport: Transporter | null = null;

/** Hands one message to the configured transport; throws if it was not accepted. */
export async function deliver(mail: QueuedMail): Promise<void> {
  const current = settings();
  const kind = mailTransportKind(current);
  if (kind === "smtp") {
    const url = current.smtpUrl!;
    // Bounded waits: a send must end well inside the claim the outbox holds on the message.
    if (smtp?.url !== url)
      smtp = {
        url,
        transporter: nodemailer.createTransport({
          url,
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 30_000,
        }),
      };
    await smtp.transporter.sendMail(message(mail));
    return;
  }
  if (kind === "graph") {
    const from = (current.mailFrom ?? "").replace(/^.*<([^>]+)>.*$/, "$1").trim();
    const { to, ...rest } = headers(mail);
    await sendGraphMail(readGraphConfig(current)!, {
      from,
      to: [to],
      ...rest,
      text: mail.text,
      html: mail.html,
      attachments: mail.ics
        ? [{ filename: "appointment.ics", contentType: "text/calendar", content: Buffer.from(mail.ics) }]
        : [],
    });
    return;
  }
  fileTransport ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = (await fileTransport.sendMail(message(mail))) as { message: Buffer };
  await mkdir(outboxFolder(), { recursive: true });
  await writeFile(join(outboxFolder(), `${String(mail.id).padStart(6, "0")}-${mail.kind}.eml`), info.message);
}
