/** The oldest model year the vehicle selector offers. */
export const FIRST_MODEL_YEAR = 2010;

/** Month (0-based) from which next year's models are on sale: October. */
const NEW_MODEL_YEAR_MONTH = 9;

/**
 * The newest model year on sale: next calendar year from October on, when dealers have the
 * new models, otherwise this year. Read in UTC so the server and every browser agree.
 */
export function currentModelYear(now: Date = new Date()): number {
  const year = now.getUTCFullYear();
  return now.getUTCMonth() >= NEW_MODEL_YEAR_MONTH ? year + 1 : year;
}
