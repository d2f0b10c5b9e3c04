import "server-only";
import { timingSafeEqual } from "node:crypto";
import { settings } from "@/lib/settings";

/**
 * The internal status pages and their APIs: open by default (nothing secret is shown), behind
 * HTTP Basic auth when STATUS_PASSWORD is set (any user name).
 */
export function statusAuthFailure(
  authorization: string | null,
  password = settings().statusPassword,
): Response | null {
  if (!password) return null;
  const supplied = authorization?.startsWith("Basic ")
    ? Buffer.from(authorization.slice(6), "base64").toString("utf8")
    : "";
  const given = Buffer.from(supplied.slice(supplied.indexOf(":") + 1));
  const expected = Buffer.from(password);
  if (supplied.includes(":") && given.length === expected.length && timingSafeEqual(given, expected))
    return null;
  return new Response(
    JSON.stringify({
      success: false,
      error: "Authentication required.",
      message: "Authentication required.",
    }),
    {
      status: 401,
      headers: {
        "Content-Type": "application/json",
        "WWW-Authenticate": 'Basic realm="Allegheny Tire status", charset="UTF-8"',
      },
    },
  );
}

/**
 * Staff actions that change data (an operator's retries) fail closed: in production without STATUS_PASSWORD they answer 503 instead of acting for anyone.
 * Development stays open. With a password, proxy.ts has already checked it.
 */
export function staffActionsClosed(): Response | null {
  if (process.env.NODE_ENV !== "production" || settings().statusPassword) return null;
  const message = "Staff actions are switched off: set STATUS_PASSWORD on the server to use them.";
  return Response.json({ success: false, error: message, message }, { status: 503 });
}

/** Why each staff page that fails closed does, in the words of its 503 page. */
export const CLOSED_STAFF_PAGES: Readonly<Record<string, string>> = {
  "/admin/appointments": "This page shows customers' names, phone numbers and e-mail addresses",
  "/admin/inventory": "This page changes the stock counts customers book against",
};

/**
 * The same rule for staff pages that show customers' details (/admin/appointments) or change what
 * they are promised (/admin/inventory): a short HTML page with the 503, since a person opened it
 * in a browser. Other paths (the status pages) stay open and carry a warning instead.
 */
export function staffPageClosed(pathname = "/admin/appointments"): Response | null {
  const page = Object.keys(CLOSED_STAFF_PAGES).find((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (!page || !staffActionsClosed()) return null;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Staff page switched off</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>Staff page switched off</h1><p>${CLOSED_STAFF_PAGES[page]}, so it stays closed until it is protected. Set the <code>STATUS_PASSWORD</code> environment variable on the server and restart the site; the page will then ask for that password.</p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
