import type { Location } from "@/data/locations";

export const WIZARD_STORE_FIELDS = [
  "id",
  "name",
  "address",
  "city",
  "state",
  "zip",
  "phone",
  "email",
  "hours",
  "timeZone",
  "lat",
  "lng",
] as const satisfies readonly (keyof Location)[];

/** What the wizard knows about a store, passed from the server page (no fetch needed). */
export type WizardStore = Pick<Location, (typeof WIZARD_STORE_FIELDS)[number]> & {
  services: readonly WizardService[];
  /** Drop-offs: brought at opening time ("HH:MM", the only time a booking takes), ready by `readyBy`. */
  dropOff: { opensAt: string; readyBy: string };
};

export interface WizardService {
  name: string;
  /** How links and the wizard's own URL name the service. */
  slug: string;
  durationMinutes: number;
  commercial: boolean;
  /** Done at the customer's site by a service truck, booked by arrival window. */
  onSite: boolean;
}

export interface Slot {
  time: string;
  available: boolean;
  /** Units (for a drop-off, places) still free at this time. */
  remaining?: number;
}

export { EMPTY_FORM, type CustomerForm } from "@/lib/booking-form/customer-fields";

export type { Confirmation } from "@/lib/scheduling/confirmation";
