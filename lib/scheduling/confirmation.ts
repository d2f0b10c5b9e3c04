import type { VisitKind } from "./visit";

/**
 * What the scheduler's last step shows once a booking is in (the wizard and the plain form alike):
 * a request the store still confirms, or a visit confirmed on the spot.
 */
export interface Confirmation {
  /** "confirmed": booked on the spot, nothing more to wait for; "requested": the store confirms. */
  status: "requested" | "confirmed";
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
