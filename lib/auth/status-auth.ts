import "server-only";

/** Why each staff page that fails closed does, in the words of its 503 page. */
export const CLOSED_STAFF_PAGES: Readonly<Record<string, string>> = {
  "/admin/appointments": "This page shows customers' names, phone numbers and e-mail addresses",
  "/admin/inventory": "This page changes the stock counts customers book against",
  "/admin/quotes": "This page shows customers' names, phone numbers and e-mail addresses",
  "/admin/staff": "This page decides which stores each staff member sees",
};

/**
 * On a production server with no staff sign-in set up, the staff pages that show customers'
 * details (/admin/appointments) or change what they are promised (/admin/inventory) answer a
 * short HTML page with the 503, since a person opened it in a browser. Other paths (the status
 * pages) stay open and carry a warning instead. Called by lib/auth/staff-gate.ts in that case only.
 */
export function staffPageClosed(pathname = "/admin/appointments"): Response | null {
  const page = Object.keys(CLOSED_STAFF_PAGES).find((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (!page) return null;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Staff page switched off</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>Staff page switched off</h1><p>${CLOSED_STAFF_PAGES[page]}, so it stays closed until it is protected. Set the <code>STATUS_PASSWORD</code> environment variable on the server for one shared password, or set up staff sign-in with Microsoft 365 (the <code>AUTH_ENTRA_</code> settings in the README), and restart the site.</p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
