import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["tests/**/*.test.ts", "lib/**/*.test.ts", "data/**/*.test.ts"],
    globalSetup: ["tests/support/postgres-setup.ts", "tests/support/tls-setup.ts"],
    // Booking races fire hundreds of requests from one "client"; rate limits are tested on their own.
    env: { RATE_LIMIT_MULTIPLIER: "1000" },
  },
});
