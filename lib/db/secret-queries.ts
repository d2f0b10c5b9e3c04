import type { Queryable } from "./driver";

/** A secret made once and kept, the same for every instance (the first `make()` stored wins). */
export async function appSecret(q: Queryable, name: string, make: () => string): Promise<string> {
  await q.run("INSERT INTO app_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING", [
    name,
    make(),
  ]);
  const row = await q.get("SELECT value FROM app_secrets WHERE name = ?", [name]);
  return String(row!.value);
}
