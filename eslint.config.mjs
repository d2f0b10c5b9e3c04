import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "node_modules/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
    "public/**",
  ]),
  {
    // Prerendered pages hydrate after their load event; the fixtures' pages wait for it.
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message: "Import from e2e/fixtures: its pages wait for hydration after navigating.",
            },
          ],
        },
      ],
    },
  },
]);
