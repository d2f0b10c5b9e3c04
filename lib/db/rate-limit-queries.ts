import type { Queryable } from "./driver";
import { toNumber } from "./values";

/** Counts one hit in a fixed window shared by every instance; returns the window's count. */
export async function countHit(
  q: Queryable,
  key: string,
  windowStart: number,
  expiresAt: number,
): Promise<number> {
  const row = await q.get(
    `INSERT INTO rate_limits (key, window_start, hits, expires_at) VALUES (?, ?, 1, ?)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits`,
    [key, windowStart, expiresAt],
  );
  // Old windows are cleared now and then rather than on every hit.
  if (Math.random() < 0.01) await q.run("DELETE FROM rate_limits WHERE expires_at < ?", [Date.now()]);
  return toNumber(row!.hits);
}
