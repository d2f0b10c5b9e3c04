import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import {
  deferPrerenderedPages,
  deferStartupScripts,
  FALLBACK_MS,
  restoreStartupScripts,
  startupLoader,
} from "../../scripts/defer-startup-scripts.mjs";

/** The shape of a page Next.js prerenders: async startup scripts in the head, one after the body's bootstrap. */
const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/maps.js"/>' +
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  "</head><body><h1>Tires</h1>" +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>";

const STARTUP = [
  "/_next/static/chunks/react-dom.js",
  "/_next/static/chunks/turbopack-runtime.js",
  "/_next/static/chunks/page.js",
];

interface FakeScript {
  src: string;
  async: boolean;
}

/**
 * Runs the loader against a minimal stand-in for the browser's APIs, so the test sees which
 * scripts it adds and when: after the first-contentful-paint entry and the next frame.
 */
function runLoader(options: { paintTiming: boolean }) {
  const added: FakeScript[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  let paintCallback: ((list: unknown, observer: unknown) => void) | null = null;
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming ? ["paint", "navigation"] : ["navigation"];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      paintCallback = callback;
    }
    observe(init: { type: string; buffered: boolean }) {
      expect(init).toEqual({ type: "paint", buffered: true });
    }
  }
  const window = { PerformanceObserver };
  const document = {
    createElement: () => ({ src: "", async: false }),
    head: { appendChild: (script: FakeScript) => added.push(script) },
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
  };
  const code = /<script>([\s\S]*)<\/script>/.exec(startupLoader(STARTUP))![1]!;
  runInNewContext(code, {
    window,
    document,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  });
  let disconnected = false;
  const observer = { disconnect: () => (disconnected = true) };
  const paint = (name: string) =>
    paintCallback!({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) }, observer);
  /** Runs the zero-delay timers the loader queues, one per script after the first, in order. */
  const addRest = () => {
    for (
      let timer = timers.findIndex((t) => t.ms === 0);
      timer >= 0;
      timer = timers.findIndex((t) => t.ms === 0)
    )
      timers.splice(timer, 1)[0]!.fn();
  };
  return { added, timers, frames, listeners, paint, addRest, disconnected: () => disconnected };
}

describe("startup scripts after first paint", () => {
  it("replaces the async startup scripts with one loader in the head, and drops their preloads", () => {
    const html = deferStartupScripts(PAGE)!;
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html.match(/<script>\(function\(s\)/g)).toHaveLength(1);
    expect(html.indexOf("(function(s)")).toBeLessThan(html.indexOf("</head>"));
    expect(html).toContain(JSON.stringify(STARTUP));
    // The preload of a script now added later goes; one for a script loaded on demand stays.
    expect(html).not.toContain('fetchPriority="low" href="/_next/static/chunks/page.js"');
    expect(html).toContain('fetchPriority="low" href="/_next/static/chunks/maps.js"');
    // Everything else is untouched: the stylesheet, the legacy polyfills, the inline bootstrap.
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script id="_R_">');
    expect(html).toContain("<h1>Tires</h1>");
  });

  it("leaves a page without async startup scripts alone, so it can run twice", () => {
    expect(deferStartupScripts("<html><body><p>No scripts</p></body></html>")).toBeNull();
    expect(deferStartupScripts(deferStartupScripts(PAGE)!)).toBeNull();
  });

  it("adds the scripts, in order and async, only after the first contentful paint and a frame", () => {
    const run = runLoader({ paintTiming: true });
    expect(run.added).toEqual([]);
    expect(run.timers.map((t) => t.ms)).toEqual([FALLBACK_MS]);

    run.paint("first-paint");
    expect(run.frames).toHaveLength(0);
    expect(run.disconnected()).toBe(false);
    run.paint("first-contentful-paint");
    expect(run.disconnected()).toBe(true);
    expect(run.added).toEqual([]);
    run.frames.shift()!();
    expect(run.added).toEqual([]);
    run.timers.splice(-1, 1)[0]!.fn();
    // One script per task: the first now, each of the others in a task of its own.
    expect(run.added).toEqual([{ src: STARTUP[0], async: true }]);
    expect(run.timers.filter((t) => t.ms === 0)).toHaveLength(1);
    run.addRest();
    expect(run.added).toEqual(STARTUP.map((src) => ({ src, async: true })));

    // The fallback timer later finds the work done and adds nothing twice.
    run.timers[0]!.fn();
    expect(run.added).toHaveLength(STARTUP.length);
  });

  it("starts after 3 s in a page that never paints", () => {
    const run = runLoader({ paintTiming: true });
    run.timers.shift()!.fn();
    run.addRest();
    expect(run.added.map((s) => s.src)).toEqual(STARTUP);
  });

  it("starts at DOMContentLoaded in a browser without paint timing", () => {
    const run = runLoader({ paintTiming: false });
    expect(run.timers).toEqual([]);
    expect(run.added).toEqual([]);
    run.listeners.DOMContentLoaded!();
    run.addRest();
    expect(run.added.map((s) => s.src)).toEqual(STARTUP);
  });

  it("can be undone for the bench's before-and-after: the scripts are async tags in the head again", () => {
    const restored = restoreStartupScripts(deferStartupScripts(PAGE)!);
    const head = restored.slice(0, restored.indexOf("</head>"));
    for (const src of STARTUP) expect(head).toContain(`<script src="${src}" async=""></script>`);
    expect(restored).not.toContain("(function(s)");
    expect(restoreStartupScripts(PAGE)).toBe(PAGE);
  });

  it("cannot be closed early by a script address", () => {
    expect(startupLoader(["/x</script><script>alert(1)//.js"])).not.toContain("</script><script>alert");
  });
});

describe("rewriting a build", () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  function write(path: string, text: string) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }

  it("rewrites every prerendered page, including nested ones, and nothing else", () => {
    dist = mkdtempSync(join(tmpdir(), "defer-scripts-"));
    write("server/app/about.html", PAGE);
    write("server/app/locations/norton-va.html", PAGE);
    write("server/app/about.rsc", '1:I[0,[],""]');
    write("server/app/api/health.body", "ok");
    expect(deferPrerenderedPages(dist)).toEqual({ pages: 2, changed: 2, deferred: 2 });
    expect(readFileSync(join(dist, "server/app/locations/norton-va.html"), "utf8")).toContain("(function(s)");
    expect(readFileSync(join(dist, "server/app/about.rsc"), "utf8")).toBe('1:I[0,[],""]');
    expect(deferPrerenderedPages(dist)).toEqual({ pages: 2, changed: 0, deferred: 2 });
  });

  it("refuses a folder without a build", () => {
    dist = mkdtempSync(join(tmpdir(), "defer-scripts-"));
    expect(() => deferPrerenderedPages(dist)).toThrow(/run next build first/);
  });
});
