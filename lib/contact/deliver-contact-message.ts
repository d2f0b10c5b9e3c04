import { brand } from "@/data/brand";
import { findLocation } from "@/data/locations";
import { getDatabase } from "@/lib/db";
import { processOutbox } from "@/lib/mail/outbox";
import type { ContactRequest } from "./contact-request";

export type ContactOutcome = { ok: true; message: string } | { ok: false; message: string };

const escape = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * Stores a validated message with its e-mail to the chosen store (or the corporate office) in
 * one transaction and starts the outbox. POST /api/contact and the form's server action both
 * answer with this outcome's words.
 */
export async function deliverContactMessage({
  name,
  email,
  phone,
  storeId,
  message,
}: ContactRequest): Promise<ContactOutcome> {
  const location = storeId ? findLocation(storeId) : undefined;
  if (storeId && !location) return { ok: false, message: "Please choose one of our locations." };
  const to = location?.email ?? brand.email;
  const phoneText = phone ? phone.replace(/(\d{3})(\d{3})(\d{4})/, "($1) $2-$3") : "not given";
  const text = [
    `Message from the website contact form${location ? ` for ${location.name}` : ""}.`,
    "",
    `Name: ${name}`,
    `E-mail: ${email}`,
    `Phone: ${phoneText}`,
    "",
    message,
  ].join("\n");
  const db = await getDatabase();
  await db.insertContactMessage(
    { name, email, phone, storeId: location?.id ?? null, message, createdAt: Date.now() },
    [
      {
        kind: "contact",
        to,
        subject: `Website message from ${name}`,
        text,
        html: `<pre style="font-family:Arial,Helvetica,sans-serif;white-space:pre-wrap">${escape(text)}</pre>`,
        ics: null,
        reference: null,
      },
    ],
  );
  void processOutbox();
  return {
    ok: true,
    message: `Thank you, ${name}. Your message was sent${location ? ` to our ${location.name} store` : ""}; we usually reply within one business day.`,
  };
}
