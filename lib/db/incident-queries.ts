import { forUpdate, type Driver, type Queryable } from "./driver";
import type { Incident } from "./incident-types";
import type { OutgoingMail } from "./mail-types";
import { insertMails } from "./outbox-queries";
import { toNumber } from "./values";

/**
 * Incidents, for both dialects: one row per key, opened (with its e-mails) by one instance only,
 * closed when the trouble ends, and opened again the next time it starts.
 */

/** Opens an incident unless it is already open; only the opener queues `mails`. */
export async function openIncident(
  driver: Driver,
  key: string,
  detail: string,
  now: number,
  mails: readonly OutgoingMail[],
): Promise<boolean> {
  return driver.transaction(async (tx) => {
    await tx.lock(`incident:${key}`);
    const current = await tx.get(`SELECT closed_at FROM incidents WHERE key = ?${forUpdate(driver)}`, [key]);
    if (current && current.closed_at === null) return false;
    if (current) {
      await tx.run("UPDATE incidents SET detail = ?, opened_at = ?, closed_at = NULL WHERE key = ?", [
        detail,
        now,
        key,
      ]);
    } else {
      await tx.run("INSERT INTO incidents (key, detail, opened_at) VALUES (?, ?, ?)", [key, detail, now]);
    }
    await insertMails(tx, mails, now);
    return true;
  });
}

export async function closeIncident(q: Queryable, key: string, now: number): Promise<boolean> {
  return (
    (await q.run("UPDATE incidents SET closed_at = ? WHERE key = ? AND closed_at IS NULL", [now, key])) > 0
  );
}

export async function openIncidents(q: Queryable): Promise<Incident[]> {
  const rows = await q.all("SELECT * FROM incidents WHERE closed_at IS NULL ORDER BY opened_at");
  return rows.map((r) => ({
    key: String(r.key),
    detail: String(r.detail),
    openedAt: toNumber(r.opened_at),
  }));
}
