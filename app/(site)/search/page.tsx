import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SearchResults } from "@/components/search/search-results";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { readQueryValue } from "@/lib/search/query-input";
import { searchSite } from "@/lib/search/site-search";

/**
 * The site search's results, rendered on the server for the header box's plain GET form: one
 * clear answer (a size, a vehicle's size, a category, a quote tire) goes straight to its page;
 * several give a short chooser; unknown text gets the closest matches and the phone number; a
 * breakdown ("roadside", "blowout", "flat") gets the 24/7 road service first, and never a redirect.
 * A search's address holds only what was typed, nothing personal. Not indexed.
 */
export async function generateMetadata({ searchParams }: PageProps<"/search">): Promise<Metadata> {
  const read = readQueryValue((await searchParams).q);
  return pageMetadata({
    title: read.ok ? `Search: ${read.query}` : "Search",
    description: "Search our tires by size, brand, tire name or vehicle, and our services, stores and help.",
    path: "/search",
    noIndex: true,
  });
}

export default async function SearchPage({ searchParams }: PageProps<"/search">) {
  const raw = (await searchParams).q;
  const read = readQueryValue(raw);
  if (!read.ok) {
    // An empty box is not a mistake: the page simply asks what to look for.
    const problem = raw === undefined || (typeof raw === "string" && raw.trim() === "") ? null : read.message;
    return <SearchResults search={null} problem={problem} />;
  }
  const search = searchSite(read.query);
  if (search.landing) redirect(search.landing);
  return <SearchResults search={search} problem={null} />;
}
