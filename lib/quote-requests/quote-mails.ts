import { brand } from "@/data/brand";
import { formatPrice } from "@/lib/tires/category-tires";
import type { NewQuoteRequest, OutgoingMail } from "@/lib/db";
import { asText, escapeHtml, htmlDocument } from "@/lib/mail/html";
import { formatPhone } from "@/lib/core/phone";
import { applicationLabel, isQuoteApplication } from "@/lib/quotes/applications";

export const QUOTE_MAIL_KINDS = {
  sales: "quote-sales",
  customer: "quote-received",
  quoted: "quote-sent",
} as const;

/** "6 × Michelin XDR3 27.00R49": the size is added when the tire's name does not carry it already. */
const tireLine = (q: NewQuoteRequest) =>
  `${q.quantity} × ${q.product}${q.size && !q.product.includes(q.size) ? ` (${q.size})` : ""}`;

function requestRows(q: NewQuoteRequest): [string, string][] {
  const optional = (label: string, value: string): [string, string][] => (value ? [[label, value]] : []);
  return [
    ["Reference", q.reference],
    ["Tire", q.product],
    ...optional("Size", q.size),
    ["Quantity", String(q.quantity)],
    ["Application", isQuoteApplication(q.application) ? applicationLabel(q.application) : q.application],
    ...optional(
      "Catalog price",
      q.pricePerTireCents === null ? "" : `${formatPrice(q.pricePerTireCents / 100)} per tire`,
    ),
  ];
}

/**
 * The sales desk's copy: everything the customer told us. Its Reply-To is the customer, so the
 * desk answers with the quote straight from it.
 */
function salesMail(q: NewQuoteRequest): OutgoingMail {
  const rows: [string, string][] = [
    ...requestRows(q),
    ["Name", q.name],
    ...(q.company ? ([["Company", q.company]] as [string, string][]) : []),
    ["E-mail", q.email],
    ["Phone", formatPhone(q.phone)],
    ...(q.message ? ([["Message", q.message]] as [string, string][]) : []),
  ];
  const from = q.company ? `${q.name}, ${q.company}` : q.name;
  const intro = `A quote request from the website by ${from}. Reply to this e-mail to answer the customer directly.`;
  const footer = `The customer was told to expect a quote within one business day, quoting reference ${q.reference}.`;
  return {
    kind: QUOTE_MAIL_KINDS.sales,
    to: brand.salesEmail,
    replyTo: q.email,
    subject: `Quote request ${q.reference}: ${tireLine(q)}`,
    text: [intro, "", asText(rows), "", footer].join("\n"),
    html: htmlDocument(`Quote request ${q.reference}`, [escapeHtml(intro)], rows, [escapeHtml(footer)]),
    ics: null,
    reference: q.reference,
  };
}

/**
 * The customer's acknowledgement: the reference, what happens next, and how to reach sales. The
 * address is not proven, so the mail carries nothing the requester typed (no name, no message, no
 * typed tire): anyone can type anyone's address, and must not make our mail say their words to
 * them. Only a catalog tire is named, from our own data. The sales desk's copy has every word.
 */
function customerMail(q: NewQuoteRequest): OutgoingMail {
  const what = q.tireId ? ` on ${q.quantity} × ${q.product}` : "";
  const paragraphs = [
    `Thank you. We received your request for a quote${what}, reference ${q.reference}.`,
    `What happens next: our sales desk checks availability, delivery and fitting for your tires and sends you a written quote, usually within one business day (${brand.corporateOffice.hours}). If we need more details, such as the machine, the job site or when you need the tires, we will call you at the number you gave us.`,
    "A catalog price is a guide: your quote gives the price for your quantity, with delivery and mounting where you need them.",
    "If you did not ask for a quote, you can ignore this e-mail.",
  ];
  const footer = `Questions? Call our sales desk at ${brand.salesPhone} or write to ${brand.salesEmail} (you can simply reply to this e-mail), and mention reference ${q.reference}.`;
  return {
    kind: QUOTE_MAIL_KINDS.customer,
    to: q.email,
    replyTo: brand.salesEmail,
    subject: `Your quote request ${q.reference}`,
    text: [...paragraphs, footer].join("\n\n"),
    html: htmlDocument(
      "We received your quote request",
      paragraphs.map(escapeHtml),
      [],
      [escapeHtml(footer)],
    ),
    ics: null,
    reference: q.reference,
  };
}

/**
 * The e-mails of a quote request, written to the outbox with it: the sales desk's always, the
 * customer's acknowledgement unless the address had its day's share of mail (`acknowledge`).
 */
export function quoteMails(q: NewQuoteRequest, acknowledge = true): OutgoingMail[] {
  return acknowledge ? [salesMail(q), customerMail(q)] : [salesMail(q)];
}

/**
 * The sales desk's answer when it marks a request quoted: its message as written (plain text, in
 * the site's mail layout), with the request it answers. Replies go to the sales desk.
 */
export function quotedMail(q: NewQuoteRequest, message: string): OutgoingMail {
  const greeting = `Hello ${q.name},`;
  const intro = `Here is our quote for ${tireLine(q)} (reference ${q.reference}).`;
  const footer = `To order, or with any question, reply to this e-mail or call our sales desk at ${brand.salesPhone}, and mention reference ${q.reference}.`;
  const paragraphs = message
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    kind: QUOTE_MAIL_KINDS.quoted,
    to: q.email,
    replyTo: brand.salesEmail,
    subject: `Your quote ${q.reference} from ${brand.name}`,
    text: [greeting, intro, ...paragraphs, asText(requestRows(q)), footer].join("\n\n"),
    html: htmlDocument(
      `Your quote ${q.reference}`,
      // Line breaks inside a paragraph stay as the desk typed them.
      [greeting, intro, ...paragraphs].map((p) => escapeHtml(p).replace(/\n/g, "<br>")),
      requestRows(q),
      [escapeHtml(footer)],
    ),
    ics: null,
    reference: q.reference,
  };
}
