/**
 * "$1,234.50": dollar sign, thousands separators, always two decimals. On its own (no catalog
 * data) so the browser's islands can use it too. Written out rather than with Intl.NumberFormat:
 * the first Intl formatter a page creates loads the browser's locale data (30-40 ms in desktop
 * Chromium on our build machine, four times that on the phone Lighthouse emulates) during
 * hydration. tests/format.test.ts holds it to Intl's output.
 */
export function formatPrice(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const [whole, cents] = Math.abs(amount).toFixed(2).split(".") as [string, string];
  return `${sign}$${groupThousands(whole)}.${cents}`;
}

/** "1234567" → "1,234,567", for whole numbers shown in copy ("2,000 characters"). */
export function groupThousands(digits: string | number): string {
  return String(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
