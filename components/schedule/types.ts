/** What the wizard knows about a store, passed from the server page (no fetch needed). */
export interface WizardStore {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  hours: readonly string[];
  timeZone: string;
  services: readonly WizardService[];
}

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
