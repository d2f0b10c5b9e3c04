import { bookableLocations, locations, type Location } from "@/data/locations";
import { locationKinds } from "@/data/location-kinds";
import { schedulerServices } from "@/data/scheduler-services";
import {
  HELP_TOPICS,
  PAGE_TOPICS,
  SERVICE_CONTEXT,
  SERVICE_NAMES,
  STORE_CONTEXT,
  TIP_NAMES,
  type SearchTopic,
} from "@/data/site-search-topics";
import { telHref } from "@/data/brand-core";
import { tipTabs } from "@/data/tips";
import { services, quickServices, type ServiceInfo } from "@/lib/content/services";
import { formatMiles, nearestFirst } from "@/lib/geo/distance";
import { lookupZip } from "@/lib/geo/zip-lookup";
import { storesOffering, storeTownsInWords } from "@/lib/locations/service-stores";
import { scheduleHref, storeScheduleHref } from "@/lib/scheduling/schedule-link";
import type { SearchHit } from "./search-hit";
import { flatRepairHit, roadServiceHit } from "./service-hits";
import { matchScore, meaningfulWords, MATCH_THRESHOLD, type Matchable } from "./site-match";
import { words } from "./text";

/** Something of the site beside its tires that a search can lead to, with the words that find it. */
export interface SiteEntry extends Matchable {
  hit: SearchHit;
  /** Among equal scores: services, then stores, then help, then pages. */
  rank: number;
}

const STATE_NAMES: Readonly<Record<string, string>> = {
  WV: "West Virginia",
  VA: "Virginia",
  TN: "Tennessee",
  KY: "Kentucky",
  PA: "Pennsylvania",
};

const contextOf = (list: readonly string[]) => new Set(list.flatMap(words));
// "Tire Rotation" is found as "rotation": the words every name could carry are left out.
const namesOf = (list: readonly string[]) =>
  [...new Set(list.map((name) => name.toLowerCase()))].map(meaningfulWords).filter((name) => name.length > 0);

function serviceEntry(service: ServiceInfo): SiteEntry {
  // The road service card is the 24/7 line and its request, as everywhere else on the site.
  const hit: SearchHit =
    service.id === "roadside"
      ? roadServiceHit()
      : service.id === "flat-repair"
        ? flatRepairHit()
        : {
            type: "service",
            label: service.name,
            href: `/services#${service.id}`,
            detail: service.description,
            actions: service.scheduleService
              ? [
                  {
                    kind: "book",
                    label: `Book ${service.scheduleService}`,
                    href: scheduleHref({ service: service.scheduleService }),
                  },
                ]
              : undefined,
          };
  return {
    hit,
    rank: 0,
    // The road service card books a commercial visit for planned work; its name is not the card's.
    names: namesOf([
      service.name,
      service.roadServiceRequest ? "" : (service.scheduleService ?? ""),
      ...(SERVICE_NAMES[service.id] ?? []),
    ]),
    context: contextOf(SERVICE_CONTEXT),
  };
}

/** Scheduler services no card on /services stands for (the truck alignment, OTR service). */
function bookableOnlyEntries(cards: readonly ServiceInfo[]): SiteEntry[] {
  const covered = new Set(cards.map((card) => card.scheduleService));
  return schedulerServices
    .filter((service) => !covered.has(service.name))
    .map((service) => ({
      hit: {
        type: "service",
        label: service.name,
        href: scheduleHref({ service: service.name }),
        detail: `Booked online at ${storeTownsInWords(storesOffering(service.name))}.`,
        actions: [
          { kind: "book", label: `Book ${service.name}`, href: scheduleHref({ service: service.name }) },
        ],
      },
      rank: 0,
      names: namesOf([service.name]),
      context: contextOf(SERVICE_CONTEXT),
    }));
}

function storeHit(location: Location): SearchHit {
  const store = location.kind === "store";
  const where = `${location.address}, ${location.city}, ${location.state} ${location.zip}`;
  return {
    type: "store",
    label: store ? `${location.name} store` : location.name,
    href: `/locations/${location.slug}`,
    detail: store ? where : `${locationKinds[location.kind].label} · ${where}`,
    opening: { hours: location.openingHours, timeZone: location.timeZone, usual: location.hours.join("; ") },
    actions: [
      { kind: "call", label: `Call ${location.phone}`, href: telHref(location.phone) },
      ...(location.bookable
        ? [{ kind: "book" as const, label: "Book at this store", href: storeScheduleHref(location.id) }]
        : []),
    ],
  };
}

function storeEntry(location: Location): SiteEntry {
  const store = location.kind === "store";
  const state = STATE_NAMES[location.state] ?? location.state;
  return {
    hit: storeHit(location),
    rank: store ? 1 : 3,
    names: namesOf([
      location.name,
      location.city,
      `${location.city} ${location.state}`,
      `${location.city} ${state}`,
      location.zip,
      ...(store ? [state] : [locationKinds[location.kind].label]),
    ]),
    context: contextOf(STORE_CONTEXT),
  };
}

function topicEntry(topic: SearchTopic, type: "page" | "help", rank: number): SiteEntry {
  return {
    hit: { type, label: topic.label, href: topic.href, detail: topic.detail },
    rank,
    names: namesOf([topic.label, ...topic.names]),
    context: contextOf(topic.context ?? []),
  };
}

/** Each tip, on its tab of the tips page. */
function tipEntries(): SiteEntry[] {
  return tipTabs.flatMap((tab) =>
    tab.topics.map((topic) => ({
      hit: {
        type: "help" as const,
        label: topic.title,
        href: `/tips#${tab.id}`,
        detail: `${tab.label} · ${topic.paragraphs[0]!.split(/(?<=\.) /)[0]}`,
      },
      rank: 3,
      names: namesOf([topic.title, ...(TIP_NAMES[topic.id] ?? [])]),
      context: contextOf(["tips", "tip", "how", "when", "why", "guide", "check"]),
    })),
  );
}

let built: readonly SiteEntry[] | null = null;

/** Every service, store, page and help topic, built once. */
export function siteEntries(): readonly SiteEntry[] {
  built ??= [
    ...[...services, ...quickServices].map(serviceEntry),
    ...bookableOnlyEntries([...services, ...quickServices]),
    ...locations.map(storeEntry),
    ...HELP_TOPICS.map((topic) => topicEntry(topic, "help", 2)),
    ...tipEntries(),
    ...PAGE_TOPICS.map((topic) => topicEntry(topic, "page", 4)),
  ];
  return built;
}

export interface ScoredHit {
  hit: SearchHit;
  score: number;
}

const STORE_WORDS = contextOf(STORE_CONTEXT);
const NEAR_ZIP_STORES = 3;

/**
 * A US ZIP code typed alone (or with "store", "near"): our three stores nearest it, each with its
 * distance, as the Locations page's finder would list them.
 */
function storesNearZip(typed: readonly string[]): ScoredHit[] {
  const zip = typed.find((word) => /^\d{5}$/.test(word));
  if (!zip || typed.some((word) => word !== zip && !STORE_WORDS.has(word.replace(/s$/, "")))) return [];
  const place = lookupZip(zip);
  if (!place) return [];
  const origin = { lat: place.latitude, lng: place.longitude };
  return nearestFirst(origin, bookableLocations)
    .slice(0, NEAR_ZIP_STORES)
    .map((store, i) => {
      const hit = storeHit(store);
      return {
        hit: {
          ...hit,
          detail: `${formatMiles(store.miles)} from ${place.city}, ${place.state} ${zip} · ${hit.detail}`,
        },
        score: 0.95 - i / 100,
      };
    });
}

/** The services, stores, pages and help topics a text names, best first. */
export function siteMatches(text: string, limit = 6): ScoredHit[] {
  const typed = meaningfulWords(text);
  if (typed.length === 0) return [];
  const named = siteEntries()
    .map((entry) => ({ entry, score: matchScore(typed, entry) }))
    .filter(({ score }) => score >= MATCH_THRESHOLD)
    .sort((a, b) => b.score - a.score || a.entry.rank - b.entry.rank)
    .map(({ entry, score }) => ({ hit: entry.hit, score }));
  // A store named by its own ZIP stays first; the nearest others follow it.
  const all = [...named, ...storesNearZip(typed)].sort((a, b) => b.score - a.score);
  const seen = new Set<string>();
  return all.filter(({ hit }) => !seen.has(hit.href) && seen.add(hit.href)).slice(0, limit);
}
