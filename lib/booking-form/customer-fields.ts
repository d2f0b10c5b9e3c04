// The booking form's customer fields, as the browser form and the server both read them.

/** What the customer types on the information step (SPEC's booking form). */
export interface CustomerForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleTrim: string;
  /**
   * "yes" when the customer typed the vehicle because our lists do not have it (e.g. a 2008
   * pickup); "" when it was chosen from the lists. A string, like the rest, so it is stored alike.
   */
  vehicleUnlisted: "" | "yes";
  notes: string;
  /** "yes" when the customer ticked the box to get texts about the appointment. */
  textUpdates: "" | "yes";
  /** The mobile number those texts go to (the phone above unless they typed another). */
  textMobile: string;
  // On-site work, in place of the vehicle: where the machine is, what it is, which tire.
  siteStreet: string;
  siteCity: string;
  siteState: string;
  siteZip: string;
  siteDirections: string;
  siteMachine: string;
  siteTireSize: string;
  sitePosition: string;
}

/** The fields the customer types into, each kept as the text typed. */
export type CustomerTextField = Exclude<keyof CustomerForm, "vehicleUnlisted" | "textUpdates">;

export const CUSTOMER_FORM_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "vehicleYear",
  "vehicleMake",
  "vehicleModel",
  "vehicleTrim",
  "notes",
  "textMobile",
  "siteStreet",
  "siteCity",
  "siteState",
  "siteZip",
  "siteDirections",
  "siteMachine",
  "siteTireSize",
  "sitePosition",
] as const satisfies readonly CustomerTextField[];

export const EMPTY_FORM: CustomerForm = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  vehicleYear: "",
  vehicleMake: "",
  vehicleModel: "",
  vehicleTrim: "",
  vehicleUnlisted: "",
  notes: "",
  textUpdates: "",
  textMobile: "",
  siteStreet: "",
  siteCity: "",
  siteState: "",
  siteZip: "",
  siteDirections: "",
  siteMachine: "",
  siteTireSize: "",
  sitePosition: "",
};

export type FieldErrors = Partial<Record<keyof CustomerForm, string>>;
