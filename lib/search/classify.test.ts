import { describe, expect, it } from "vitest";
import { classifyQuery } from "./classify";
import { productName } from "./search-data";

describe("classifying a search text", () => {
  it.each([
    ["225/65R17", "225/65R17"],
    ["2256517", "225/65R17"],
    ["lt265/70r17", "LT265/70R17"],
    ["295/75R22.5", "295/75R22.5"],
    ["11-22.5", "11R22.5"],
    ["18.4-38", "18.4R38"],
    ["IF 710/70R42", "710/70R42"],
    ["31x10.50R15", "31x10.50R15"],
    ["33X12.50R20LT", "33x12.50R20"],
    ["27.00R49", "27.00R49"],
    ["6.50-10", "6.50R10"],
    ["21x7x15", "21x7x15"],
    ["11r22.5 tires", "11R22.5"],
    ["tire size 225 65 17", "225/65R17"],
    ["305/30R26", "305/30R26"],
    ["LT265/70R17 121/118S", "LT265/70R17"],
    ["225/65R17 102H", "225/65R17"],
    ["tires 11R22.5 146/143L", "11R22.5"],
    ["IF 710/70R42 176D", "710/70R42"],
  ])("%j is the size %s", (text, key) => {
    const found = classifyQuery(text);
    expect(found.kind).toBe("size");
    expect(found.size?.key).toBe(key);
  });

  it("keeps the load index and speed rating typed after the size", () => {
    expect(classifyQuery("LT265/70R17 121/118S").sizeService).toEqual({
      load: { single: 121, dual: 118 },
      speed: "S",
    });
    expect(classifyQuery("225/65R17").sizeService).toBeNull();
  });

  it("reads a brand typed beside a size as a filter on the size", () => {
    const found = classifyQuery("Michelin 225/65R17");
    expect(found).toMatchObject({ kind: "size", size: { key: "225/65R17" }, sizeBrand: { key: "michelin" } });
    expect(classifyQuery("225/65r17 bfg").sizeBrand?.key).toBe("bfgoodrich");
  });

  it.each([
    ["2019 Civic LX", { year: 2019, make: "Honda", model: "Civic", trim: "LX" }],
    ["f150 2022", { year: 2022, make: "Ford", model: "F-150", trim: null }],
    ["2022 Ford F-150 XLT", { year: 2022, make: "Ford", model: "F-150", trim: "XLT" }],
    ["tires for my 2021 chevy silverado 1500 lt", { year: 2021, make: "Chevrolet", model: "Silverado 1500" }],
    ["2020 mazda 3", { year: 2020, make: "Mazda", model: "Mazda3" }],
    ["2019 ram 1500", { year: 2019, make: "Ram", model: "1500" }],
    ["2023 model y", { year: 2023, make: "Tesla", model: "Model Y" }],
    ["civic", { year: null, make: "Honda", model: "Civic" }],
    ["2019 honda", { year: 2019, make: "Honda", model: null }],
  ])("%j is the vehicle %o", (text, vehicle) => {
    const found = classifyQuery(text);
    expect(found.kind).toBe("vehicle");
    expect(found.vehicles).toHaveLength(1);
    expect(found.vehicles[0]).toMatchObject(vehicle);
  });

  it("says when a vehicle's year is not in the data", () => {
    const found = classifyQuery("1998 civic");
    expect(found.kind).toBe("vehicle");
    expect(found.vehicles[0]).toMatchObject({ model: "Civic", year: null, yearNotOffered: 1998 });
  });

  it("does not take a common word for a model ('is' is not the Lexus IS)", () => {
    expect(classifyQuery("is").vehicles).toEqual([]);
    expect(classifyQuery("2020 lexus is").vehicles[0]).toMatchObject({ make: "Lexus", model: "IS" });
  });

  it.each([
    ["Defender2", ["Defender2"]],
    ["michelin defender2", ["Defender2"]],
    ["DEFENDER 2", ["Defender2"]],
    ["defender", ["Defender2", "Defender LTX M/S2"]],
    ["KO2", ["All-Terrain T/A KO2"]],
    ["G661", ["G661 HSA"]],
    ["xze2+", ["XZE2+"]],
    ["hi traction lug", ["Hi-Traction Lug R-1"]],
  ])("%j names the tread(s) %j", (text, names) => {
    const found = classifyQuery(text);
    expect(found.kind).toBe("product");
    expect(found.products.map(productName).sort()).toEqual([...names].sort());
  });

  it.each([
    ["Michelin", "michelin"],
    ["michelin tires", "michelin"],
    ["BF Goodrich", "bfgoodrich"],
    ["bfg", "bfgoodrich"],
    ["Titan", "titan"],
    ["maxxis", "maxxis"],
  ])("%j is the brand %s", (text, key) => {
    const found = classifyQuery(text);
    expect(found.kind).toBe("brand");
    expect(found.brands.map((b) => b.key)).toEqual([key]);
  });

  it("keeps a vehicle of the same name as an alternative to a brand or tread", () => {
    expect(classifyQuery("titan").vehicles[0]).toMatchObject({ make: "Nissan", model: "Titan" });
    const wrangler = classifyQuery("wrangler");
    expect(wrangler.kind).toBe("product");
    expect(wrangler.vehicles[0]).toMatchObject({ make: "Jeep", model: "Wrangler" });
    // With a year, the vehicle leads.
    expect(classifyQuery("2020 wrangler").kind).toBe("vehicle");
  });

  it.each([
    ["farm tires", ["farm"]],
    ["tractor tires", ["farm"]],
    ["forklift", ["industrial"]],
    ["skid steer tires", ["industrial"]],
    ["semi truck tires", ["commercial"]],
    ["OTR", ["off-road"]],
    ["earthmover", ["off-road"]],
    ["mining tires", ["mining"]],
    ["car tires", ["passenger"]],
    ["truck tires", ["passenger", "commercial"]],
  ])("%j is the category %j", (text, ids) => {
    const found = classifyQuery(text);
    expect(found.kind).toBe("category");
    expect(found.categories.map((c) => c.id)).toEqual(ids);
  });

  it.each(["xyzzy", "the best tire", "michlen", "%zz", "<script>", "🙂"])(
    "%j names nothing we know",
    (text) => {
      expect(classifyQuery(text).kind).toBe("none");
    },
  );

  it("answers the same text the same way every time, whatever its case and spacing", () => {
    expect(classifyQuery("  2019   CIVIC lx ")).toEqual(classifyQuery("2019 civic LX"));
    expect(classifyQuery("DEFENDER2")).toEqual(classifyQuery("defender2"));
  });
});
