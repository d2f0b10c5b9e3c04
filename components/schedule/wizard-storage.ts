import {
  CUSTOMER_FORM_FIELDS,
  EMPTY_FORM,
  type CustomerForm,
  type CustomerTextField,
} from "@/lib/booking-form/customer-fields";
import { formatPhone } from "@/lib/core/phone";
import type { VisitKind } from "@/lib/scheduling/visit";

export type StoreVisit = Exclude<VisitKind, "on-site">;
import { isValidDate } from "@/lib/core/wall-clock";

/**
 * The scheduling wizard's work in progress, kept in the tab's sessionStorage so a reload, the Back
 * button or a detour to another page loses nothing. The step, store and service also live in the
 * URL; what is kept here is everything the URL does not hold.
 */
export const WIZARD_STORAGE_KEY = "allegheny-tire:schedule-wizard";

/**
 * Raise when the shape below changes so that an older state would be misread: it is then dropped.
 * Fields added later (`addOns`, `visit`, the form's `vehicleUnlisted`) read as their defaults from
 * a state saved without them, so the customer's work survives the upgrade.
 */
export const WIZARD_STORAGE_VERSION = 1;

/** A tab left open for longer starts over: times that old are rarely still wanted or free. */
export const WIZARD_STORAGE_MAX_AGE_MS = 12 * 60 * 60 * 1000;

export interface SavedWizard {
  /** The store and service the date and time were picked for; they apply to no other. */
  storeId: number | null;
  serviceName: string | null;
  /** YYYY-MM-DD, or "" before a date is picked. */
  date: string;
  /** HH:MM, or null before a time is picked (a drop-off has no time to pick: it is the opening time). */
  time: string | null;
  /** Services added to the visit after the main one, by name. */
  addOns: string[];
  /** Whether the customer waits for the vehicle or drops it off for the day. */
  /** How the customer comes to the store; on-site work follows from its service and is not kept. */
  visit: StoreVisit;
  form: CustomerForm;
  /**
   * What the customer brought into the wizard (the tires from a product page, the service from a
   * link or step 2), so a detour through another page (the locations page's Schedule Service,
   * the header's link) comes back with them. Null when none, or after they were removed.
   */
  carried: CarriedChoice;
}

export interface CarriedChoice {
  tire: { productId: string; quantity: number } | null;
  /** The service's slug, as links name it. */
  service: string | null;
}

export const EMPTY_SAVED_WIZARD: SavedWizard = {
  storeId: null,
  serviceName: null,
  date: "",
  time: null,
  addOns: [],
  visit: "wait",
  form: EMPTY_FORM,
  carried: { tire: null, service: null },
};

// A visit takes at most three add-ons (the booking request's MAX_ADD_ONS); names are service names.
const MAX_SAVED_ADD_ONS = 3;
const MAX_SERVICE_NAME = 80;

// The longest each field may be, as the booking request allows (the phone as formatted).
const FIELD_MAX: Record<CustomerTextField, number> = {
  firstName: 60,
  lastName: 60,
  email: 254,
  phone: 14,
  vehicleYear: 4,
  vehicleMake: 40,
  vehicleModel: 60,
  vehicleTrim: 60,
  notes: 1000,
  textMobile: 14,
  siteStreet: 120,
  siteCity: 60,
  siteState: 2,
  siteZip: 5,
  siteDirections: 500,
  siteMachine: 120,
  siteTireSize: 40,
  sitePosition: 60,
};

export function serializeWizard(state: SavedWizard, now = Date.now()): string {
  return JSON.stringify({ version: WIZARD_STORAGE_VERSION, savedAt: now, state });
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function parseAddOns(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const names = value.filter(
    (name): name is string => typeof name === "string" && name.length > 0 && name.length <= MAX_SERVICE_NAME,
  );
  return [...new Set(names)].slice(0, MAX_SAVED_ADD_ONS);
}

function parseForm(value: unknown): CustomerForm {
  const stored = record(value) ?? {};
  const form = { ...EMPTY_FORM };
  // A field that is not what we wrote is dropped alone; the rest of what was typed survives.
  for (const field of CUSTOMER_FORM_FIELDS) {
    const text = stored[field];
    if (typeof text === "string" && text.length <= FIELD_MAX[field]) form[field] = text;
  }
  // Anything but our own "yes" (a state saved before the option existed included) means the lists.
  form.vehicleUnlisted = stored.vehicleUnlisted === "yes" ? "yes" : "";
  form.phone = formatPhone(form.phone);
  form.textMobile = formatPhone(form.textMobile);
  // The agreement to texts is given on the page each time, never restored from storage.
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
    typeof state.serviceName === "string" && state.serviceName.length <= MAX_SERVICE_NAME
      ? state.serviceName
      : null;
  const date = typeof state.date === "string" && isValidDate(state.date) ? state.date : "";
  const time =
    date && typeof state.time === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(state.time)
      ? state.time
      : null;
  const visit: StoreVisit = state.visit === "drop-off" ? "drop-off" : "wait";
  return {
    storeId,
    serviceName,
    date,
    time,
    addOns: parseAddOns(state.addOns),
    visit,
    form: parseForm(state.form),
    carried: parseCarried(state.carried),
  };
}

const SLUG = /^[a-z0-9-]{1,80}$/;
const PRODUCT_ID = /^[a-z0-9-]{3,120}$/;

function parseCarried(value: unknown): CarriedChoice {
  const carried = record(value) ?? {};
  const tire = record(carried.tire);
  const quantity = Number(tire?.quantity);
  return {
    tire:
      tire && typeof tire.productId === "string" && PRODUCT_ID.test(tire.productId)
        ? {
            productId: tire.productId,
            quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= 6 ? quantity : 4,
          }
        : null,
    service: typeof carried.service === "string" && SLUG.test(carried.service) ? carried.service : null,
  };
}
