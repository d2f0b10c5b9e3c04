/**
 * Typing slips, counted for the site search on the server and the header's suggestions in the
 * browser (so no imports).
 */

/**
 * Edit distance where two neighbouring letters swapped count as one slip ("break" for "brake",
 * "alignmnet"), the commonest typo on a phone keyboard.
 */
export function typoDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * Whether a typed word of five letters or more is a slip away from a word (one slip, two from
 * eight letters), or from the start of a longer word still being typed; never in the first letter:
 * "wythvile" is Wytheville, "alignmnt" alignment, "finac" financing, "rotation" not location.
 */
export function nearlyTyped(typed: string, word: string): boolean {
  // Four letters are too few: "road" and "read", "nail" and "mail" are all words.
  if (typed.length < 5 || typed[0] !== word[0]) return false;
  const allowed = typed.length >= 8 ? 2 : 1;
  if (Math.abs(typed.length - word.length) <= allowed && typoDistance(typed, word) <= allowed) return true;
  return word.length > typed.length && typoDistance(typed, word.slice(0, typed.length)) <= 1;
}
