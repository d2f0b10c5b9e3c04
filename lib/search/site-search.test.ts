import { describe, expect, it } from "vitest";
import { categoryEntries } from "./search-data";
import { closestMatches, publicAnswer, searchSite } from "./site-search";

describe("where a search leads", () => {
  it.each([
    ["225/65R17", "/tires/size/225-65r17"],
    ["2256517", "/tires/size/225-65r17"],
    ["295/75R22.5", "/tires/size/295-75r22-5"],
    ["11-22.5", "/tires/size/11r22-5"],
    ["18.4R38", "/tires/size/18-4r38"],
    ["IF 710/70R42", "/tires/size/710-70r42"],
    ["27.00-49", "/tires/size/27-00r49"],
    ["michelin 225/65R17", "/tires/size/225-65r17?brand=michelin"],
    ["225/65R17 102H", "/tires/size/225-65r17?load=102&speed=H"],
    ["LT265/70R17 121/118S", "/tires/size/lt265-70r17?load=121&speed=S"],
    ["265/70r17lt 121/118s", "/tires/size/lt265-70r17?load=121&speed=S"],
    ["michelin 225/65R17 102H", "/tires/size/225-65r17?brand=michelin&load=102&speed=H"],
    ["30x10-14 8PR", "/tires/size/30x10r14"],
    ["11R22.5 146/143L", "/tires/size/11r22-5"],
    ["295/75R22.5 144/141M", "/tires/size/295-75r22-5"],
    ["480/80R46 158A8", "/tires/size/480-80r46"],
    ["29.5-25 L-4", "/tires/size/29-5r25"],
    ["2019 Civic LX", "/tires/size/215-55r16?year=2019&make=Honda&model=Civic&trim=LX"],
    ["farm tires", "/farm-tires"],
    ["forklift", "/industrial-tires"],
    ["G661", "/tires/details/goodyear-g661-hsa-295-75r22-5"],
  ])("%j lands on %s", (query, landing) => {
    const search = searchSite(query);
    expect(search.landing).toBe(landing);
    expect(search.results[0]!.href).toBe(landing);
  });

  it("reads a size nobody sells with its service description, and offers the closest", () => {
    const search = searchSite("35x12.50R20LT 121Q");
    expect(search).toMatchObject({ kind: "size", subject: "35x12.50R20", landing: null });
    expect(search.notice).toBe("We don't list 35x12.50R20 tires online, but we can often get them.");
  });

  it("offers a short chooser when a text names several things", () => {
    const f150 = searchSite("f150 2022");
    expect(f150).toMatchObject({ kind: "vehicle", landing: null });
    expect(f150.results.length).toBeGreaterThan(1);
    expect(f150.results.length).toBeLessThanOrEqual(8);
    for (const hit of f150.results) {
      expect(hit.href).toMatch(/^\/tires\/size\/[a-z0-9-]+\?year=2022&make=Ford&model=F-150/);
      expect(hit.detail).toMatch(/^Factory size /);
    }
    const truck = searchSite("truck tires");
    expect(truck.results.map((hit) => hit.href)).toEqual(["/tires", "/commercial-tires"]);
    const defender = searchSite("defender");
    expect(defender.results.map((hit) => hit.label)).toEqual([
      "Michelin Defender2",
      "Michelin Defender LTX M/S2",
    ]);
  });

  it("names a tread, and lists its sizes for the results page, each to its product page", () => {
    const search = searchSite("Defender2");
    expect(search.kind).toBe("product");
    expect(search.results).toEqual([
      expect.objectContaining({
        type: "line",
        label: "Michelin Defender2",
        href: "/search?q=Michelin%20Defender2",
      }),
    ]);
    const sizes = search.lineSizes!;
    expect(sizes.length).toBeGreaterThan(10);
    expect(sizes.every((hit) => hit.href.startsWith("/tires/details/michelin-defender2-"))).toBe(true);
    expect(sizes.find((hit) => hit.label.endsWith("225/65R17"))).toMatchObject({
      href: "/tires/details/michelin-defender2-225-65r17",
      detail: expect.stringMatching(/^\$\d+\.\d{2} per tire$/),
    });
    expect(searchSite("defender").lineSizes).toBeNull();
    expect(publicAnswer(search)).not.toHaveProperty("lineSizes");
  });

  it("lists a brand's treads and quote tires, quote tires with their actions", () => {
    const search = searchSite("Goodyear");
    expect(search.kind).toBe("brand");
    const g661 = search.results.find((hit) => hit.label.startsWith("Goodyear G661 HSA"));
    expect(g661).toMatchObject({
      type: "tire",
      category: "commercial",
      actions: [{ kind: "quote", label: "Request a quote" }, { kind: "call" }],
    });
    expect(search.results.some((hit) => hit.type === "line")).toBe(true);
  });

  it("offers the nearest sizes we sell for a size nobody sells, and says so", () => {
    const search = searchSite("305/30R26");
    expect(search).toMatchObject({ kind: "size", landing: null });
    expect(search.notice).toMatch(/We don't list 305\/30R26 tires online/);
    expect(search.results.length).toBeGreaterThan(0);
    expect(search.results.every((hit) => hit.type === "size" && hit.category === "passenger")).toBe(true);
  });

  it("answers unknown text with the closest matches, never with nothing", () => {
    expect(searchSite("michlen").results[0]!.label).toBe("Michelin tires");
    expect(searchSite("defendr").results.map((hit) => hit.label)).toContain("Michelin Defender2");
    expect(closestMatches("2256").every((hit) => hit.type === "size")).toBe(true);
    const nothing = searchSite("xyzzy");
    expect(nothing.kind).toBe("none");
    expect(nothing.results.map((hit) => hit.href)).toEqual(categoryEntries().map((c) => c.href));
  });

  it("says which years it has for a vehicle year it does not", () => {
    const search = searchSite("1998 civic");
    expect(search.notice).toMatch(/from 2010 on/);
    expect(search.results[0]!.label).toMatch(/^\d{4} Honda Civic$/);
  });

  it("gives the API only query, kind and results", () => {
    const answer = publicAnswer(searchSite("11R22.5"));
    expect(Object.keys(answer)).toEqual(["query", "kind", "results"]);
    expect(answer).toMatchObject({ query: "11R22.5", kind: "size" });
  });

  it("never puts the customer's text into a link unencoded", () => {
    for (const text of ["honda", "michelin", "wrangler"]) {
      for (const hit of searchSite(text).results) expect(hit.href).not.toMatch(/[ <>"]/);
    }
  });
});

describe("a search for help on the road", () => {
  const roadService = {
    type: "road-service",
    href: "/road-service",
    actions: [
      { kind: "call", label: "Call 24/7 road service: (800) 555-0199", href: "tel:+18005550199" },
      { kind: "request", label: "Request road service online", href: "/road-service" },
    ],
  };

  it.each([
    "roadside",
    "road side",
    "road service",
    "emergency",
    "breakdown",
    "broken down",
    "blowout",
    "flat tire on the highway",
    "stranded",
    "24/7",
    "24 hour",
    "tow",
  ])("%j is answered first by the road service, with its call and its request", (text) => {
    const search = searchSite(text);
    expect(search.kind).toBe("service");
    expect(search.landing).toBeNull();
    expect(search.results[0]).toMatchObject(roadService);
    // No tire, brand or vehicle that merely looks like the words ("Roadmaster", "Town & Country").
    expect(search.results.every((hit) => hit.type === "road-service" || hit.type === "service")).toBe(true);
  });

  it("answers a flat with the road service and the store's flat repair, and its booking", () => {
    const search = searchSite("flat");
    expect(search.results.map((hit) => hit.type)).toEqual(["road-service", "service"]);
    expect(search.results[1]).toMatchObject({
      label: "Flat Tire Repair",
      href: "/services#flat-repair",
      actions: [{ kind: "book", label: "Book Flat Tire Repair", href: "/schedule?service=flat-tire-repair" }],
    });
    expect(searchSite("nail in tire").results.map((hit) => hit.type)).toEqual(["service"]);
  });

  it("puts road service ahead of the tires the words also name, and does not go straight to them", () => {
    expect(searchSite("2019 Civic LX").landing).not.toBeNull();
    const search = searchSite("2019 Civic LX flat");
    expect(search.kind).toBe("vehicle");
    expect(search.landing).toBeNull();
    expect(search.results.map((hit) => hit.type)).toEqual(["road-service", "service", "vehicle"]);
    expect(search.results[2]!.href).toBe("/tires/size/215-55r16?year=2019&make=Honda&model=Civic&trim=LX");
  });

  it("leaves searches for tires as they were", () => {
    for (const text of ["225/65R17", "Michelin", "2019 Civic LX", "farm tires", "xyzzy"]) {
      expect(
        searchSite(text).results.some((hit) => hit.type === "road-service"),
        text,
      ).toBe(false);
    }
  });

  it("gives the API the road service in its results", () => {
    const answer = publicAnswer(searchSite("roadside"));
    expect(answer).toMatchObject({ kind: "service", results: [roadService] });
  });
});
