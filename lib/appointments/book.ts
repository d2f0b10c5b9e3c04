import type { ChangeOrigin } from "@/lib/staff/actor";
import { createHash } from "node:crypto";
import { locations, type Location } from "@/data/locations";
import type { SchedulerService } from "@/data/scheduler-services";
import { dropOffPolicy } from "@/data/store-capacity";
import { getCalendarProvider } from "@/lib/calendar";
import {
  getDatabase,
  type Appointment,
  type BookingStatusRule,
  type NewAppointment,
  type UnitAssigner,
} from "@/lib/db";
import { afterResponse } from "@/lib/jobs/after-response";
import { processOutbox } from "@/lib/mail/outbox";
import { processTextOutbox } from "@/lib/texts/outbox";
import { VISIT_INVALID, type BookingRequest } from "@/lib/scheduling/booking-request";
import { arrivalWindowAt, SITE_MESSAGES } from "@/lib/scheduling/on-site";
import { checkServiceArea, type NearestStore } from "@/lib/scheduling/service-area";
import { unitCounts } from "@/lib/scheduling/capacity";
import { findSchedulerService, offersService } from "@/lib/scheduling/services";
import { bookedOnTheSpot } from "@/lib/scheduling/instant-booking";
import { isSlotAvailable, placeAt, type Slot, type SlotQuery } from "@/lib/scheduling/slots";
import { isOnSiteService, visitShape, workMinutes, type VisitShape } from "@/lib/scheduling/visit";
import { zonedToEpoch } from "@/lib/core/zoned-time";
import { COUNTER_NOTICE_MINUTES } from "@/lib/scheduling/constants";
import { formatAppointmentDate } from "@/lib/scheduling/format";
import { stockClaim } from "@/lib/stock/availability";
import type { StockSource } from "@/lib/inventory/ready-by";
import { stockShortMessage } from "@/lib/inventory/stock-text";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { bookedTiresFor } from "./booked-tires";
import { calendarBusyForBooking, dayBounds, forgetCalendarReads, getAvailability } from "./availability";
import { processCalendarQueue } from "./calendar-sync";
import { reminderMail } from "./lifecycle-mails";
import { bookingTexts } from "./lifecycle-texts";
import { TEXT_CONSENT_WORDING } from "@/lib/scheduling/text-consent";
import { appointmentLinks } from "./link-tokens";
import { bookingMails } from "./mail-content";
import {
  formatAppointmentTime,
  icsPath,
  managePath,
  publicAppointment,
  type PublicAppointment,
} from "./presentation";
import { hashToken, newReference } from "@/lib/core/tokens";

export const SLOT_TAKEN_MESSAGE =
  "This time slot is no longer available. Please refresh and select a different time.";

/**
 * What became of a booking request, in words. `booked` also answers the same request sent again
 * (its idempotency key), with the appointment but without its links, which only the first answer
 * carries.
 */
export type BookingOutcome =
  | {
      kind: "booked";
      message: string;
      appointment: PublicAppointment & { manageUrl?: string; cancelUrl?: string; icsUrl?: string };
    }
  | {
      kind: "invalid";
      message: string;
      /** A work site out of the store's reach: the nearest store whose trucks go there. */
      nearestStore?: NearestStore;
    }
  /** The idempotency key came back with a different request. */
  | { kind: "key-reused"; message: string }
  /** The address already has an open visit at this store that day. */
  | { kind: "contact-busy"; message: string }
  | { kind: "slot-taken"; message: string; availableSlots: Slot[] }
  | {
      /** The tires cannot be there in time: the first day they can (YYYY-MM-DD), and from where. */
      kind: "tires-not-ready";
      message: string;
      availableSlots: Slot[];
      readyBy: string;
      stockSource: StockSource;
    };

const invalid = (message: string): BookingOutcome => ({ kind: "invalid", message });
const invalidPlan = (message: string): BookingPlan => ({ ok: false, outcome: invalid(message) });

export const KEY_REUSED_MESSAGE =
  "This request was already used for a different appointment. Please reload the page and try again.";

/**
 * What the idempotency key stands for: the request as validated, without the key itself. A
 * repeated submit of the same form matches; the same key with another time or store does not.
 */
export function requestHash(request: BookingRequest): string {
  const { idempotencyKey: _key, addOns, visit, ...rest } = request;
  void _key;
  // A plain visit hashes as it did before add-ons and drop-offs existed: a form sent again across
  // an upgrade is still recognised as the same request.
  const extras = addOns.length || visit !== "wait" ? { addOns, visit } : {};
  return createHash("sha256")
    .update(JSON.stringify({ ...rest, ...extras }))
    .digest("hex");
}

/**
 * The services of one visit, main first: each add-on known, listed once, different from the main
 * service and offered at the store; or the customer-worded reason it cannot be.
 */
function visitServices(
  location: Location,
  main: SchedulerService,
  addOns: readonly string[],
): { ok: true; services: SchedulerService[] } | { ok: false; message: string } {
  const services = [main];
  for (const name of addOns) {
    const service = findSchedulerService(name);
    if (!service)
      return { ok: false, message: `We don't offer "${name}". Please choose extra services from the list.` };
    if (services.includes(service))
      return { ok: false, message: `${service.name} is listed twice. Please choose each service once.` };
    if (!offersService(location, service))
      return {
        ok: false,
        message: `${service.name} is not offered at the ${location.name} store. Please remove it or choose another store.`,
      };
    services.push(service);
  }
  return { ok: true, services };
}

/**
 * What an on-site request must carry, and may not: a site within the store's reach, an arrival
 * window, no car, no extra services, nothing to drop off. Null when it is in order.
 */
function onSiteProblem(
  location: Location,
  service: SchedulerService,
  request: BookingRequest,
): BookingOutcome | null {
  if (request.addOns.length > 0) return invalid(SITE_MESSAGES.addOnsNotWanted);
  if (request.visit === "drop-off") return invalid(SITE_MESSAGES.dropOffNotWanted);
  if (!request.site) return invalid(SITE_MESSAGES.missing);
  if (request.vehicle && Object.values(request.vehicle).some(Boolean))
    return invalid(SITE_MESSAGES.vehicleNotWanted);
  if (!arrivalWindowAt(request.time)) return invalid(SITE_MESSAGES.window);
  const area = checkServiceArea(location, service, request.site);
  if (area.ok) return null;
  const { message, nearest } = area;
  return { kind: "invalid", message, ...(nearest ? { nearestStore: nearest } : {}) };
}

/** When a visit ends: a wait when its last service does, a drop-off at the store's ready-by time. */
export function visitEnd(location: Location, shape: VisitShape, date: string, startsAt: number): number {
  return shape.visit === "drop-off"
    ? zonedToEpoch(date, dropOffPolicy(location.id).readyBy, location.timeZone)
    : startsAt + workMinutes(shape) * 60_000;
}

/**
 * One address, one open visit per store and day. The reference is not in the message: whoever
 * typed the address may not be the customer who booked.
 */
export const contactBusyMessage = (location: Location, date: string) =>
  `This e-mail address already has a request at the ${location.name} store on ${formatAppointmentDate(date)}. To change it or add a service, use the link in the e-mail we sent you, or call the store at ${location.phone}.`;

/** The answer's headline: a request waits for the store; a booking made on the spot is final. */
export const successMessage = (a: Pick<Appointment, "status">, store: string) =>
  a.status === "confirmed"
    ? `You're booked at the ${store} store. We've e-mailed your confirmation.`
    : `Your appointment request has been received. The ${store} store will contact you to confirm your appointment.`;

/** A proven customer's visit of services bookable on the spot is confirmed once its tires are held. */
function statusRule(
  location: Location,
  services: readonly SchedulerService[],
  shape: VisitShape,
  contactProven: boolean,
  channel: BookingChannel,
): BookingStatusRule {
  // Staff booking a caller or a walk-in are the store's own answer: nothing is left to confirm.
  if (channel === "counter") return () => "confirmed";
  return (hold) =>
    bookedOnTheSpot({
      storeId: location.id,
      services: services.map((s) => s.name),
      visit: shape.visit,
      contactProven,
      tires: !hold ? "none" : hold.source === "store" ? "store-shelf" : "elsewhere",
    })
      ? "confirmed"
      : "requested";
}

/**
 * Where a booking comes from: the website (a customer, under the public limits and notice), or
 * the counter (staff booking a caller or a walk-in: booked at once, no notice, no per-address rule).
 */
export type BookingChannel = "web" | "counter";

const noticeFor = (channel: BookingChannel) => (channel === "counter" ? COUNTER_NOTICE_MINUTES : undefined);

/** A request checked against the store, its services and its visit, before anything is read or held. */
type BookingPlan =
  | {
      ok: true;
      location: Location;
      service: SchedulerService;
      services: SchedulerService[];
      shape: VisitShape;
      tires: Extract<ReturnType<typeof bookedTiresFor>, { ok: true }>["tires"];
    }
  | { ok: false; outcome: BookingOutcome };

function planBooking(request: BookingRequest): BookingPlan {
  const refuse = (outcome: BookingOutcome): BookingPlan => ({ ok: false, outcome });
  const location = locations.find((l) => l.bookable && l.email.toLowerCase() === request.storeGroupEmail);
  if (!location) return invalidPlan("Unknown store. Please choose one of our store locations.");
  const service = findSchedulerService(request.serviceName);
  if (!service) return invalidPlan("Unknown service. Please choose a service from the list.");
  if (!offersService(location, service)) {
    return invalidPlan(
      `${service.name} is not offered at the ${location.name} store. Please choose another service or store.`,
    );
  }
  if (isOnSiteService(service)) {
    const problem = onSiteProblem(location, service, request);
    if (problem) return refuse(problem);
  } else if (request.site) return invalidPlan(SITE_MESSAGES.siteNotWanted);
  else if (request.visit === "on-site") return invalidPlan(VISIT_INVALID);
  const services = visitServices(location, service, request.addOns);
  if (!services.ok) return invalidPlan(services.message);
  const shape = visitShape(request.visit, services.services);
  if (shape.visit === "drop-off" && request.time !== location.openingHours.open)
    return invalidPlan(
      `Drop-offs are made when the store opens. Please choose ${formatAppointmentTime(location.openingHours.open)}.`,
    );

  const tires = bookedTiresFor(request, service.name);
  if (!tires.ok) return invalidPlan(tires.message);
  return { ok: true, location, service, services: services.services, shape, tires: tires.tires };
}

/**
 * Is this the same request sent again with its idempotency key (a double click, a retry after a
 * lost answer)? It holds nothing new: bookAppointment answers it with the first booking.
 */
export async function isRepeat(request: BookingRequest): Promise<boolean> {
  if (!request.idempotencyKey) return false;
  const existing = await (await getDatabase()).findByIdempotencyKey(request.idempotencyKey);
  return Boolean(existing && existing.idempotencyHash === requestHash(request));
}

/**
 * Would this request be booked now, as far as can be told without holding anything? The refusal
 * bookAppointment would give (a wrong store or service, a taken time), or null. Asked before a
 * customer is sent a code, so no one proves their address for a time that is already gone.
 */
export async function bookingProblem(
  request: BookingRequest,
  now = Date.now(),
  channel: BookingChannel = "web",
): Promise<BookingOutcome | null> {
  const plan = planBooking(request);
  if (!plan.ok) return plan.outcome;
  const { slots } = await getAvailability(
    plan.location,
    request.date,
    plan.shape,
    now,
    undefined,
    noticeFor(channel),
  );
  if (slots.some((s) => s.time === request.time && s.available)) return null;
  return { kind: "slot-taken", message: SLOT_TAKEN_MESSAGE, availableSlots: slots };
}

/**
 * Records an appointment: a request the store confirms, or, for a customer whose address was
 * proven (`contactProven`) booking services the store takes on the spot, a confirmed booking.
 * The database decides the race: the insert and the overlap check happen in one locked
 * transaction (and PostgreSQL's exclusion constraint backs it up). The calendar event and e-mails
 * follow after the response; if they fail they are retried later and the booking still stands.
 * The history's "requested" (or "booked") event names `origin` (the customer, and the address
 * they asked from). One address holds one open visit per store and day.
 */
export async function bookAppointment(
  request: BookingRequest,
  now = Date.now(),
  origin: ChangeOrigin = { actor: { kind: "customer" }, from: null },
  contactProven = false,
  channel: BookingChannel = "web",
): Promise<BookingOutcome> {
  const plan = planBooking(request);
  if (!plan.ok) return plan.outcome;
  const { location, service, shape, tires } = plan;
  const services = { services: plan.services };

  const db = await getDatabase();
  const keyHash = request.idempotencyKey ? requestHash(request) : null;
  if (request.idempotencyKey) {
    const existing = await db.findByIdempotencyKey(request.idempotencyKey);
    if (existing && existing.idempotencyHash && existing.idempotencyHash !== keyHash)
      return { kind: "key-reused", message: KEY_REUSED_MESSAGE };
    if (existing)
      return {
        kind: "booked",
        message: successMessage(existing, location.name),
        appointment: publicAppointment(existing),
      };
  }

  const conflict = async (): Promise<BookingOutcome> => ({
    kind: "slot-taken",
    message: SLOT_TAKEN_MESSAGE,
    availableSlots: (await getAvailability(location, request.date, shape, now, undefined, noticeFor(channel)))
      .slots,
  });

  // The calendar may hold bookings made by phone; our own bookings are checked in the transaction.
  const { from, to } = dayBounds(request.date, location.timeZone);
  const { busy, checked } = await calendarBusyForBooking(location, from, to);
  const slotQuery: SlotQuery = {
    date: request.date,
    hours: location.openingHours,
    timeZone: location.timeZone,
    visit: shape,
    counts: unitCounts(location.id),
    held: [],
    blocks: busy,
    now,
    noticeMinutes: noticeFor(channel),
  };
  // Hours, notice and the calendar first; our own appointments are counted in the transaction.
  if (!isSlotAvailable({ ...slotQuery, time: request.time })) return conflict();
  const units: UnitAssigner = {
    from,
    to,
    place: (held) => placeAt({ ...slotQuery, held }, request.time)?.segments ?? null,
  };

  const startsAt = zonedToEpoch(request.date, request.time, location.timeZone);
  const reference = newReference();
  // Signed links: later e-mails about this appointment can carry them again (link-tokens.ts).
  const links = await appointmentLinks(reference);
  const token = links.customerToken;
  const appointment: NewAppointment = {
    reference,
    idempotencyKey: request.idempotencyKey ?? null,
    idempotencyHash: keyHash,
    cancelTokenHash: hashToken(token),
    storeId: location.id,
    storeEmail: location.email,
    serviceName: service.name,
    addOns: services.services.slice(1).map((s) => s.name),
    visit: shape.visit,
    durationMinutes: workMinutes(shape),
    startsAt,
    endsAt: visitEnd(location, shape, request.date, startsAt),
    date: request.date,
    time: request.time,
    firstName: request.customer.firstName,
    lastName: request.customer.lastName,
    email: request.customer.email,
    phone: request.customer.phone,
    vehicle:
      request.vehicle && Object.values(request.vehicle).some(Boolean)
        ? JSON.stringify(request.vehicle)
        : null,
    site: shape.visit === "on-site" ? (request.site ?? null) : null,
    tires,
    comments: request.comments,
    // The agreement as the customer saw it, kept with its time (the wording may change later).
    textConsent: request.texts
      ? { phone: request.texts.mobile, wording: TEXT_CONSENT_WORDING, at: now }
      : null,
    calendarSync: getCalendarProvider().kind === "graph" ? "pending" : "not_applicable",
    calendarChecked: checked,
    createdAt: now,
  };

  const offer = tires && passengerCatalog.getOffer(tires.productId);
  const result = await db.insertAppointment(
    appointment,
    (created) => {
      const reminder = reminderMail(created, location, links, now);
      return [...bookingMails(created, location, links), ...(reminder ? [reminder] : [])];
    },
    units,
    offer ? stockClaim(offer, tires!.quantity, location, request.date, now) : undefined,
    origin,
    (created) => bookingTexts(created, location, links, now),
    statusRule(location, plan.services, shape, contactProven, channel),
  );
  if (result.outcome === "conflict") return conflict();
  if (result.outcome === "stock_short") {
    const message = stockShortMessage(result.readyBy.date, location.name);
    return {
      kind: "tires-not-ready",
      message,
      availableSlots: [],
      readyBy: result.readyBy.date,
      stockSource: result.readyBy.source,
    };
  }
  if (result.outcome === "key_reused") return { kind: "key-reused", message: KEY_REUSED_MESSAGE };
  if (result.outcome === "contact_busy")
    return { kind: "contact-busy", message: contactBusyMessage(location, request.date) };
  if (result.outcome === "duplicate") {
    return {
      kind: "booked",
      message: successMessage(result.appointment, location.name),
      appointment: publicAppointment(result.appointment),
    };
  }

  // The booking is recorded; the calendar event and e-mails follow once the answer is sent.
  forgetCalendarReads(location.email);
  if (result.appointment.calendarSync === "pending") afterResponse(processCalendarQueue);
  afterResponse(processOutbox);
  afterResponse(processTextOutbox);

  return {
    kind: "booked",
    message: successMessage(result.appointment, location.name),
    appointment: {
      ...publicAppointment(result.appointment),
      manageUrl: managePath(appointment.reference, token),
      // The older name for the same page, kept for clients that read it.
      cancelUrl: managePath(appointment.reference, token),
      icsUrl: icsPath(appointment.reference, token),
    },
  };
}
