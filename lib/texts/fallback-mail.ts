import { brand } from "@/data/brand";
import type { OutgoingMail, QueuedText } from "@/lib/db";
import { escapeHtml, htmlDocument } from "@/lib/mail/html";
import { displayPhone } from "./rules";

export const FALLBACK_MAIL_KIND = "text-fallback";

/**
 * The e-mail that carries a text's words when the text cannot be delivered (the number refused
 * it, the carrier reported it undeliverable, or it failed every attempt): the same words, to the
 * address the text named, saying why it came by e-mail.
 */
export function textFallbackMail(text: QueuedText): OutgoingMail | null {
  if (!text.fallbackEmail) return null;
  const why = `We tried to text this to ${displayPhone(text.to)}, but the text could not be delivered, so here it is by e-mail.`;
  return {
    kind: FALLBACK_MAIL_KIND,
    to: text.fallbackEmail,
    subject: text.fallbackSubject ?? `A message from ${brand.name}`,
    text: [text.body, "", why, "", `${brand.name}, ${brand.tagline}`].join("\n"),
    html: htmlDocument(
      text.fallbackSubject ?? "A message from us",
      [escapeHtml(text.body), escapeHtml(why)],
      [],
      [],
    ),
    ics: null,
    reference: text.reference,
  };
}
