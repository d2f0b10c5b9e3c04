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
