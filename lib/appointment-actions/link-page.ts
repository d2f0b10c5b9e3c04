// What the pages behind the e-mail links (the customer's manage page, the store's answer page) and
// their server actions share; no server code, since the pages' forms run in the browser too.
import type { ExpiredLink } from "@/lib/appointments/link-expiry";
import type { LinkView } from "@/lib/appointments/link-view";

/**
 * The two pages are prerendered: their link (`?ref=…&token=…`) is read in the browser. A form on
 * them posts back to the page's own address, and proxy.ts hands that address's query to the
 * server action in this header, since a server action cannot see the address it was posted to.
 */
export const LINK_PAGE_QUERY_HEADER = "x-link-page-query";
export const LINK_PAGE_PATHS = ["/appointments/manage", "/appointments/store"] as const;

/** What a form of the customer's manage page asks for ("accept", "keep": the answer to a proposed time). */
export type ManageIntent = "open" | "times" | "move" | "cancel" | "accept" | "keep";
/** What a form of the store's answer page asks for ("move": propose another time). */
export type StoreIntent =
  "open" | "times" | "move" | "confirm" | "decline" | "cancel" | "complete" | "no_show";

/** Free times of one day for a move, as the page lists them. */
export interface LinkPageTimes {
  date: string;
  /** Start times (HH:MM) the appointment could move to; its own time is left out. */
  free: string[];
}

/**
 * A link page as the server answered a post of its form (without JavaScript): the appointment as
 * it now stands, what the last action did, and the times of the day asked for.
 */
export interface LinkPageState {
  /** Set when the link opens nothing (incomplete, wrong, or too many tries). */
  problem: string | null;
  /** Set when the link was right but has run out: what the page says instead, and whom to call. */
  expired: ExpiredLink | null;
  view: LinkView | null;
  notice: { tone: "done" | "failed"; text: string } | null;
  times: LinkPageTimes | null;
  /** What the store typed as a reason, kept when declining or cancelling was refused. */
  reason?: string;
}
