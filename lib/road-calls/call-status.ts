import "server-only";
import { getDatabase, type RoadCall, type RoadCallEvent } from "@/lib/db";
import { statusTokenMatches } from "./road-call-links";

/** A call and its history, for the driver's signed status page; null when the link does not open it. */
export async function roadCallForDriver(
  reference: string,
  token: string,
): Promise<{ call: RoadCall; events: RoadCallEvent[] } | null> {
  if (!/^RS-[A-Z2-9]{4}-[A-Z2-9]{4}$/.test(reference) || !token || token.length > 100) return null;
  if (!(await statusTokenMatches(reference, token))) return null;
  const db = await getDatabase();
  const call = await db.findRoadCall(reference);
  return call ? { call, events: await db.roadCallEvents(call.id) } : null;
}
