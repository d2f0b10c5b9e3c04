/**
 * Text typed into a one-line field (a name, a phone number, a vehicle, a tire, a company, a street)
 * ends up in mail subjects and calendar fields. A control character (CR, LF, NUL, NEL…), a Unicode
 * line or paragraph separator (U+2028, U+2029) or an invisible format character (bidi overrides,
 * zero-width spaces) could start another header there or hide text. Dependency-free: the browser
 * forms run the same check as the APIs.
 */
export const LINE_BREAKING = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Matches text that keeps to one line and shows every character it holds. */
export const ONE_LINE = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;

/** The same rule as a length-bounded pattern: 1 to `max` characters on one line. */
export const oneLineOf = (max: number) => new RegExp(`^[^\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]{1,${max}}$`, "u");

/**
 * A second line of defence where text is written into a header: every control, separator or
 * format character becomes a space, so whatever slipped past the checks stays on its line.
 */
export const toOneLine = (text: string) => text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ");
