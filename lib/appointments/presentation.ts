import { customerHoldLine } from "@/lib/inventory/stock-text";
import { findLocation, type Location } from "@/data/locations";
import type { Appointment, NewAppointment } from "@/lib/db";
import { siteUrl } from "@/lib/settings/site-url";
import { formatAppointmentDate, formatAppointmentTime } from "@/lib/scheduling/format";
import { unitLabel, type VisitSegment } from "@/lib/scheduling/capacity";
import { arrivalWindowAt, siteAddressLine } from "@/lib/scheduling/on-site";
import { addressDirectionsUrl } from "@/lib/locations/public-location";
import { toZoned } from "@/lib/core/zoned-time";
import { bookedTiresText } from "./booked-tires";
import { buildIcs } from "./ics";

export { formatAppointmentDate, formatAppointmentTime } from "@/lib/scheduling/format";

export function storeAddressLine(location: Location): string {
  return `${location.address}, ${location.city}, ${location.state} ${location.zip}`;
}

/** The customer's page for one appointment (see, reschedule, cancel); relative for the site. */
export function managePath(reference: string, token: string): string {
  return `/appointments/manage?${new URLSearchParams({ ref: reference, token })}`;
}

/** The store's page for one appointment (confirm, decline, propose another time, cancel). */
export function storeActionPath(
  reference: string,
  token: string,
  action?: "confirm" | "decline" | "move" | "cancel",
): string {
  return `/appointments/store?${new URLSearchParams({ ref: reference, token, ...(action ? { action } : {}) })}`;
}

/** A site path as an absolute URL (from the site URL), for e-mail. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
}

export function icsPath(reference: string, token: string): string {
  return `/api/appointments/${reference}/calendar.ics?token=${encodeURIComponent(token)}`;
}

/** "2020 Ford F-150 XLT": the vehicle as the customer gave it (stored as JSON), or "" without one. */
export function vehicleLabel(vehicleJson: string | null): string {
  if (!vehicleJson) return "";
  const v = JSON.parse(vehicleJson) as Record<string, string | undefined>;
  return [v.year, v.make, v.model, v.trim].filter(Boolean).join(" ");
}

type Visit = Pick<NewAppointment, "serviceName" | "addOns" | "visit" | "startsAt" | "endsAt" | "storeId">;
type Timed = Pick<NewAppointment, "visit" | "date" | "time" | "startsAt" | "endsAt" | "storeId">;

/** Every service of the visit, main first. */
export const visitServiceNames = (a: Pick<Visit, "serviceName" | "addOns">) => [a.serviceName, ...a.addOns];

/** "Tire Sales & Installation + Wheel Alignment" */
export const visitServicesText = (a: Pick<Visit, "serviceName" | "addOns">) =>
  visitServiceNames(a).join(" + ");

const timeZoneOf = (storeId: number) => findLocation(storeId)?.timeZone ?? "America/New_York";

/** An instant as the store's clock shows it: "10:45 AM". */
export const storeClock = (epochMs: number, storeId: number) =>
  formatAppointmentTime(toZoned(epochMs, timeZoneOf(storeId)).time);

/** "7:30 AM to 12:00 PM": an on-site visit's arrival window. */
export const arrivalWindowText = (a: Pick<Timed, "startsAt" | "endsAt" | "storeId">) =>
  `${storeClock(a.startsAt, a.storeId)} to ${storeClock(a.endsAt, a.storeId)}`;

/** The time as the customer books it: "9:00 AM", or an on-site visit's window. */
export const appointmentTimeText = (a: Timed) =>
  a.visit === "on-site" ? arrivalWindowText(a) : formatAppointmentTime(a.time);

/** "Tue, Dec 1, 2026 at 9:00 AM", or "…, arriving 7:30 AM to 12:00 PM" for on-site work. */
export const appointmentWhenText = (a: Timed) =>
  `${formatAppointmentDate(a.date)}${a.visit === "on-site" ? ", arriving" : " at"} ${appointmentTimeText(a)}`;

/**
 * "Tue, Dec 1, 2026 at 10:00 AM": a time the store proposed for the appointment, worded as
 * appointmentWhenText words the appointment's own (an on-site visit's arrival window).
 */
export function proposalWhenText(a: Pick<Timed, "visit">, proposal: { date: string; time: string }) {
  const window = a.visit === "on-site" ? arrivalWindowAt(proposal.time) : undefined;
  return window
    ? `${formatAppointmentDate(proposal.date)}, arriving ${window.hours}`
    : `${formatAppointmentDate(proposal.date)} at ${formatAppointmentTime(proposal.time)}`;
}

/** How the visit goes, in the customer's words: waiting, dropping off for the day, or the crew coming. */
export function visitText(a: Visit): string {
  if (a.visit === "on-site")
    return `On site: our crew arrives between ${storeClock(a.startsAt, a.storeId)} and ${storeClock(a.endsAt, a.storeId)} and calls you before arriving`;
  return a.visit === "drop-off"
    ? `Drop-off: bring the vehicle at ${storeClock(a.startsAt, a.storeId)}; it will be ready by ${storeClock(a.endsAt, a.storeId)}`
    : `You wait: ${storeClock(a.startsAt, a.storeId)} to about ${storeClock(a.endsAt, a.storeId)}`;
}

/** The units the visit holds, for staff: "Bay 2, Rack 1" or "Drop-off 3". */
export const visitUnitsText = (a: { segments: readonly VisitSegment[] }) =>
  a.segments.map(unitLabel).join(", ");

/** The event body's schedule: one line per service with its time and unit, or the drop-off. */
export function visitScheduleLines(
  a: Visit & { segments: readonly VisitSegment[]; durationMinutes: number },
) {
  if (a.visit === "on-site")
    return [`Arrival window ${arrivalWindowText(a)}: ${visitServicesText(a)} on site, ${visitUnitsText(a)}.`];
  if (a.visit === "drop-off")
    return [
      `${visitText(a)} (${visitUnitsText(a)} of the day).`,
      `Work: ${visitServicesText(a)}, about ${a.durationMinutes} minutes.`,
    ];
  return a.segments.map(
    (s) =>
      `${storeClock(s.startsAt, a.storeId)}–${storeClock(s.endsAt, a.storeId)}: ${s.serviceName} on ${unitLabel(s)}.`,
  );
}

/** What the customer sees of their own appointment (never the token hash or internal state). */
export function publicAppointment(a: Appointment) {
  const location = findLocation(a.storeId);
  return {
    reference: a.reference,
    status: a.status,
    storeId: a.storeId,
    storeName: location?.name ?? a.storeEmail,
    storeAddress: location ? storeAddressLine(location) : "",
    storePhone: location?.phone ?? "",
    /** Directions to the store from wherever the customer is (a maps link; no key needed). */
    storeDirectionsUrl: location ? addressDirectionsUrl(location) : null,
    serviceName: a.serviceName,
    /** Every service of the visit, main first. */
    services: visitServiceNames(a),
    visit: a.visit,
    durationMinutes: a.durationMinutes,
    date: a.date,
    time: a.time,
    dateLabel: formatAppointmentDate(a.date),
    timeLabel: formatAppointmentTime(a.time),
    /** When the visit ends (a drop-off: when the vehicle is ready), on the store's clock. */
    endTimeLabel: storeClock(a.endsAt, a.storeId),
    /** "You wait: 9:00 AM to about 10:45 AM" or "Drop-off: bring the vehicle at 7:30 AM; …". */
    visitLabel: visitText(a),
    /** On-site work: the window the crew arrives in ("7:30 AM to 12:00 PM"), else null. */
    arrivalWindow: a.visit === "on-site" ? arrivalWindowText(a) : null,
    /** On-site work: where it is and on what, as the customer gave it. */
    site: a.site ?? null,
    customerName: `${a.firstName} ${a.lastName}`,
    /** "2020 Ford F-150 XLT", or null when none was given (on-site work has none). */
    vehicle: vehicleLabel(a.vehicle) || null,
    /** "4 × Michelin Defender2 225/65R17, $189.99 each; …", or null without tires. */
    tires: a.tires ? bookedTiresText(a.tires, a.storeId) : null,
    /** Where the held set is, in the customer's words ("Set aside for you at …"), or null. */
    tireAvailability:
      a.tireHold?.status === "held" && location ? customerHoldLine(a.tireHold, location.name) : null,
    /** The first day the held set is at the store: a move cannot go earlier. */
    tiresReadyBy: a.tireHold?.status === "held" ? a.tireHold.readyBy : null,
    /** A new time the store proposed, waiting for the customer's answer ("label": its words), or null. */
    proposal: a.proposal
      ? { date: a.proposal.date, time: a.proposal.time, label: proposalWhenText(a, a.proposal) }
      : null,
  };
}

export type PublicAppointment = ReturnType<typeof publicAppointment>;

/** The appointment as an .ics file: sequence 0 at booking, raised by each change after it. */
export function appointmentIcs(
  a: NewAppointment & Partial<Pick<Appointment, "status" | "sequence" | "changedAt">>,
): string {
  const location = findLocation(a.storeId);
  const cancelled = a.status === "cancelled" || a.status === "declined";
  const confirmed = a.status === "confirmed";
  return buildIcs({
    uid: `${a.reference}@alleghenytire.example`,
    start: a.startsAt,
    end: a.endsAt,
    stamp: a.changedAt ?? a.createdAt,
    sequence: a.sequence ?? 0,
    summary:
      a.visit === "on-site" && a.site
        ? `${visitServicesText(a)} on site (Allegheny Tire ${location?.name ?? ""})`.replace(" ()", "")
        : `${visitServicesText(a)} at Allegheny Tire ${location?.name ?? ""}`.trim(),
    description:
      `Appointment ${confirmed ? "" : "request "}${a.reference}. ${confirmed ? "Confirmed: the time is booked for you." : cancelled ? "" : "The store will contact you to confirm."} ${location ? `Questions: ${location.phone}.` : ""}`.replace(
        /\s+/g,
        " ",
      ),
    location:
      a.visit === "on-site" && a.site
        ? siteAddressLine(a.site)
        : location
          ? `Allegheny Tire & Service, ${storeAddressLine(location)}`
          : "",
    organizerName: location ? `Allegheny Tire ${location.name}` : "Allegheny Tire & Service",
    organizerEmail: a.storeEmail,
    attendeeName: `${a.firstName} ${a.lastName}`,
    attendeeEmail: a.email,
    cancelled,
    confirmed,
  });
}
