import { after } from "next/server";

/**
 * Runs background work (e-mail, calendar writes) once the response is on its way, so a customer
 * never waits on Microsoft Graph or SMTP: the state is already written and the background loop
 * would pick the work up anyway. Outside a request (tests, scripts) it starts at once instead.
 */
export function afterResponse(task: () => Promise<unknown>): void {
  const run = () => task().catch((error: unknown) => console.error("Background work failed", error));
  try {
    after(run);
  } catch {
    void run();
  }
}
