import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SelectedLocationProvider } from "@/components/locations/selected-location-provider";
import { SizeResults } from "@/components/tires/size-results";
import { LOWER_RATING_TEXT } from "@/components/tires/tire-offer-card";
import { parseFilters } from "@/lib/tires/filters";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { sizeFromSlug } from "@/lib/tires/size";

const size = sizeFromSlug("lt265-70r17")!;
const offers = passengerCatalog.bySize("LT265/70R17");
const lowerRated = offers.filter((offer) => offer.speedRating === "Q" || offer.speedRating === "R");

function render(query: Record<string, string>) {
  const { filters } = parseFilters(query);
  return renderToStaticMarkup(
    createElement(SelectedLocationProvider, null, createElement(SizeResults, { size, filters })),
  );
}

const cards = (html: string) => html.match(/data-testid="tire-offer"/g)?.length ?? 0;
const marked = (html: string) => html.match(/data-lower-rating="true"/g)?.length ?? 0;

describe("the LT265/70R17 page for a customer whose tire is 121/118S", () => {
  it("lists every tire without a rating typed", () => {
    const html = render({});
    expect(cards(html)).toBe(offers.length);
    expect(html).not.toContain('data-testid="service-filter-line"');
  });

  it("hides the Q and R tires, says how many, and links to list them", () => {
    expect(lowerRated.length).toBeGreaterThan(1);
    const html = render({ load: "121", speed: "S" });
    expect(cards(html)).toBe(offers.length - lowerRated.length);
    expect(marked(html)).toBe(0);
    expect(html).toContain(
      `${lowerRated.length} tires are hidden: a lower load or speed rating than your tire&#x27;s 121S.`,
    );
    expect(html).toContain('href="/tires/size/lt265-70r17?load=121&amp;speed=S&amp;lower=shown"');
  });

  it("lists them marked when asked, with a link to hide them again", () => {
    const html = render({ load: "121", speed: "S", lower: "shown" });
    expect(cards(html)).toBe(offers.length);
    expect(marked(html)).toBe(lowerRated.length);
    expect(html.split(LOWER_RATING_TEXT).length - 1).toBe(lowerRated.length);
    expect(html).toContain('href="/tires/size/lt265-70r17?load=121&amp;speed=S"');
    expect(html).toContain("Hide them");
  });
});
