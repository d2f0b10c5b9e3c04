import "server-only";
import { createHash } from "node:crypto";
import { ClientSecretCredential, type TokenCredential } from "@azure/identity";
import { Client } from "@microsoft/microsoft-graph-client";
import { TokenCredentialAuthenticationProvider } from "@microsoft/microsoft-graph-client/authProviders/azureTokenCredentials";
import type { GraphConfig } from "./graph-config";

/** App-only tokens ask for the app's granted application permissions as a whole. */
export const GRAPH_SCOPE = "https://graph.microsoft.com/.default";

export interface GraphConnection {
  client: Client;
  credential: TokenCredential;
}

/** A client with its own credential (and so its own token cache). */
export function createGraphConnection(config: GraphConfig): GraphConnection {
  const credential = new ClientSecretCredential(config.tenantId, config.clientId, config.clientSecret, {
    authorityHost: config.authorityHost,
    // Otherwise MSAL asks login.microsoftonline.com whether a custom authority host is trusted.
    disableInstanceDiscovery: true,
  });
  const client = Client.initWithMiddleware({
    authProvider: new TokenCredentialAuthenticationProvider(credential, { scopes: [GRAPH_SCOPE] }),
    baseUrl: config.baseUrl,
    defaultVersion: "v1.0",
    // The client sends the bearer token only to Microsoft hosts and these.
    customHosts: new Set([new URL(config.baseUrl).hostname]),
  });
  return { client, credential };
}

const shared = new Map<string, GraphConnection>();

/**
 * One connection per configuration for callers that rebuild the config on every call (the mail
 * outbox), so each message does not fetch a new token. Keyed by a hash, not the secret itself.
 */
export function sharedGraphConnection(config: GraphConfig): GraphConnection {
  const key = createHash("sha256").update(JSON.stringify(config)).digest("hex");
  let connection = shared.get(key);
  if (!connection) {
    connection = createGraphConnection(config);
    shared.set(key, connection);
  }
  return connection;
}

/** "/users/{address}": the mailbox's address, escaped for a URL path. */
export function mailboxPath(email: string): string {
  return `/users/${encodeURIComponent(email)}`;
}
