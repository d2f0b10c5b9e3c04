import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import {
  GRAPH_MAIL_FROM,
  fakeGraphControlPort,
  fakeGraphControlUrl,
  fakeGraphOrigin,
  fakeGraphPort,
  graphSitePort,
  graphSiteUrl,
} from "./e2e/graph-mode/settings";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";
import { TEXTS_WEBHOOK_SECRET } from "./e2e/texts-settings";
import { FAKE_CREDENTIALS } from "./scripts/fake-graph/server.mjs";

const port = Number(process.env.E2E_PORT || 3100);
const baseURL = process.env.E2E_BASE_URL || `http://localhost:${port}`;

// Graph mode: a second `next start` of the same build, configured for Microsoft Graph and
// pointed at the fake Entra ID + Graph server (scripts/fake-graph.mjs). Off against a deployed
// site (E2E_BASE_URL) and with E2E_GRAPH=off.
const graphMode = !process.env.E2E_BASE_URL && process.env.E2E_GRAPH !== "off";
// Each run starts from empty databases (bookings from an earlier run would fill the days the tests
// book) in a folder of its own, with the fake's certificate. Set here, in the runner, so the
// workers (which load this file again) inherit the same path; e2e/global-teardown.ts removes it.
process.env.E2E_RUN_DIR ||= join(tmpdir(), `allegheny-e2e-${process.pid}`);
const runDir = process.env.E2E_RUN_DIR;
const graphCertDir = join(runDir, "cert");

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"], ["github"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: "chromium", testIgnore: /[\\/]graph-mode[\\/]/, use: desktop },
    ...(graphMode
      ? [{ name: "graph", testDir: "e2e/graph-mode", use: { ...desktop, baseURL: graphSiteUrl } }]
      : []),
  ],
  globalTeardown: "./e2e/global-teardown.ts",
  // Tests run against the production build (`next build` first); Playwright owns the server
  // processes. It starts these one after another, in order, before any global setup: the fake
  // Graph server answers its health URL only once its certificate exists, so the Graph-mode site,
  // whose Node.js reads NODE_EXTRA_CA_CERTS once at start-up, always finds the file.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: `npx next start -p ${port}`,
          url: `${baseURL}/api/locations`,
          // Every browser test books from this one machine's address: without a wider allowance the
          // per-address booking limit (10 a minute, unit-tested in tests/api) refuses whichever
          // wizard happens to book eleventh in a minute.
          // TRUSTED_PROXY_COUNT=1, as behind the usual TLS proxy: the capacity walk's customers each
          // come from an X-Forwarded-For address of their own.
          // SMS_WEBHOOK_SECRET: the customers' text replies are posted to the site as the provider
          // would (e2e/texts-support.ts); without a provider the texts themselves are files.
          env: {
            DATA_DIR: join(runDir, "data"),
            RATE_LIMIT_MULTIPLIER: "10",
            TRUSTED_PROXY_COUNT: "1",
            SMS_WEBHOOK_SECRET: TEXTS_WEBHOOK_SECRET,
          },
          reuseExistingServer: false,
          timeout: 60_000,
          stdout: "ignore",
          stderr: "pipe",
        },
        ...(graphMode
          ? [
              {
                name: "fake Graph",
                command: [
                  "node scripts/fake-graph.mjs",
                  `--port ${fakeGraphPort}`,
                  `--control-port ${fakeGraphControlPort}`,
                  `--cert-dir ${JSON.stringify(graphCertDir)}`,
                  `--mailbox ${GRAPH_MAIL_FROM}`,
                ].join(" "),
                url: `${fakeGraphControlUrl}/health`,
                reuseExistingServer: false,
                timeout: 30_000,
                stdout: "ignore" as const,
                stderr: "pipe" as const,
              },
              {
                name: "Graph-mode site",
                command: `npx next start -p ${graphSitePort}`,
                url: `${graphSiteUrl}/api/locations`,
                env: {
                  AZURE_TENANT_ID: FAKE_CREDENTIALS.tenant,
                  AZURE_CLIENT_ID: FAKE_CREDENTIALS.clientId,
                  AZURE_CLIENT_SECRET: FAKE_CREDENTIALS.clientSecret,
                  GRAPH_AUTHORITY_HOST: fakeGraphOrigin,
                  GRAPH_BASE_URL: fakeGraphOrigin,
                  NODE_EXTRA_CA_CERTS: join(graphCertDir, "cert.pem"),
                  MAIL_FROM: GRAPH_MAIL_FROM,
                  DATA_DIR: join(runDir, "graph-data"),
                  // Empty, not inherited from the shell: mail goes through Graph, data stays in
                  // this run's SQLite file, and the status pages stay open to the tests.
                  SMTP_URL: "",
                  DATABASE_URL: "",
                  STATUS_PASSWORD: "",
                },
                reuseExistingServer: false,
                timeout: 60_000,
                stdout: "ignore" as const,
                stderr: "pipe" as const,
              },
            ]
          : []),
      ],
});
