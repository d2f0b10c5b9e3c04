import { brand } from "@/data/brand";
import type { OutgoingMail } from "@/lib/db";
import { escapeHtml, htmlDocument } from "@/lib/mail/html";

export const CONTACT_CODE_KIND = "contact-code";

/**
 * The e-mail with a one-time code. It goes to an address nobody has proven yet, so it carries
 * nothing the requester typed (no name, no comments): only our own words and the code. Whoever
 * typed someone else's address can make it arrive, but cannot make it say anything.
 */
export function contactCodeMail(to: string, code: string): OutgoingMail {
  const paragraphs = [
    `Your code is ${code}. Enter it on our booking page to send your request. It works for 15 minutes.`,
    "If you did not ask for this code, you can ignore this e-mail: nothing has been booked, and no one can book with your address without the code.",
  ];
  const footer = `${brand.name} · ${brand.phone} · We never ask for this code by phone.`;
  return {
    kind: CONTACT_CODE_KIND,
    to,
    subject: `${code} is your ${brand.shortName} code`,
    text: [...paragraphs, footer].join("\n\n"),
    html: htmlDocument(`Your code: ${code}`, paragraphs.map(escapeHtml), [], [escapeHtml(footer)]),
    ics: null,
    reference: null,
  };
}
