import { describe, expect, it } from "vitest";
import { listSummary } from "@/lib/tires/size-summary";

const tires = (...prices: number[]) => prices.map((price) => ({ price }));

describe("a size page's list summary", () => {
  it("counts every tire and the lowest price without filters", () => {
    expect(listSummary(tires(161.99, 153.99, 210), 3)).toBe("3 tires from $153.99 each.");
    expect(listSummary(tires(99), 1)).toBe("1 tire from $99.00 each.");
  });

  it("counts and prices only what the filters leave", () => {
    expect(listSummary(tires(161.99, 175.5), 16)).toBe(
      "2 of our 16 tires match these filters, from $161.99 each.",
    );
    expect(listSummary(tires(175.5), 16)).toBe("1 of our 16 tires matches these filters, from $175.50 each.");
  });

  it("says so when the filters leave none", () => {
    expect(listSummary([], 16)).toBe("None of our 16 tires in this size match these filters.");
  });
});
