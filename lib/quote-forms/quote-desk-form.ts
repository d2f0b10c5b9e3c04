// What the quote request's form and its server action share; no server code.

/** What the form says after a save, posted or sent. */
export interface QuoteFormAnswer {
  tone: "done" | "failed";
  text: string;
}
