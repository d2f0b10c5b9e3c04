import type { Location } from "@/data/locations";
import { schedulerServices } from "@/data/scheduler-services";
import { isOpenDay, LOOKAHEAD_DAYS } from "@/lib/locations/opening-state";
import { addDays, toZoned } from "@/lib/core/zoned-time";
import { minutesOf } from "@/lib/core/wall-clock";
import { TIRE_INSTALLATION_SERVICE } from "@/lib/scheduling/services";

/** How long fitting a set takes: the bookable installation's own length. */
export const INSTALL_MINUTES =
  schedulerServices.find((s) => s.name === TIRE_INSTALLATION_SERVICE)?.durationMinutes ?? 60;

/**
 * The first day a set that is ready on `readyBy` can be fitted at the store: that day, or the
 * store's next day open, on its own clock. Today counts while the store has an installation's
 * length of opening hours left, so a set on the shelf at 7 PM reads "install tomorrow" rather
 * than promising a bay that has closed.
 */
export function firstInstallDay(
  store: Pick<Location, "openingHours" | "timeZone">,
  readyBy: string,
  now: number,
): string {
  const { date: today, minutes } = toZoned(now, store.timeZone);
  const hours = store.openingHours;
  const lastStart = minutesOf(hours.close) - INSTALL_MINUTES;
  const first = readyBy > today ? readyBy : today;
  // Weekends and holidays never close a store for two weeks; past that, the first day stands.
  for (let i = 0, day = first; i <= LOOKAHEAD_DAYS; i++, day = addDays(day, 1)) {
    if (isOpenDay(hours, day) && (day !== today || minutes <= lastStart)) return day;
  }
  return first;
}
