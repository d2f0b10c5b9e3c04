import "server-only";
import { settings, SettingsError } from "./index";

/**
 * Stops the server at start-up when a setting breaks its rule: one line per variable with its
 * name and the rule (never the value, which may be a secret), then exit code 1. Nothing is
 * served on a half-read configuration.
 */
export function exitOnInvalidSettings(): void {
  try {
    settings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`${error.message}\nThe server stopped: every setting is described in .env.example.`);
    process.exit(1);
  }
}
