// Runs after `next build` and the steps that edit its pages (see "build" in package.json). Reads
// every page Next.js prerendered and writes the SHA-256 of each inline script, by path, to
// `<dist>/csp-hashes.json`. proxy.ts puts a page's hashes in its Content-Security-Policy, so the
// policy needs no 'unsafe-inline' while the pages stay static files (a nonce would make every page
// render per request). It reads the build's output and changes nothing in it.
//
// Fails the build instead of writing a policy that would block the site: when it finds no
// prerendered page, or a page without inline scripts (Next.js writes its page data inline, so such
// a page's markup is not what this reader expects). tests/security checks the hashes against the
// root layout's scripts, and a browser test loads the pages under the policy.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { filesNamed } from "./compile-hints.mjs";

export const CSP_HASHES_FILE = "csp-hashes.json";
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);
// The 404 and error pages Next.js serves for any path that has no page of its own.
const FALLBACK_PAGES = new Set(["/_not-found", "/_global-error"]);

export function hashSource(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The text of every script in `html` that the browser would run inline. */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(` ${attributes}`)?.[1] ?? "";
    if (JS_TYPES.has(type.trim().toLowerCase())) scripts.push(text);
  }
  return scripts;
}

/** "/about" for server/app/about.html, "/" for index.html. */
export function pagePath(appDir, file) {
  const route = relative(appDir, file).slice(0, -".html".length).split(sep).join("/");
  return route === "index" ? "/" : `/${route}`;
}

/** The hashes of every prerendered page's inline scripts under `distDir`. */
export function collectPageHashes(distDir) {
  const appDir = join(distDir, "server", "app");
  if (!existsSync(appDir)) throw new Error(`${appDir} not found: run next build first`);
  const pages = {};
  const fallback = new Set();
  const problems = [];
  for (const file of filesNamed(appDir, ".html")) {
    const path = pagePath(appDir, file);
    const hashes = [...new Set(inlineScripts(readFileSync(file, "utf8")).map(hashSource))];
    if (hashes.length === 0) problems.push(`${path}: no inline scripts found`);
    if (FALLBACK_PAGES.has(path)) hashes.forEach((hash) => fallback.add(hash));
    else pages[path] = hashes;
  }
  if (Object.keys(pages).length === 0) problems.push(`no prerendered pages in ${appDir}`);
  if (problems.length > 0) throw new Error(`CSP hashes: ${problems.slice(0, 5).join("; ")}`);
  return { pages, fallback: [...fallback] };
}

export function writePageHashes(distDir) {
  const hashes = collectPageHashes(distDir);
  writeFileSync(join(distDir, CSP_HASHES_FILE), JSON.stringify(hashes));
  return hashes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  try {
    const { pages } = writePageHashes(distDir);
    const count = Object.values(pages).reduce((sum, list) => sum + list.length, 0);
    console.log(`CSP hashes: ${count} inline scripts in ${Object.keys(pages).length} prerendered pages`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
