import type { TireCategoryId } from "@/data/tires/types";

/**
 * What the tires will do, as the quote form offers it: the sales desk prices and sources by
 * application (a steer tire for a fleet is not a loader tire for a quarry).
 */
export const QUOTE_APPLICATIONS = [
  { value: "on-highway", label: "On-highway fleet" },
  { value: "farm", label: "Farm" },
  { value: "construction", label: "Construction" },
  { value: "mining", label: "Mining" },
  { value: "industrial", label: "Industrial / forklift" },
  { value: "other", label: "Other" },
] as const;

export type QuoteApplication = (typeof QUOTE_APPLICATIONS)[number]["value"];

export function isQuoteApplication(value: unknown): value is QuoteApplication {
  return QUOTE_APPLICATIONS.some((a) => a.value === value);
}

export function applicationLabel(value: QuoteApplication): string {
  return QUOTE_APPLICATIONS.find((a) => a.value === value)!.label;
}

/** The application a catalog category's tires are usually bought for: the form's first guess. */
export const APPLICATION_OF_CATEGORY: Readonly<Record<TireCategoryId, QuoteApplication>> = {
  commercial: "on-highway",
  farm: "farm",
  industrial: "industrial",
  mining: "mining",
  "off-road": "construction",
};

/** Links into /quote: the tire (its catalog id) and, without one, the application to preselect. */
export function quoteHref({ tireId, application }: { tireId?: string; application?: QuoteApplication }) {
  const params = new URLSearchParams();
  if (tireId) params.set("tire", tireId);
  else if (application) params.set("application", application);
  const query = params.toString();
  return query ? `/quote?${query}` : "/quote";
}
