import { findLocation, type Location } from "@/data/locations";
import type { Appointment, NewAppointment } from "@/lib/db/types";
import { siteUrl } from "@/lib/seo/site-url";
import { formatAppointmentDate, formatAppointmentTime } from "@/lib/scheduling/format";
import { buildIcs } from "./ics";

export { formatAppointmentDate, formatAppointmentTime } from "@/lib/scheduling/format";

export function storeAddressLine(location: Location): string {
  return `${location.address}, ${location.city}, ${location.state} ${location.zip}`;
}

/** The cancel page for one request; relative for the site, absolute (from the site URL) for e-mail. */
export function cancelPath(reference: string, token: string): string {
  return `/appointments/cancel?${new URLSearchParams({ ref: reference, token })}`;
}

export function cancelUrl(reference: string, token: string): string {
  return new URL(cancelPath(reference, token), siteUrl).href;
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
  };
}

export type PublicAppointment = ReturnType<typeof publicAppointment>;

export function appointmentIcs(
  a: NewAppointment & { cancelledAt?: number | null },
  cancelled = false,
): string {
  const location = findLocation(a.storeId);
  return buildIcs({
    uid: `${a.reference}@alleghenytire.example`,
    start: a.startsAt,
    end: a.endsAt,
    stamp: cancelled && a.cancelledAt ? a.cancelledAt : a.createdAt,
    summary: `${a.serviceName} at Allegheny Tire ${location?.name ?? ""}`.trim(),
    description: `Appointment request ${a.reference}. The store will contact you to confirm. ${location ? `Questions: ${location.phone}.` : ""}`,
    location: location ? `Allegheny Tire & Service, ${storeAddressLine(location)}` : "",
    organizerName: location ? `Allegheny Tire ${location.name}` : "Allegheny Tire & Service",
    organizerEmail: a.storeEmail,
    cancelled,
  });
}
