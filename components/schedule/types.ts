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
] as const satisfies readonly (keyof Location)[];

/** What the wizard knows about a store, passed from the server page (no fetch needed). */
export type WizardStore = Pick<Location, (typeof WIZARD_STORE_FIELDS)[number]> & {
  services: readonly WizardService[];
};

export interface WizardService {
  name: string;
  /** How links and the wizard's own URL name the service. */
  slug: string;
  durationMinutes: number;
  commercial: boolean;
}

export interface Slot {
  time: string;
  available: boolean;
}

export { EMPTY_FORM, type CustomerForm } from "@/lib/scheduling/customer-form";

export interface Confirmation {
  reference: string;
  storeName: string;
  storeAddress: string;
  storePhone: string;
  serviceName: string;
  durationMinutes: number;
  dateLabel: string;
  timeLabel: string;
  cancelUrl?: string;
  icsUrl?: string;
  message: string;
  /** The vehicle as the customer gave it, e.g. "2020 Ford F-150 XLT". */
  vehicleLabel?: string;
  /** The tires to install, as the booking recorded them (name, quantity, price). */
  tires?: string | null;
}
