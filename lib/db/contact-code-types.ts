import type { OutgoingMail } from "./mail-types";
import type { OutgoingText } from "./text-types";

/** How a code reaches its contact: an e-mail, or a text to a mobile number. */
export type CodeMessage = { mail: OutgoingMail } | { text: OutgoingText };

// One-time codes that prove a customer can read the address they typed.

export interface NewContactCode {
  /** The challenge's public id (random): the form sends it back with the code. */
  id: string;
  /** The address the code was sent to, lower-cased. */
  contact: string;
  /** sha256 of the id and the code: the code itself is never stored. */
  codeHash: string;
  createdAt: number;
  expiresAt: number;
}

/**
 * What a typed code proved: `proven` (once; the code is spent), `wrong` with the tries left,
 * or why it can no longer prove anything.
 */
export type ContactCodeCheck =
  | { outcome: "proven" }
  | { outcome: "wrong"; triesLeft: number }
  | { outcome: "expired" | "spent" | "unknown" };
