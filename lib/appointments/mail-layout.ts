/** The detail rows appointment e-mails share; their layout is lib/mail/html.ts. */
import type { Location } from "@/data/locations";
import type { NewAppointment, TireHold } from "@/lib/db";
import { customerHoldLine, holdLine } from "@/lib/inventory/stock-text";
import type { VisitSegment } from "@/lib/scheduling/capacity";
import { bookedTiresFitNote, bookedTiresText } from "./booked-tires";
import { siteLines } from "@/lib/scheduling/on-site";
import {
  arrivalWindowText,
  formatAppointmentDate,
  formatAppointmentTime,
  storeAddressLine,
  vehicleLabel,
  visitServicesText,
  visitText,
  visitUnitsText,
} from "./presentation";

/**
 * The rows every appointment e-mail shows. Given the visit's units (e-mails to the store), they
 * say which bay or rack each service is on; customers are not told.
 */
export function detailRows(
  a: NewAppointment & { tireHold?: TireHold | null },
  location: Location,
  vehicle: string,
  units?: readonly VisitSegment[],
): [string, string][] {
  const services = a.addOns.length ? "Services" : "Service";
  const rows: [string, string][] = [
    ["Reference", a.reference],
    ["Store", `${location.name}, ${storeAddressLine(location)}`],
  ];
  const bookedOn: [string, string][] = units?.length
    ? [["Booked on", visitUnitsText({ segments: units })]]
    : [];
  if (a.visit === "on-site")
    return [
      ...rows,
      [services, `${visitServicesText(a)}, on site`],
      ["Date", formatAppointmentDate(a.date)],
      ["Arrival window", arrivalWindowText(a)],
      // The customer is told the crew calls first; the store's own copy names the truck instead.
      ...(units?.length ? bookedOn : ([["Visit", visitText(a)]] as [string, string][])),
      ...(a.site ? siteLines(a.site) : []),
    ];
  return [
    ...rows,
    [services, `${visitServicesText(a)} (about ${a.durationMinutes} minutes of work)`],
    ["Date", formatAppointmentDate(a.date)],
    ["Time", formatAppointmentTime(a.time)],
    ["Visit", visitText(a)],
    ...bookedOn,
    ...(vehicle ? ([["Vehicle", vehicle]] as [string, string][]) : []),
    ...(a.tires ? ([["Tires", bookedTiresText(a.tires, location.id)]] as [string, string][]) : []),
    ...holdRows(a.tireHold, location, units),
    // The store sees when the tires are not the vehicle's factory size, to check before ordering.
    ...fitRows(a, units),
  ];
}

/** Where the held set is: the store's copy says which shelf, the customer's when it is there. */
function holdRows(
  hold: TireHold | null | undefined,
  location: Location,
  units: readonly VisitSegment[] | undefined,
): [string, string][] {
  if (hold?.status !== "held") return [];
  return units?.length
    ? [["Tires held", holdLine(hold, location.city)]]
    : [["Tire availability", customerHoldLine(hold, location.name)]];
}

function fitRows(a: NewAppointment, units: readonly VisitSegment[] | undefined): [string, string][] {
  const note = units?.length ? bookedTiresFitNote(a.tires, a.vehicle) : null;
  return note ? [["Fit check", note]] : [];
}

export function vehicleText(a: NewAppointment): string {
  return vehicleLabel(a.vehicle);
}
