/**
 * Opens the header's store chooser from anywhere on the page (a tire page's "Choose a store to
 * see availability"): a window event the chooser listens for, so the page's islands need no
 * reference to the header.
 */
export const OPEN_STORE_CHOOSER_EVENT = "open-store-chooser";

export function openStoreChooser(): void {
  window.dispatchEvent(new Event(OPEN_STORE_CHOOSER_EVENT));
}
