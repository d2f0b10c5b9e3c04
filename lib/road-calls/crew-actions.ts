import "server-only";
import { brand } from "@/data/brand";
import { findLocation } from "@/data/locations";
import { storeCapacity } from "@/data/store-capacity";
import { ROAD_SERVICE_LINE } from "@/data/road-service";
import {
  getDatabase,
  type RoadCall,
  type RoadCallChange,
  type RoadCallMessages,
  type TruckClash,
} from "@/lib/db";
import { ONE_LINE } from "@/lib/core/one-line";
import { ETA_CHOICES, JOB_MINUTES, type RoadCallStatus } from "@/lib/road-service/call-states";
import type { Actor } from "@/lib/staff/actor";
import { crewFor, sendSoon } from "./file-road-call";
import { boardUrl, statusUrl } from "./road-call-links";
import { clockTime } from "@/lib/road-service/call-times";
import { callOff, clashMail, driverNotice, merge } from "./road-call-messages";

/** A crew's answer to a call, in words the board shows. */
export type CrewOutcome =
  | { kind: "done"; call: RoadCall; clashes: readonly TruckClash[] }
  /** Someone else changed the call first (another crew took it, the driver cancelled). */
  | { kind: "stale"; call: RoadCall }
  | { kind: "truck-busy"; call: RoadCall }
  | { kind: "not-found" }
  | { kind: "invalid"; field: keyof typeof CREW_MESSAGES; message: string };

export const CREW_MESSAGES = {
  crewName: "Please enter who is going (1 to 60 characters).",
  eta: "Please choose an ETA from the list.",
  truck: "Please choose one of the store's service trucks.",
  store: "Please choose a store with service trucks.",
  reason: "Please say why the call is cancelled (up to 200 characters).",
  stale: "This call changed meanwhile: another crew may have taken it. The board shows it as it is now.",
  truckBusy: "That truck is already out on another road call. Please choose another.",
  notFound: "There is no road call with that reference.",
} as const;

export interface Acceptance {
  storeId: number;
  crewName: string;
  etaMinutes: number;
  truck: number;
}

/** What the driver reads at each step (one or two sentences, plain GSM-7). */
function stepWords(call: RoadCall, to: RoadCallStatus): string {
  const tz = findLocation(call.storeId ?? 0)?.timeZone ?? "America/New_York";
  const eta = call.etaAt ? `about ${clockTime(call.etaAt, tz)}` : "shortly";
  const store = findLocation(call.storeId ?? 0)?.name ?? "our store";
  switch (to) {
    case "accepted":
      return `${call.crewName} from ${store} is coming with service truck ${call.truck}. ETA ${eta}.`;
    case "on-the-way":
      return `The crew is on the way. ETA ${eta}.`;
    case "on-site":
      return "The crew is with you.";
    case "rolling":
      return `You're rolling again. Thank you for calling ${brand.shortName}.`;
    case "cancelled":
      return `This call is cancelled: ${call.cancelReason ?? "no reason given"}. Still need help? Call ${ROAD_SERVICE_LINE}.`;
    default:
      return "";
  }
}

async function change(
  reference: string,
  build: (current: RoadCall) => RoadCallChange,
  extra: (next: RoadCall, clashes: readonly TruckClash[]) => RoadCallMessages,
  to: RoadCallStatus,
  actor: Actor,
  now: number,
): Promise<CrewOutcome> {
  const db = await getDatabase();
  const current = await db.findRoadCall(reference);
  if (!current) return { kind: "not-found" };
  const url = await statusUrl(reference);
  const result = await db.changeRoadCall(
    reference,
    current.version,
    build(current),
    (next, clashes) => merge(driverNotice(next, to, stepWords(next, to), url), extra(next, clashes)),
    actor,
    now,
  );
  if (result.outcome === "not-found") return { kind: "not-found" };
  if (result.outcome === "stale") return { kind: "stale", call: result.call };
  if (result.outcome === "truck-busy") return { kind: "truck-busy", call: result.call };
  sendSoon();
  return { kind: "done", call: result.call, clashes: result.clashes };
}

/**
 * A crew takes a call: who goes, from which store, with which truck, and when they will be there.
 * The first crew to accept gets it; the truck leaves that store's on-site capacity until the ETA
 * plus the job, and scheduled visits counting on it are reported to the store, not moved.
 */
export async function acceptRoadCall(
  reference: string,
  input: Acceptance,
  actor: Actor,
  now = Date.now(),
): Promise<CrewOutcome> {
  const location = findLocation(input.storeId);
  const trucks = location ? storeCapacity(input.storeId).field : 0;
  if (!location || trucks === 0) return { kind: "invalid", field: "store", message: CREW_MESSAGES.store };
  const crewName = input.crewName.trim();
  if (!crewName || crewName.length > 60 || !ONE_LINE.test(crewName))
    return { kind: "invalid", field: "crewName", message: CREW_MESSAGES.crewName };
  if (!(ETA_CHOICES as readonly number[]).includes(input.etaMinutes))
    return { kind: "invalid", field: "eta", message: CREW_MESSAGES.eta };
  if (!Number.isInteger(input.truck) || input.truck < 1 || input.truck > trucks)
    return { kind: "invalid", field: "truck", message: CREW_MESSAGES.truck };
  const etaAt = now + input.etaMinutes * 60_000;
  return change(
    reference,
    () => ({
      kind: "accept",
      acceptance: {
        storeId: input.storeId,
        storeEmail: location.email,
        crewName,
        truck: input.truck,
        etaAt,
        holdUntil: etaAt + JOB_MINUTES * 60_000,
      },
    }),
    (next, clashes) => clashMail(next, clashes, boardUrl(next.reference)),
    "accepted",
    actor,
    now,
  );
}

/** The crew's next mark (on the way, on site, rolling), or a cancellation with its reason. */
export async function markRoadCall(
  reference: string,
  to: "on-the-way" | "on-site" | "rolling" | "cancelled",
  reason: string | null,
  actor: Actor,
  now = Date.now(),
): Promise<CrewOutcome> {
  const why = reason?.trim() ?? "";
  if (to === "cancelled" && (!why || why.length > 200 || !ONE_LINE.test(why)))
    return { kind: "invalid", field: "reason", message: CREW_MESSAGES.reason };
  // A cancelled call is called off with the crew it was offered to or taken by, at once.
  const before = to === "cancelled" ? await (await getDatabase()).findRoadCall(reference) : null;
  const crew = before?.storeId ? await crewFor(before.storeId, null, now) : null;
  return change(
    reference,
    () => ({ kind: "status", to, ...(to === "cancelled" ? { reason: why } : {}) }),
    (next) => (crew && next.storeId === crew.storeId ? callOff(next, crew.crew) : { mails: [], texts: [] }),
    to,
    actor,
    now,
  );
}
