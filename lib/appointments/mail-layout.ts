/** The detail rows appointment e-mails share; their layout is lib/mail/html.ts. */
import type { Location } from "@/data/locations";
import type { NewAppointment } from "@/lib/db/types";
import { bookedTiresText } from "./booked-tires";
import { formatAppointmentDate, formatAppointmentTime, storeAddressLine } from "./presentation";

export function detailRows(a: NewAppointment, location: Location, vehicle: string): [string, string][] {
  return [
    ["Reference", a.reference],
    ["Store", `${location.name}, ${storeAddressLine(location)}`],
    ["Service", `${a.serviceName} (about ${a.durationMinutes} minutes)`],
    ["Date", formatAppointmentDate(a.date)],
    ["Time", formatAppointmentTime(a.time)],
    ...(vehicle ? ([["Vehicle", vehicle]] as [string, string][]) : []),
    ...(a.tires ? ([["Tires", bookedTiresText(a.tires)]] as [string, string][]) : []),
  ];
}

export function vehicleText(a: NewAppointment): string {
  if (!a.vehicle) return "";
  const v = JSON.parse(a.vehicle) as Record<string, string | undefined>;
  return [v.year, v.make, v.model, v.trim].filter(Boolean).join(" ");
}
