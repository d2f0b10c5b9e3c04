/**
 * Suggestions as the customer types, from the one small index the header box fetches on first use
 * (/search-suggestions.json, built by lib/search/suggestion-index.ts). Runs in the browser: its
 * imports have few of their own, so the header's lazily loaded code stays small.
 */
import { serviceSplits } from "@/lib/tires/service-description";
import { serviceFilterOf, serviceQuery } from "@/lib/tires/service-filter";
import { nearlyTyped } from "./typo-distance";

/**
 * s size, t tire (sold by quote), l tire line, b brand, c category, v vehicle, r the 24/7 road
 * service, e the flat repair (offered for its phrases), g another service, o a store or facility,
 * p a page, h a help topic.
 */
export type SuggestionKind = "s" | "t" | "l" | "b" | "c" | "v" | "r" | "e" | "g" | "o" | "p" | "h";

/**
 * [label, href, kind, detail, more words to match]: arrays keep the index small. For road service
 * and services, the last is the phrases they answer, compacted ("brokedown 247 flat").
 */
export type SuggestionEntry = [
  label: string,
  href: string,
  kind: SuggestionKind,
  detail: string,
  extra?: string,
];

export interface SuggestionIndex {
  entries: SuggestionEntry[];
}

export interface Suggestion {
  label: string;
  href: string;
  kind: SuggestionKind;
  detail: string;
}

export const MAX_SUGGESTIONS = 7;

/** Kinds in the order they are offered when they match equally well. */
const KIND_ORDER: Readonly<Record<SuggestionKind, number>> = {
  r: -2,
  e: -1,
  s: 0,
  c: 1,
  b: 2,
  g: 2.5,
  o: 2.6,
  v: 3,
  l: 4,
  h: 4.5,
  p: 4.6,
  t: 5,
};

/** Where nothing begins the words typed, words a slip away are tried: so much worse a match. */
const SLIP = 8;

/** How a size row's detail begins when car and light-truck tires, which carry ratings, are sold in it. */
export const CAR_SIZE_DETAIL = "Car & light truck";

/** A service row is offered from three letters on: "24" begins sizes, "24/7" asks for road service. */
const SERVICE_MIN_LETTERS = 3;

function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The words and each pair of neighbours joined, so "f150" and "crv" find "F-150" and "CR-V". */
function matchWords(text: string): string[] {
  const words = wordsOf(text);
  return [...words, ...words.slice(1).map((word, i) => words[i] + word)];
}

/** A size reduced to its digits (and the x of flotation sizes): "225/65R17" and "225 65 17" agree. */
function sizeDigits(text: string): string {
  return fold(text).replace(/[^0-9x]/g, "");
}

const searchHref = (text: string) => `/search?q=${encodeURIComponent(text)}`;

/**
 * Whether a service row answers the words typed: they hold one of its phrases ("my truck broke
 * down"), or their last words begin one ("broke", "24 h", "emerg").
 */
function asksForService(words: readonly string[], phrases: readonly string[]): boolean {
  const whole = new Set<string>();
  const endings: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= Math.min(words.length, start + 3); end++) {
      const run = words.slice(start, end).join("");
      whole.add(run);
      if (end === words.length && run.length >= SERVICE_MIN_LETTERS) endings.push(run);
    }
  }
  return phrases.some((phrase) => whole.has(phrase) || endings.some((run) => phrase.startsWith(run)));
}

/** Each row's words, split once per index rather than at every keystroke. */
const splitRows = new WeakMap<SuggestionIndex, { words: string[]; labelWords: string[] }[]>();

function wordsOfEntry(index: SuggestionIndex, i: number) {
  let rows = splitRows.get(index);
  if (!rows) {
    rows = index.entries.map(([label, , , , extra]) => ({
      words: matchWords(`${label} ${extra ?? ""}`),
      labelWords: wordsOf(label),
    }));
    splitRows.set(index, rows);
  }
  return rows[i]!;
}

/**
 * How many typed words have a slip in them ("wythvile", "alignmnt") when each of the others begins
 * a word of the entry; null when some word is in it neither way.
 */
function slipsIn(typed: readonly string[], words: readonly string[], allowSlips: boolean): number | null {
  let slips = 0;
  for (const token of typed) {
    if (words.some((word) => word.startsWith(token))) continue;
    if (!allowSlips || !words.some((word) => nearlyTyped(token, word))) return null;
    slips++;
  }
  return slips;
}

/**
 * The best few entries for what has been typed: sizes by their digits ("2256" finds 225/65R17),
 * everything else by the start of its words ("mich def" finds Michelin Defender2). A year typed
 * with a vehicle is carried into the vehicle's suggestion ("2019 civ" offers "2019 Honda Civic").
 */
export function suggest(index: SuggestionIndex, typed: string, limit = MAX_SUGGESTIONS): Suggestion[] {
  const text = fold(typed).trim();
  if (text.length < 2) return [];
  const tokens = wordsOf(text);
  const yearToken = tokens.find((token) => /^(19|20)\d{2}$/.test(token));
  const year = yearToken ? Number(yearToken) : null;
  const rest = tokens.filter((token) => token !== yearToken);
  const looksLikeSize = /^(lt|st|p|if|vf)?\s*\d/.test(text) && year === null;
  const digits = sizeDigits(text);
  // A size copied off the sidewall has its load index and speed rating after it ("121/118S"):
  // the size is matched without them too, and a car or light-truck size's page set to them.
  const sizeForms = looksLikeSize
    ? [
        { digits, query: "" },
        ...serviceSplits(text).map((split) => ({
          digits: sizeDigits(split.sizeText),
          query: serviceQuery(serviceFilterOf(split.service)),
        })),
      ].filter((form) => form.digits.length >= 2)
    : [];
  const lightTruckTyped = /(^|\d)\s*lt\b|^lt/.test(text);
  const typedSize = (written: string) => sizeForms.find((form) => written.startsWith(form.digits));

  const scored: { suggestion: Suggestion; score: number }[] = [];
  // Words with a slip in them are looked for only when nothing begins the words typed.
  for (const allowSlips of [false, true]) {
    if (allowSlips && (scored.length > 0 || looksLikeSize)) break;
    for (const [i, [label, href, kind, detail, extra]] of index.entries.entries()) {
      if (kind === "r" || kind === "e") {
        // Someone broken down is offered the road service first, whatever else the words begin.
        if (asksForService(tokens, (extra ?? "").split(" "))) {
          scored.push({ suggestion: { label, href, kind, detail }, score: KIND_ORDER[kind] });
        }
        continue;
      }
      if (kind === "s") {
        const forms = label.split(" and ").map(sizeDigits);
        const typed = forms.map(typedSize).find(Boolean);
        if (!typed) continue;
        const exact = forms.some((form) => sizeForms.some((typedForm) => typedForm.digits === form));
        const rated = detail.startsWith(CAR_SIZE_DETAIL) ? typed.query : "";
        // Begun only once a service description is taken off ("11-22" as 11 and a load of 22): last.
        const guessed = typed.digits !== digits && !exact ? 5 : 0;
        // The digits of LT265/70R17 and 265/70R17 are the same: an LT typed picks the LT size.
        const otherLoad = label.startsWith("LT") === lightTruckTyped ? 0 : 1;
        scored.push({
          suggestion: { label, href: `${href}${rated}`, kind, detail },
          score: (exact ? 0 : 10) + guessed + otherLoad + label.length / 100,
        });
        continue;
      }
      if (looksLikeSize) {
        // A size typed: a quote tire is offered by its size, written last in its label.
        if (kind !== "t" || !typedSize(sizeDigits(label.slice(label.lastIndexOf(" "))))) continue;
        scored.push({ suggestion: { label, href, kind, detail }, score: 30 + label.length / 100 });
        continue;
      }
      if (rest.length === 0) continue;
      const { words, labelWords } = wordsOfEntry(index, i);
      const slips = slipsIn(rest, words, allowSlips);
      if (slips === null) continue;
      const startsLabel = labelWords[0]!.startsWith(rest[0]!) ? 0 : 5;
      const whole = rest.join("") === labelWords.join("") ? -5 : 0;
      // Whole words typed beat the start of a longer one ("tractor" is farm before "tractor trailer").
      const wholeWords = rest.every((token) => words.includes(token)) ? -1 : 0;
      if (kind === "v" && year !== null) {
        const [from, to] = detail.split("–").map(Number);
        if (from !== undefined && to !== undefined && (year < from || year > to)) continue;
        const named = `${year} ${label}`;
        scored.push({
          suggestion: { label: named, href: searchHref(named), kind, detail: "Find its tire size" },
          score: 20 + slips * SLIP + startsLabel + whole + wholeWords + KIND_ORDER[kind],
        });
        continue;
      }
      scored.push({
        suggestion: { label, href, kind, detail },
        score: 20 + slips * SLIP + startsLabel + whole + wholeWords + KIND_ORDER[kind] + label.length / 100,
      });
    }
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((entry) => entry.suggestion);
}
