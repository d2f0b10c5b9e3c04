import "server-only";
import { findLocation } from "@/data/locations";
import { ANSWER_WITHIN_MINUTES, ROAD_SERVICE_LINE } from "@/data/road-service";
import { getDatabase, type RoadCall } from "@/lib/db";
import { newReference } from "@/lib/core/tokens";
import { lookupTown, lookupZip } from "@/lib/geo/zip-lookup";
import { afterResponse } from "@/lib/jobs/after-response";
import { processOutbox } from "@/lib/mail/outbox";
import { storesInReach } from "@/lib/road-service/dispatch-plan";
import { locateBreakdown } from "@/lib/road-service/locate";
import { onCallCrew } from "@/lib/road-service/on-call";
import { ROAD_TEXT_CONSENT, type RoadCallRequest } from "@/lib/road-service/road-call-request";
import { processTextOutbox } from "@/lib/texts/outbox";
import { boardUrl, statusPath, statusUrl } from "./road-call-links";
import { crewOffer, deskAlert, driverNotice, merge } from "./road-call-messages";
import { roadServiceStores } from "./road-service-stores";

const lookups = {
  zip: (zip: string) => {
    const found = lookupZip(zip);
    return found ? { lat: found.latitude, lng: found.longitude } : null;
  },
  town: lookupTown,
};

const placeOf = (storeId: number) => {
  const location = findLocation(storeId);
  return location ? { lat: location.lat, lng: location.lng } : null;
};

/** Sends what a change queued now, rather than at the next background tick: a driver is waiting. */
export function sendSoon() {
  afterResponse(() => Promise.all([processTextOutbox(), processOutbox()]));
}

/** The crew on call at a store now, with how far the store is from the breakdown; null if nobody is listed. */
export async function crewFor(storeId: number, miles: number | null, now: number) {
  const store = (await roadServiceStores()).find((s) => s.storeId === storeId);
  const location = findLocation(storeId);
  const onCall = store && location ? onCallCrew(store, location.timeZone, now) : null;
  return onCall ? { storeId, crew: onCall.crew, miles } : null;
}

/** What the driver is told when the call is in. */
export function receivedWords(call: RoadCall): string {
  const store = call.storeId === null ? null : findLocation(call.storeId);
  return store && call.deskAlertedAt === null
    ? `We have your call. The crew on call at ${store.name} has it and confirms an ETA within ${ANSWER_WITHIN_MINUTES} minutes, or the next store's crew takes it. Urgent? Call ${ROAD_SERVICE_LINE}.`
    : `We have your call. Our 24/7 dispatcher calls you back at ${call.phone} within ${ANSWER_WITHIN_MINUTES} minutes to find you a crew. Urgent? Call ${ROAD_SERVICE_LINE}.`;
}

export type FileOutcome = { outcome: "filed" | "duplicate"; call: RoadCall; statusPath: string };

/**
 * Files a breakdown call: places it on the map, finds the stores whose trucks reach it (nearest
 * first), and offers it to the nearest one's crew on call, or straight to the 24/7 desk when no
 * store reaches it or it could not be placed. The driver hears that it was received.
 */
export async function fileRoadCall(
  request: RoadCallRequest,
  idempotencyKey: string | null,
  now = Date.now(),
): Promise<FileOutcome> {
  const located = locateBreakdown(request.place, lookups);
  const inReach = located ? storesInReach(located.point, await roadServiceStores(), placeOf) : [];
  const first = inReach[0] ?? null;
  const offer = first ? await crewFor(first.storeId, Math.round(first.miles), now) : null;
  const reference = newReference("RS");
  const url = await statusUrl(reference);
  const db = await getDatabase();
  const result = await db.insertRoadCall(
    {
      reference,
      idempotencyKey,
      vehicle: request.vehicle,
      axle: request.axle,
      side: request.side,
      dual: request.dual,
      size: request.size,
      count: request.count,
      place: request.place,
      point: located?.point ?? null,
      locatedBy: located?.by ?? null,
      accountNumber: request.account?.number ?? null,
      company: request.company,
      po: request.po,
      name: request.name,
      phone: request.phone,
      email: request.email,
      textConsent: request.texts ? ROAD_TEXT_CONSENT : null,
      notes: request.notes,
      storeId: offer ? offer.storeId : null,
      inReachStoreIds: inReach.map((s) => s.storeId),
      createdAt: now,
    },
    (created) =>
      merge(
        driverNotice(created, "received", receivedWords(created), url),
        offer
          ? crewOffer(created, offer.storeId, offer.crew, offer.miles, boardUrl(reference), false)
          : deskAlert(
              created,
              !located
                ? "The driver's place could not be found on the map."
                : inReach.length === 0
                  ? "No store's trucks reach the place."
                  : "The nearest store has nobody on call.",
              boardUrl(reference),
            ),
      ),
  );
  sendSoon();
  return {
    outcome: result.outcome === "created" ? "filed" : "duplicate",
    call: result.call,
    statusPath: await statusPath(result.call.reference),
  };
}
