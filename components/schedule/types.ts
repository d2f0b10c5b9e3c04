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
  durationMinutes: number;
  commercial: boolean;
}

export interface Slot {
  time: string;
  available: boolean;
}

export interface CustomerForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleTrim: string;
  notes: string;
}

export const EMPTY_FORM: CustomerForm = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  vehicleYear: "",
  vehicleMake: "",
  vehicleModel: "",
  vehicleTrim: "",
  notes: "",
};

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
}
