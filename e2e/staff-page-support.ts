import { hydrateAfterNavigation, type Browser, type Page } from "./fixtures";
import type { PrivateSite } from "./private-site";

/**
 * A page of a site started with a staff password (STATUS_PASSWORD), signed in with it, at
 * `width`; with scripts unless `javaScript` is false (then no wait for hydration either).
 */
export async function passwordStaffPage(
  site: PrivateSite,
  browser: Browser,
  password: string,
  width: number,
  javaScript = true,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.baseURL,
    viewport: { width, height: 900 },
    httpCredentials: { username: "manager", password },
    javaScriptEnabled: javaScript,
  });
  if (javaScript) context.on("page", hydrateAfterNavigation);
  return context.newPage();
}
