import { connection } from "next/server";
import { settings } from "@/lib/settings";

/**
 * In production without STATUS_PASSWORD the staff pages are open to anyone with the address:
 * say so on the page, not only in the server log. Read per request, so setting the password
 * takes effect without a rebuild.
 */
export async function OpenAccessWarning() {
  await connection();
  if (process.env.NODE_ENV !== "production" || settings().statusPassword) return null;
  return (
    <div className="container-page pt-6">
      <p
        data-testid="open-access-warning"
        className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
      >
        <strong>This page is open to anyone who knows its address.</strong> Set the STATUS_PASSWORD
        environment variable on the server to require a password for the staff pages and their APIs.
      </p>
    </div>
  );
}
