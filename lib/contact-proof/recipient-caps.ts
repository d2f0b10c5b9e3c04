import { getDatabase } from "@/lib/db";
import { UNPROVEN_MAIL_PER_DAY, contactKey } from "./rules";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Counts one more mail to an address nobody has proven, and says whether it may go: at most
 * UNPROVEN_MAIL_PER_DAY a day to one address across every form (codes, quote acknowledgements),
 * counted in the database so every instance shares the count. `false` means: do not send.
 */
export async function mayMailUnproven(email: string, now = Date.now()): Promise<boolean> {
  const windowStart = Math.floor(now / DAY_MS) * DAY_MS;
  const db = await getDatabase();
  const count = await db.countHit(`unproven-mail|${contactKey(email)}`, windowStart, windowStart + DAY_MS);
  return count <= UNPROVEN_MAIL_PER_DAY;
}
