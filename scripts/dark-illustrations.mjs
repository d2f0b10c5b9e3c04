// node scripts/dark-illustrations.mjs: writes a "-dark.svg" beside each category and tire
// illustration in public/images, for the dark theme. Only the scenery changes (the light panel,
// hills, ground, sun and shadow become dark tones); the vehicles and tires keep their colors.
// SvgImage shows the dark file when the site is in its dark theme. Run again after editing art.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "public", "images");

// The background drawn before the first group (<g>) in the 480x320 category scenes.
const SCENERY = {
  "#F3F4F6": "#1E293B",
  "#FDE68A": "#A16207",
  "#E5E7EB": "#2B3A50",
  "#D1D5DB": "#334155",
  "#9CA3AF": "#0F172A",
};
// The backdrop disc and floor shadow of the 320x320 tire portraits.
const BACKDROP = { "#E5E7EB": "#2B3A50", "#F3F4F6": "#2B3A50", "#CBD5E1": "#0F172A" };

function recolor(svg, colors, end) {
  const head = svg.slice(0, end);
  const changed = head.replace(/fill="(#[0-9A-Fa-f]{6})"/g, (all, color) =>
    colors[color.toUpperCase()] ? `fill="${colors[color.toUpperCase()]}"` : all,
  );
  return changed + svg.slice(end);
}

let written = 0;
for (const [folder, colors, endOf] of [
  ["categories", SCENERY, (svg) => svg.indexOf("<g")],
  // Up to the end of the first ellipse (the shadow under the tire).
  ["tires", BACKDROP, (svg) => svg.indexOf("/>", svg.indexOf("<ellipse")) + 2],
]) {
  for (const file of readdirSync(join(root, folder))) {
    if (!file.endsWith(".svg") || file.endsWith("-dark.svg")) continue;
    const svg = readFileSync(join(root, folder, file), "utf8");
    const end = endOf(svg);
    if (end <= 0) throw new Error(`${folder}/${file}: no scenery to recolor`);
    writeFileSync(join(root, folder, file.replace(/\.svg$/, "-dark.svg")), recolor(svg, colors, end));
    written++;
  }
}
console.log(`wrote ${written} dark illustrations`);
