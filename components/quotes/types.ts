import type { QuoteApplication } from "@/lib/quotes/applications";

/** A catalog tire as the quote form shows it: enough to name it, nothing the form doesn't use. */
export interface QuoteProduct {
  id: string;
  brand: string;
  name: string;
  size: string;
  category: string;
  /** The category's page, for "more tires like this" after sending. */
  categoryPath: string;
  application: QuoteApplication;
}
