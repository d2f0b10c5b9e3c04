import type { Location } from "@/data/locations";
import type { Appointment } from "@/lib/db/types";
import { holdLine } from "@/lib/inventory/stock-text";
import type { LinkAudience } from "./link-tokens";
import { customerChangeBlock } from "./lifecycle";
import { vehicleText } from "./mail-layout";
import { publicAppointment, type PublicAppointment } from "./presentation";

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
  /** The store's link only. */
  customer?: StoreCustomerView;
}

export function linkView(
  found: { appointment: Appointment; location: Location },
  audience: LinkAudience,
  now = Date.now(),
): LinkView {
  const a = found.appointment;
  const blocked = customerChangeBlock(a, found.location, now);
  return {
    appointment: publicAppointment(a),
    changes: { allowed: blocked === null, reason: blocked },
    ...(audience === "store"
      ? {
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
