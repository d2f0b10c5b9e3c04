import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeaderRoadServiceLink } from "@/components/layout/header-road-service-link";
import { BrokenDown } from "@/components/road-service/broken-down";
import { aboutServices } from "@/data/about";
import { brand } from "@/data/brand";
import { ROAD_SERVICE_LINE, ROAD_SERVICE_TERMS } from "@/data/road-service";
import { commercialServices } from "@/lib/content/commercial";
import { homeHighlights } from "@/lib/content/home";
import { roadServiceEntry } from "@/lib/content/road-service-entry";
import { services } from "@/lib/content/services";

const TEL = 'href="tel:+18005550199"';

describe("the Broken down? entry", () => {
  const box = renderToStaticMarkup(createElement(BrokenDown, { tone: "dark" }, "Book planned work online."));

  it("offers the 24/7 line to tap before the online request, with one line of terms", () => {
    expect(box).toContain(">Broken down?</p>");
    expect(box).toContain(TEL);
    expect(box).toMatch(/Call 24\/7 road service: <span[^>]*>\(800\) 555-0199<\/span>/);
    expect(box).toMatch(/href="\/road-service"[^>]*>Request road service online/);
    expect(box.indexOf(TEL)).toBeLessThan(box.indexOf('href="/road-service"'));
    expect(box).toContain(roadServiceEntry.terms);
    expect(box).toContain("Book planned work online.");
    expect(box).not.toContain("<script");
  });

  it("as a band, is a titled region of its own", () => {
    const band = renderToStaticMarkup(createElement(BrokenDown, { layout: "band", id: "help" }));
    expect(band).toMatch(/^<section id="help" aria-labelledby="help-title"/);
    expect(band).toContain('<h2 id="help-title"');
    expect(band).toContain(TEL);
    expect(band).toContain('href="/road-service"');
  });

  it("in the header, leads to the road service page and names it to screen readers", () => {
    const link = renderToStaticMarkup(createElement(HeaderRoadServiceLink));
    expect(link).toMatch(/^<a [^>]*href="\/road-service"/);
    expect(link).toMatch(/Broken down\?<span class="max-xl:sr-only">\u00a024\/7 road service<\/span>/);
  });
});

describe("one story about who road service serves", () => {
  it("uses the dispatcher's line everywhere", () => {
    expect(brand.commercialContact.emergencyLine).toBe(ROAD_SERVICE_LINE);
    expect(roadServiceEntry.line).toBe(ROAD_SERVICE_LINE);
  });

  it("says in short what the terms say in full: accounts first, everyone else when a crew is free", () => {
    expect(ROAD_SERVICE_TERMS.nationalAccounts).toContain("dispatched first");
    expect(ROAD_SERVICE_TERMS.everyoneElse).toContain("when a crew is free");
    expect(roadServiceEntry.terms).toMatch(/national-account trucks are dispatched first/);
    expect(roadServiceEntry.terms).toMatch(/everyone else when a crew is free/);
  });

  it("no longer tells anyone that road service is for national accounts only", () => {
    const copy = [
      ...aboutServices,
      ...homeHighlights.map((h) => h.label),
      ...commercialServices.flatMap((s) => [s.description, ...s.points]),
      ...services.flatMap((s) => [s.description, ...s.features]),
    ];
    const roadCopy = copy.filter((text) => /road service|roadside/i.test(text));
    expect(roadCopy.length).toBeGreaterThan(3);
    for (const text of roadCopy) expect(text).not.toMatch(/road service for national/i);
    const roadside = services.find((s) => s.id === "roadside")!;
    expect(roadside.description).toContain("when a crew is free");
  });

  it("makes the home page's 24/7 figure lead to the road service", () => {
    const figure = homeHighlights.find((h) => h.value === "24/7")!;
    expect(figure).toMatchObject({ label: "Road service from our own trucks", href: "/road-service" });
  });
});
