/** Formats what was typed as (XXX) XXX-XXXX, keeping only digits, at most ten. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 10);
  if (digits.length === 0) return "";
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const DIGIT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/**
 * A US phone number as a screen reader should say it, digit by digit in its three groups:
 * "(304) 555-0100" is "three zero four, five five five, zero one zero zero". Read as written, it
 * comes out as "three hundred four, five hundred fifty-five…", which nobody can dial from.
 */
export function phoneInWords(phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  const groups = digits.length === 10 ? [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)] : [digits];
  return groups.map((g) => [...g].map((d) => DIGIT_WORDS[Number(d)]).join(" ")).join(", ");
}
