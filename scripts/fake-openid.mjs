// Runs the fake Microsoft Entra ID sign-in for trying the staff pages locally, and prints the
// environment that points the site at it.
// Usage: node scripts/fake-openid.mjs [--port 9443] [--cert-dir DIR]
import { randomBytes } from "node:crypto";
import { startFakeOpenId } from "./fake-openid/server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};

const fake = await startFakeOpenId({
  port: Number(option("--port", "9443")),
  certDir: option("--cert-dir", undefined),
});
console.log(`Fake Entra ID sign-in at ${fake.authority}. Start the site with:

AUTH_ENTRA_TENANT_ID=${fake.tenant} \\
AUTH_ENTRA_CLIENT_ID=${fake.clientId} \\
AUTH_ENTRA_CLIENT_SECRET=${fake.clientSecret} \\
AUTH_ENTRA_AUTHORITY=${fake.authority} \\
AUTH_SECRET=${randomBytes(32).toString("base64url")} \\
NODE_EXTRA_CA_CERTS=${fake.caFile} \\
NEXT_PUBLIC_SITE_URL=http://localhost:3000 \\
npm start

Accounts on its picker:
${fake.users.map((u) => `  ${u.name} <${u.email}>: ${u.roles.join(", ") || "no role"}${u.fault ? ` (${u.fault})` : ""}`).join("\n")}

Your browser will warn about its self-signed certificate once. Ctrl-C stops it.`);

const stop = () => fake.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
