/**
 * Response headers for every route. Kept out of next.config.ts so a test can read the exact
 * policy the server sends.
 *
 * Scripts: no 'unsafe-inline' anywhere. Every route gets the strictest policy here (scripts from
 * our own origin only), which is all an API answer, a file or a redirect needs. Pages get theirs
 * from proxy.ts, which adds the page's own inline scripts: by hash for a prerendered page (the
 * hashes are taken from the built files, so the page stays static) and by a fresh nonce for a page
 * rendered per request (Next.js puts the nonce on its own scripts).
 */

export interface PolicyOptions {
  /** Google Maps hosts are allowed only when the site is built with a Maps key. */
  googleMaps: boolean;
  /** The development server evaluates code for hot reloading. */
  development: boolean;
  /** Inline scripts this response may run: 'sha256-…' and 'nonce-…' sources. */
  inlineScripts?: readonly string[];
}

// Google's allowlist policy for the Maps JavaScript API (its loader evaluates code and starts
// blob: workers, hence 'unsafe-eval' and blob: with a key only).
const GOOGLE_MAPS = {
  script: [
    "'unsafe-eval'",
    "blob:",
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.ggpht.com",
    "https://*.googleusercontent.com",
  ],
  style: ["https://fonts.googleapis.com"],
  img: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.googleusercontent.com",
  ],
  font: ["https://fonts.gstatic.com"],
  connect: ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com", "data:", "blob:"],
  frame: ["https://*.google.com"],
};

export function contentSecurityPolicy({
  googleMaps,
  development,
  inlineScripts = [],
}: PolicyOptions): string {
  const maps = (hosts: string[]) => (googleMaps ? hosts : []);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...inlineScripts,
      ...(development && !googleMaps ? ["'unsafe-eval'"] : []),
      ...maps(GOOGLE_MAPS.script),
    ],
    "style-src": ["'self'", "'unsafe-inline'", ...maps(GOOGLE_MAPS.style)],
    "img-src": ["'self'", "data:", "blob:", ...maps(GOOGLE_MAPS.img)],
    "font-src": ["'self'", ...maps(GOOGLE_MAPS.font)],
    "connect-src": ["'self'", ...(development ? ["ws:"] : []), ...maps(GOOGLE_MAPS.connect)],
    "worker-src": ["'self'", "blob:"],
    "frame-src": googleMaps ? GOOGLE_MAPS.frame : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * X-Forwarded-Proto saying the client connected over HTTPS, however the proxies wrote it: any
 * case, spaces around it, and a list (`https, http`) whose first entry is the client's own hop,
 * since each proxy in a chain appends the scheme it was reached by. A client that sends the
 * header itself over plain HTTP gains nothing: browsers ignore HSTS received without TLS. Next.js
 * matches `has` values as a whole (`^…$`) and without flags, hence the spelled-out case.
 */
export const FORWARDED_HTTPS = "\\s*[Hh][Tt][Tt][Pp][Ss]\\s*(?:,.*)?";

export interface HeaderRule {
  source: string;
  has?: { type: "header"; key: string; value?: string }[];
  headers: { key: string; value: string }[];
}

export function securityHeaders(options: PolicyOptions): HeaderRule[] {
  return [
    {
      source: "/:path*",
      headers: [
        { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "X-Frame-Options", value: "DENY" },
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        {
          key: "Permissions-Policy",
          value: "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
        },
        { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
      ],
    },
    {
      // Only over HTTPS (as reported by the TLS-terminating proxy): HSTS on plain HTTP is ignored
      // by browsers and would wrongly pin a local http://localhost to HTTPS.
      source: "/:path*",
      has: [{ type: "header", key: "x-forwarded-proto", value: FORWARDED_HTTPS }],
      headers: [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }],
    },
  ];
}
