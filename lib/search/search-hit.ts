import type { WeeklyHours } from "@/data/locations";
import type { ResultCategory } from "@/lib/tires/size-listing";

/** A link a search result offers beside its own: a quote, a call, a booking, an online request. */
export interface SearchAction {
  kind: "quote" | "call" | "book" | "request";
  label: string;
  href: string;
}

/**
 * One place a search can lead: a size page, a product, a brand's or a vehicle's tires, a category,
 * a service, a store, a page or a help topic, or the 24/7 road service (which the results page shows as its answer, ahead of the rest).
 */
export interface SearchHit {
  type:
    | "size"
    | "tire"
    | "line"
    | "brand"
    | "category"
    | "vehicle"
    | "service"
    | "road-service"
    | "store"
    | "page"
    | "help";
  label: string;
  href: string;
  /** One line saying what is there: "12 tires from $129.99", "Commercial Truck · $459.99". */
  detail: string;
  /** For tires and sizes: the catalog category (or "passenger"). */
  category?: ResultCategory;
  /**
   * For a tire sold by quote: "Request a quote", then "Call". For road service: the call, then the
   * online request. For a service: its booking.
   */
  actions?: SearchAction[];
  /**
   * For a store: its hours, so the card can say whether it is open today on the visitor's clock
   * (answers are remembered across days; the hours are not worked out when they are made).
   */
  opening?: { hours: WeeklyHours; timeZone: string; usual: string };
}
