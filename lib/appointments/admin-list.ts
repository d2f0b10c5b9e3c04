import { bookableLocations, findLocation } from "@/data/locations";
import { getDatabase } from "@/lib/db";
import type { Appointment, AppointmentStatus } from "@/lib/db/types";
import { addDays, isValidDate, todayIn, zonedToEpoch } from "@/lib/scheduling/zoned-time";
import { linkToken } from "./link-tokens";
import { vehicleText } from "./mail-layout";
import { publicAppointment, type PublicAppointment } from "./presentation";

/** The states a manager can filter by; "open" (the default) is what still holds a bay. */
export const ADMIN_STATUS_FILTERS = [
  { value: "open", label: "Requested and confirmed", statuses: ["requested", "confirmed"] },
  { value: "requested", label: "Requested (to answer)", statuses: ["requested"] },
  { value: "confirmed", label: "Confirmed", statuses: ["confirmed"] },
  { value: "completed", label: "Completed", statuses: ["completed"] },
  { value: "no_show", label: "No-show", statuses: ["no_show"] },
  { value: "declined", label: "Declined", statuses: ["declined"] },
  { value: "cancelled", label: "Cancelled", statuses: ["cancelled"] },
  { value: "all", label: "Every state", statuses: [] },
] as const satisfies readonly { value: string; label: string; statuses: readonly AppointmentStatus[] }[];

export const ADMIN_DAY_CHOICES = [1, 7, 14, 31] as const;
/** More than a month of every store's bays is never one screen; the page says when it cut off. */
export const ADMIN_LIST_LIMIT = 500;

// Every store keeps Eastern time today; the list's days are the stores' days.
const TIME_ZONE = bookableLocations[0]!.timeZone;

export interface AdminFilter {
  storeId: number | null;
  status: (typeof ADMIN_STATUS_FILTERS)[number]["value"];
  from: string;
  days: (typeof ADMIN_DAY_CHOICES)[number];
}

/** Reads the filter form's query; anything unknown falls back to the default instead of failing. */
export function readAdminFilter(
  query: Record<string, string | string[] | undefined>,
  now: number,
): AdminFilter {
  const one = (key: string) => (typeof query[key] === "string" ? query[key] : "");
  const store = bookableLocations.find((l) => l.slug === one("store"));
  const status = ADMIN_STATUS_FILTERS.find((s) => s.value === one("status"))?.value ?? "open";
  const from = isValidDate(one("from")) ? one("from") : todayIn(TIME_ZONE, now);
  const days = ADMIN_DAY_CHOICES.find((d) => String(d) === one("days")) ?? 7;
  return { storeId: store?.id ?? null, status, from, days };
}

export interface AdminRow {
  appointment: PublicAppointment;
  customer: { email: string; phone: string; vehicle: string | null; comments: string };
  declineReason: string | null;
  /** The store's own link token: the row's actions go through the same endpoint as the e-mail's. */
  storeToken: string;
  started: boolean;
}

export interface AdminDay {
  date: string;
  stores: { storeId: number; storeName: string; rows: AdminRow[] }[];
}

/** The appointments in the filter's days, grouped by day and then by store, in time order. */
export async function adminAppointmentList(
  filter: AdminFilter,
  now: number,
): Promise<{ days: AdminDay[]; total: number; truncated: boolean }> {
  const statuses = ADMIN_STATUS_FILTERS.find((s) => s.value === filter.status)!.statuses;
  const found = await (
    await getDatabase()
  ).listAppointments({
    storeId: filter.storeId ?? undefined,
    statuses,
    from: zonedToEpoch(filter.from, "00:00", TIME_ZONE),
    to: zonedToEpoch(addDays(filter.from, filter.days), "00:00", TIME_ZONE),
    limit: ADMIN_LIST_LIMIT + 1,
  });
  const shown = found.slice(0, ADMIN_LIST_LIMIT);
  const days: AdminDay[] = [];
  for (const a of shown) {
    let day = days.find((d) => d.date === a.date);
    if (!day) days.push((day = { date: a.date, stores: [] }));
    let store = day.stores.find((s) => s.storeId === a.storeId);
    if (!store)
      day.stores.push(
        (store = { storeId: a.storeId, storeName: findLocation(a.storeId)?.name ?? a.storeEmail, rows: [] }),
      );
    store.rows.push(await adminRow(a, now));
  }
  for (const day of days) day.stores.sort((x, y) => x.storeName.localeCompare(y.storeName));
  return { days, total: shown.length, truncated: found.length > ADMIN_LIST_LIMIT };
}

async function adminRow(a: Appointment, now: number): Promise<AdminRow> {
  return {
    appointment: publicAppointment(a),
    customer: { email: a.email, phone: a.phone, vehicle: vehicleText(a) || null, comments: a.comments },
    declineReason: a.declineReason,
    storeToken: await linkToken(a.reference, "store"),
    started: now >= a.startsAt,
  };
}

/** The page's data for a query: the filter as understood, and what it finds now. */
export async function loadAdminAppointments(
  query: Record<string, string | string[] | undefined>,
  now = Date.now(),
) {
  const filter = readAdminFilter(query, now);
  return { filter, list: await adminAppointmentList(filter, now) };
}
