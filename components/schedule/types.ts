import type { Location } from "@/data/locations";
import type { VisitKind } from "@/lib/scheduling/visit";

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

export { EMPTY_FORM, type CustomerForm } from "@/lib/scheduling/customer-form";

export interface Confirmation {
  reference: string;
  storeName: string;
  storeAddress: string;
  storePhone: string;
  /** Every service of the visit, main first. */
  services: string[];
  /** Minutes of work in the whole visit. */
  durationMinutes: number;
  dateLabel: string;
  timeLabel: string;
  visit: VisitKind;
  /** "You wait: 9:00 AM to about 10:45 AM" or "Drop-off: bring the vehicle at 7:30 AM; …". */
  visitLabel: string;
  /** On-site work: the crew's arrival window ("7:30 AM to 12:00 PM"). */
  arrivalWindow?: string | null;
  /** On-site work: the site's address, as one line. */
  siteLabel?: string | null;
  cancelUrl?: string;
  icsUrl?: string;
  message: string;
  /** The vehicle as the customer gave it, e.g. "2020 Ford F-150 XLT". */
  vehicleLabel?: string;
  /** The tires to install, as the booking recorded them (name, quantity, price). */
  tires?: string | null;
}
