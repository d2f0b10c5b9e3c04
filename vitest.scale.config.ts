import { defineConfig } from "vitest/config";
import { serverOnlyAlias } from "./tests/support/server-only-alias";

// Production app instances (`next start` of the build) with a real SMTP server and the fake Graph
// server: two on one PostgreSQL, the deployment recipe (HAProxy in front, restarts under load), and
// the backup and restore drill on SQLite and PostgreSQL. Runs
// after `npm run build` (scripts/test.sh).
export default defineConfig({
  resolve: { tsconfigPaths: true, alias: serverOnlyAlias },
  test: {
    environment: "node",
    include: ["tests/scale-out/**/*.scale.ts"],
    globalSetup: ["tests/support/postgres-setup.ts", "tests/support/tls-setup.ts"],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
