import { brand, telHref } from "@/data/brand";
import { jsonError } from "@/lib/http/responses";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** JSON for the APIs and the JSON files, a page for everything a browser opens. */
export function wantsJson(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/") || pathname.endsWith(".json");
}

/**
 * A refusal answered before any page renders (proxy.ts): our JSON error shape on an API, else a
 * small self-contained page with our name, the phone number and a way home. It has no scripts
 * and no stylesheet of its own, so it works under the Content-Security-Policy and without the
 * site's build.
 */
export function refusal(
  pathname: string,
  status: number,
  text: { title: string; message: string },
  headers: Record<string, string> = {},
): Response {
  const response = wantsJson(pathname) ? jsonError(status, text.message) : errorPage(status, text);
  response.headers.set("Cache-Control", "no-store");
  for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
  return response;
}

function errorPage(status: number, { title, message }: { title: string; message: string }): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(brand.shortName)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#111827"><header><p style="font-weight:800">${escapeHtml(brand.name)}</p></header><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p>Need a hand? Call us at <a href="${telHref(brand.phone)}">${escapeHtml(brand.phone)}</a>.</p><p><a href="/">Back to Home</a></p></main></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
