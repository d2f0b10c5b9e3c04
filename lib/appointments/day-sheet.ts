import { formatPhone } from "@/lib/core/phone";
import type { AdminDayView, AdminRow } from "./admin-list";
import { STATUS_WORDS } from "./status-words";

/** One line of the day sheet: a service on a unit, or a drop-off, with what the bay needs to know. */
export interface SheetLine {
  reference: string;
  time: string;
  service: string;
  customer: string;
  phone: string;
  vehicle: string;
  tires: string;
  notes: string;
  /** "Requested" while the store has not confirmed it; null once it stands. */
  flag: string | null;
}

export interface SheetLane {
  label: string;
  lines: SheetLine[];
}

const PRINTED = new Set(["requested", "confirmed", "completed", "no_show"]);

function lineOf(row: AdminRow, time: string, service: string): SheetLine {
  const a = row.appointment;
  return {
    reference: a.reference,
    time,
    service,
    customer: a.customerName,
    phone: formatPhone(row.customer.phone),
    vehicle: row.customer.vehicle ?? (a.site ? `${a.site.machine} at ${a.site.street}, ${a.site.city}` : ""),
    tires: [row.tiresName, row.tiresHeld].filter(Boolean).join(" · "),
    notes: row.customer.comments,
    flag: a.status === "confirmed" ? null : STATUS_WORDS[a.status].short,
  };
}

/**
 * The printed day: each unit's lane with its visits in time order, then the drop-offs. Cancelled
 * and declined visits are left off (they hold nothing); lanes with nothing booked say so in one line.
 */
export function daySheet(day: AdminDayView): { lanes: SheetLane[]; dropOffs: SheetLine[] } {
  const byReference = new Map(day.rows.map((row) => [row.appointment.reference, row]));
  const lanes = day.lanes.map((lane) => ({
    label: lane.label,
    lines: lane.items
      .filter((item) => PRINTED.has(item.status))
      .sort((a, b) => a.startsAt - b.startsAt)
      .flatMap((item) => {
        const row = byReference.get(item.reference);
        if (!row) return [];
        const part = item.parts > 1 ? ` (part ${item.part} of ${item.parts})` : "";
        return [lineOf(row, `${item.timeLabel}–${item.endTimeLabel}`, `${item.serviceName}${part}`)];
      }),
  }));
  const dropOffs = day.dropOffs.references.flatMap((reference) => {
    const row = byReference.get(reference);
    if (!row || !PRINTED.has(row.appointment.status)) return [];
    return [
      lineOf(
        row,
        `${row.appointment.timeLabel}, ready ${day.dropOffs.readyBy}`,
        row.appointment.services.join(" + "),
      ),
    ];
  });
  return { lanes, dropOffs };
}
