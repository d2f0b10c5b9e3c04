import { quoteStateLabel, type QuoteState } from "@/lib/quotes/quote-states";

const TONES: Record<QuoteState, string> = {
  new: "bg-brand-100 text-ink-900 dark:bg-yellow-950 dark:text-yellow-100",
  quoted: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  won: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  lost: "bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-100",
};

/** A request's state as a small label (the text says it; the colour only helps scanning). */
export function QuoteStateBadge({ state }: { state: QuoteState }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${TONES[state]}`}>
      {quoteStateLabel(state)}
    </span>
  );
}
