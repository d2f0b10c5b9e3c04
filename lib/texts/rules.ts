/**
 * The rules a text follows: numbers in E.164, the keywords customers send (CTIA's opt-out, opt-in
 * and help words, which carriers expect every sender to honour), and how many SMS segments a body
 * takes, so each message is written to fit one where it can.
 */

/**
 * A US number as E.164 (+1 and ten digits), from what a customer typed: "(412) 555-0142",
 * "412.555.0142", "1 412 555 0142" or "+14125550142". Null for anything else (a short code, a
 * number outside the US, one with a leading 0 or 1 in its area code or exchange).
 */
export function usPhoneToE164(input: string): string | null {
  const trimmed = input.trim();
  if (/[^\d\s().+-]/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  else if (trimmed.startsWith("+")) return null;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `+1${digits}`;
}

/** A number as the status page shows it to anyone: the last four digits only ("•••• 0142"). */
export function maskPhone(e164: string): string {
  return `•••• ${e164.slice(-4)}`;
}

/** A number as a customer reads it in a message: "(412) 555-0142" (E.164 of another country as is). */
export function displayPhone(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}

export const OPT_OUT_WORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT", "REVOKE"];
export const OPT_IN_WORDS = ["START", "UNSTOP"];
export const HELP_WORDS = ["HELP", "INFO"];
/** Answers to a question we asked (another part of the site asks them); not keywords here. */
export const ANSWER_WORDS = ["YES", "NO"];

export type TextKeyword =
  | { kind: "opt-out"; word: string }
  | { kind: "opt-in"; word: string }
  | { kind: "help"; word: string }
  | { kind: "answer"; word: "YES" | "NO" }
  | { kind: "none" };

/**
 * The keyword a text is, if it is one: the whole message, in any case, with spaces and trailing
 * punctuation ignored ("Stop", " STOP. "). "Please stop texting me" is a message for the store.
 */
export function keywordOf(body: string): TextKeyword {
  const word = body
    .trim()
    .replace(/[.!?\s]+$/u, "")
    .toUpperCase();
  if (OPT_OUT_WORDS.includes(word)) return { kind: "opt-out", word };
  if (OPT_IN_WORDS.includes(word)) return { kind: "opt-in", word };
  if (HELP_WORDS.includes(word)) return { kind: "help", word };
  if (word === "YES" || word === "NO") return { kind: "answer", word };
  return { kind: "none" };
}

// The GSM 03.38 default alphabet, and its extension table (each of those takes two septets).
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";

export interface Segments {
  encoding: "GSM-7" | "UCS-2";
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  length: number;
  segments: number;
}

/**
 * How many SMS segments a body takes: GSM-7 fits 160 septets in one (153 each when split), and
 * any character outside it (an emoji, a curly quote) makes the whole text UCS-2: 70 in one, 67
 * each when split.
 */
export function segmentsOf(body: string): Segments {
  let septets = 0;
  for (const char of body) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else {
      const units = body.length;
      return { encoding: "UCS-2", length: units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: "GSM-7", length: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}
