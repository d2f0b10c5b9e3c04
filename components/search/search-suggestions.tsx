"use client";

import { useEffect, useId, useState, type RefObject } from "react";
import { suggest, type Suggestion, type SuggestionIndex, type SuggestionKind } from "@/lib/search/suggest";

export interface SearchSuggestionsProps {
  /** The header's search box, which this turns into a combobox. */
  input: RefObject<HTMLInputElement | null>;
  /** Goes to a chosen suggestion. */
  onChoose: (href: string) => void;
}

export const SUGGESTION_INDEX_URL = "/search-suggestions.json";

let indexRequest: Promise<SuggestionIndex> | null = null;

/** The index, fetched once per page load whichever box asks first; a failure is retried next time. */
function loadIndex(): Promise<SuggestionIndex> {
  indexRequest ??= fetch(SUGGESTION_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<SuggestionIndex>;
    })
    .catch((error: unknown) => {
      indexRequest = null;
      throw error;
    });
  return indexRequest;
}

const KIND_LABELS: Readonly<Record<SuggestionKind, string>> = {
  s: "Size",
  t: "Tire",
  l: "Tire line",
  b: "Brand",
  c: "Category",
  v: "Vehicle",
  r: "Call or request",
  e: "Service",
  g: "Service",
  o: "Store",
  p: "Page",
  h: "Help",
};

/**
 * The suggestion list under the header box, following the ARIA combobox pattern: the box keeps
 * focus, the arrow keys move through the options (announced through aria-activedescendant), Enter
 * opens the highlighted one or, with none highlighted, searches; Escape closes the list. Loaded
 * only when the box is first used.
 */
export function SearchSuggestions({ input, onChoose }: SearchSuggestionsProps) {
  const listboxId = useId();
  const [index, setIndex] = useState<SuggestionIndex | null>(null);
  const [text, setText] = useState(() => input.current?.value ?? "");
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [focused, setFocused] = useState(() => document.activeElement === input.current);

  const options: Suggestion[] = index ? suggest(index, text) : [];
  const expanded = focused && !dismissed && options.length > 0;
  const optionId = (i: number) => `${listboxId}-${i}`;

  useEffect(() => {
    loadIndex().then(setIndex, () => {
      // Without the index the box still searches on Enter; suggestions come back on the next page.
    });
  }, []);

  // The box becomes a combobox once this code runs, and says which option is highlighted.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute("role", "combobox");
    box.setAttribute("aria-autocomplete", "list");
    box.setAttribute("aria-controls", listboxId);
    box.setAttribute("aria-expanded", String(expanded));
    if (expanded && active >= 0) box.setAttribute("aria-activedescendant", optionId(active));
    else box.removeAttribute("aria-activedescendant");
  });

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onInput = () => {
      setText(box.value);
      setActive(-1);
      setDismissed(false);
    };
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    box.addEventListener("input", onInput);
    box.addEventListener("focus", onFocus);
    box.addEventListener("blur", onBlur);
    return () => {
      box.removeEventListener("input", onInput);
      box.removeEventListener("focus", onFocus);
      box.removeEventListener("blur", onBlur);
    };
  }, [input]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (options.length === 0) return;
        event.preventDefault();
        setDismissed(false);
        const step = event.key === "ArrowDown" ? 1 : -1;
        // From the box, Down goes to the first option and Up to the last; past either end, back to the box.
        setActive((current) => {
          const next = current + step;
          if (current === -1 && step === -1) return options.length - 1;
          return next < 0 || next >= options.length ? -1 : next;
        });
      } else if (event.key === "Enter" && expanded && active >= 0) {
        event.preventDefault();
        onChoose(options[active]!.href);
        setText("");
        setActive(-1);
      } else if (event.key === "Escape" && expanded) {
        // Closes the list only; a second Escape closes the phone panel (handled by the box).
        event.preventDefault();
        setDismissed(true);
        setActive(-1);
      }
    }
    box.addEventListener("keydown", onKeyDown);
    return () => box.removeEventListener("keydown", onKeyDown);
  });

  const status =
    !focused || text.trim().length < 2
      ? ""
      : options.length === 0
        ? "No suggestions. Press Enter to search."
        : `${options.length} suggestion${options.length === 1 ? "" : "s"}. Use the up and down arrows to choose one.`;

  return (
    <>
      <p role="status" className="sr-only">
        {status}
      </p>
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-gray-300 bg-white py-1 shadow-xl dark:border-gray-700 dark:bg-gray-900"
      >
        {options.map((option, i) => (
          <li
            key={option.href + option.label}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Pressing must not take focus from the box before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              onChoose(option.href);
              setText("");
            }}
            onMouseMove={() => setActive(i)}
            className="flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2.5 text-left aria-selected:bg-brand-100 dark:aria-selected:bg-gray-700"
          >
            <span className="font-semibold text-ink-900 dark:text-white">{option.label}</span>
            <span className="shrink-0 text-xs text-gray-700 dark:text-gray-300">
              {KIND_LABELS[option.kind]}
              {option.kind === "s" || option.kind === "t" || option.kind === "o" ? ` · ${option.detail}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
