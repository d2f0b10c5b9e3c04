import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ensureCert } from "../../scripts/fake-graph/server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    fakeGraphCertDir: string;
  }
}

/**
 * One certificate for every fake Graph server in the run. Node reads NODE_EXTRA_CA_CERTS only at
 * start-up, so it is set here, in the main process, before Vitest forks the test workers (they
 * inherit this environment); the real identity and Graph libraries then trust the fake server.
 * A CA file the developer already set (e.g. a company proxy's) is kept in the bundle.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(join(tmpdir(), "fake-graph-tls-"));
  const certDir = join(root, "cert");
  const { caFile } = await ensureCert(certDir);
  const existing = process.env.NODE_EXTRA_CA_CERTS;
  const bundle = join(root, "ca-bundle.pem");
  await writeFile(
    bundle,
    [existing ? await readFile(existing, "utf8") : "", await readFile(caFile, "utf8")].join("\n"),
  );
  process.env.NODE_EXTRA_CA_CERTS = bundle;
  project.provide("fakeGraphCertDir", certDir);
  return () => rm(root, { recursive: true, force: true });
}
