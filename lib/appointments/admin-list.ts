import { displayPhone } from "@/lib/texts/rules";
import { holdLine } from "@/lib/inventory/stock-text";
import { bookableLocations, findLocation } from "@/data/locations";
import { dropOffPolicy, RESOURCE_KINDS, type ResourceKind } from "@/data/store-capacity";
import {
  ACTIVE_STATUSES,
  getDatabase,
  type Appointment,
  type AppointmentEvent,
  type AppointmentStatus,
} from "@/lib/db";
import { unitCounts, unitLabel, type VisitSegment } from "@/lib/scheduling/capacity";
import { storeHolidayOn } from "@/lib/scheduling/holidays";
import { pageOf, parseCursor, PAGE_PARAMETER, type PageCursor } from "@/lib/core/page-cursor";
import { addDays, todayIn, weekdayOf, zonedToEpoch } from "@/lib/core/zoned-time";
import { isValidDate, minutesOf } from "@/lib/core/wall-clock";
import { actsForStore, type StaffMember } from "@/lib/staff/roles";
import { bookedTiresName } from "./booked-tires";
import { confirmedByLine, staffHistory, type StaffHistoryLine } from "./history-text";
import { vehicleText } from "./mail-layout";
import {
  formatAppointmentDate,
  formatAppointmentTime,
  publicAppointment,
  storeClock,
  type PublicAppointment,
} from "./presentation";

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
/**
 * Appointments per page of the list: a month of every store's bays is thousands, so the list is
 * read a page at a time (each with its histories), which keeps a page quick and the server's
 * memory flat; "Next page" reaches every row.
 */
export const ADMIN_PAGE_SIZE = 50;
/** The most an API page may ask for. */
export const ADMIN_PAGE_MAX = 200;
/** A store-day's units cannot hold more visits than this; the day view is drawn whole. */
const DAY_VIEW_LIMIT = 500;

// Every store keeps Eastern time today; the list's days are the stores' days.
const TIME_ZONE = bookableLocations[0]!.timeZone;

export interface AdminFilter {
  storeId: number | null;
  status: (typeof ADMIN_STATUS_FILTERS)[number]["value"];
  from: string;
  days: (typeof ADMIN_DAY_CHOICES)[number];
  /** The last row of the previous page (null: the first page). */
  after: PageCursor | null;
}

type Query = Record<string, string | string[] | undefined>;

/** A parameter given once; repeated or missing reads as empty. */
const queryValue = (query: Query, key: string) => (typeof query[key] === "string" ? query[key] : "");

/** Who reads the board: only their stores' appointments are shown (every store for operators). */
export type BoardReader = Pick<StaffMember, "roles" | "storeIds">;

/** The stores a member may see, as the store selector lists them. */
export const memberStores = (member: BoardReader) => storesByName().filter((l) => actsForStore(member, l.id));

/**
 * Reads the filter form's query; anything unknown falls back to the default instead of failing.
 * A store the member does not act for reads like an unknown one: nothing of it is shown.
 */
export function readAdminFilter(query: Query, now: number, member: BoardReader): AdminFilter {
  const one = (key: string) => queryValue(query, key);
  const store = memberStores(member).find((l) => l.slug === one("store"));
  const status = ADMIN_STATUS_FILTERS.find((s) => s.value === one("status"))?.value ?? "open";
  const from = isValidDate(one("from")) ? one("from") : todayIn(TIME_ZONE, now);
  const days = ADMIN_DAY_CHOICES.find((d) => String(d) === one("days")) ?? 7;
  // A cursor we did not make (an edited address) reads as the first page.
  const after = parseCursor(one(PAGE_PARAMETER));
  return { storeId: store?.id ?? null, status, from, days, after };
}

export interface AdminRow {
  appointment: PublicAppointment;
  /** Where the visit is done, for staff: "Bay 2 · Rack 1", or "Drop-off". */
  units: string;
  customer: {
    email: string;
    phone: string;
    vehicle: string | null;
    comments: string;
    /** The mobile number the customer chose for texts ("(304) 555-0177"), or null. */
    textsTo: string | null;
  };
  declineReason: string | null;
  /** Where the held tires are, in the store's words ("4 from Bristol stock"), or null. */
  tiresHeld: string | null;
  /** "4 × Michelin Defender2 225/65R17": the tires alone, for the day sheet; null without. */
  tiresName: string | null;
  started: boolean;
  /** The visit is today on the store's clock: the day "on the way" and "ready" can be told. */
  today: boolean;
  /** "Confirmed by Dana Whitt · Nov 24, 3:12 PM", or null while nobody has. */
  confirmedBy: string | null;
  /** Every change, oldest first: when, what, who and from where. */
  history: StaffHistoryLine[];
}

export interface AdminDay {
  date: string;
  stores: { storeId: number; storeName: string; rows: AdminRow[] }[];
}

/**
 * The page's days split for the morning: the requests still waiting for the store's answer, then
 * everything else (booked, done, missed), each grouped by day and store as before.
 */
export function splitForAnswer(days: readonly AdminDay[]): { toAnswer: AdminDay[]; rest: AdminDay[] } {
  const only = (keep: (row: AdminRow) => boolean) =>
    days
      .map((day) => ({
        date: day.date,
        stores: day.stores
          .map((store) => ({ ...store, rows: store.rows.filter(keep) }))
          .filter((store) => store.rows.length > 0),
      }))
      .filter((day) => day.stores.length > 0);
  return {
    toAnswer: only((row) => row.appointment.status === "requested"),
    rest: only((row) => row.appointment.status !== "requested"),
  };
}

/** One page of the appointments in the filter's days, grouped by day and then by store, in time order. */
export interface AdminList {
  days: AdminDay[];
  /** Rows on this page. */
  total: number;
  /** Whether this is the first page (else an earlier one exists). */
  first: boolean;
  /** The cursor of the next page, or null on the last. */
  next: string | null;
}

export async function adminAppointmentList(
  filter: AdminFilter,
  member: BoardReader,
  now: number,
  size: number = ADMIN_PAGE_SIZE,
): Promise<AdminList> {
  const { rows, next } = await adminAppointmentPage(filter, member, size);
  const histories = await (await getDatabase()).appointmentHistories(rows.map((a) => a.id));
  const days: AdminDay[] = [];
  for (const a of rows) {
    let day = days.find((d) => d.date === a.date);
    if (!day) days.push((day = { date: a.date, stores: [] }));
    let store = day.stores.find((s) => s.storeId === a.storeId);
    if (!store)
      day.stores.push(
        (store = { storeId: a.storeId, storeName: findLocation(a.storeId)?.name ?? a.storeEmail, rows: [] }),
      );
    store.rows.push(adminRow(a, histories.get(a.id) ?? [], now));
  }
  for (const day of days) day.stores.sort((x, y) => x.storeName.localeCompare(y.storeName));
  return { days, total: rows.length, first: filter.after === null, next };
}

/** One page of the list as rows, in time order (the list API's answer), and the next page's cursor. */
export async function adminAppointmentRows(
  filter: AdminFilter,
  member: BoardReader,
  now: number,
  size: number,
): Promise<{ appointments: AdminRow[]; next: string | null }> {
  const { rows, next } = await adminAppointmentPage(filter, member, size);
  const histories = await (await getDatabase()).appointmentHistories(rows.map((a) => a.id));
  return { appointments: rows.map((a) => adminRow(a, histories.get(a.id) ?? [], now)), next };
}

async function adminAppointmentPage(filter: AdminFilter, member: BoardReader, size: number) {
  const statuses = ADMIN_STATUS_FILTERS.find((s) => s.value === filter.status)!.statuses;
  const db = await getDatabase();
  const found = await db.listAppointments({
    storeId: filter.storeId ?? undefined,
    storeIds: member.roles.includes("Staff.Operator") ? undefined : member.storeIds,
    statuses,
    from: zonedToEpoch(filter.from, "00:00", TIME_ZONE),
    to: zonedToEpoch(addDays(filter.from, filter.days), "00:00", TIME_ZONE),
    limit: size + 1,
    after: filter.after && { startsAt: filter.after.key, id: filter.after.id },
  });
  return pageOf(found, size, (a) => ({ key: a.startsAt, id: a.id }));
}

function adminRow(a: Appointment, history: readonly AppointmentEvent[], now: number): AdminRow {
  return {
    appointment: publicAppointment(a),
    units: unitsText(a),
    customer: {
      email: a.email,
      phone: a.phone,
      vehicle: vehicleText(a) || null,
      comments: a.comments,
      textsTo: a.textConsent ? displayPhone(a.textConsent.phone) : null,
    },
    declineReason: a.declineReason,
    tiresHeld:
      a.tireHold?.status === "held" ? holdLine(a.tireHold, findLocation(a.storeId)?.city ?? "") : null,
    tiresName: a.tires ? bookedTiresName(a.tires) : null,
    started: now >= a.startsAt,
    today: a.date === todayIn(findLocation(a.storeId)?.timeZone ?? TIME_ZONE, now),
    confirmedBy: confirmedByLine(history, a.storeId),
    history: staffHistory(history, a.storeId),
  };
}

/** "Bay 2 · Rack 1" (each unit once, in the visit's order), or "Drop-off": its place is no particular spot. */
export function unitsText(a: Pick<Appointment, "visit" | "segments">): string {
  if (a.visit === "drop-off") return "Drop-off";
  return [...new Set(a.segments.map(unitLabel))].join(" · ");
}

/** Two ways to read the book: every store's days as a list, or one store's day lane by lane. */
export const ADMIN_VIEWS = [
  { value: "list", label: "List" },
  { value: "day", label: "Day by bay" },
] as const;
export type AdminView = (typeof ADMIN_VIEWS)[number]["value"];

/** The list unless the address asks for the day view, so existing bookmarks open as before. */
const readAdminView = (query: Query): AdminView => (queryValue(query, "view") === "day" ? "day" : "list");

/** The stores as the store selector lists them. */
export const storesByName = () => [...bookableLocations].sort((a, b) => a.name.localeCompare(b.name));

export interface DayFilter {
  storeId: number;
  date: string;
}

/**
 * The day view needs one store and one day: the selector's first store and today unless the
 * address names them (one of the member's stores); null for a member with no store.
 */
function readDayFilter(query: Query, now: number, member: BoardReader): DayFilter | null {
  const stores = memberStores(member);
  const store = stores.find((l) => l.slug === queryValue(query, "store")) ?? stores[0];
  if (!store) return null;
  const from = queryValue(query, "from");
  // Without a date the day is the store's next open one: on a holiday the counter wants tomorrow.
  return {
    storeId: store.id,
    date: isValidDate(from) ? from : openDayFrom(store, todayIn(TIME_ZONE, now), 1),
  };
}

/**
 * The first day from `date` (itself included), going forward (`step` 1) or back (-1), that the
 * store is open: weekends and store holidays are skipped. Two weeks at most, so a store with no
 * open days still answers.
 */
export function openDayFrom(
  store: { openingHours: { days: readonly number[] } },
  date: string,
  step: 1 | -1,
): string {
  let day = date;
  for (let i = 0; i < 14 && closedReason(store, day); i++) day = addDays(day, step);
  return closedReason(store, day) ? date : day;
}

/** Everything that held a unit that day; cancelled and declined requests gave theirs back. */
const DAY_VIEW_STATUSES: readonly AppointmentStatus[] = ["requested", "confirmed", "completed", "no_show"];

/** One service of a visit, in the lane of the unit it holds. */
export interface LaneItem {
  reference: string;
  status: AppointmentStatus;
  customerName: string;
  /** Its index in the visit's services: what the assign-unit action names. */
  segment: number;
  /** Its place in the visit ("part 1 of 2"); a visit of one service is 1 of 1. */
  part: number;
  parts: number;
  serviceName: string;
  kind: ResourceKind;
  unit: number;
  startsAt: number;
  endsAt: number;
  timeLabel: string;
  endTimeLabel: string;
  /** Where it sits in the opening hours, as fractions of the time from opening to closing. */
  top: number;
  height: number;
  /** Side by side when visits overlap on one unit (a bay a no-show gave back, booked again). */
  track: number;
  tracks: number;
  /** The other units of its kind no live visit holds during it, where it can go; none once it is over. */
  freeUnits: number[];
}

export interface Lane {
  kind: ResourceKind;
  unit: number;
  /** "Bay 3", "Rack 1", "Truck bay 2". */
  label: string;
  items: LaneItem[];
}

export interface DropOffs {
  /** Places the store has for the day, and how many live drop-offs hold one. */
  limit: number;
  taken: number;
  /** The day's drop-offs, in booking order. */
  references: string[];
}

type LaneSource = Pick<
  Appointment,
  "reference" | "status" | "visit" | "segments" | "firstName" | "lastName" | "storeId"
>;
type LaneStore = { id: number; openingHours: { open: string; close: string }; timeZone: string };

const overlapping = (a: VisitSegment, b: VisitSegment) => a.startsAt < b.endsAt && a.endsAt > b.startsAt;

/**
 * A store-day unit by unit: one lane per bay, rack and truck bay the store has (and any unit a
 * visit still holds that the store no longer counts, so nothing booked goes unseen), each
 * service of a visit in its own lane; drop-offs apart, since they hold a place for the day, not a
 * unit at a time.
 */
export function dayLanes(
  store: LaneStore,
  date: string,
  appointments: readonly LaneSource[],
): { lanes: Lane[]; dropOffs: DropOffs } {
  const counts = unitCounts(store.id);
  const open = zonedToEpoch(date, store.openingHours.open, store.timeZone);
  const close = zonedToEpoch(date, store.openingHours.close, store.timeZone);
  const within = (t: number) => Math.min(Math.max(t, open), close);
  const live = appointments.filter((a) => ACTIVE_STATUSES.includes(a.status));

  const lanes: Lane[] = RESOURCE_KINDS.flatMap((kind) =>
    Array.from({ length: counts[kind] }, (_, i) => ({
      kind,
      unit: i + 1,
      label: unitLabel({ kind, unit: i + 1 }),
      items: [],
    })),
  );
  const laneFor = (kind: ResourceKind, unit: number) => {
    let lane = lanes.find((l) => l.kind === kind && l.unit === unit);
    if (!lane) lanes.push((lane = { kind, unit, label: unitLabel({ kind, unit }), items: [] }));
    return lane;
  };
  const freeUnits = (a: LaneSource, segment: VisitSegment) => {
    if (!live.includes(a)) return [];
    const held = new Set(
      live.flatMap((o) =>
        o.segments
          .filter((s) => s !== segment && s.kind === segment.kind && overlapping(s, segment))
          .map((s) => s.unit),
      ),
    );
    held.add(segment.unit);
    return Array.from({ length: counts[segment.kind] }, (_, i) => i + 1).filter((u) => !held.has(u));
  };

  for (const a of appointments) {
    if (a.visit === "drop-off") continue;
    a.segments.forEach((s, index) => {
      if (s.kind === "drop-off") return;
      laneFor(s.kind, s.unit).items.push({
        reference: a.reference,
        status: a.status,
        customerName: `${a.firstName} ${a.lastName}`,
        segment: index,
        part: index + 1,
        parts: a.segments.length,
        serviceName: s.serviceName,
        kind: s.kind,
        unit: s.unit,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        timeLabel: storeClock(s.startsAt, a.storeId),
        endTimeLabel: storeClock(s.endsAt, a.storeId),
        top: (within(s.startsAt) - open) / (close - open),
        height: (within(s.endsAt) - within(s.startsAt)) / (close - open),
        track: 0,
        tracks: 1,
        freeUnits: freeUnits(a, s),
      });
    });
  }
  lanes.sort((x, y) => RESOURCE_KINDS.indexOf(x.kind) - RESOURCE_KINDS.indexOf(y.kind) || x.unit - y.unit);
  for (const lane of lanes) {
    lane.items.sort((x, y) => x.startsAt - y.startsAt || x.endsAt - y.endsAt);
    layOutTracks(lane.items);
  }

  const dropOffs = appointments.filter((a) => a.visit === "drop-off");
  return {
    lanes,
    dropOffs: {
      limit: dropOffPolicy(store.id).limit,
      taken: dropOffs.filter((a) => live.includes(a)).length,
      references: dropOffs.map((a) => a.reference),
    },
  };
}

/** Overlapping items share the lane's width: each takes the first track free at its start. */
function layOutTracks(items: readonly LaneItem[]) {
  let group: LaneItem[] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;
  const trackEnds: number[] = [];
  const closeGroup = () => {
    for (const item of group) item.tracks = trackEnds.length;
    group = [];
    trackEnds.length = 0;
  };
  for (const item of items) {
    if (item.startsAt >= groupEnd) closeGroup();
    const free = trackEnds.findIndex((end) => end <= item.startsAt);
    item.track = free >= 0 ? free : trackEnds.length;
    trackEnds[item.track] = item.endsAt;
    group.push(item);
    groupEnd = Math.max(groupEnd, item.endsAt);
  }
  closeGroup();
}

/** The full hours between opening and closing, for the time scale beside the lanes. */
export function hourMarks(hours: { open: string; close: string }): { label: string; at: number }[] {
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  const marks: { label: string; at: number }[] = [];
  for (let m = Math.ceil(open / 60) * 60; m <= close; m += 60)
    marks.push({
      label: formatAppointmentTime(`${String(m / 60).padStart(2, "0")}:00`),
      at: (m - open) / (close - open),
    });
  return marks;
}

/** Why a store is shut on a date, or null on one of its working days. */
export function closedReason(
  store: { openingHours: { days: readonly number[] } },
  date: string,
): string | null {
  const holiday = storeHolidayOn(date);
  if (holiday) return `The store is closed for ${holiday.name}.`;
  return store.openingHours.days.includes(weekdayOf(date))
    ? null
    : "The store is closed on this day of the week.";
}

export interface AdminDayView {
  storeId: number;
  storeName: string;
  date: string;
  dateLabel: string;
  closed: string | null;
  /** The store's open days before and after this one, for Previous day and Next day. */
  previousOpen: string;
  nextOpen: string;
  openLabel: string;
  closeLabel: string;
  /** Minutes from opening to closing: how tall the lanes are drawn on a wide screen. */
  minutes: number;
  hourMarks: { label: string; at: number }[];
  lanes: Lane[];
  dropOffs: DropOffs & { readyBy: string };
  /** Every appointment shown, for its details and actions. */
  rows: AdminRow[];
}

/** One store's day, unit by unit, with each appointment's details and history. */
async function adminDayView(filter: DayFilter, now: number): Promise<AdminDayView> {
  const location = findLocation(filter.storeId)!;
  const { date } = filter;
  const db = await getDatabase();
  const found = await db.listAppointments({
    storeId: location.id,
    statuses: DAY_VIEW_STATUSES,
    from: zonedToEpoch(date, "00:00", location.timeZone),
    to: zonedToEpoch(addDays(date, 1), "00:00", location.timeZone),
    limit: DAY_VIEW_LIMIT,
  });
  const { lanes, dropOffs } = dayLanes(location, date, found);
  const histories = await db.appointmentHistories(found.map((a) => a.id));
  const hours = location.openingHours;
  return {
    storeId: location.id,
    storeName: location.name,
    date,
    dateLabel: formatAppointmentDate(date),
    closed: closedReason(location, date),
    previousOpen: openDayFrom(location, addDays(date, -1), -1),
    nextOpen: openDayFrom(location, addDays(date, 1), 1),
    openLabel: formatAppointmentTime(hours.open),
    closeLabel: formatAppointmentTime(hours.close),
    minutes: minutesOf(hours.close) - minutesOf(hours.open),
    hourMarks: hourMarks(hours),
    lanes,
    dropOffs: { ...dropOffs, readyBy: formatAppointmentTime(dropOffPolicy(location.id).readyBy) },
    rows: found.map((a) => adminRow(a, histories.get(a.id) ?? [], now)),
  };
}

/** Where the page is: its view and the filters as understood, to build links that keep them. */
export interface AdminAddress {
  view: AdminView;
  /** A store's slug, or "" for every store (the list only). */
  store: string;
  from: string;
  status: AdminFilter["status"];
  days: AdminFilter["days"];
  /** A page after the first: the cursor of the row it follows. */
  cursor?: string;
}

/** The page's address for a view and its filters (defaults left out, to keep bookmarks short). */
export function adminHref(address: AdminAddress): string {
  const query = new URLSearchParams();
  if (address.view !== "list") query.set("view", address.view);
  if (address.store) query.set("store", address.store);
  query.set("from", address.from);
  if (address.status !== "open") query.set("status", address.status);
  if (address.days !== 7) query.set("days", String(address.days));
  if (address.cursor) query.set(PAGE_PARAMETER, address.cursor);
  return `/admin/appointments?${query}`;
}

/** Everything the page reads from its address: the view, the list's filter, the day's store and date. */
export function readAdminPage(
  query: Query,
  now: number,
  member: BoardReader,
): { filter: AdminFilter; day: DayFilter | null; address: AdminAddress } {
  const filter = readAdminFilter(query, now, member);
  const day = readAdminView(query) === "day" ? readDayFilter(query, now, member) : null;
  // Without a store to show, the day view is the (empty) list.
  const view = day ? "day" : "list";
  const storeId = day ? day.storeId : filter.storeId;
  return {
    filter,
    day,
    address: {
      view,
      store: bookableLocations.find((l) => l.id === storeId)?.slug ?? "",
      from: day ? day.date : filter.from,
      status: filter.status,
      days: filter.days,
    },
  };
}

/**
 * The page's data for its address, as `member` may see it: what it understood, and the list or
 * the day it finds now, of the member's stores only.
 */
export async function loadAdminPage(query: Query, member: BoardReader, now = Date.now()) {
  const page = readAdminPage(query, now, member);
  return {
    ...page,
    stores: memberStores(member),
    book: page.day
      ? { view: "day" as const, day: await adminDayView(page.day, now) }
      : { view: "list" as const, list: await adminAppointmentList(page.filter, member, now) },
  };
}
