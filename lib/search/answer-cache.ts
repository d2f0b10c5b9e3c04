import { publicAnswer, searchSite } from "./site-search";

/** Enough for every size, brand and tread people search for in a day, a few MB at most. */
const MAX_ENTRIES = 2000;

const answers = new Map<string, Uint8Array<ArrayBuffer>>();
const encoder = new TextEncoder();

/**
 * The JSON answer to a search text, as the bytes of the reply, remembered: searches repeat (the
 * same sizes, brands and vehicles all day), the catalog only changes with a deploy, and a
 * remembered answer costs the server about what its smallest static reply costs. The oldest
 * entry goes first when it is full.
 */
export function searchAnswerJson(query: string): Uint8Array<ArrayBuffer> {
  const known = answers.get(query);
  if (known !== undefined) {
    // Refreshed as the newest, so a popular answer stays.
    answers.delete(query);
    answers.set(query, known);
    return known;
  }
  const json = encoder.encode(JSON.stringify(publicAnswer(searchSite(query))));
  if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value!);
  answers.set(query, json);
  return json;
}
