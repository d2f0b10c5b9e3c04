import { inject } from "vitest";
import { bookableLocations } from "@/data/locations";
import type { GraphConfig } from "@/lib/calendar/graph-config";
import { startFakeGraph, type FakeGraph, type FakeGraphOptions } from "../../scripts/fake-graph/server.mjs";

/** Distinctive, so a test can prove it never appears in a message. */
export const TEST_CLIENT_SECRET = "tEsT~s3cret.value_that-must-never-leak";

/** The fake server with the eight store mailboxes, using the run's shared certificate. */
export async function startTestGraph(options: FakeGraphOptions = {}): Promise<FakeGraph> {
  if (!process.env.NODE_EXTRA_CA_CERTS) {
    throw new Error(
      "NODE_EXTRA_CA_CERTS is not set: run these tests through Vitest with tests/support/tls-setup.ts as globalSetup",
    );
  }
  const fake = await startFakeGraph({
    clientSecret: TEST_CLIENT_SECRET,
    certDir: inject("fakeGraphCertDir"),
    ...options,
  });
  for (const location of bookableLocations) fake.addMailbox(location.email);
  return fake;
}

/** The environment the site would be started with to use `fake`. */
export function fakeGraphEnv(fake: FakeGraph, extra: Record<string, string> = {}): Record<string, string> {
  return {
    AZURE_TENANT_ID: fake.tenant,
    AZURE_CLIENT_ID: fake.clientId,
    AZURE_CLIENT_SECRET: TEST_CLIENT_SECRET,
    GRAPH_AUTHORITY_HOST: fake.authorityHost,
    GRAPH_BASE_URL: fake.baseUrl,
    ...extra,
  };
}

/** A config pointing at `fake`; each call is a new object, so a new provider gets a fresh token. */
export function fakeGraphConfig(fake: FakeGraph, overrides: Partial<GraphConfig> = {}): GraphConfig {
  return {
    tenantId: fake.tenant,
    clientId: fake.clientId,
    clientSecret: TEST_CLIENT_SECRET,
    authorityHost: fake.authorityHost,
    baseUrl: fake.baseUrl,
    readTimeoutMs: 1500,
    ...overrides,
  };
}
