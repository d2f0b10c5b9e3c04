// Writes app/fonts/geist-sans-latin.woff2: the Geist variable font (from the `geist` package)
// cut down to the characters our pages use (Latin-1 and common typographic marks), which more
// than halves what every first visit downloads. Run again after upgrading `geist` or when copy
// needs characters outside this set (they would show in a fallback font).
// Usage: node scripts/subset-font.mjs
import { readFile, writeFile } from "node:fs/promises";
import subsetFont from "subset-font";

const source = new URL("../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2", import.meta.url)
  .pathname;
const target = new URL("../app/fonts/geist-sans-latin.woff2", import.meta.url);

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
const characters = [...range(0x20, 0x7e), ...range(0xa0, 0xff), ..."–—‘’‚“”„•·…′″×→←↗€™✓"].join("");

const font = await readFile(source);
// Without variationAxes the weight axis stays variable, so one file still covers 100-900.
const subset = await subsetFont(font, characters, { targetFormat: "woff2" });
await writeFile(target, subset);
console.log(
  `${source.split("/").pop()}: ${font.length} bytes → ${target.pathname.split("/").pop()}: ${subset.length} bytes`,
);
