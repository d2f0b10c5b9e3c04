"use client";

import { useSearchParams } from "next/navigation";
import { Suspense, useActionState } from "react";
import { sendQuoteForm } from "@/lib/quote-forms/quote-action";
import type { QuoteFormState } from "@/lib/quote-forms/quote-form";
import { QuoteForm } from "./quote-form";
import type { QuoteProduct } from "./types";

/**
 * The quote form of /quote. The tire comes from the link (`?tire=`), which only the browser
 * knows on this static page, so until it is read the form stands without one. Posted without
 * JavaScript, the page comes back with the server's answer in the one form (kept here, outside
 * the part that waits for the address, so the answer finds it).
 */
export function QuoteRequest({ products }: { products: readonly QuoteProduct[] }) {
  const [answer, postAction] = useActionState(sendQuoteForm, null, "/quote");
  if (answer) return <QuoteForm products={products} answer={answer} postAction={postAction} />;
  return (
    <Suspense fallback={<QuoteForm products={products} answer={null} postAction={postAction} />}>
      <LinkedQuoteForm products={products} answer={answer} postAction={postAction} />
    </Suspense>
  );
}

/**
 * The quote form as a link opens it: `?tire={id}` fills in a catalog tire, `?application=` (from a
 * category page) preselects the application. Read in the browser, so /quote stays one static page.
 */
function LinkedQuoteForm({
  products,
  answer,
  postAction,
}: {
  products: readonly QuoteProduct[];
  answer: QuoteFormState | null;
  postAction: (form: FormData) => void;
}) {
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
      answer={answer}
      postAction={postAction}
    />
  );
}
