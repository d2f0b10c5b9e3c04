const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * "$1,234.50": dollar sign, thousands separators, always two decimals. On its own (no catalog
 * data) so the browser's islands can use it too.
 */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}
