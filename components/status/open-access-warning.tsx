import { connection } from "next/server";
import { signInMode } from "@/lib/auth/require-staff";

/**
 * In production without any staff sign-in the status pages are open to anyone with the address:
 * say so on the page, not only in the server log. Read per request, so setting the password
 * takes effect without a rebuild.
 */
export async function OpenAccessWarning() {
  await connection();
  if (signInMode() !== "off") return null;
  return (
    <div className="container-page pt-6">
      <p
        data-testid="open-access-warning"
        className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
      >
        <strong>This page is open to anyone who knows its address.</strong> Set up staff sign-in with
        Microsoft 365 (the AUTH_ENTRA_ settings), or set the STATUS_PASSWORD environment variable for one
        shared password.
      </p>
    </div>
  );
}
