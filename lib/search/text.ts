/**
 * Text as the search compares it: lower case, accents dropped ("Citroën" is "citroen"), and "&"
 * read as "and".
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ");
}

/** Only letters and digits: "F-150", "f150" and "F 150" are all "f150"; "T/A KO2" is "tako2". */
export function compact(text: string): string {
  return foldText(text).replace(/[^a-z0-9]/g, "");
}

/** The words of a text, each compacted: "All-Terrain T/A KO2" is ["all", "terrain", "t", "a", "ko2"]. */
export function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Edit distance (insertions, deletions, substitutions), for the closest matches to something
 * nobody sells; the texts are a few dozen characters at most.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** How alike two compacted texts are, 0 to 1; a text that starts the other counts as close. */
export function similarity(typed: string, name: string): number {
  if (!typed || !name) return 0;
  if (name.startsWith(typed)) return 0.7 + 0.3 * (typed.length / name.length);
  const head = name.slice(0, typed.length + 1);
  const distance = Math.min(editDistance(typed, name), editDistance(typed, head));
  return 1 - distance / Math.max(typed.length, Math.min(name.length, typed.length + 1));
}
