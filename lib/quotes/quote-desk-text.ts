// How the sales desk's pages word a request and its history; no server code.
import type { QuoteEventKind } from "./quote-states";
import { isQuoteState, quoteStateLabel } from "./quote-states";

// The desk sits with the stores, on Eastern time.
const DESK_TIME = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  dateStyle: "medium",
  timeStyle: "short",
});

/** "Nov 24, 2026, 2:31 PM ET" */
export const deskTime = (ms: number) => `${DESK_TIME.format(ms)} ET`;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$1,234.50" from cents; "" for none. */
export const quotedTotalText = (cents: unknown) => (typeof cents === "number" ? USD.format(cents / 100) : "");
const stateText = (value: unknown) => (isQuoteState(value) ? quoteStateLabel(value) : text(value));

/** One history row's "what", in a sentence. */
export function eventText(what: QuoteEventKind, detail: Record<string, unknown>): string {
  switch (what) {
    case "state":
      return `State: ${stateText(detail.from)} → ${stateText(detail.to)}`;
    case "assignee":
      return text(detail.to) ? `Assigned to ${text(detail.to)}` : `Unassigned (was ${text(detail.from)})`;
    case "note":
      return text(detail.to) ? `Note: ${text(detail.to)}` : "Note cleared";
    case "quoted-mail":
      // The message is the quote itself (tires, price, delivery): the record keeps it word for word.
      return text(detail.message)
        ? `Quote e-mailed to ${text(detail.to)}:\n${text(detail.message)}`
        : `Quote e-mailed to ${text(detail.to)}`;
    case "quoted-total":
      return detail.from === null || detail.from === undefined
        ? `Quoted total: ${quotedTotalText(detail.to)}`
        : `Quoted total: ${quotedTotalText(detail.from)} → ${quotedTotalText(detail.to)}`;
  }
}
