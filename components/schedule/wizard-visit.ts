import { visitAddOns } from "@/data/visit-add-ons";
import { formatAppointmentTime } from "@/lib/scheduling/format";
import { arrivalWindowAt } from "@/lib/scheduling/on-site";
import type { VisitKind } from "@/lib/scheduling/visit";
import { minutesOf, timeOf } from "@/lib/core/wall-clock";

/**
 * The scheduling wizard's reading of a visit: which services it offers to add, how long the work
 * takes and how the visit reads to the customer. Plain string and minute arithmetic (no Intl), so
 * it can run while the wizard hydrates.
 */

/**
 * The add-ons offered with a main service at a store: its pairs whose add-on the store offers,
 * each with the store's own entry for that service.
 */
export function addOnsFor<S extends { name: string }>(
  main: string,
  storeServices: readonly S[],
): { service: S; reason: string }[] {
  return visitAddOns.flatMap((pair) => {
    const service = pair.main === main ? storeServices.find((s) => s.name === pair.addOn) : undefined;
    return service ? [{ service, reason: pair.reason }] : [];
  });
}

/** "45 minutes", "1 hour", "1 hour 45 minutes", "2 hours 30 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} ${hours === 1 ? "hour" : "hours"}` : "",
    rest > 0 || hours === 0 ? `${rest} ${rest === 1 ? "minute" : "minutes"}` : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/**
 * How the visit goes, worded as the booking reply's `visitLabel`: a wait from its start to the end
 * of the work, or a drop-off at opening time with the store's ready-by time.
 */
export function visitLine(args: {
  visit: VisitKind;
  time: string;
  minutes: number;
  readyBy: string;
}): string {
  const { visit, time, minutes, readyBy } = args;
  if (visit === "on-site")
    return `On site: our crew arrives between ${formatAppointmentTime(time)} and ${formatAppointmentTime(arrivalWindowAt(time)?.end ?? time)} and calls you before arriving`;
  return visit === "drop-off"
    ? `Drop-off: bring the vehicle at ${formatAppointmentTime(time)}; it will be ready by ${formatAppointmentTime(readyBy)}`
    : `You wait: ${formatAppointmentTime(time)} to about ${formatAppointmentTime(timeOf(minutesOf(time) + minutes))}`;
}

/**
 * GET /api/stores/{email}/availability/{date} for a visit. A plain wait for one service asks as
 * it always did; add-ons and a drop-off are added only when chosen.
 */
export function availabilityPath(args: {
  storeEmail: string;
  date: string;
  service: string;
  addOns: readonly string[];
  visit: VisitKind;
}): string {
  const { storeEmail, date, service, addOns, visit } = args;
  const query = new URLSearchParams({ service });
  if (addOns.length > 0) query.set("addOns", addOns.join(","));
  if (visit !== "wait") query.set("visit", visit);
  return `/api/stores/${encodeURIComponent(storeEmail)}/availability/${date}?${query}`;
}

/**
 * GET /api/stores/{email}/availability for a visit: every day of the booking window from `from`,
 * in one answer, asked as the one-day address asks.
 */
export function availabilityDaysPath(args: {
  storeEmail: string;
  from: string;
  service: string;
  addOns: readonly string[];
  visit: VisitKind;
}): string {
  const { storeEmail, from, service, addOns, visit } = args;
  const query = new URLSearchParams({ from, service });
  if (addOns.length > 0) query.set("addOns", addOns.join(","));
  if (visit !== "wait") query.set("visit", visit);
  return `/api/stores/${encodeURIComponent(storeEmail)}/availability?${query}`;
}
