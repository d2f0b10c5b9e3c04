import { describe, expect, it } from "vitest";
import { FORWARDED_HTTPS, contentSecurityPolicy, securityHeaders } from "@/lib/security/headers";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

describe("Content-Security-Policy", () => {
  const offline = contentSecurityPolicy({ googleMaps: false, development: false });
  const withMaps = contentSecurityPolicy({ googleMaps: true, development: false });

  it("allows nothing from Google without a Maps key", () => {
    expect(offline).not.toMatch(/google|gstatic/);
    expect(directive(offline, "script-src")).not.toContain("'unsafe-eval'");
    expect(directive(offline, "connect-src")).toEqual(["'self'"]);
    expect(directive(offline, "frame-src")).toEqual(["'none'"]);
  });

  it("allows the Maps hosts when a key is configured", () => {
    expect(directive(withMaps, "script-src")).toContain("https://*.googleapis.com");
    expect(directive(withMaps, "img-src")).toContain("https://*.gstatic.com");
    expect(directive(withMaps, "connect-src")).toContain("https://*.googleapis.com");
  });

  it("never lets another site frame ours, embed plugins or change the base URL", () => {
    for (const policy of [offline, withMaps]) {
      expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
      expect(directive(policy, "object-src")).toEqual(["'none'"]);
      expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    }
  });

  it("never allows inline scripts wholesale: only the ones named by hash or nonce", () => {
    const page = contentSecurityPolicy({
      googleMaps: true,
      development: false,
      inlineScripts: ["'sha256-abc='", "'nonce-xyz'"],
    });
    for (const policy of [offline, withMaps, page]) {
      expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
      expect(directive(policy, "script-src")[0]).toBe("'self'");
    }
    expect(directive(page, "script-src")).toEqual(expect.arrayContaining(["'sha256-abc='", "'nonce-xyz'"]));
    expect(directive(offline, "form-action")).toEqual(["'self'"]);
  });

  it("lets the development server evaluate code for hot reloading, and only it", () => {
    const dev = contentSecurityPolicy({ googleMaps: false, development: true });
    expect(directive(dev, "script-src")).toContain("'unsafe-eval'");
  });
});

describe("security headers", () => {
  const rules = securityHeaders({ googleMaps: false, development: false });

  it("apply to every path", () => {
    const everywhere = rules.find((r) => !r.has);
    expect(everywhere?.source).toBe("/:path*");
    expect(everywhere?.headers.map((h) => h.key)).toEqual(
      expect.arrayContaining([
        "Content-Security-Policy",
        "X-Content-Type-Options",
        "Referrer-Policy",
        "Permissions-Policy",
      ]),
    );
  });

  it("send HSTS only for requests that arrived over HTTPS", () => {
    const hsts = rules.find((r) => r.headers.some((h) => h.key === "Strict-Transport-Security"));
    expect(hsts?.has).toEqual([{ type: "header", key: "x-forwarded-proto", value: FORWARDED_HTTPS }]);
  });

  it("read HTTPS in any form the proxies write it, the client's hop first, and nothing else", () => {
    // As Next.js matches a `has` value: the whole header, no flags.
    const https = new RegExp(`^${FORWARDED_HTTPS}$`);
    for (const value of ["https", "HTTPS", "Https", " https ", "https,http", "https, http", "HTTPS,https"])
      expect(https.test(value), value).toBe(true);
    for (const value of [
      "http",
      "HTTP",
      "",
      " ",
      "http,https",
      "http, https",
      "httpss",
      "xhttps",
      "https-ish",
    ])
      expect(https.test(value), value).toBe(false);
  });
});
