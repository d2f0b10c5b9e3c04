// @ts-check
// A self-signed certificate for the fake Entra ID + Graph server. @azure/identity refuses an http
// authority, so the fake must speak HTTPS; clients trust this certificate through NODE_EXTRA_CA_CERTS.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Creates `cert.pem` and `key.pem` in `dir` unless they already exist, so several processes (the
 * Vitest global setup, test workers, the CLI across restarts) can share one certificate.
 * @param {string} dir
 * @returns {Promise<{ caFile: string, keyFile: string }>}
 */
export async function ensureCert(dir) {
  const caFile = join(dir, "cert.pem");
  const keyFile = join(dir, "key.pem");
  if (existsSync(caFile) && existsSync(keyFile)) return { caFile, keyFile };

  // Generate next to `dir` and rename the folder into place: a rename is atomic, so a concurrent
  // caller never pairs one run's key with another run's certificate.
  await mkdir(dirname(dir), { recursive: true });
  const work = await mkdtemp(`${dir}.new-`);
  try {
    await run("openssl", [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "30",
      "-subj",
      "/CN=fake-graph",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      join(work, "key.pem"),
      "-out",
      join(work, "cert.pem"),
    ]);
    // Replaces `dir` only if it is missing or empty; otherwise another process won the race.
    await rename(work, dir).catch((error) => {
      if (!existsSync(caFile)) throw error;
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return { caFile, keyFile };
}
