import { rm } from "node:fs/promises";

/** Removes this run's folder: both sites' databases and the fake Graph server's certificate. */
export default async function globalTeardown() {
  const runDir = process.env.E2E_RUN_DIR;
  if (runDir) await rm(runDir, { recursive: true, force: true });
}
