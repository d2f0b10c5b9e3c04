import { describe, expect, it } from "vitest";
import { readSidewallSize } from "./sidewall-size";
import { describeService, describeSize } from "./size-parts";

function parts(text: string) {
  const result = readSidewallSize(text);
  if (!result.ok) throw new Error(result.message);
  return describeSize(result.size);
}

describe("explaining a size part by part", () => {
  it("explains a light-truck size as the size box always has", () => {
    expect(parts("LT265/70R17")).toEqual([
      { term: "LT", text: "Light truck: built for heavier loads and towing." },
      { term: "265", text: "Width: 265 millimeters across the tread." },
      { term: "70", text: "Aspect ratio: the sidewall is 70% as tall as the tire is wide." },
      { term: "R", text: "Radial construction (almost every tire today)." },
      { term: "17", text: "Rim: fits a 17-inch wheel." },
    ]);
  });

  it("explains truck, farm, industrial, flotation and press-on sizes in their own terms", () => {
    expect(parts("11R22.5").map((p) => p.term)).toEqual(["11", "R", "22.5"]);
    expect(parts("18.4-38")[1]!.text).toMatch(/^Bias construction/);
    expect(parts("IF 710/70R42")[0]).toMatchObject({ term: "IF", text: expect.stringMatching(/less air/) });
    expect(parts("11L-15").map((p) => p.term)).toEqual(["11", "L", "-", "15"]);
    expect(parts("12N16.5")[1]!.text).toMatch(/airless/);
    expect(parts("33x12.50R20LT").map((p) => p.term)).toEqual(["LT", "33", "12.5", "R", "20"]);
    expect(parts("21x7x15").at(-1)).toEqual({ term: "15", text: "Band: presses onto a 15-inch wheel band." });
    expect(parts("12.5/80-18")[0]!.text).toBe("Width: 12.5 inches across the tire.");
  });
});

describe("explaining the service description printed after a size", () => {
  it("explains a dual load index and a speed rating", () => {
    const read = readSidewallSize("LT265/70R17 121/118S");
    if (!read.ok) throw new Error(read.message);
    expect(describeService(read.load, read.speed)).toEqual([
      {
        term: "121/118",
        text: "Load index 121: 3,197 lb per tire; 118 for each of a pair mounted side by side (dual wheels). Choose tires with at least this index.",
      },
      { term: "S", text: "Speed rating: up to 112 mph. Choose tires rated the same or higher." },
    ]);
  });

  it("explains farm ratings and an index beyond the passenger table", () => {
    const read = readSidewallSize("480/80R42 151A8");
    if (!read.ok) throw new Error(read.message);
    expect(describeService(read.load, read.speed)).toEqual([
      { term: "151", text: "Load index 151. Choose tires with at least this index." },
      { term: "A8", text: "Speed rating: up to 25 mph. Choose tires rated the same or higher." },
    ]);
    expect(describeService(null, null)).toEqual([]);
  });
});
