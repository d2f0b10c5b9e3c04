// Runs after `next build` (see "build" in package.json). Marks the JavaScript that pages load at
// startup with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
// (https://v8.dev/blog/explicit-compile-hints).
//
// Why: the bundler wraps each module in a function that V8 compiles lazily, on the main thread, the
// first time it is called. At startup that is all of React DOM, the Next.js runtime and the page's
// own islands at once: about 25 ms on this project's test machine (100 ms under Lighthouse's 4x
// CPU slowdown), inside the task that then hydrates the page. With the hint, Chromium compiles these
// functions on a background thread while the file downloads. Measured at 4x: the longest
// main-thread task after first paint went from 165-245 ms to 55-75 ms. Browsers without the feature
// see a comment.
//
// The hint is only worth it for code that runs on load, so it goes on the framework chunks every
// page loads (rootMainFiles) and on each route's entry chunks (entryJSFiles in the client reference
// manifests), not on chunks loaded later on demand. Idempotent: a marked chunk is left alone.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Every file under `dir` whose name ends with `suffix`, at any depth. */
export function* filesNamed(dir, suffix) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesNamed(path, suffix);
    else if (entry.name.endsWith(suffix)) yield path;
  }
}

/** Chunk paths (relative to the dist folder, "static/chunks/...") that pages load at startup. */
export function startupChunks(distDir) {
  const manifestPath = join(distDir, "build-manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} not found: run next build first`);
  const chunks = new Set(JSON.parse(readFileSync(manifestPath, "utf8")).rootMainFiles ?? []);
  const appDir = join(distDir, "server", "app");
  if (existsSync(appDir)) {
    for (const path of filesNamed(appDir, "_client-reference-manifest.js")) {
      // Each file assigns globalThis.__RSC_MANIFEST[route]; run it in an empty context to read it.
      const context = { globalThis: {} };
      runInNewContext(readFileSync(path, "utf8"), context);
      for (const manifest of Object.values(context.globalThis.__RSC_MANIFEST ?? {})) {
        for (const files of Object.values(manifest.entryJSFiles ?? {}))
          for (const file of files) chunks.add(file);
      }
    }
  }
  return [...chunks].filter((file) => file.endsWith(".js"));
}

export function addCompileHints(distDir) {
  const files = startupChunks(distDir);
  const marked = [];
  for (const file of files) {
    const path = join(distDir, file);
    const source = readFileSync(path, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + source);
    marked.push(file);
  }
  return { files, marked };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const { files, marked } = addCompileHints(distDir);
  // No startup chunk means the manifests this reads changed shape: stop the build, don't ship
  // without the hints unnoticed.
  if (files.length === 0) {
    console.error(`Compile hints: no startup chunks found in ${distDir}/ (has the build output changed?)`);
    process.exit(1);
  }
  console.log(
    `Compile hints: ${marked.length} of ${files.length} startup chunks in ${distDir}/ newly marked`,
  );
}
