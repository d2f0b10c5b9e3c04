import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { collectPageHashes, hashSource, inlineScripts, pagePath } from "../../scripts/csp-hashes.mjs";
import { loadBelowFoldImagesScript } from "@/lib/images/load-below-fold-images";
import { myStoreInitScript } from "@/lib/locations/public-location";
import { hashSourcesFor, type PageHashes } from "@/lib/security/page-hashes";
import { pagePolicy } from "@/lib/security/page-policy";
import { LAYOUT_SCRIPT_SOURCES, scriptHash } from "@/lib/security/script-sources";
import { themeInitScript } from "@/lib/theme/theme";

const scriptSrc = (policy: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith("script-src "))!
    .split(" ")
    .slice(1);

describe("inline scripts of a built page", () => {
  it("are the scripts the browser runs inline: not those with a src, not data blocks", () => {
    const html =
      '<html><head><script>a()</script><script src="/x.js" async=""></script>' +
      '<script type="application/ld+json">{"@type":"Store"}</script></head>' +
      '<body><script type="module">b()</script><script >self.__next_f.push([1,"<\\/p>"])</script></body></html>';
    expect(inlineScripts(html)).toEqual(["a()", "b()", 'self.__next_f.push([1,"<\\/p>"])']);
  });

  it("are hashed the way the browser hashes them (SHA-256 of the UTF-8 text, base64)", () => {
    // The example from the CSP specification's hash-source section.
    expect(hashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
    expect(hashSource("é")).toBe(scriptHash("é"));
  });

  it("are keyed by the page's path", () => {
    expect(pagePath("/b/server/app", "/b/server/app/index.html")).toBe("/");
    expect(pagePath("/b/server/app", "/b/server/app/locations/bristol-tn.html")).toBe(
      "/locations/bristol-tn",
    );
  });
});

describe("collecting a build's page hashes", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function build(pages: Record<string, string>): string {
    const dist = mkdtempSync(join(tmpdir(), "csp-hashes-"));
    dirs.push(dist);
    for (const [file, html] of Object.entries(pages)) {
      const path = join(dist, "server", "app", file);
      mkdirSync(join(path, ".."), { recursive: true });
      writeFileSync(path, html);
    }
    return dist;
  }

  it("lists each page's scripts, and the 404 and error pages' as the fallback", () => {
    const dist = build({
      "index.html": "<script>home()</script><script>home()</script>",
      "tires/size/225-65r17.html": "<script>size()</script>",
      "_not-found.html": "<script>missing()</script>",
      "_global-error.html": "<script>broken()</script>",
    });
    const { pages, fallback } = collectPageHashes(dist);
    expect(pages).toEqual({
      "/": [hashSource("home()")],
      "/tires/size/225-65r17": [hashSource("size()")],
    });
    expect(fallback.sort()).toEqual([hashSource("missing()"), hashSource("broken()")].sort());
  });

  it("fails instead of writing a policy that would block the site", () => {
    expect(() => collectPageHashes(build({ "index.html": "<p>no scripts</p>" }))).toThrow(
      /\/: no inline scripts found/,
    );
    expect(() => collectPageHashes(build({ "robots.txt.body": "User-agent: *" }))).toThrow(
      /no prerendered pages/,
    );
    expect(() => collectPageHashes(join(tmpdir(), "no-such-build"))).toThrow(/run next build first/);
  });
});

describe("a page's policy", () => {
  const hashes: PageHashes = {
    pages: { "/about": ["'sha256-about='"] },
    fallback: ["'sha256-notfound='"],
  };

  it("names a prerendered page's scripts, and the 404 page's for any other path", () => {
    expect(hashSourcesFor("/about", hashes)).toEqual(["'sha256-about='"]);
    expect(hashSourcesFor("/about/", hashes)).toEqual(["'sha256-about='"]);
    expect(hashSourcesFor("/search", hashes)).toEqual(["'sha256-notfound='"]);
  });

  it("allows the root layout's scripts by hash everywhere, and nothing inline wholesale", () => {
    expect(LAYOUT_SCRIPT_SOURCES).toEqual(
      [themeInitScript, myStoreInitScript, loadBelowFoldImagesScript].map(scriptHash),
    );
    const { policy, nonce } = pagePolicy("/search");
    const sources = scriptSrc(policy);
    expect(sources).toEqual(expect.arrayContaining([...LAYOUT_SCRIPT_SOURCES, `'nonce-${nonce}'`]));
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it("has a fresh, unguessable nonce on every response", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => pagePolicy("/").nonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
