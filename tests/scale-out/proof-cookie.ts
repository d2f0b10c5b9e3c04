import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { Client } from "pg";
import { PROOF_COOKIE } from "@/lib/booking-form/contact-gate";
import { signedProof } from "@/lib/contact-proof/proof-token";

/**
 * The key the instances on `databaseUrl` sign address proofs with: the stored app secret, made
 * here the way an instance makes it if none exists yet (the first stored wins, for everyone).
 */
export async function proofKeyOf(databaseUrl: string): Promise<Buffer> {
  if (!databaseUrl.startsWith("postgres")) return sqliteProofKey(databaseUrl);
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query("INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [
      "contact-proof",
      randomBytes(32).toString("base64url"),
    ]);
    const { rows } = await db.query("SELECT value FROM app_secrets WHERE name = $1", ["contact-proof"]);
    return Buffer.from(String(rows[0].value), "base64url");
  } finally {
    await db.end();
  }
}

/** The same, from the SQLite file at `file`. */
function sqliteProofKey(file: string): Buffer {
  const db = new Database(file);
  try {
    db.pragma("busy_timeout = 10000");
    db.prepare("INSERT INTO app_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING").run(
      "contact-proof",
      randomBytes(32).toString("base64url"),
    );
    const row = db.prepare("SELECT value FROM app_secrets WHERE name = ?").get("contact-proof") as {
      value: string;
    };
    return Buffer.from(row.value, "base64url");
  } finally {
    db.close();
  }
}

/** The Cookie header of a browser that proved `email` earlier (the code step is tested on its own). */
export const provenCookie = (key: Buffer, email: string) =>
  `${PROOF_COOKIE}=${signedProof(key, email, Date.now())}`;
