/**
 * Microsoft Graph settings from the environment. The three Azure values make the integration
 * "configured"; the hosts are overridable so the real libraries can run against scripts/fake-graph.
 */
export const REQUIRED_GRAPH_SECRETS = ["AZURE_TENANT_ID", "AZURE_CLIENT_ID", "AZURE_CLIENT_SECRET"] as const;

export interface GraphConfig {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** Entra ID origin, e.g. https://login.microsoftonline.com. */
  authorityHost: string;
  /** Graph origin without the API version, e.g. https://graph.microsoft.com. */
  baseUrl: string;
  /** How long an availability read may take before scheduling falls back to simulated slots. */
  readTimeoutMs: number;
}

type Env = Readonly<Record<string, string | undefined>>;

const DEFAULT_AUTHORITY_HOST = "https://login.microsoftonline.com";
const DEFAULT_BASE_URL = "https://graph.microsoft.com";
const DEFAULT_READ_TIMEOUT_MS = 3000;

/**
 * Null unless all of REQUIRED_GRAPH_SECRETS are set. Throws on a malformed host or timeout
 * (naming the variable, never its value) so a deployment mistake is loud rather than silently
 * sending credentials somewhere unexpected.
 */
export function readGraphConfig(env: Env = process.env): GraphConfig | null {
  const [tenantId, clientId, clientSecret] = REQUIRED_GRAPH_SECRETS.map((name) => env[name]?.trim() ?? "");
  if (!tenantId || !clientId || !clientSecret) return null;
  return {
    tenantId,
    clientId,
    clientSecret,
    authorityHost: httpsOrigin(env, "GRAPH_AUTHORITY_HOST", DEFAULT_AUTHORITY_HOST),
    baseUrl: httpsOrigin(env, "GRAPH_BASE_URL", DEFAULT_BASE_URL),
    readTimeoutMs: positiveInteger(env, "GRAPH_READ_TIMEOUT_MS", DEFAULT_READ_TIMEOUT_MS),
  };
}

/** Both libraries need https and a bare origin (the Graph client adds "/v1.0" itself). */
function httpsOrigin(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  if (!value) return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a valid URL`);
  }
  if (url.protocol !== "https:") throw new Error(`${name} must use https`);
  return url.origin;
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number of milliseconds`);
  return n;
}
