import { newReference } from "@/lib/core/tokens";
import { getTire } from "@/lib/tires/category-tires";
import { tireTitle } from "@/lib/tires/tire-title";
import { constraintViolation, getDatabase, type NewQuoteRequest, type QuoteRequestRecord } from "@/lib/db";
import { mayMailUnproven } from "@/lib/contact-proof/recipient-caps";
import { quoteMails } from "./quote-mails";
import { QUOTE_MESSAGES, type QuoteRequest } from "@/lib/quotes/quote-request";

export const QUOTE_REFERENCE_PREFIX = "Q";

export type QuoteOutcome = { ok: true; quote: QuoteRequestRecord } | { ok: false; message: string };

/**
 * Records a validated quote request with its two e-mails (sales desk, customer) in one
 * transaction. A catalog tire is kept as offered now: its title and price.
 */
export async function submitQuote(request: QuoteRequest, now = Date.now()): Promise<QuoteOutcome> {
  const tire = request.tireId ? getTire(request.tireId) : undefined;
  if (request.tireId && !tire) return { ok: false, message: QUOTE_MESSAGES.tireUnknown };
  const db = await getDatabase();
  // The acknowledgement goes to an address nobody has proven: capped per address across forms.
  const acknowledge = await mayMailUnproven(request.email, now);
  // References are random; in the unlikely case one is taken, the next try draws another.
  for (let attempt = 1; ; attempt++) {
    const quote: NewQuoteRequest = {
      reference: newReference(QUOTE_REFERENCE_PREFIX),
      tireId: tire?.id ?? null,
      product: tire ? tireTitle(tire) : request.product,
      size: request.size || (tire?.size ?? ""),
      quantity: request.quantity,
      application: request.application,
      company: request.company,
      name: request.name,
      email: request.email,
      phone: request.phone,
      message: request.message,
      pricePerTireCents: tire ? Math.round(tire.price * 100) : null,
      createdAt: now,
    };
    try {
      return { ok: true, quote: await db.insertQuoteRequest(quote, quoteMails(quote, acknowledge)) };
    } catch (error) {
      if (attempt >= 3 || constraintViolation(error) !== "unique") throw error;
    }
  }
}
