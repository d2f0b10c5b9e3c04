import { isStateCode, SITE_LIMITS, SITE_MESSAGES, type WorkSite } from "./on-site";

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
  const trimmed = Object.fromEntries(
    SITE_FORM_FIELDS.map((field) => [field, site[field].trim()]),
  ) as unknown as WorkSite;
  return trimmed;
}

export { SITE_LIMITS };
