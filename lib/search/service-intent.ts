import { compact, words } from "./text";

/** The services a search text asks for, beside (or instead of) any tire it names. */
export interface NamedServices {
  /** A breakdown: the 24/7 road service answers first. */
  roadService: boolean;
  /** A puncture a store can repair. */
  flatRepair: boolean;
}

/**
 * How people ask for help on the road, compacted as the search compares words ("road side" is
 * "roadside", "24/7" is "247"). Whole words and runs of whole words only: "tow" is not "town".
 */
const ROAD_SERVICE_PHRASES = [
  "roadside",
  "roadside assistance",
  "roadside service",
  "road service",
  "road call",
  "emergency",
  "emergencies",
  "breakdown",
  "breakdowns",
  "broke down",
  "broken down",
  "blowout",
  "blowouts",
  "blew out",
  "blown",
  "stranded",
  "tow",
  "towing",
  "tow truck",
  "wrecker",
  "24/7",
  "24 hour",
  "24 hours",
  "24hr",
  "24 hrs",
  "around the clock",
  "after hours",
  "service truck",
  "mobile tire",
].map(compact);

/** A flat tire is both: repaired at a store, or a breakdown where it happened. */
const FLAT_WORDS = ["flat", "flats", "flat tire", "flat tyre"].map(compact);

/** A puncture to repair, not a breakdown. */
const REPAIR_PHRASES = [
  "flat repair",
  "tire repair",
  "tyre repair",
  "puncture",
  "punctured",
  "nail",
  "nail in tire",
  "screw in tire",
  "patch",
  "plug",
  "slow leak",
  "leaking tire",
].map(compact);

/** The longest phrase above, in words; longer runs are not looked at. */
const LONGEST_RUN = 3;

/** Every run of up to three consecutive words, compacted: "broken down truck" gives "brokendown". */
function runs(text: string): Set<string> {
  const tokens = words(text);
  const found = new Set<string>();
  for (let start = 0; start < tokens.length; start++) {
    for (let end = start + 1; end <= Math.min(tokens.length, start + LONGEST_RUN); end++) {
      found.add(tokens.slice(start, end).join(""));
    }
  }
  return found;
}

/** Which services a search text asks for: "roadside", "blowout on I-77", "flat", "nail in tire". */
export function namedServices(text: string): NamedServices {
  const typed = runs(text);
  const has = (phrases: readonly string[]) => phrases.some((phrase) => typed.has(phrase));
  const flat = has(FLAT_WORDS);
  return { roadService: flat || has(ROAD_SERVICE_PHRASES), flatRepair: flat || has(REPAIR_PHRASES) };
}

/**
 * What the header box's suggestions offer the road-service and the repair rows for, compacted: a
 * typed text that holds one of these, or whose last words begin one ("broke", "24 h"), gets the
 * row. Kept shorter than the search's lists, because a row offered on a few letters must not come
 * up for ordinary words ("tir" is not yet "tire repair"). The box runs in the browser without this
 * module, so the index carries them.
 */
export const ROAD_SERVICE_SUGGESTION_PHRASES = [
  "roadside",
  "road service",
  "road call",
  "emergency",
  "breakdown",
  "broke down",
  "broken down",
  "blowout",
  "blew out",
  "blown",
  "stranded",
  "tow",
  "towing",
  "tow truck",
  "wrecker",
  "24/7",
  "24 hour",
  "24 hours",
  "24hr",
  "around the clock",
  "flat",
  "flat tire",
].map(compact);

export const FLAT_REPAIR_SUGGESTION_PHRASES = [
  "flat",
  "flat tire",
  "flat repair",
  "puncture",
  "punctured",
  "nail",
  "nail in tire",
  "patch",
  "plug",
  "slow leak",
].map(compact);
