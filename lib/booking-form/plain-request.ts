import { randomBytes } from "node:crypto";
import { bookableLocations, type Location } from "@/data/locations";
import type { SchedulerService } from "@/data/scheduler-services";
import { getAvailability } from "@/lib/appointments/availability";
import { formRateLimit } from "@/lib/forms/action-request";
import { BOOKING_WINDOW_DAYS } from "@/lib/scheduling/constants";
import { unbookableDateMessage } from "@/lib/scheduling/date-checks";
import { offersService, resolveLinkedService } from "@/lib/scheduling/services";
import { isOnSiteService, visitShape } from "@/lib/scheduling/visit";
import { addDays, todayIn } from "@/lib/core/zoned-time";
import { isValidDate } from "@/lib/core/wall-clock";

/** The plain request form's choices as its address carries them: `?store=3&service=oil-changes&date=…`. */
export interface PlainChoiceQuery {
  store?: string | string[];
  service?: string | string[];
  date?: string | string[];
}

export interface PlainChoice {
  store: Location | null;
  service: SchedulerService | null;
  date: string;
  /** Why the choices name no day to book, once all three were given. */
  problem: string | null;
  /** The day's free times, once store, service and day are fine. */
  free: string[] | null;
  /** For the details form: a repeated post of it answers with the first booking. */
  idempotencyKey: string;
  /** The first and last bookable day, in the chosen store's time zone. */
  dates: { min: string; max: string };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/**
 * Reads the choices and, when they name a bookable day, the day's free times: the same rules and
 * limit as GET /api/stores/{email}/availability/{date} (waiting at the store, or an arrival window
 * for on-site work).
 */
export async function readPlainChoice(
  query: PlainChoiceQuery,
  request: Request,
  now = Date.now(),
): Promise<PlainChoice> {
  const store = bookableLocations.find((l) => String(l.id) === one(query.store)) ?? null;
  const service = resolveLinkedService(one(query.service)) ?? null;
  const date = one(query.date);
  const min = todayIn(store?.timeZone ?? "America/New_York", now);
  const dates = { min, max: addDays(min, BOOKING_WINDOW_DAYS) };
  const choice = { store, service, date, dates, free: null, idempotencyKey: randomBytes(16).toString("hex") };
  const asked = Boolean(one(query.store) || one(query.service) || date);
  if (!asked) return { ...choice, problem: null };
  if (!store) return { ...choice, problem: "Please choose a store." };
  if (!service) return { ...choice, problem: "Please choose a service." };
  if (!offersService(store, service))
    return {
      ...choice,
      problem: `${service.name} isn't offered at ${store.name}. Choose another service, or another store.`,
    };
  if (!isValidDate(date)) return { ...choice, problem: "Please choose a valid date." };
  const unbookable = unbookableDateMessage(date, dates.min, dates.max);
  if (unbookable) return { ...choice, problem: unbookable };
  const limited = await formRateLimit(request, "availability", 120, 60_000);
  if (limited) return { ...choice, problem: limited };
  const { slots } = await getAvailability(
    store,
    date,
    visitShape(isOnSiteService(service) ? "on-site" : "wait", [service]),
    now,
  );
  return { ...choice, problem: null, free: slots.filter((s) => s.available).map((s) => s.time) };
}
