"use client";

import { usePathname, useRouter } from "next/navigation";
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type FormEvent,
} from "react";
import { CloseIcon, SearchIcon } from "@/components/ui/icons";
import type { SearchSuggestionsProps } from "./search-suggestions";

const noSubscription = () => () => {};

/** False while the server's HTML is being hydrated, true once this browser runs the island. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The header's search box: a plain GET form to /search (it works with no script at all), inline
 * from 1024 px and behind a search button below. The suggestions (a combobox over one small
 * index) are loaded the first time the box gets focus, so a page carries only this shell until then.
 */
export function HeaderSearch() {
  const router = useRouter();
  const pathname = usePathname();
  const hydrated = useHydrated();
  const [openOn, setOpenOn] = useState<string | null>(null);
  // The panel belongs to the page it was opened on: navigating closes it.
  const open = openOn === pathname;
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps> | null>(null);
  const loading = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const inputId = useId();

  function loadSuggestions() {
    if (loading.current) return;
    loading.current = true;
    import("./search-suggestions").then(
      (module) => setSuggestions(() => module.SearchSuggestions),
      () => {
        // Offline or a failed chunk: the box still searches; try again on the next focus.
        loading.current = false;
      },
    );
  }

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function close() {
    setOpenOn(null);
    toggleRef.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = inputRef.current?.value.trim() ?? "";
    router.push(text ? `/search?q=${encodeURIComponent(text)}` : "/search");
    if (inputRef.current) inputRef.current.value = "";
    inputRef.current?.blur();
  }

  function navigate(href: string) {
    if (inputRef.current) inputRef.current.value = "";
    inputRef.current?.blur();
    router.push(href);
  }

  return (
    <div className="lg:w-72 xl:w-96">
      {/* Below 1024 px: before the script runs, a link to the search page; then a toggle. */}
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => (open ? setOpenOn(null) : setOpenOn(pathname))}
          onPointerEnter={loadSuggestions}
          className="inline-flex size-11 items-center justify-center rounded-full border border-gray-300 text-ink-900 lg:hidden dark:border-gray-700 dark:text-gray-100"
        >
          {open ? <CloseIcon size={20} /> : <SearchIcon size={20} />}
          <span className="sr-only">{open ? "Close search" : "Search"}</span>
        </button>
      ) : (
        <a
          href="/search"
          className="inline-flex size-11 items-center justify-center rounded-full border border-gray-300 text-ink-900 lg:hidden dark:border-gray-700 dark:text-gray-100"
        >
          <SearchIcon size={20} />
          <span className="sr-only">Search</span>
        </a>
      )}
      <div
        id={panelId}
        className={`${open ? "block" : "hidden"} absolute inset-x-0 top-full z-40 border-t border-gray-200 bg-white p-3 shadow-xl lg:static lg:block lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none dark:border-gray-800 dark:bg-gray-950 lg:dark:bg-transparent`}
      >
        <form
          role="search"
          aria-label="Site search"
          action="/search"
          method="get"
          onSubmit={submit}
          className="relative mx-auto flex max-w-2xl gap-2 lg:max-w-none"
        >
          <label htmlFor={inputId} className="sr-only">
            Search tires, services, stores and help
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={80}
            placeholder="Tire size, vehicle, service or store"
            onFocus={loadSuggestions}
            onKeyDown={(event) => {
              if (event.key === "Escape" && open && !event.defaultPrevented) close();
            }}
            className="min-h-11 w-full min-w-0 rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 placeholder:text-gray-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg bg-ink-900 px-3 text-white hover:bg-ink-700 dark:bg-brand-400 dark:text-ink-900 dark:hover:bg-brand-300"
          >
            <SearchIcon size={20} />
            <span className="sr-only">Search</span>
          </button>
          {Suggestions && <Suggestions input={inputRef} onChoose={navigate} />}
        </form>
      </div>
    </div>
  );
}
