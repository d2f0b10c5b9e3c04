import { SearchIcon } from "@/components/ui/icons";

export const SEARCH_PLACEHOLDER = "Tire size, vehicle, service or store";

/**
 * The results page's own search box: a plain GET form to /search, so it works before (and
 * without) any script. The header has the one with suggestions.
 */
export function SearchForm({ query }: { query: string }) {
  return (
    <form role="search" aria-label="Search again" action="/search" method="get" className="flex gap-2">
      <label htmlFor="search-page-q" className="sr-only">
        Search tires, services, stores and help
      </label>
      <input
        id="search-page-q"
        type="search"
        name="q"
        defaultValue={query}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={SEARCH_PLACEHOLDER}
        className="min-h-12 w-full min-w-0 rounded-lg border border-gray-400 bg-white px-4 text-lg text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
      />
      <button type="submit" className="btn-primary shrink-0">
        <SearchIcon size={18} />
        Search
      </button>
    </form>
  );
}
