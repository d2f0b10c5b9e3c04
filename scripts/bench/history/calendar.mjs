// Days and store clocks for the generated history: every store keeps weekday hours, 07:30-16:30
// on the store's clock (data/locations.ts), and the store's days are its own time zone's.

const DAY_MS = 86_400_000;

export const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (date, n) => isoDate(Date.parse(`${date}T12:00:00Z`) + n * DAY_MS);
export const weekday = (date) => new Date(`${date}T12:00:00Z`).getUTCDay();

const offsets = new Map();

/** Minutes the zone is ahead of UTC at noon on `date` (store hours never straddle a DST change). */
function offsetMinutes(date, timeZone) {
  const key = `${timeZone} ${date}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const noon = Date.parse(`${date}T12:00:00Z`);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      })
        .formatToParts(noon)
        .map((p) => [p.type, p.value]),
    );
    const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
    offsets.set(key, (offset = (wall - noon) / 60_000));
  }
  return offset;
}

/** The instant of a wall-clock time ("HH:MM" as minutes after midnight) on a store's date. */
export function zonedEpoch(date, minutes, timeZone) {
  return Date.parse(`${date}T00:00:00Z`) + (minutes - offsetMinutes(date, timeZone)) * 60_000;
}

export const hhmm = (minutes) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export const minutesOf = (text) => {
  const [h, m] = text.split(":").map(Number);
  return h * 60 + m;
};
