import { findLocation, type Location } from "@/data/locations";
import { getDatabase, type Appointment } from "@/lib/db";
import { formatAppointmentDate } from "@/lib/scheduling/format";
import {
  expiredLinkMessage,
  LINK_LIFETIME_DAYS,
  linkExpiresAt,
  type ExpiredLink,
  type LinkAudience,
} from "./link-expiry";
import { linkTokenMatches } from "./link-tokens";

export const NOT_FOUND_MESSAGE =
  "We couldn't find that appointment request. Please check the link in your e-mail.";

/** What a link (reference + token) opens: the appointment, nothing, or an appointment whose link ran out. */
export type LinkAccess =
  | { ok: true; appointment: Appointment; location: Location }
  | { ok: false; notFound: true }
  | { ok: false; expired: ExpiredLink; location: Location };

/**
 * The appointment behind a link, for the holder of that audience's token while the link is in its
 * time (LINK_LIFETIME_DAYS after the visit). A wrong reference and a wrong token answer alike, and
 * only a right token learns that its link expired: nothing to learn by guessing.
 */
export async function linkAccess(
  reference: string,
  token: string,
  audience: LinkAudience,
  now = Date.now(),
): Promise<LinkAccess> {
  const appointment = await (await getDatabase()).findByReference(reference);
  if (!appointment || !(await linkTokenMatches(appointment, token, audience)))
    return { ok: false, notFound: true };
  const location = findLocation(appointment.storeId);
  if (!location) return { ok: false, notFound: true };
  if (now > linkExpiresAt(appointment, audience))
    return {
      ok: false,
      location,
      expired: {
        storeName: location.name,
        storePhone: location.phone,
        appointmentDate: formatAppointmentDate(appointment.date),
        linkDays: LINK_LIFETIME_DAYS[audience],
      },
    };
  return { ok: true, appointment, location };
}

/** A link that opens nothing: a wrong reference or token, or a right token whose link ran out. */
export type LinkRefusal =
  | { kind: "not-found"; message: string }
  | ({ kind: "link-expired"; message: string; expired: true } & ExpiredLink);

/** A link that opens nothing, as every endpoint words it: not found, or expired with the store to call. */
export function linkRefusal(access: Exclude<LinkAccess, { ok: true }>): LinkRefusal {
  if ("notFound" in access) return { kind: "not-found", message: NOT_FOUND_MESSAGE };
  return {
    kind: "link-expired",
    message: expiredLinkMessage(access.expired),
    expired: true,
    ...access.expired,
  };
}
