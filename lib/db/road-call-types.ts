import type { Axle, RoadVehicle } from "@/data/road-service";
import type { LatLng } from "@/lib/geo/distance";
import type { BreakdownPlace, LocatedBy } from "@/lib/road-service/locate";
import type { RoadCallStatus } from "@/lib/road-service/call-states";
import type { Actor } from "@/lib/staff/actor";
import type { OutgoingMail } from "./mail-types";
import type { OutgoingText } from "./text-types";

// A breakdown call as stored: what the driver sent, where dispatch sent it, and its crew and times.

export interface NewRoadCall {
  reference: string;
  idempotencyKey: string | null;
  vehicle: RoadVehicle;
  axle: Axle | null;
  side: string | null;
  dual: string | null;
  size: string | null;
  count: number;
  place: BreakdownPlace;
  point: LatLng | null;
  locatedBy: LocatedBy | null;
  accountNumber: string | null;
  company: string | null;
  po: string | null;
  name: string;
  /** E.164 */
  phone: string;
  email: string | null;
  /** The wording the driver agreed to for status texts, or null for no texts. */
  textConsent: string | null;
  notes: string | null;
  /** The store offered the call first (nearest in reach), or null when none reaches it. */
  storeId: number | null;
  /** Every store in reach, nearest first: the order it is offered in. */
  inReachStoreIds: readonly number[];
  createdAt: number;
}

export interface RoadCall extends NewRoadCall {
  id: number;
  status: RoadCallStatus;
  version: number;
  offeredStoreIds: readonly number[];
  offeredAt: number;
  deskAlertedAt: number | null;
  crewName: string | null;
  truck: number | null;
  etaAt: number | null;
  cancelReason: string | null;
  acceptedAt: number | null;
  onTheWayAt: number | null;
  onSiteAt: number | null;
  rollingAt: number | null;
  cancelledAt: number | null;
}

export interface RoadCallEvent {
  what: string;
  detail: string | null;
  actor: Actor;
  at: number;
}

/** What a change to a call also writes, built from the call as changed. */
export interface RoadCallMessages {
  mails: readonly OutgoingMail[];
  texts: readonly OutgoingText[];
}

/** A scheduled on-site visit that holds the truck a crew took for a breakdown. */
export interface TruckClash {
  reference: string;
  startsAt: number;
  endsAt: number;
}

export interface RoadCallAcceptance {
  storeId: number;
  storeEmail: string;
  crewName: string;
  truck: number;
  etaAt: number;
  /** The truck is out of on-site capacity until then (ETA plus the job). */
  holdUntil: number;
}

export type RoadCallInsertResult =
  { outcome: "created"; call: RoadCall } | { outcome: "duplicate"; call: RoadCall };

export type RoadCallChangeResult =
  | { outcome: "changed"; call: RoadCall; clashes: readonly TruckClash[] }
  /** The call is no longer as the change expected (another crew, another instance, the driver). */
  | { outcome: "stale"; call: RoadCall }
  /** The truck is already out on another breakdown in that time. */
  | { outcome: "truck-busy"; call: RoadCall }
  | { outcome: "not-found" };

/** One change to a call, guarded by the status and version read. */
export type RoadCallChange =
  | { kind: "accept"; acceptance: RoadCallAcceptance }
  | { kind: "status"; to: Exclude<RoadCallStatus, "received" | "accepted">; reason?: string }
  | { kind: "offer"; storeId: number }
  | { kind: "desk" };

export interface RoadCallFilter {
  /** Only calls offered to or taken by these stores (and, with `unplaced`, those no store reaches). */
  storeIds?: readonly number[];
  /** Open calls only, or also those closed since this instant. */
  closedSince: number;
  limit: number;
}

/** A finished call's times, for the operators' request-to-rolling figures. */
export interface RoadCallTime {
  storeId: number | null;
  createdAt: number;
  rollingAt: number;
}
