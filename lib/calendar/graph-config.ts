import "server-only";
import { REQUIRED_GRAPH_SECRETS, settings, type Settings } from "@/lib/settings";

export { REQUIRED_GRAPH_SECRETS };

/**
 * Microsoft Graph settings. The three Azure values make the integration "configured"; the hosts
 * are overridable so the real libraries can run against scripts/fake-graph. lib/settings checks
 * them (https origins, a whole number of milliseconds), so a deployment mistake stops the server
 * at start rather than sending credentials somewhere unexpected.
 */
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

/** Null unless all of REQUIRED_GRAPH_SECRETS are set. */
export function readGraphConfig(current: Settings = settings()): GraphConfig | null {
  if (!current.azure) return null;
  return {
    ...current.azure,
    authorityHost: current.graphAuthorityHost,
    baseUrl: current.graphBaseUrl,
    readTimeoutMs: current.graphReadTimeoutMs,
  };
}
