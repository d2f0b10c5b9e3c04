/**
 * The words of the "Broken down?" entry that every page, the header and the site search share:
 * the 24/7 line to call, the online request beside it, and one short line of terms. The terms say
 * in brief what ROAD_SERVICE_TERMS (data/road-service.ts) says in full, so no page promises more
 * or less than the dispatcher does. Light enough for a client island: the line, not the crews.
 */
import { telHref } from "@/data/brand-core";
import { ROAD_SERVICE_LINE } from "@/data/road-service-line";

/** The online request for a breakdown; its form works without JavaScript. */
export const ROAD_SERVICE_REQUEST_PATH = "/road-service";

export const roadServiceEntry = {
  title: "Broken down?",
  line: ROAD_SERVICE_LINE,
  telHref: telHref(ROAD_SERVICE_LINE),
  /** Said before the number, so a screen reader announces whom the number reaches. */
  callLabel: "Call 24/7 road service",
  requestLabel: "Request road service online",
  requestHref: ROAD_SERVICE_REQUEST_PATH,
  terms:
    "Every hour of every day: national-account trucks are dispatched first, everyone else when a crew is free. Fees are on the request page.",
} as const;

/** "Call 24/7 road service: (800) 555-0199", the call link's whole name. */
export const roadServiceCallText = `${roadServiceEntry.callLabel}: ${roadServiceEntry.line}`;
