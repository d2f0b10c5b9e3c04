/**
 * A site process of a test's own, for what the shared Graph-mode site cannot show: it holds its
 * app token for an hour, so a bad secret or reduced permissions only appear in a site that asks
 * for its first token after the change (see ../private-site.ts).
 */
import { join } from "node:path";
import { bookableLocations } from "../../data/locations";
import {
  FAKE_CREDENTIALS,
  startFakeGraph,
  type FakeGraph,
  type FakeGraphOptions,
} from "../../scripts/fake-graph/server.mjs";
import { startPrivateSite, type PrivateSite } from "../private-site";
import { fakeGraphInfo } from "./fake-graph-control";

export type { PrivateSite };

/** A fake Graph of the test's own (e.g. with fewer roles), trusted through the run's certificate. */
export async function startPrivateFakeGraph(
  options: Omit<FakeGraphOptions, "certDir"> = {},
): Promise<FakeGraph> {
  const { caFile } = await fakeGraphInfo();
  const fake = await startFakeGraph({ ...options, port: 0, certDir: join(caFile, "..") });
  for (const location of bookableLocations) fake.addMailbox(location.email);
  return fake;
}

/**
 * Starts the site configured for Graph against `fake` (default: the shared fake), with `env`
 * overriding any setting, e.g. `{ AZURE_CLIENT_SECRET: "wrong" }`.
 */
export async function startPrivateGraphSite(
  options: { fake?: FakeGraph; env?: Record<string, string> } = {},
): Promise<PrivateSite> {
  const info = await fakeGraphInfo();
  const origin = options.fake?.baseUrl ?? info.baseUrl;
  return startPrivateSite({
    AZURE_TENANT_ID: FAKE_CREDENTIALS.tenant,
    AZURE_CLIENT_ID: FAKE_CREDENTIALS.clientId,
    AZURE_CLIENT_SECRET: FAKE_CREDENTIALS.clientSecret,
    GRAPH_AUTHORITY_HOST: origin,
    GRAPH_BASE_URL: origin,
    NODE_EXTRA_CA_CERTS: info.caFile,
    MAIL_FROM: "",
    ...options.env,
  });
}
