/**
 * A customer's choice to get texts about one appointment. The wording they agreed to is kept with
 * the appointment (with the time), as US carriers and the TCPA expect: what we send, how often,
 * that rates may apply, that STOP ends it and HELP helps, and that texts are not needed to book.
 */
export const TEXT_CONSENT_WORDING =
  "Text me about this appointment at this mobile number: a code to confirm it, my booking, the store's answers, a reminder the day before and updates on the day (usually 2 to 6 texts). Message and data rates may apply. Reply STOP to end texts, HELP for help. Texts are not needed to book.";

export const TEXT_CONSENT_MESSAGES = {
  mobileMissing: "Please enter the mobile number for texts, or untick the box.",
  mobileInvalid: "Please enter a 10-digit US mobile number for texts.",
  consent: "Please tick the box to agree to texts, or leave the mobile number out.",
} as const;

/**
 * Area codes of the North American plan outside the US and Canada (the Caribbean and Bermuda).
 * They look like ours (+1) but are billed as international texts, and are where "SMS pumping"
 * fraud sends codes to numbers whose carriers pay the fraudster; we text none of them.
 */
const NON_US_NANP = new Set(
  "242 246 264 268 284 345 441 473 649 658 664 721 758 767 784 809 829 849 868 869 876".split(" "),
);

/** The ten digits of a US number, from whatever was typed ("+1 (304) 555-0123"), or null. */
export function usPhoneDigits(typed: string): string | null {
  const digits = typed.replace(/\D/g, "");
  if (!/^1?\d{10}$/.test(digits)) return null;
  const ten = digits.slice(-10);
  // NANP: area code and exchange never start with 0 or 1.
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(ten) || NON_US_NANP.has(ten.slice(0, 3))) return null;
  return ten;
}

/** A US number as a text provider takes it (E.164: "+13045550123"), or null. */
export function e164Us(typed: string): string | null {
  const ten = usPhoneDigits(typed);
  return ten ? `+1${ten}` : null;
}
