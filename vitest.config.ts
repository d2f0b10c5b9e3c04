import { defineConfig } from "vitest/config";
import { serverOnlyAlias } from "./tests/support/server-only-alias";

export default defineConfig({
  resolve: { tsconfigPaths: true, alias: serverOnlyAlias },
  test: {
    environment: "node",
    include: ["tests/**/*.test.ts", "lib/**/*.test.ts", "data/**/*.test.ts"],
    globalSetup: ["tests/support/postgres-setup.ts", "tests/support/tls-setup.ts"],
    // Booking races fire hundreds of requests from one "client"; rate limits are tested on their own.
    env: { RATE_LIMIT_MULTIPLIER: "1000" },
  },
});
