// When the links in e-mails stop working, and what a page shows then. No server code: the pages
// read an expired link's answer in the browser too.

/** Who a link is for: the customer's manage link, or the store's Confirm / Decline links. */
export type LinkAudience = "customer" | "store";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Days a link keeps working after the appointment's end: the customer may want the details (or
 * the .ics) for a while after the visit; the store answers a request well before it.
 */
export const LINK_LIFETIME_DAYS: Record<LinkAudience, number> = { customer: 30, store: 7 };

/**
 * The last moment (epoch ms) one audience's link to a visit works: that many days after its end,
 * the latest end of its services if one runs later. A moved appointment moves it with the visit.
 */
export function linkExpiresAt(
  visit: { endsAt: number; segments: readonly { endsAt: number }[] },
  audience: LinkAudience,
): number {
  const end = Math.max(visit.endsAt, ...visit.segments.map((s) => s.endsAt));
  return end + LINK_LIFETIME_DAYS[audience] * DAY_MS;
}

/** An expired link, as the API answers it (`link-expired`) and the pages show it. */
export interface ExpiredLink {
  storeName: string;
  storePhone: string;
  /** The appointment's day, as the pages write dates ("Monday, March 2, 2026"). */
  appointmentDate: string;
  /** How many days after the appointment this audience's links work. */
  linkDays: number;
}

export const expiredLinkMessage = (link: Pick<ExpiredLink, "storeName" | "storePhone">) =>
  `This link has expired. Please call the ${link.storeName} store at ${link.storePhone}.`;

/** The expired link in an API answer (`expired: true`), or null for any other answer. */
export function expiredLinkOf(body: unknown): ExpiredLink | null {
  if (typeof body !== "object" || body === null) return null;
  const b = body as Record<string, unknown>;
  if (b.expired !== true) return null;
  const { storeName, storePhone, appointmentDate, linkDays } = b;
  return typeof storeName === "string" &&
    typeof storePhone === "string" &&
    typeof appointmentDate === "string" &&
    typeof linkDays === "number"
    ? { storeName, storePhone, appointmentDate, linkDays }
    : null;
}
