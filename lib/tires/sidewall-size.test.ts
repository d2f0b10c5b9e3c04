import { describe, expect, it } from "vitest";
import { allTires } from "@/lib/tires/category-tires";
import { passengerCatalog } from "./passenger-tires";
import { keySlug, readSidewallSize, sizeKey } from "./sidewall-size";
import { SIZE_EMPTY_MESSAGE, SIZE_IMPOSSIBLE_MESSAGE, SIZE_UNREADABLE_MESSAGE, canonicalSize } from "./size";

function read(input: string) {
  const result = readSidewallSize(input);
  if (!result.ok) throw new Error(`${input}: ${result.message}`);
  return result.size;
}

/** Each group: the canonical size, then ways people type it. */
const SAME_SIZE: readonly [family: string, key: string, forms: string[]][] = [
  ["metric", "225/65R17", ["225/65R17", "225 65 17", "2256517", "p225/65r17", "225/65-17"]],
  ["metric", "LT265/70R17", ["LT265/70R17", "265/70R17LT", "lt 265 70 17"]],
  [
    "flotation",
    "31x10.50R15",
    ["31x10.50R15", "31X10.50R15", "31 x 10.50 R 15", "31x10.5r15", "31x10.50-15"],
  ],
  [
    "flotation",
    "33x12.50R20",
    ["33X12.50R20LT", "33x12.50R20", "33x12.50r20lt", "LT33x12.50R20", "33 X 12.50 R20 LT", "33×12.50R20"],
  ],
  ["numeric", "11R22.5", ["11R22.5", "11r22.5", "11 R 22.5", "11-22.5", "11 22.5", "11.00R22.5"]],
  ["metric", "295/75R22.5", ["295/75R22.5", "295 75 22.5", "295/75-22.5", "29575R22.5", "295/75r22.5"]],
  ["metric", "225/70R19.5", ["225/70R19.5", "225 70 19.5"]],
  ["numeric", "18.4R38", ["18.4-38", "18.4R38", "18.4 38", "18.4r38", "18.4 R 38"]],
  ["metric", "480/80R46", ["480/80R46", "480 80 46", "480/80-46", "4808046"]],
  ["metric", "710/70R42", ["IF 710/70R42", "710/70R42", "if710/70r42", "710/70R42 IF", "710 70 R42"]],
  ["metric", "420/80R46", ["VF 420/80R46", "vf420/80r46", "420/80R46"]],
  ["numeric", "6.50R10", ["6.50-10", "6.5-10", "6.50R10", "6.50 10"]],
  ["flotation", "18x7R8", ["18x7-8", "18X7-8", "18 x 7 - 8"]],
  ["press-on", "21x7x15", ["21x7x15", "21X7X15", "21 x 7 x 15"]],
  ["numeric", "27.00R49", ["27.00R49", "27.00-49", "27.00 r 49", "27R49"]],
  ["numeric", "40.00R57", ["40.00R57", "40.00-57"]],
  ["numeric", "26.5R25", ["26.5R25", "26.5-25", "26.50R25"]],
  ["numeric", "23.5R25", ["23.5-25", "23.5R25", "23.5 25"]],
  ["numeric", "11LR15", ["11L-15", "11l-15", "11L15", "11LR15"]],
  ["numeric", "12R16.5", ["12-16.5", "12N16.5", "12R16.5", "12 16.5"]],
  ["inch-aspect", "12.5/80R18", ["12.5/80-18", "12.5/80R18", "12.5/80 18", "12.5 80 18"]],
];

describe("reading every size the catalog sells, however it is typed", () => {
  it.each(SAME_SIZE)("%s %s", (family, key, forms) => {
    for (const form of forms) {
      const size = read(form);
      expect({ form, key: size.key, family: size.family }).toEqual({ form, key, family });
    }
  });

  it("reads every size in the catalog data back to itself", () => {
    const written = [...allTires.map((tire) => tire.size), ...passengerCatalog.sizes()];
    for (const size of written) expect(read(size).written, size).toBe(size);
  });

  it("gives passenger sizes exactly the canonical form the passenger reader gives", () => {
    for (const size of passengerCatalog.sizes()) {
      expect(sizeKey(size), size).toBe(canonicalSize(size));
    }
    for (const form of ["P225/65R17", "225/65ZR17", "LT 265 70 17", "ST225/75R15"]) {
      expect(sizeKey(form), form).toBe(canonicalSize(form));
    }
  });

  it("keeps the written construction and tag, and drops them from the key", () => {
    expect(read("18.4-38")).toMatchObject({ construction: "-", written: "18.4-38", key: "18.4R38" });
    expect(read("18.4R38")).toMatchObject({ construction: "R", written: "18.4R38", key: "18.4R38" });
    expect(read("IF 710/70R42")).toMatchObject({ tag: "IF", written: "IF 710/70R42", key: "710/70R42" });
    expect(read("12N16.5")).toMatchObject({ construction: "N", written: "12N16.5", key: "12R16.5" });
    expect(read("33x12.50R20LT")).toMatchObject({ prefix: "LT", written: "33x12.50R20LT" });
    expect(read("9.5L-15")).toMatchObject({ lowSection: true, width: 9.5, rimDiameter: 15 });
  });

  it("keeps light-truck metric sizes apart from passenger ones, as before", () => {
    expect(read("LT265/70R17").key).not.toBe(read("265/70R17").key);
  });

  it("writes widths the way the trade does, whatever was typed", () => {
    expect(read("8.25-15").key).toBe("8.25R15");
    expect(read("10.00R20").key).toBe("10.00R20");
    expect(read("9.5-16").key).toBe("9.5R16");
    expect(read("19.5LR24").key).toBe("19.5LR24");
    expect(read("35/65R33").key).toBe("35/65R33");
    expect(read("10.0/75-15.3").key).toBe("10.0/75R15.3");
  });

  it("turns each key into a URL-safe slug; passenger slugs are unchanged", () => {
    expect(keySlug("225/65R17")).toBe("225-65r17");
    expect(keySlug("LT265/70R17")).toBe("lt265-70r17");
    expect(keySlug("11R22.5")).toBe("11r22-5");
    expect(keySlug("18.4R38")).toBe("18-4r38");
    expect(keySlug("31x10.50R15")).toBe("31x10-50r15");
    expect(keySlug("21x7x15")).toBe("21x7x15");
    const keys = new Set([...allTires.map((tire) => sizeKey(tire.size)!), ...passengerCatalog.sizes()]);
    const slugs = [...keys].map(keySlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("refusing what is not a size", () => {
  it("asks for a size when nothing was typed", () => {
    for (const input of ["", "  ", undefined, null, 42, ["11R22.5"], { size: "11R22.5" }]) {
      expect(readSidewallSize(input)).toEqual({ ok: false, message: SIZE_EMPTY_MESSAGE });
    }
  });

  it.each([
    "tires",
    "11R",
    "R22.5",
    "18.4--R-38x",
    "IF 710/70R42 VF",
    "IF LT265/70R17",
    "11R22.5\u0000",
    "１１R22.5",
    "<script>alert(1)</script>",
    "11R22.5; DROP TABLE tires",
    "%31%31R22.5",
    "11R22.5".repeat(6),
    "9".repeat(5000),
  ])("cannot read %j", (input) => {
    expect(readSidewallSize(input)).toEqual({ ok: false, message: SIZE_UNREADABLE_MESSAGE });
  });

  it.each([
    "999/99R99",
    "LT710/70R42",
    "1300/70R42",
    "710/72R42",
    "710/70R99",
    "16-5",
    "60-8",
    "99x10.50R15",
    "31x10.50R30",
    "12x10.50R15",
    "21x7x15LT",
    "VF 11R22.5",
  ])("%j has numbers no tire has", (input) => {
    expect(readSidewallSize(input)).toEqual({ ok: false, message: SIZE_IMPOSSIBLE_MESSAGE });
  });
});

describe("reading the service description printed after the size", () => {
  it.each([
    ["LT265/70R17 121/118S", "LT265/70R17", { single: 121, dual: 118 }, "S"],
    ["lt265/70r17 121/118s", "LT265/70R17", { single: 121, dual: 118 }, "S"],
    ["265/70R17LT 121/118S", "LT265/70R17", { single: 121, dual: 118 }, "S"],
    ["LT265/70R17 LRE 121/118S", "LT265/70R17", { single: 121, dual: 118 }, "S"],
    ["225/65R17 102H", "225/65R17", { single: 102, dual: null }, "H"],
    ["P225/65R17 102H", "225/65R17", { single: 102, dual: null }, "H"],
    ["225 65 17 102h", "225/65R17", { single: 102, dual: null }, "H"],
    ["225/45R17 94W XL", "225/45R17", { single: 94, dual: null }, "W"],
    ["275/35ZR20 (102Y)", "275/35R20", { single: 102, dual: null }, "Y"],
    ["35x12.50R20LT 121Q", "35x12.50R20", { single: 121, dual: null }, "Q"],
    ["33x12.50R15 108Q", "33x12.50R15", { single: 108, dual: null }, "Q"],
    ["11R22.5 146/143L", "11R22.5", { single: 146, dual: 143 }, "L"],
    ["295/75R22.5 144/141M", "295/75R22.5", { single: 144, dual: 141 }, "M"],
    ["480/80R42 151A8", "480/80R42", { single: 151, dual: null }, "A8"],
    ["IF 710/70R42 176D", "710/70R42", { single: 176, dual: null }, "D"],
    ["17.5-25 60", "17.5R25", { single: 60, dual: null }, null],
  ] as const)("%j is %s with its service description", (input, key, load, speed) => {
    const result = readSidewallSize(input);
    expect(result.ok && { key: result.size.key, load: result.load, speed: result.speed }).toEqual({
      key,
      load,
      speed,
    });
  });

  it.each([
    ["18.4-38", "18.4R38"],
    ["IF 710/70R42", "710/70R42"],
    ["23.5R25", "23.5R25"],
    ["29.5-25 L-4", "29.5R25"],
    ["29.5-25 L-4 16PR", "29.5R25"],
    ["225 65 17", "225/65R17"],
  ])("%j has no service description", (input, key) => {
    const result = readSidewallSize(input);
    expect(result.ok && { key: result.size.key, load: result.load, speed: result.speed }).toEqual({
      key,
      load: null,
      speed: null,
    });
  });

  it("refuses a dual load index above the single one, and numbers no tire has", () => {
    expect(readSidewallSize("225/65R17 102/110H")).toEqual({ ok: false, message: SIZE_UNREADABLE_MESSAGE });
    expect(readSidewallSize("999/99R99 102H")).toEqual({ ok: false, message: SIZE_IMPOSSIBLE_MESSAGE });
  });
});
