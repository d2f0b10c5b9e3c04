import fc from "fast-check";
import { createElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import CommercialPage from "@/app/(site)/commercial/page";
import ContactPage from "@/app/(site)/contact/page";
import LocationPage from "@/app/(site)/locations/[slug]/page";
import LocationsPage from "@/app/(site)/locations/page";
import ServicesPage from "@/app/(site)/services/page";
import FilteredTireSizePage from "@/app/(site)/tires/size/[size]/filtered/page";
import TipsPage from "@/app/(site)/tips/page";
import CommercialTiresPage from "@/app/(site)/commercial-tires/page";
import FarmTiresPage from "@/app/(site)/farm-tires/page";
import IndustrialTiresPage from "@/app/(site)/industrial-tires/page";
import MiningTiresPage from "@/app/(site)/mining-tires/page";
import OtrTiresPage from "@/app/(site)/OTR/page";
import TireDetailsPage from "@/app/(site)/tires/details/[id]/page";
import { HomeServices } from "@/components/home/home-services";
import { SelectedLocationProvider } from "@/components/locations/selected-location-provider";
import { LocationPopupContent } from "@/components/map/location-popup";
import { CompareInstallLink } from "@/components/tires/compare/compare-links";
import { TireOfferCard } from "@/components/tires/tire-offer-card";
import { FinderTires } from "@/components/vehicles/finder-tires";
import { TireSizeResult } from "@/components/vehicles/tire-size-result";
import { bookableLocations, locations, type Location } from "@/data/locations";
import { schedulerServices } from "@/data/scheduler-services";
import { TIRE_CATEGORY_IDS } from "@/data/tires";
import { declinedMails } from "@/lib/appointments/lifecycle-mails";
import { fleetScheduleHref } from "@/lib/content/commercial";
import { homeServices } from "@/lib/content/home";
import { quickServices, services } from "@/lib/content/services";
import type { Appointment } from "@/lib/db/appointment-types";
import { toMapLocation } from "@/lib/map/map-location";
import {
  changeScheduleQuery,
  installationScheduleHref,
  parseLinkedVehicle,
  parseScheduleLink,
  scheduleHref,
  storeScheduleHref,
  type ParsedScheduleLink,
  type ScheduleLink,
  type ScheduleLinkChanges,
} from "@/lib/scheduling/schedule-link";
import { resolveLinkedService, TIRE_INSTALLATION_SERVICE } from "@/lib/scheduling/services";
import { getTiresByCategory } from "@/lib/tires/category-tires";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { productHref } from "@/lib/tires/product-link";
import { tireResult } from "@/lib/tires/search";
import { categoryService, isQuoteOnly, tireServiceHref } from "@/lib/tires/tire-actions";

/** What the wizard would open on, for an address the site emits. */
const opens = (href: string): ParsedScheduleLink => {
  const url = new URL(href, "https://example.test");
  expect(url.pathname, href).toBe("/schedule");
  return parseScheduleLink(url.searchParams);
};

const slugOf = (service: string | undefined) => {
  const slug = resolveLinkedService(service)?.slug;
  expect(slug, service).toBeDefined();
  return slug;
};

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" };

/** Every link into the scheduler a rendered page holds (never the plain request form's). */
function scheduleLinksIn(html: string): string[] {
  return [...html.matchAll(/href="(\/schedule(?:\?[^"]*)?)"/g)].map((m) =>
    m[1]!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name]!),
  );
}

const withStore = (node: ReactNode) => createElement(SelectedLocationProvider, null, node);
const render = (element: ReactElement) => scheduleLinksIn(renderToStaticMarkup(withStore(element)));
const renderPage = async (page: ReactElement | Promise<ReactElement>) => render(await page);

const NO_QUERY = Promise.resolve({});
const VEHICLE = { year: "2020", make: "Ford", model: "F-150", trim: "King Ranch" };
const SEARCHED = { ...VEHICLE, year: 2020 };
const OFFER = passengerCatalog.offers[0]!;

/** A declined request, as the lifecycle hands it to the mail. */
function declined(location: Location): Appointment {
  return {
    id: 1,
    reference: "AT-TEST01",
    idempotencyKey: null,
    idempotencyHash: null,
    cancelTokenHash: "x",
    storeId: location.id,
    storeEmail: location.email,
    serviceName: "Oil Changes",
    addOns: [],
    visit: "wait",
    durationMinutes: 30,
    startsAt: Date.UTC(2030, 0, 7, 14),
    endsAt: Date.UTC(2030, 0, 7, 14, 30),
    date: "2030-01-07",
    time: "09:00",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "(304) 555-0100",
    vehicle: null,
    comments: "",
    calendarSync: "not_applicable",
    calendarChecked: true,
    createdAt: Date.UTC(2030, 0, 1),
    segments: [],
    status: "declined",
    calendarEventId: null,
    calendarAttempts: 0,
    calendarNextAttemptAt: null,
    calendarLastError: null,
    calendarClaimedBy: null,
    calendarClaimedUntil: null,
    calendarConflict: null,
    cancelledAt: null,
    sequence: 1,
    declineReason: "Fully booked that day.",
    changedAt: null,
    tireHold: null,
    proposal: null,
    textConsent: null,
  };
}

describe("every link into the scheduler opens where it says", () => {
  it("the declined e-mail's 'book another time' opens at the same store", () => {
    for (const location of bookableLocations) {
      const [mail] = declinedMails(declined(location), location);
      const text = /Book another time: (\S+)/.exec(mail!.text)?.[1];
      expect(text, location.name).toBeDefined();
      expect(new URL(text!).pathname).toBe("/schedule");
      expect(opens(text!), location.name).toEqual({ store: location.id, step: 2 });
      // The HTML part links the same address.
      expect(mail!.html).toContain(`href="${text!.replace(/&/g, "&amp;")}"`);
    }
  });

  it("older e-mails' store=<mailbox> still opens at that store", () => {
    for (const location of bookableLocations) {
      const legacy = `/schedule?${new URLSearchParams({ store: location.email })}`;
      expect(opens(legacy).store, legacy).toBe(location.id);
      expect(opens(`/schedule?store=${location.email.toUpperCase()}`).store).toBe(location.id);
    }
    expect(opens("/schedule?store=nobody%40example.com")).toEqual({});
    // The store's id wins over an older mailbox.
    expect(opens(`/schedule?store=${bookableLocations[0]!.email}&locationId=2`).store).toBe(2);
  });

  it("the store links (contact page, locations page, store pages, map popups) open on the store's services", async () => {
    const every = bookableLocations.map((l) => ({ store: l.id, step: 2 }));
    expect((await renderPage(createElement(ContactPage))).map(opens)).toEqual([{}, ...every]);
    expect((await renderPage(createElement(LocationsPage))).map(opens)).toEqual([{}, ...every]);
    for (const location of locations) {
      const page = await renderPage(
        LocationPage({ params: Promise.resolve({ slug: location.slug }), searchParams: NO_QUERY }),
      );
      const popup = render(createElement(LocationPopupContent, { location: toMapLocation(location) }));
      const expected = location.bookable ? [{ store: location.id, step: 2 }] : [];
      expect(page.map(opens), location.name).toEqual(expected);
      expect(popup.map(opens), location.name).toEqual(expected);
    }
    // The address itself, as the browser tests and SPEC know it.
    expect(storeScheduleHref(5)).toBe("/schedule?locationId=5&step=2");
  });

  it("the commercial page's links list the commercial services first", async () => {
    expect(fleetScheduleHref).toBe("/schedule?type=commercial");
    const links = await renderPage(createElement(CommercialPage));
    expect(links).toHaveLength(2);
    for (const href of links) expect(opens(href)).toEqual({ type: "commercial" });
  });

  it("service cards, the quick-service band and the home page's cards open on their service", async () => {
    const schedulable = [...services, ...quickServices].filter((s) => s.cta === "schedule");
    const links = (await renderPage(createElement(ServicesPage))).map(opens);
    for (const service of schedulable)
      expect(links, service.id).toContainEqual({ service: slugOf(service.scheduleService) });
    for (const link of links) if (link.service) expect(Object.keys(link)).toEqual(["service"]);

    const home = render(createElement(HomeServices)).map(opens);
    expect(home).toEqual(homeServices.map((card) => ({ service: slugOf(card.scheduleService) })));
  });

  it("category pages open on their category's service", async () => {
    const pages = {
      commercial: CommercialTiresPage,
      farm: FarmTiresPage,
      industrial: IndustrialTiresPage,
      mining: MiningTiresPage,
      "off-road": OtrTiresPage,
    } as const;
    for (const category of TIRE_CATEGORY_IDS) {
      const links = (await renderPage(createElement(pages[category]))).map(opens);
      expect(links, category).toContainEqual({ service: slugOf(categoryService(category)) });
      for (const link of links)
        expect([{}, { service: slugOf(categoryService(category)) }]).toContainEqual(link);
    }
    // As the browser tests find them.
    expect((await renderPage(createElement(FarmTiresPage))).at(-1)).toBe(
      "/schedule?service=farm-tire-service",
    );
  });

  it("a catalog tire's Schedule Service opens on its category's service", async () => {
    for (const category of TIRE_CATEGORY_IDS) {
      const tire = getTiresByCategory(category)[0]!;
      expect(opens(tireServiceHref(tire)), category).toEqual({ service: slugOf(categoryService(category)) });
    }
    const bookable = TIRE_CATEGORY_IDS.flatMap((c) => getTiresByCategory(c)).find((t) => !isQuoteOnly(t))!;
    const page = await renderPage(
      TireDetailsPage({ params: Promise.resolve({ id: bookable.id }), searchParams: NO_QUERY }),
    );
    expect(page.map(opens)).toContainEqual({ service: slugOf(categoryService(bookable.category)) });
  });

  it("the tips page's scheduler links open on Farm Tire Service, named as the page always has", async () => {
    const links = await renderPage(createElement(TipsPage));
    expect(links).toEqual(["/schedule", "/schedule?service=Farm%20Tire%20Service"]);
    expect(opens(links[1]!)).toEqual({ service: "farm-tire-service" });
  });

  it("tire pages' Schedule Installation carries the service, the tire, a set of four and the vehicle", async () => {
    const installation = slugOf(TIRE_INSTALLATION_SERVICE);
    const tires = { productId: OFFER.id, quantity: 4 };
    const page = await renderPage(
      TireDetailsPage({ params: Promise.resolve({ id: OFFER.id }), searchParams: NO_QUERY }),
    );
    expect(page.map(opens)).toContainEqual({ service: installation, tires });

    // From a vehicle search: the card, the finder's picks and the comparison carry the vehicle.
    const result = tireResult(OFFER);
    const withVehicle = { service: installation, tires, vehicle: VEHICLE };
    expect(render(createElement(TireOfferCard, { tire: result, vehicle: SEARCHED })).map(opens)).toEqual([
      withVehicle,
    ]);
    expect(
      render(createElement(FinderTires, { results: [result], size: OFFER.size, vehicle: VEHICLE })).map(
        opens,
      ),
    ).toEqual([withVehicle]);
    expect(
      render(createElement(CompareInstallLink, { offer: OFFER, vehicle: VEHICLE, className: "" })).map(opens),
    ).toEqual([withVehicle]);

    // The product page carries the vehicle on its own address; its link passes it on.
    const product = new URL(productHref(OFFER.url, SEARCHED), "https://example.test");
    const carried = parseLinkedVehicle(product.searchParams);
    expect(opens(installationScheduleHref(OFFER.id, carried))).toEqual(withVehicle);
  });

  it("a size page opened from the vehicle finder books installation for the vehicle", async () => {
    const vehicle = { year: "2022", make: "Ford", model: "F-150", trim: "XLT" };
    const links = await renderPage(
      FilteredTireSizePage({
        params: Promise.resolve({ size: "265-70r17" }),
        searchParams: Promise.resolve(vehicle),
      }),
    );
    const installation = slugOf(TIRE_INSTALLATION_SERVICE);
    expect(opens(links[0]!)).toEqual({ service: installation, vehicle });
    for (const link of links.slice(1).map(opens)) {
      expect(link).toMatchObject({ service: installation, vehicle });
      expect(link.tires?.quantity).toBe(4);
    }
  });

  it("the tire size finder's Schedule Service carries the vehicle", () => {
    const links = render(
      createElement(TireSizeResult, { vehicle: VEHICLE, result: { size: "275/65R18", source: "trim" } }),
    );
    expect(links.map(opens)).toEqual([{ vehicle: VEHICLE }]);
  });
});

// Generators for what a link can carry.
const text = (max: number) =>
  fc
    .string({ unit: fc.constantFrom(..."abcXYZ019 -&%+=?#/.é'"), minLength: 1, maxLength: max })
    .filter((s) => s.trim() === s && s.length > 0);
const serviceArb = fc
  .constantFrom(...schedulerServices)
  .chain((s) => fc.constantFrom(s.slug, s.name, s.name.toUpperCase(), s.name.toLowerCase()));
const vehicleArb = fc.record({
  year: fc.integer({ min: 1900, max: 2099 }).chain((y) => fc.constantFrom(y, String(y))),
  make: text(40),
  model: text(60),
  trim: fc.option(text(60), { nil: undefined }),
});
const tiresArb = fc.record({
  productId: fc.stringMatching(/^[a-z0-9-]{3,40}$/),
  quantity: fc.integer({ min: 1, max: 6 }),
});
const linkArb: fc.Arbitrary<ScheduleLink> = fc.record(
  {
    store: fc.integer({ min: 1, max: 999_999 }),
    step: fc.constantFrom(1, 2, 3, 4, 5 as const),
    service: serviceArb,
    type: fc.constant("commercial" as const),
    vehicle: vehicleArb,
    tires: tiresArb,
  },
  { requiredKeys: [] },
);

/** What parsing a link built from `link` gives: each part in its plain form. */
function plain(link: ScheduleLink): ParsedScheduleLink {
  const { vehicle, service, ...rest } = link;
  return {
    ...rest,
    ...(service ? { service: resolveLinkedService(service)!.slug } : {}),
    ...(vehicle
      ? {
          vehicle: {
            year: String(vehicle.year),
            make: vehicle.make,
            model: vehicle.model,
            trim: vehicle.trim ?? "",
          },
        }
      : {}),
  };
}

describe("scheduler addresses, built and read back", () => {
  it("read back as built, in both forms", () => {
    fc.assert(
      fc.property(linkArb, fc.constantFrom("slug" as const, "name" as const), (link, serviceAs) => {
        const href = scheduleHref(link, { serviceAs });
        expect(opens(href)).toEqual(plain(link));
        // What was read builds the same address again.
        expect(scheduleHref(opens(href), { serviceAs })).toBe(href);
      }),
    );
  });

  it("carry nothing but the scheduler's path when there is nothing to carry", () => {
    expect(scheduleHref({})).toBe("/schedule");
    expect(scheduleHref({ service: "Not a service" })).toBe("/schedule");
    expect(opens("/schedule")).toEqual({});
  });

  it("drop what cannot be read, keeping the rest", () => {
    expect(
      opens(
        "/schedule?locationId=abc&step=9&service=Unicorn%20Polish&type=retail&tire=X&qty=4&vehicleYear=1850&vehicleMake=Ford&vehicleModel=F-150",
      ),
    ).toEqual({});
    expect(opens("/schedule?locationId=3&step=0&tire=michelin-x&qty=12")).toEqual({
      store: 3,
      tires: { productId: "michelin-x", quantity: 4 },
    });
  });

  it("change in place, keeping every other parameter where it was", () => {
    const changesArb: fc.Arbitrary<ScheduleLinkChanges> = fc.record(
      {
        store: fc.option(fc.integer({ min: 1, max: 999 })),
        step: fc.option(fc.constantFrom(1, 2, 3, 4, 5 as const)),
        service: fc.option(serviceArb),
        type: fc.option(fc.constant("commercial" as const)),
        vehicle: fc.option(vehicleArb),
        tires: fc.option(tiresArb),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(linkArb, changesArb, (link, changes) => {
        const before = new URLSearchParams(`utm_source=mail&${scheduleHref(link).split("?")[1] ?? ""}&ref=x`);
        const after = changeScheduleQuery(before, changes);
        const expected: ScheduleLink = { ...link };
        for (const [key, value] of Object.entries(changes) as [keyof ScheduleLink, never][]) {
          if (value === null) delete expected[key];
          else expected[key] = value;
        }
        expect(parseScheduleLink(after)).toEqual(plain(expected));
        expect([...after.keys()].at(0)).toBe("utm_source");
        expect(after.get("ref")).toBe("x");
      }),
    );
  });

  it("a store chosen in the wizard replaces an older e-mail's mailbox", () => {
    const legacy = new URLSearchParams({ store: bookableLocations[0]!.email, service: "oil-changes" });
    expect(changeScheduleQuery(legacy, { store: 4 }).toString()).toBe("service=oil-changes&locationId=4");
    expect(changeScheduleQuery(legacy, { store: null }).toString()).toBe("service=oil-changes");
  });
});
