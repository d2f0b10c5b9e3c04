// Full-page screenshots of site paths at phone and desktop widths, for a human to look at.
// Usage: node scripts/screenshots.mjs [--base http://localhost:3000] [--out screenshots] [--dark] [--viewport] /path ...
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args.splice(i, 2)[1];
};
const base = option("--base", "http://localhost:3000");
const out = option("--out", "screenshots");
const flag = (name) => args.includes(name) && Boolean(args.splice(args.indexOf(name), 1));
const dark = flag("--dark");
const viewportOnly = flag("--viewport");
const paths = args.length ? args : ["/"];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    colorScheme: dark ? "dark" : "light",
  });
  if (dark) await context.addInitScript(() => localStorage.setItem("vite-ui-theme", "dark"));
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "load" });
    await page.waitForTimeout(400);
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}${dark ? "-dark" : ""}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: !viewportOnly });
    console.log(`${out}/${name}`);
  }
  await context.close();
}
await browser.close();
