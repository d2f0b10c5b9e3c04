"use client";

import { useSearchParams } from "next/navigation";
import { QuoteForm } from "./quote-form";
import type { QuoteProduct } from "./types";

/**
 * The quote form as a link opens it: `?tire={id}` fills in a catalog tire, `?application=` (from a
 * category page) preselects the application. Read in the browser, so /quote stays one static page.
 */
export function LinkedQuoteForm({ products }: { products: readonly QuoteProduct[] }) {
  const search = useSearchParams();
  const tireId = search.get("tire");
  const application = search.get("application");
  // A new link (e.g. Back to another tire's link) starts a new form.
  return (
    <QuoteForm
      key={`${tireId}|${application}`}
      products={products}
      tireId={tireId}
      application={application}
    />
  );
}
