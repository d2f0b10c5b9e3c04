import type { Location } from "@/data/locations";
import type { Appointment, AppointmentEvent } from "@/lib/db";
import { holdLine } from "@/lib/inventory/stock-text";
import type { LinkAudience } from "./link-tokens";
import { customerHistory, storeHistory } from "./history-text";
import { customerChangeBlock } from "./lifecycle";
import { vehicleText } from "./mail-layout";
import { icsPath, publicAppointment, type PublicAppointment } from "./presentation";
import { statusLabel } from "./status-words";

/** What the store's link also sees of a request: how to reach the customer, and what is held. */
export interface StoreCustomerView {
  name: string;
  email: string;
  phone: string;
  comments: string;
  declineReason: string | null;
  vehicle: string | null;
  tiresHeld: string | null;
}

/** One appointment as its link's page shows it (GET /api/appointments/{reference}, and the pages' forms). */
export interface LinkView {
  appointment: PublicAppointment;
  /** Whether the customer may still change it online and, if not, why. */
  changes: { allowed: boolean; reason: string | null };
  /**
   * What happened so far, oldest first: for the store with who did it ("Confirmed by Dana Whitt ·
   * Nov 24, 3:12 PM"); for the customer only "by you" or "by the store", and the day.
   */
  history: string[];
  /** Where it stands, in the reader's words ("Booked: confirmed when you booked online"). */
  statusLabel: string;
  /** The customer's link only: the appointment as an .ics file for their calendar. */
  calendarUrl?: string;
  /** The store's link only. */
  customer?: StoreCustomerView;
  /** The store's link only: the visit's time has come, so it can be marked completed or a no-show. */
  started?: boolean;
}

/**
 * `token`: the link's own token, which the customer's calendar link carries too (the page may be
 * answered without JavaScript, so it cannot build the link from its address itself).
 */
export function linkView(
  found: { appointment: Appointment; location: Location },
  audience: LinkAudience,
  events: readonly AppointmentEvent[],
  { token, now = Date.now() }: { token?: string; now?: number } = {},
): LinkView {
  const a = found.appointment;
  const blocked = customerChangeBlock(a, found.location, now);
  return {
    appointment: publicAppointment(a),
    changes: { allowed: blocked === null, reason: blocked },
    history: audience === "store" ? storeHistory(events, a.storeId) : customerHistory(events, a.storeId),
    statusLabel: statusLabel(a.status, events, audience),
    ...(audience === "customer" && token ? { calendarUrl: icsPath(a.reference, token) } : {}),
    ...(audience === "store"
      ? {
          started: now >= a.startsAt,
          customer: {
            name: `${a.firstName} ${a.lastName}`,
            email: a.email,
            phone: a.phone,
            comments: a.comments,
            declineReason: a.declineReason,
            vehicle: vehicleText(a) || null,
            // Which shelf the set is on, or which truck brings it: the store's own words.
            tiresHeld: a.tireHold?.status === "held" ? holdLine(a.tireHold, found.location.city) : null,
          },
        }
      : {}),
  };
}
