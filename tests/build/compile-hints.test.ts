import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "../../scripts/compile-hints.mjs";

let dist: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), text);
}

/** A build folder shaped like Next.js output: framework chunks, one route's entry chunk, one lazy chunk. */
function fakeBuild() {
  dist = mkdtempSync(join(tmpdir(), "compile-hints-"));
  write(
    "build-manifest.json",
    JSON.stringify({ rootMainFiles: ["static/chunks/react-dom.js", "static/chunks/runtime.js"] }),
  );
  write(
    "server/app/contact/page_client-reference-manifest.js",
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};
globalThis.__RSC_MANIFEST["/contact/page"] = {"entryJSFiles":{"[project]/app/layout":["static/chunks/layout.js"],"[project]/app/contact/page":["static/chunks/layout.js","static/chunks/contact-form.js"]}};`,
  );
  for (const name of ["react-dom", "runtime", "layout", "contact-form", "maps-on-demand"]) {
    write(`static/chunks/${name}.js`, `console.log(${JSON.stringify(name)});`);
  }
}

const chunk = (name: string) => readFileSync(join(dist, `static/chunks/${name}.js`), "utf8");

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe("compile hints after the build", () => {
  it("marks the framework and route entry chunks, and leaves chunks loaded on demand alone", () => {
    fakeBuild();
    const { files, marked } = addCompileHints(dist);
    expect(files.sort()).toEqual(
      ["contact-form", "layout", "react-dom", "runtime"].map((n) => `static/chunks/${n}.js`),
    );
    expect(marked).toHaveLength(4);
    for (const name of ["react-dom", "runtime", "layout", "contact-form"]) {
      expect(chunk(name)).toBe(`${COMPILE_HINT}console.log("${name}");`);
    }
    expect(chunk("maps-on-demand")).toBe('console.log("maps-on-demand");');
  });

  it("adds the hint once, however often it runs", () => {
    fakeBuild();
    addCompileHints(dist);
    expect(addCompileHints(dist).marked).toEqual([]);
    expect(chunk("react-dom").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("refuses a folder without a build", () => {
    dist = mkdtempSync(join(tmpdir(), "compile-hints-"));
    expect(() => addCompileHints(dist)).toThrow(/run next build first/);
  });
});
