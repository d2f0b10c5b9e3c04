// What the header box's suggestions cost per keystroke, in this process, as the browser runs them:
// every prefix of realistic searches (2 letters on) run through suggest() against three setups,
// interleaved round by round so the host's speed swings hit all alike:
//   - "catalog only": today's code on an index without services, stores, pages and help topics;
//   - "whole site": today's code on the whole index (what the header fetches);
//   - "before" (with --before <git ref>): suggest.ts as it was at that ref, on its own index's kinds.
// Also prints the index's size, gzipped, as the header fetches it. No build or server needed.
//
//   node scripts/bench/suggestions.mjs [--rounds 15] [--before <git ref>]
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { createJiti } from "jiti";
import { conditions, fixed, int, kb, left, right, table } from "./markdown.mjs";

const root = resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: { rounds: { type: "string", default: "15" }, before: { type: "string" } },
});
const rounds = Number(values.rounds);
const jiti = createJiti(import.meta.url, { alias: { "@/": `${root}/` } });

const { buildSuggestionIndex } = await jiti.import(join(root, "lib/search/suggestion-index.ts"));
const { suggest } = await jiti.import(join(root, "lib/search/suggest.ts"));
const { RELEVANCE_SET } = await jiti.import(join(root, "tests/search/relevance-set.ts"));

const index = buildSuggestionIndex();
const SITE_KINDS = new Set(["g", "o", "p", "h"]);
const catalogOnly = { entries: index.entries.filter((entry) => !SITE_KINDS.has(entry[2])) };

/** suggest.ts as it was at a git ref, loaded beside today's (its own imports resolve to today's files). */
async function suggestAt(ref) {
  const dir = mkdtempSync(join(root, "lib/search/.bench-"));
  try {
    const file = join(dir, "suggest.ts");
    const source = execFileSync("git", ["show", `${ref}:lib/search/suggest.ts`], {
      cwd: root,
      encoding: "utf8",
    });
    writeFileSync(file, source.replaceAll('from "./', 'from "../'));
    return (await jiti.import(file)).suggest;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each search typed a key at a time: the text after every keystroke from the second on. */
function keystrokes() {
  const searches = [
    ...RELEVANCE_SET.map((c) => c.query),
    ...index.entries.filter((_, i) => i % 7 === 0).map((entry) => entry[0]),
    "2019 honda civ",
    "lt265/70r17 121/118s",
    "michlen defendr",
    "xyzzy plugh",
  ];
  return searches.flatMap((text) => Array.from({ length: text.length - 1 }, (_, i) => text.slice(0, i + 2)));
}

const typed = keystrokes();
const setups = [
  { name: "catalog only", run: (text) => suggest(catalogOnly, text) },
  { name: "whole site", run: (text) => suggest(index, text) },
];
if (values.before) {
  const before = await suggestAt(values.before);
  const kinds = new Set(["s", "t", "l", "b", "c", "v", "r", "e"]);
  const itsIndex = { entries: index.entries.filter((entry) => kinds.has(entry[2])) };
  setups.unshift({ name: `before (${values.before})`, run: (text) => before(itsIndex, text) });
}

const samples = new Map(setups.map((setup) => [setup.name, []]));
for (let round = 0; round < rounds + 2; round++) {
  for (const setup of setups) {
    const times = [];
    for (const text of typed) {
      const start = performance.now();
      setup.run(text);
      times.push(performance.now() - start);
    }
    // The first two rounds warm the JIT and are not counted.
    if (round >= 2) samples.get(setup.name).push(...times);
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const rows = setups.map(({ name }) => {
  const sorted = samples.get(name).sort((a, b) => a - b);
  return [
    name,
    fixed(quantile(sorted, 0.5) * 1000, 0),
    fixed(quantile(sorted, 0.99) * 1000, 0),
    fixed(sorted.at(-1), 2),
  ];
});

console.log(
  [
    "## Header suggestions per keystroke",
    "",
    conditions([
      [
        "Keystrokes",
        `${int(typed.length)} (every prefix of ${RELEVANCE_SET.length} relevance queries and a sample of the index), ${rounds} rounds after 2 warm-up rounds, interleaved`,
      ],
      [
        "Index",
        `${int(index.entries.length)} rows, ${kb(gzipSync(JSON.stringify(index)).length)} gzipped (catalog only: ${int(catalogOnly.entries.length)} rows, ${kb(gzipSync(JSON.stringify(catalogOnly)).length)})`,
      ],
      ["Node", process.version],
    ]),
    "",
    table([left("Setup"), right("p50 µs"), right("p99 µs"), right("max ms")], rows),
  ].join("\n"),
);
