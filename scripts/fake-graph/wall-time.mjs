// @ts-check
// How Graph writes a date-time: wall-clock time in a named zone with seven fraction digits and no
// offset, e.g. { dateTime: "2026-11-01T01:30:00.0000000", timeZone: "America/New_York" }.

/** @type {Map<string, Intl.DateTimeFormat>} */
const formats = new Map();

/** @param {string} timeZone */
function format(timeZone) {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** @param {string} timeZone */
export function isKnownZone(timeZone) {
  try {
    format(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {number} epochMs
 * @param {string} timeZone an IANA name or "UTC"
 * @returns {{ dateTime: string, timeZone: string }}
 */
export function toGraphDateTime(epochMs, timeZone) {
  /** @type {Record<string, string>} */
  const p = {};
  for (const part of format(timeZone).formatToParts(epochMs)) p[part.type] = part.value;
  const ms = String(new Date(epochMs).getUTCMilliseconds()).padStart(3, "0");
  return { dateTime: `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}.${ms}0000`, timeZone };
}

/**
 * Parses a UTC date-time as Graph clients send it: with or without a zone designator, with up to
 * seven fraction digits (more than JavaScript's Date accepts). Returns NaN when unparseable.
 * @param {string} value
 */
export function parseUtc(value) {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:\d{2})?$/.exec(value);
  if (!m) return NaN;
  const fraction = (m[3] ?? "").slice(0, 3).padEnd(3, "0");
  return Date.parse(`${m[1]}:${m[2] ?? "00"}.${fraction}${m[4] ?? "Z"}`);
}
