import { words } from "./text";
import { nearlyTyped, typoDistance } from "./typo-distance";

/**
 * How well a search text names one thing: a service, a store, a page, a help topic. Each thing has
 * names ("oil change", "lube") and context words that may stand beside a name without finding it
 * alone ("price" in "oil change price"). Typos are forgiven by length: one slip from four letters,
 * two from eight ("alignmnet", "wythvile", "finacing"), never in the first letter.
 */
export interface Matchable {
  /** Each a phrase, already split into folded words. */
  names: readonly (readonly string[])[];
  context: ReadonlySet<string>;
}

/** Words that say nothing about what is looked for. */
const FILLER = new Set([
  "a",
  "an",
  "the",
  "my",
  "your",
  "our",
  "for",
  "of",
  "to",
  "in",
  "at",
  "on",
  "is",
  "are",
  "do",
  "does",
  "you",
  "i",
  "me",
  "can",
  "what",
  "where",
  "when",
  "please",
  "tire",
  "tires",
  "tyre",
  "tyres",
  "allegheny",
  "there",
  "any",
  "have",
  "has",
  "be",
  "it",
  "this",
  "that",
  "with",
  "and",
  "or",
  "need",
  "want",
]);

/** A score below this is not offered. */
export const MATCH_THRESHOLD = 0.7;

/** How far one typed word is from a word of a name, 0 (nothing alike) to 1 (the same). */
function wordMatch(typed: string, word: string): number {
  if (typed === word) return 1;
  // The start of a word ("align", "wythe"); a plural or a possessive ("brakes", "stores").
  if (typed.length >= 3 && word.startsWith(typed)) return 0.9;
  if (word.length >= 4 && typed.startsWith(word) && typed.length - word.length <= 2) return 0.9;
  return nearlyTyped(typed, word) ? 0.8 : 0;
}

/** 1 for a word among them, 0.9 for the start of one; no slips (other names are a weaker clue). */
function wholeOrStart(typed: string, candidates: ReadonlySet<string>): number {
  if (candidates.has(typed)) return 1;
  if (typed.length < 3) return 0;
  for (const word of candidates) if (word.startsWith(typed)) return 0.9;
  return 0;
}

function bestMatch(typed: string, candidates: Iterable<string>): number {
  let best = 0;
  for (const word of candidates) {
    best = Math.max(best, wordMatch(typed, word));
    if (best === 1) break;
  }
  return best;
}

/** The words of a search text, or of a name, that say what is looked for. */
export function meaningfulWords(text: string): string[] {
  return words(text).filter((word) => !FILLER.has(word));
}

/**
 * 0 to 1: every meaningful word typed has to be found in one of the thing's names (or, at a
 * discount, in its other names or among its context words), and at least one in the name itself. A name typed whole
 * scores above one typed in part ("alignment" is the wheel alignment before the truck alignment).
 */
export function matchScore(typedWords: readonly string[], thing: Matchable): number {
  if (typedWords.length === 0) return 0;
  const typedCompact = typedWords.join("");
  const vocabulary = new Set(thing.names.flat());
  let best = 0;
  for (const name of thing.names) {
    // "oilchange" and "oil change", "fleet program" and "fleetprogram": compared run together too.
    const nameCompact = name.join("");
    if (typedCompact === nameCompact) return 1;
    let total = 0;
    let inName = 0;
    const covered = new Set<string>();
    let missing = false;
    for (const typed of typedWords) {
      let score = 0;
      let hit: string | null = null;
      for (const word of name) {
        const s = wordMatch(typed, word);
        if (s > score) {
          score = s;
          hit = word;
        }
      }
      if (score > 0) {
        inName++;
        covered.add(hit!);
      } else {
        // A word of another of its names ("book" + "appointment"), or a context word.
        score = Math.max(0.8 * wholeOrStart(typed, vocabulary), 0.6 * bestMatch(typed, thing.context));
      }
      if (score === 0) {
        missing = true;
        break;
      }
      total += score;
    }
    if (missing || inName === 0) {
      // A name typed as one word, with a slip ("oilchnge", "wythevile").
      if (typedWords.length === 1 && typedCompact.length >= 6) {
        const slips = typoDistance(typedCompact, nameCompact);
        if (typedCompact[0] === nameCompact[0] && slips <= (typedCompact.length >= 8 ? 2 : 1))
          best = Math.max(best, 0.78);
      }
      continue;
    }
    const coverage = covered.size / name.length;
    best = Math.max(best, (total / typedWords.length) * (0.7 + 0.3 * coverage));
  }
  return best;
}
