import type { Metadata } from "next";
import { CompareView } from "@/components/tires/compare/compare-view";
import { parseLinkedVehicle } from "@/lib/scheduling/schedule-link";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { readCompareIds } from "@/lib/tires/compare";
import { COMPARE_PATH } from "@/lib/tires/compare-link";

// A comparison is whatever tires the link names: useful to share, not a page for search engines.
export const metadata: Metadata = pageMetadata({
  title: "Compare Tires",
  description:
    "Compare up to three tires side by side: price, installed set price, specifications and warranty.",
  path: COMPARE_PATH,
  noIndex: true,
});

export default async function ComparePage({ searchParams }: PageProps<"/tires/compare">) {
  const query = await searchParams;
  // The vehicle the customer searched by, when the comparison was opened from its results.
  const vehicle = parseLinkedVehicle(
    new URLSearchParams(
      Object.entries(query).flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])),
    ),
  );
  return <CompareView selection={readCompareIds(query.ids)} vehicle={vehicle} />;
}
