import {
  EMPTY_SAVED_WIZARD,
  parseSavedWizard,
  serializeWizard,
  WIZARD_STORAGE_KEY,
  type SavedWizard,
} from "@/components/schedule/wizard-storage";

// Storage can be missing or refuse access (privacy modes, blocked site data): the wizard then
// simply works without remembering, never fails.

export function readSavedWizard(): SavedWizard {
  if (typeof window === "undefined") return EMPTY_SAVED_WIZARD;
  try {
    return parseSavedWizard(window.sessionStorage.getItem(WIZARD_STORAGE_KEY)) ?? EMPTY_SAVED_WIZARD;
  } catch {
    return EMPTY_SAVED_WIZARD;
  }
}

export function writeSavedWizard(state: SavedWizard): void {
  try {
    window.sessionStorage.setItem(WIZARD_STORAGE_KEY, serializeWizard(state));
  } catch {
    // Full or unavailable: this page view still works.
  }
}

export function clearSavedWizard(): void {
  try {
    window.sessionStorage.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // Nothing was kept, so nothing to clear.
  }
}
