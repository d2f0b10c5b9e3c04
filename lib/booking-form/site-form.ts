import type { CustomerForm, FieldErrors } from "./customer-fields";
import { isStateCode, SITE_MESSAGES, type WorkSite } from "@/lib/scheduling/on-site";

/**
 * What the customer types about an on-site job, as the wizard keeps it (all strings, saved with
 * the rest of the form), and its checks: the same messages and order as the booking's own.
 */
export type SiteForm = WorkSite;

export const EMPTY_SITE: SiteForm = {
  street: "",
  city: "",
  state: "",
  zip: "",
  directions: "",
  machine: "",
  tireSize: "",
  position: "",
};

export const SITE_FORM_FIELDS = Object.keys(EMPTY_SITE) as (keyof SiteForm)[];

export type SiteErrors = Partial<Record<keyof SiteForm, string>>;

const blank = (value: string) => value.trim() === "";

/** Each field's own problem, next to the field. */
export function siteFieldErrors(site: SiteForm): SiteErrors {
  const errors: SiteErrors = {};
  if (blank(site.street)) errors.street = SITE_MESSAGES.street;
  if (blank(site.city)) errors.city = SITE_MESSAGES.city;
  if (!isStateCode(site.state)) errors.state = SITE_MESSAGES.state;
  if (!/^\d{5}$/.test(site.zip.trim())) errors.zip = SITE_MESSAGES.zip;
  if (blank(site.machine)) errors.machine = SITE_MESSAGES.machine;
  return errors;
}

/** The first problem in the form's order, for the one message above the buttons. */
export function firstSiteProblem(site: SiteForm): string | null {
  const errors = siteFieldErrors(site);
  return SITE_FORM_FIELDS.map((field) => errors[field]).find(Boolean) ?? null;
}

/** The site as POST /api/bookAppointment takes it: trimmed, optional fields left empty. */
export function siteBody(site: SiteForm): WorkSite {
  return Object.fromEntries(
    SITE_FORM_FIELDS.map((field) => [field, site[field].trim()]),
  ) as unknown as WorkSite;
}

/** Where each site field lives in the wizard's form. */
const FORM_FIELD = {
  street: "siteStreet",
  city: "siteCity",
  state: "siteState",
  zip: "siteZip",
  directions: "siteDirections",
  machine: "siteMachine",
  tireSize: "siteTireSize",
  position: "sitePosition",
} as const satisfies Record<keyof SiteForm, keyof CustomerForm>;

/** The site as the wizard's form holds it. */
export function siteOf(form: CustomerForm): SiteForm {
  return Object.fromEntries(SITE_FORM_FIELDS.map((f) => [f, form[FORM_FIELD[f]]])) as unknown as SiteForm;
}

/** Changes to the site, as changes to the wizard's form. */
export function siteChanges(changes: Partial<SiteForm>): Partial<CustomerForm> {
  return Object.fromEntries(
    Object.entries(changes).map(([f, value]) => [FORM_FIELD[f as keyof SiteForm], value]),
  ) as Partial<CustomerForm>;
}

/** The site's problems keyed by the form's fields. */
export function siteFormErrors(form: CustomerForm): FieldErrors {
  const errors = siteFieldErrors(siteOf(form));
  return Object.fromEntries(
    Object.entries(errors).map(([f, message]) => [FORM_FIELD[f as keyof SiteForm], message]),
  ) as FieldErrors;
}

/** The form's errors for the site's fields, keyed as the site names them. */
export function siteErrorsOf(errors: FieldErrors): SiteErrors {
  const out: SiteErrors = {};
  for (const field of SITE_FORM_FIELDS) {
    const message = errors[FORM_FIELD[field]];
    if (message) out[field] = message;
  }
  return out;
}
