import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { getDatabase } from "@/lib/db";
import type { QueuedMail } from "@/lib/db/mail-types";
import { processOutbox } from "@/lib/mail/outbox";

const YEAR = 365 * 24 * 60 * 60_000;

export interface Mail {
  kind: string;
  subject: string;
  text: string;
  /** The HTML part (a reminder still waiting in the outbox has it too). */
  html?: string;
  ics: string | null;
  /** The Reply-To address, as the message carries it. */
  replyTo?: string | null;
}

const seenFiles = new Set<string>();

/**
 * The messages written since the last call: those sent (as .eml files, parsed back), and the
 * reminders waiting in the outbox (claimed here, so the next call sees only new ones).
 */
export async function drainMail(): Promise<Mail[]> {
  await processOutbox();
  const folder = join(process.env.DATA_DIR!, "outbox");
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => !seenFiles.has(join(folder, f)))
        .sort()
    : [];
  const sent: Mail[] = [];
  for (const file of files) {
    seenFiles.add(join(folder, file));
    const parsed = await simpleParser(readFileSync(join(folder, file)));
    const ics = parsed.attachments.find((a) => a.filename?.endsWith(".ics"));
    sent.push({
      kind: file.replace(/^\d+-/, "").replace(/\.eml$/, ""),
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: typeof parsed.html === "string" ? parsed.html : "",
      ics: ics ? ics.content.toString("utf8") : null,
      replyTo: parsed.replyTo?.value[0]?.address ?? null,
    });
  }
  const waiting: QueuedMail[] = await (
    await getDatabase()
  ).claimMail(`test-${Math.random()}`, Date.now() + YEAR, 60_000, 500);
  return [...sent, ...waiting];
}
