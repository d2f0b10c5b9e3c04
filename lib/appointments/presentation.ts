import { findLocation, type Location } from "@/data/locations";
import type { Appointment, NewAppointment } from "@/lib/db/types";
import { siteUrl } from "@/lib/seo/site-url";
import { formatAppointmentDate, formatAppointmentTime } from "@/lib/scheduling/format";
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

/** The store's page for one request (confirm, decline, propose another time). */
export function storeActionPath(
  reference: string,
  token: string,
  action?: "confirm" | "decline" | "move",
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
    serviceName: a.serviceName,
    durationMinutes: a.durationMinutes,
    date: a.date,
    time: a.time,
    dateLabel: formatAppointmentDate(a.date),
    timeLabel: formatAppointmentTime(a.time),
    customerName: `${a.firstName} ${a.lastName}`,
    /** "4 × Michelin Defender2 225/65R17, $189.99 each; …", or null without tires. */
    tires: a.tires ? bookedTiresText(a.tires) : null,
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
    summary: `${a.serviceName} at Allegheny Tire ${location?.name ?? ""}`.trim(),
    description:
      `Appointment ${confirmed ? "" : "request "}${a.reference}. ${confirmed ? "Confirmed by the store." : cancelled ? "" : "The store will contact you to confirm."} ${location ? `Questions: ${location.phone}.` : ""}`.replace(
        /\s+/g,
        " ",
      ),
    location: location ? `Allegheny Tire & Service, ${storeAddressLine(location)}` : "",
    organizerName: location ? `Allegheny Tire ${location.name}` : "Allegheny Tire & Service",
    organizerEmail: a.storeEmail,
    attendeeName: `${a.firstName} ${a.lastName}`,
    attendeeEmail: a.email,
    cancelled,
    confirmed,
  });
}
