// What the sales desk's pages, its API and its form share; no server code, since the form runs in
// the browser.

/** Where a quote request stands with the sales desk: new → quoted → won or lost. */
export const QUOTE_STATES = [
  { value: "new", label: "New" },
  { value: "quoted", label: "Quoted" },
  { value: "won", label: "Won" },
  { value: "lost", label: "Lost" },
] as const;

export type QuoteState = (typeof QUOTE_STATES)[number]["value"];

export const QUOTE_STATE_VALUES = QUOTE_STATES.map((s) => s.value) as [QuoteState, ...QuoteState[]];

export function isQuoteState(value: unknown): value is QuoteState {
  return QUOTE_STATES.some((s) => s.value === value);
}

export function quoteStateLabel(state: QuoteState): string {
  return QUOTE_STATES.find((s) => s.value === state)!.label;
}

/** What a history row records. */
export type QuoteEventKind = "state" | "note" | "assignee" | "quoted-mail" | "quoted-total";

/** The longest staff note, assignee and message to the customer the desk takes. */
export const QUOTE_NOTE_MAX = 2000;
export const QUOTE_ASSIGNEE_MAX = 120;
export const QUOTE_MESSAGE_MAX = 2000;

/** The words the API, the form's server action and the form's script all answer with. */
export const QUOTE_DESK_MESSAGES = {
  notFound: "We couldn't find that quote request.",
  stale:
    "This quote request changed meanwhile (someone else saved it). The page now shows it as it is; check it and save again.",
  expectedState:
    "Send expectedState: the state the request was in when you opened it (new, quoted, won or lost).",
  state: "Choose a state: new, quoted, won or lost.",
  assignee: `Please enter the assignee as one line of plain text, under ${QUOTE_ASSIGNEE_MAX} characters.`,
  note: `Please keep the note under ${QUOTE_NOTE_MAX.toLocaleString("en-US")} characters of plain text.`,
  message: `Please keep the message to the customer under ${QUOTE_MESSAGE_MAX.toLocaleString("en-US")} characters of plain text.`,
  messageNotQuoted:
    "A message to the customer is sent only when the request becomes quoted: choose the state Quoted, or clear the message.",
  expectedAssignee:
    "Send expectedAssignee as the assignee you read: one line of plain text, or leave it out.",
  expectedNote: "Send expectedNote as the note you read, as plain text, or leave it out.",
  unknownField:
    "Only state, assignee, note, message, quotedTotal, expectedState, expectedAssignee and expectedNote can be sent.",
  quotedTotal: "Enter the quoted total in dollars, like 1249.90 (up to $10,000,000).",
  totalNotQuoted:
    "A quoted total is kept with the state Quoted: choose the state Quoted, or clear the total.",
  assigneeNotDesk:
    "Assign it to someone on the sales desk, or to yourself. An operator puts people on the sales desk in the staff list.",
  nothing: "Nothing changed.",
  saved: "Saved.",
  quotedMailed: "Saved. The quote message is on its way to the customer.",
  filterState: "Filter by a state: new, quoted, won or lost.",
  filterCategory:
    "Filter by a category the quote form offers: on-highway, farm, construction, mining, industrial or other.",
} as const;
