import { timingSafeEqual } from "node:crypto";

/**
 * The internal status pages and their APIs: open by default (nothing secret is shown), behind
 * HTTP Basic auth when STATUS_PASSWORD is set (any user name).
 */
export function statusAuthFailure(
  authorization: string | null,
  password = process.env.STATUS_PASSWORD,
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
 * Staff actions that change data (retries now; confirming and declining requests later) fail
 * closed: in production without STATUS_PASSWORD they answer 503 instead of acting for anyone.
 * Development stays open. With a password, proxy.ts has already checked it.
 */
export function staffActionsClosed(env: NodeJS.ProcessEnv = process.env): Response | null {
  if (env.NODE_ENV !== "production" || env.STATUS_PASSWORD) return null;
  const message = "Staff actions are switched off: set STATUS_PASSWORD on the server to use them.";
  return Response.json({ success: false, error: message, message }, { status: 503 });
}
