/**
 * Where the Graph-mode browser tests find their servers. Shared by playwright.config.ts, which
 * starts them, and the tests, which talk to them. The defaults follow E2E_PORT (3100 gives the
 * site 3110, the fake Graph 8443 and its control API 8444), so two runs started with different
 * E2E_PORT values on one machine do not fight over ports.
 */
const sitePort = Number(process.env.E2E_PORT || 3100);

export const graphSitePort = Number(process.env.E2E_GRAPH_PORT || sitePort + 10);
export const fakeGraphPort = Number(process.env.E2E_FAKE_GRAPH_PORT || 8443 + (sitePort - 3100));
export const fakeGraphControlPort = fakeGraphPort + 1;

export const graphSiteUrl = `http://localhost:${graphSitePort}`;
export const fakeGraphOrigin = `https://127.0.0.1:${fakeGraphPort}`;
export const fakeGraphControlUrl = `http://127.0.0.1:${fakeGraphControlPort}/__control`;

/** The Graph-mode site sends its e-mail through the fake from this mailbox (see sentMail()). */
export const GRAPH_MAIL_FROM = "appointments@alleghenytire.example";
