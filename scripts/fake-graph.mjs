// Runs the fake Entra ID + Microsoft Graph server for local development, with the eight store
// mailboxes and some busy time, and prints the environment that points the site at it.
// Usage: node scripts/fake-graph.mjs [--port 8443] [--cert-dir DIR] [--control-port 8444] [--mailbox ADDRESS]...
// --control-port adds the HTTP control API of fake-graph/control.mjs (inspect events and mail,
// inject failures); --mailbox adds a mailbox besides the stores' (e.g. the MAIL_FROM sender).
import { readFile } from "node:fs/promises";
import { startControlServer } from "./fake-graph/control.mjs";
import { FAKE_CREDENTIALS, startFakeGraph } from "./fake-graph/server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const port = Number(option("--port", "8443"));
const certDir = option("--cert-dir", undefined);
const controlPort = option("--control-port", undefined);
const extraMailboxes = args.flatMap((arg, i) => (args[i - 1] === "--mailbox" ? [arg] : []));

const fake = await startFakeGraph({ port, certDir });
const mailboxes = JSON.parse(await readFile(new URL("./fake-graph/mailboxes.json", import.meta.url), "utf8"));

// Times in UTC: 14:00Z is 9 or 10 AM in the stores' Eastern zone, whatever the season.
const HOUR = 3600_000;
const weekdays = [];
for (let day = 1; weekdays.length < 5; day++) {
  const date = new Date(
    Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + day),
  );
  if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) weekdays.push(date.getTime());
}
mailboxes.forEach((email, i) => {
  fake.addMailbox(email);
  for (const midnight of weekdays) {
    const at = (hours) => new Date(midnight + hours * HOUR).toISOString();
    const shift = (i % 3) * 0.5;
    fake.addEvent(email, { subject: "Fleet service (seeded)", start: at(14 + shift), end: at(15.5 + shift) });
    fake.addEvent(email, { subject: "Alignment (seeded)", start: at(18), end: at(19) });
    fake.addEvent(email, {
      subject: "Staff lunch (seeded, free)",
      start: at(16),
      end: at(17),
      showAs: "free",
    });
  }
});

extraMailboxes.forEach((email) => fake.addMailbox(email));
const control =
  controlPort === undefined ? null : await startControlServer(fake, { port: Number(controlPort) });

console.log(
  `fake Graph on ${fake.baseUrl}: ${mailboxes.length + extraMailboxes.length} mailboxes, busy time on ${weekdays.length} weekdays.`,
);
if (control) console.log(`Control API on ${control.url}`);
console.log("Run the site against it with:\n");
console.log(
  [
    `AZURE_TENANT_ID=${fake.tenant}`,
    `AZURE_CLIENT_ID=${fake.clientId}`,
    `AZURE_CLIENT_SECRET=${FAKE_CREDENTIALS.clientSecret}`,
    `GRAPH_AUTHORITY_HOST=${fake.authorityHost}`,
    `GRAPH_BASE_URL=${fake.baseUrl}`,
    `NODE_EXTRA_CA_CERTS=${fake.caFile}`,
    "npm start",
  ].join(" "),
);

const stop = async () => {
  await Promise.all([fake.close(), control?.close()]);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
