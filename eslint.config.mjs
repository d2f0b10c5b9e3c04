import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { importRules } from "./lint/import-rules.mjs";

const NO_SLEEP = "Tests do not wait for fixed times: wait for the event itself, or move an injected clock.";

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
    // The layers (lint/layers.mjs, docs/architecture.md): imports point down, never in a circle.
    files: ["{app,components,lib,data}/**/*.{ts,tsx}", "*.ts"],
    ignores: ["**/*.test.ts", "**/*.bench.ts"],
    plugins: { layers: importRules },
    rules: {
      "layers/no-upward-import": "error",
      "layers/no-import-cycle": "error",
    },
  },
  {
    // Storage has one public face; its files are free to change behind it.
    files: ["{app,components,lib}/**/*.{ts,tsx}", "*.ts"],
    ignores: ["lib/db/**", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/db/*", "!@/lib/db/errors"],
              message: "Import storage from @/lib/db (or @/lib/db/errors), its public entry.",
            },
          ],
        },
      ],
    },
  },
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
  {
    // Browser tests wait for the element, response or event that matters, never for a fixed time.
    files: ["e2e/**/*.ts"],
    // Starting a site of a test's own polls its address, as Playwright's own webServer does.
    ignores: ["e2e/private-site.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: `${NO_SLEEP} Use web-first assertions, expect.poll or page.waitForResponse.`,
        },
        {
          selector: "Literal[value='networkidle']",
          message:
            "Wait for the element or response that matters: network idle may come too early, or never.",
        },
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
          message: `${NO_SLEEP} Use web-first assertions or expect.poll.`,
        },
      ],
    },
  },
  {
    // Unit and integration tests move clocks instead of waiting for them.
    files: ["tests/**/*.ts"],
    // The scale-out run drives real servers in real time (a slow SMTP server, delivery by polling).
    ignores: ["tests/scale-out/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='setTimeout']",
          message: `${NO_SLEEP} Pass a \`now\` or a clock (tests/support/manual-clock.ts), use vi.useFakeTimers, or await what the code or a fake server exposes (e.g. holdNext).`,
        },
        {
          selector: "AssignmentExpression[left.object.name='Date'][left.property.name='now']",
          message: 'Move the clock with vi.useFakeTimers({ toFake: ["Date"] }) and vi.setSystemTime.',
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: ["timers/promises", "node:timers/promises"].map((name) => ({ name, message: NO_SLEEP })),
        },
      ],
    },
  },
]);
