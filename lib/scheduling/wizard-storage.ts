import { CUSTOMER_FORM_FIELDS, EMPTY_FORM, type CustomerForm } from "./customer-form";
import { formatPhone } from "./phone";
import { isValidDate } from "./zoned-time";

/**
 * The scheduling wizard's work in progress, kept in the tab's sessionStorage so a reload, the Back
 * button or a detour to another page loses nothing. The step, store and service also live in the
 * URL; what is kept here is everything the URL does not hold.
 */
export const WIZARD_STORAGE_KEY = "allegheny-tire:schedule-wizard";

/** Raise when the shape below changes: a state saved by an older page is then dropped, not misread. */
export const WIZARD_STORAGE_VERSION = 1;

/** A tab left open for longer starts over: times that old are rarely still wanted or free. */
export const WIZARD_STORAGE_MAX_AGE_MS = 12 * 60 * 60 * 1000;

export interface SavedWizard {
  /** The store and service the date and time were picked for; they apply to no other. */
  storeId: number | null;
  serviceName: string | null;
  /** YYYY-MM-DD, or "" before a date is picked. */
  date: string;
  /** HH:MM, or null before a time is picked. */
  time: string | null;
  form: CustomerForm;
}

export const EMPTY_SAVED_WIZARD: SavedWizard = {
  storeId: null,
  serviceName: null,
  date: "",
  time: null,
  form: EMPTY_FORM,
};

// The longest each field may be, as the booking request allows (the phone as formatted).
const FIELD_MAX: Record<keyof CustomerForm, number> = {
  firstName: 60,
  lastName: 60,
  email: 254,
  phone: 14,
  vehicleYear: 4,
  vehicleMake: 40,
  vehicleModel: 60,
  vehicleTrim: 60,
  notes: 1000,
};

export function serializeWizard(state: SavedWizard, now = Date.now()): string {
  return JSON.stringify({ version: WIZARD_STORAGE_VERSION, savedAt: now, state });
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function parseForm(value: unknown): CustomerForm {
  const stored = record(value) ?? {};
  const form = { ...EMPTY_FORM };
  // A field that is not what we wrote is dropped alone; the rest of what was typed survives.
  for (const field of CUSTOMER_FORM_FIELDS) {
    const text = stored[field];
    if (typeof text === "string" && text.length <= FIELD_MAX[field]) form[field] = text;
  }
  form.phone = formatPhone(form.phone);
  return form;
}

/**
 * What was saved, or null when nothing usable was: unreadable JSON, another version, or too old.
 * Never throws: anything could be in storage (an older page, an extension, a hand edit).
 */
export function parseSavedWizard(raw: string | null, now = Date.now()): SavedWizard | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const envelope = record(parsed);
  const state = record(envelope?.state);
  if (!envelope || !state || envelope.version !== WIZARD_STORAGE_VERSION) return null;
  const savedAt = envelope.savedAt;
  // A time ahead of the clock (beyond a little drift) means the entry was not written by us.
  if (typeof savedAt !== "number" || savedAt > now + 60_000 || now - savedAt > WIZARD_STORAGE_MAX_AGE_MS)
    return null;

  const storeId =
    typeof state.storeId === "number" && Number.isInteger(state.storeId) && state.storeId > 0
      ? state.storeId
      : null;
  const serviceName =
    typeof state.serviceName === "string" && state.serviceName.length <= 80 ? state.serviceName : null;
  const date = typeof state.date === "string" && isValidDate(state.date) ? state.date : "";
  const time =
    date && typeof state.time === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(state.time)
      ? state.time
      : null;
  return { storeId, serviceName, date, time, form: parseForm(state.form) };
}
