import "server-only";
import { parseSettings, SETTING_NAMES, type Settings } from "./schema";

export { REQUIRED_GRAPH_SECRETS, REQUIRED_SMS_SETTINGS, SettingsError, type Settings } from "./schema";

let cached: { snapshot: string; value: Settings } | undefined;

/**
 * The app's settings, checked against lib/settings/schema.ts (instrumentation.ts does that at
 * start-up, and stops the server on a bad value). Parsed again only when a variable changed,
 * which tests do between cases: a call costs a few property reads. Throws a SettingsError on a
 * bad value.
 */
export function settings(): Settings {
  const snapshot = SETTING_NAMES.map((name) => process.env[name] ?? "").join("\0");
  if (cached?.snapshot !== snapshot) cached = { snapshot, value: parseSettings(process.env) };
  return cached.value;
}
