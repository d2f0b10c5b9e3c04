import type { Page } from "./fixtures";
import type { Location } from "../data/locations";
import { toSelectedLocation } from "../lib/locations/public-location";

/** The visitor's store, remembered as the header's chooser remembers it, before the page loads. */
export async function rememberStore(page: Page, store: Location) {
  await page.addInitScript(
    (value) => window.localStorage.setItem("selected-location", value),
    JSON.stringify(toSelectedLocation(store)),
  );
}
