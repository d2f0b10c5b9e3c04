import "server-only";
import { parseSettings, SETTING_NAMES, type Env, type Settings } from "./schema";

export { REQUIRED_GRAPH_SECRETS, SettingsError, type Settings } from "./schema";

let cached: { snapshot: string; value: Settings } | undefined;

/**
 * The app's settings, checked against lib/settings/schema.ts (instrumentation.ts does that at
 * start-up, and stops the server on a bad value). Parsed again only when a variable changed,
 * which tests do between cases: a call costs a few property reads. Throws a SettingsError on a
 * bad value.
 */
export function settings(): Settings {
  const env = readEnvironment();
  const snapshot = SETTING_NAMES.map((name) => env[name] ?? "").join("\0");
  if (cached?.snapshot !== snapshot) cached = { snapshot, value: parseSettings(env) };
  return cached.value;
}

/**
 * The variables as this build sees them. NEXT_PUBLIC_* values are written out by name so that
 * Next.js puts in the values the site was built with, as it does in the browser's code: the
 * server then agrees with the pages it prerendered.
 */
function readEnvironment(): Env {
  const env: Record<string, string | undefined> = {};
  for (const name of SETTING_NAMES) env[name] = process.env[name];
  env.NEXT_PUBLIC_SITE_URL = process.env.NEXT_PUBLIC_SITE_URL;
  env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
  env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID = process.env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID;
  return env;
}
