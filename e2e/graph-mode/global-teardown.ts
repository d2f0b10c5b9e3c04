import { rm } from "node:fs/promises";

/** Removes the Graph-mode run folder (the fake's certificate and the site's database). */
export default async function globalTeardown() {
  const runDir = process.env.E2E_GRAPH_RUN_DIR;
  if (runDir) await rm(runDir, { recursive: true, force: true });
}
