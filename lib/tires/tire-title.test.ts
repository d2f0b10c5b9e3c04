import { describe, expect, it } from "vitest";
import { allTires } from "@/lib/tires/category-tires";
import { tireTitle } from "@/lib/tires/tire-title";

describe("tire titles", () => {
  it("say a construction named in both the line and the size once", () => {
    expect(tireTitle({ brand: "Michelin", name: "AxioBib 2 IF", size: "IF 710/70R42" })).toBe(
      "Michelin AxioBib 2 IF 710/70R42",
    );
    expect(tireTitle({ brand: "Michelin", name: "Defender2", size: "225/65R17" })).toBe(
      "Michelin Defender2 225/65R17",
    );
    // A one-word name is never emptied.
    expect(tireTitle({ brand: "Acme", name: "IF", size: "IF 710/70R42" })).toBe("Acme IF IF 710/70R42");
  });

  it("no catalog tire's title repeats a word back to back", () => {
    const doubled = allTires.map(tireTitle).filter((title) => /\b(\S+) \1\b/.test(title));
    expect(doubled).toEqual([]);
  });
});
