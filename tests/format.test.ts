import { describe, expect, it } from "vitest";
import { formatPrice, groupThousands } from "@/lib/core/price";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

describe("formatPrice", () => {
  it("writes dollars as Intl.NumberFormat does for en-US", () => {
    const amounts = [
      0, 0.5, 1, 9.99, 12.3, 99.995, 189.99, 759.96, 1000, 1234.5, 12_345.67, 1_000_000, -42.1,
    ];
    for (const amount of amounts) expect(formatPrice(amount)).toBe(usd.format(amount));
    // Every cent amount up to $5,000, as prices are stored (cents / 100).
    for (let cents = 0; cents <= 500_000; cents += 7)
      expect(formatPrice(cents / 100)).toBe(usd.format(cents / 100));
  });
});

describe("groupThousands", () => {
  it("puts a comma between every three digits from the right", () => {
    expect(groupThousands(2000)).toBe("2,000");
    expect(groupThousands(999)).toBe("999");
    expect(groupThousands("1234567")).toBe("1,234,567");
    expect(groupThousands(60_000)).toBe((60_000).toLocaleString("en-US"));
  });
});
