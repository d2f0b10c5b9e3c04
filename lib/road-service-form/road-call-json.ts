import "server-only";
import { ROAD_CALL_FIELDS, type RoadCallValues } from "@/lib/road-service/road-call-request";
import type { RoadCall } from "@/lib/db";
import { STATUS_WORDS } from "@/lib/road-service/call-states";
import { findLocation } from "@/data/locations";

/**
 * A JSON request body as the form's text values: strings as they are, numbers and booleans
 * written out (lat, lng, marker, count, texts), anything else empty, so the API and the form are
 * read by one reader with one set of messages.
 */
export function roadCallValuesOf(body: Record<string, unknown>): RoadCallValues {
  return Object.fromEntries(
    ROAD_CALL_FIELDS.map((field) => {
      const value = body[field];
      if (typeof value === "string") return [field, value];
      if (typeof value === "number" && Number.isFinite(value)) return [field, String(value)];
      if (typeof value === "boolean") return [field, value ? "true" : ""];
      return [field, ""];
    }),
  ) as RoadCallValues;
}

/** A call as the APIs answer it: its status and times, without the driver's details beyond the call. */
export function publicRoadCall(call: RoadCall) {
  return {
    reference: call.reference,
    status: call.status,
    statusText: STATUS_WORDS[call.status],
    store: call.storeId === null ? null : (findLocation(call.storeId)?.name ?? null),
    crewName: call.crewName,
    truck: call.truck,
    etaAt: call.etaAt,
    createdAt: call.createdAt,
    acceptedAt: call.acceptedAt,
    onTheWayAt: call.onTheWayAt,
    onSiteAt: call.onSiteAt,
    rollingAt: call.rollingAt,
    cancelledAt: call.cancelledAt,
    cancelReason: call.cancelReason,
  };
}
