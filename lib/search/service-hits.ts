import { roadServiceCallText, roadServiceEntry } from "@/lib/content/road-service-entry";
import { quickServices } from "@/lib/content/services";
import { scheduleHref } from "@/lib/scheduling/schedule-link";
import type { SearchHit } from "./search-hit";

/** The 24/7 road service as a search answer: the line to call and the online request. */
export function roadServiceHit(): SearchHit {
  return {
    type: "road-service",
    label: "24/7 road service",
    href: roadServiceEntry.requestHref,
    detail: roadServiceEntry.terms,
    actions: [
      { kind: "call", label: roadServiceCallText, href: roadServiceEntry.telHref },
      { kind: "request", label: roadServiceEntry.requestLabel, href: roadServiceEntry.requestHref },
    ],
  };
}

const flatRepair = quickServices.find((service) => service.id === "flat-repair")!;

/** Flat tire repair at a store, as the services page describes it, with its booking. */
export function flatRepairHit(): SearchHit {
  return {
    type: "service",
    label: flatRepair.name,
    href: `/services#${flatRepair.id}`,
    detail: flatRepair.description,
    actions: [
      {
        kind: "book",
        label: `Book ${flatRepair.name}`,
        href: scheduleHref({ service: flatRepair.scheduleService }),
      },
    ],
  };
}
