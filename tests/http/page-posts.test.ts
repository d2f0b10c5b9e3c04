import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import nextConfig from "@/next.config";
import { pagePathPattern, readActionPages, actionOfAnotherPage } from "@/lib/http/page-actions";
import {
  CROSS_SITE,
  LENGTH_REQUIRED,
  NOT_THIS_PAGE,
  TOO_LARGE,
  addressedHost,
  pagePostRefusal,
} from "@/lib/http/page-posts";
import { PAGE_BODY_LIMIT_BYTES } from "@/lib/http/request-body";
import { gateRequest } from "@/lib/http/request-gate";

const SITE = "localhost:3000";
const post = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://${SITE}${path}`, {
    method: "POST",
    headers: {
      host: SITE,
      "content-type": "multipart/form-data; boundary=x",
      "content-length": "100",
      ...headers,
    },
  });

async function expectRefusal(reply: Response | null, status: number, text: { title: string }) {
  expect(reply?.status).toBe(status);
  expect(reply!.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(reply!.headers.get("cache-control")).toBe("no-store");
  expect(await reply!.text()).toContain(`<h1>${text.title}</h1>`);
}

afterEach(() => vi.unstubAllEnvs());

describe("a form posted to a page: its size", () => {
  it("is the limit Next.js is given for Server Actions", () => {
    expect(nextConfig.experimental?.serverActions?.bodySizeLimit).toBe(PAGE_BODY_LIMIT_BYTES);
    expect(PAGE_BODY_LIMIT_BYTES).toBe(3 * 1024 * 1024);
  });

  it("answers a body over 3 MB with 413 and a short page, before anything reads it", async () => {
    const kinds: Record<string, string>[] = [
      {},
      { "next-action": "7f00" },
      { "content-type": "application/x-www-form-urlencoded" },
    ];
    for (const headers of kinds)
      await expectRefusal(
        gateRequest(
          post("/admin/inventory", { ...headers, "content-length": String(PAGE_BODY_LIMIT_BYTES + 1) }),
        ),
        413,
        TOO_LARGE,
      );
    expect(TOO_LARGE.message).toContain("3 MB");
    expect(gateRequest(post("/contact", { "content-length": String(PAGE_BODY_LIMIT_BYTES) }))).toBeNull();
  });

  it("answers a form sent without a length (chunked) with 411", async () => {
    const chunked = post("/contact", { "transfer-encoding": "chunked" });
    chunked.headers.delete("content-length");
    await expectRefusal(gateRequest(chunked), 411, LENGTH_REQUIRED);
  });

  it("leaves the APIs to their own limits (lib/http/request-body.ts), which answer 413 in JSON", () => {
    const big = { "content-type": "application/json", "content-length": String(10 * 1024 * 1024) };
    expect(gateRequest(post("/api/contact", big))).toBeNull();
    expect(gateRequest(post("/api/admin/inventory", { ...big, "transfer-encoding": "chunked" }))).toBeNull();
  });
});

describe("a form posted to a page: where it came from", () => {
  it("refuses another site's Origin, Origin: null and an Origin that is not a URL with 403", async () => {
    for (const origin of [
      "http://evil.example",
      "null",
      "http://localhost:3001",
      "https://localhost",
      "garbage",
      "http://localhost:3000.evil.example",
    ])
      await expectRefusal(gateRequest(post("/contact", { origin, "next-action": "7f00" })), 403, CROSS_SITE);
  });

  it("takes its own Origin, and a POST without one (Next.js lets those through too)", () => {
    expect(gateRequest(post("/contact", { origin: `http://${SITE}`, "next-action": "7f00" }))).toBeNull();
    expect(gateRequest(post("/contact", { origin: `https://${SITE}` }))).toBeNull();
    expect(gateRequest(post("/contact"))).toBeNull();
  });

  it("reads X-Forwarded-Host only behind a proxy we were told of, as Next.js compares with it", async () => {
    const proxied = { host: "10.0.0.5:3000", "x-forwarded-host": "www.alleghenytire.example" };
    const fromSite = { ...proxied, origin: "https://www.alleghenytire.example" };
    // Behind nothing the header is the client's own: it cannot vouch for an Origin, and when it
    // disagrees with Host no Origin can satisfy Next.js's check and ours.
    await expectRefusal(gateRequest(post("/contact", fromSite)), 403, CROSS_SITE);
    await expectRefusal(
      gateRequest(post("/contact", { ...proxied, origin: "http://10.0.0.5:3000" })),
      403,
      CROSS_SITE,
    );
    expect(addressedHost(post("/", proxied))).toBeNull();
    expect(addressedHost(post("/", { "x-forwarded-host": SITE }))).toBe(SITE);
    vi.stubEnv("TRUSTED_PROXY_COUNT", "1");
    expect(gateRequest(post("/contact", fromSite))).toBeNull();
    expect(
      addressedHost(post("/", { ...proxied, "x-forwarded-host": "www.alleghenytire.example, other" })),
    ).toBe("www.alleghenytire.example");
    await expectRefusal(
      gateRequest(post("/contact", { ...proxied, origin: "http://evil.example" })),
      403,
      CROSS_SITE,
    );
    // Without the header, the Host the proxy passed on.
    expect(gateRequest(post("/contact", { origin: `http://${SITE}` }))).toBeNull();
  });
});

describe("a form posted to a page: whose action", () => {
  const actions = new Map([
    ["60contact", [pagePathPattern("app/(site)/contact/page")]],
    [
      "00signout",
      [
        pagePathPattern("app/(staff)/admin/appointments/page"),
        pagePathPattern("app/(staff)/calendar-status/page"),
      ],
    ],
    ["60quote", [pagePathPattern("app/(staff)/admin/quotes/[reference]/page")]],
  ]);

  it("refuses another page's action with 404, so Next.js does not forward it", async () => {
    for (const [path, action] of [
      ["/about", "60contact"],
      ["/contact", "00signout"],
      ["/admin/quotes", "60quote"],
      ["/admin/quotes/QT-1/more", "60quote"],
      ["/contacts", "60contact"],
    ] as const)
      await expectRefusal(
        pagePostRefusal(post(path, { "next-action": action }), actions),
        404,
        NOT_THIS_PAGE,
      );
  });

  it("lets a page's own action through, and leaves an unknown one to Next.js", () => {
    for (const [path, action] of [
      ["/contact", "60contact"],
      ["/calendar-status", "00signout"],
      ["/admin/appointments", "00signout"],
      ["/admin/quotes/QT-2026-0001", "60quote"],
      ["/contact", "7fffffffunknown"],
    ] as const)
      expect(
        pagePostRefusal(post(path, { "next-action": action }), actions),
        `${action} at ${path}`,
      ).toBeNull();
    // No manifest (development): nothing to go by.
    expect(actionOfAnotherPage("60contact", "/about", null)).toBe(false);
  });

  it("reads the pages of each action from the build's manifest", () => {
    const dir = mkdtempSync(join(tmpdir(), "action-manifest-"));
    const file = join(dir, "server-reference-manifest.json");
    writeFileSync(
      file,
      JSON.stringify({
        node: {
          a1: { workers: { "app/(site)/contact/page": { moduleId: 1 } }, exportedName: "send" },
          b2: {
            workers: { "app/(site)/page": {}, "app/docs/[...slug]/page": {}, "app/x/[[...rest]]/page": {} },
          },
        },
        edge: {},
      }),
    );
    const pages = readActionPages(file)!;
    expect(actionOfAnotherPage("a1", "/contact", pages)).toBe(false);
    expect(actionOfAnotherPage("a1", "/", pages)).toBe(true);
    for (const path of ["/", "/docs/a/b", "/x", "/x/y/z"])
      expect(actionOfAnotherPage("b2", path, pages), path).toBe(false);
    expect(actionOfAnotherPage("b2", "/docs", pages)).toBe(true);
    expect(readActionPages(join(dir, "missing.json"))).toBeNull();
  });
});
