"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { PhoneIcon, PinIcon, SearchIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";
import { telHref } from "@/data/brand-core";
import { formatMiles, type LatLng, type WithDistance } from "@/lib/geo/distance";
import { devicePoint, zipPoint } from "@/components/locations/find-origin";
import { finderZipUnknownMessage, ZIP_INVALID_MESSAGE } from "@/lib/geo/zip-rules";
import { farFromStoresMessage, isFarFromStores } from "@/lib/locations/far-away";
import { locationPath } from "@/lib/locations/links";
import { nearbyPlaces } from "@/lib/locations/nearby";
import { directionsUrl } from "@/lib/locations/public-location";
import type { MapLocation } from "@/lib/map/map-location";
import { storeScheduleHref } from "@/lib/scheduling/schedule-link";
import { useLocationSelection } from "./location-selection";
import { OpeningStatus } from "./opening-status";

const SEARCH_FAILED = "Error finding the nearest location. Please try again.";
const LOCATION_DENIED =
  "Location access is turned off for this site. Allow it in your browser settings, or search by zip code.";
const LOCATION_FAILED = "We couldn't determine your location. Please search by zip code instead.";

/** How many locations to list after the nearest store. */
const ALSO_NEARBY = 3;

type Busy = "zip" | "geolocation" | null;

interface FinderResult {
  /** "24273" or null when the search used the visitor's position. */
  zip: string | null;
  /** Stores that take appointments, nearest first. */
  stores: WithDistance<MapLocation>[];
  /** Plant, warehouse and office close by, listed apart and never ranked among the stores. */
  facilities: WithDistance<MapLocation>[];
}

/**
 * Nearest store by zip code or by the device's location. The zip becomes coordinates through
 * our own /api/zip endpoint; the distances are worked out here, against the location list the
 * page was rendered with, so a search costs one small request (or none).
 */
export function NearestLocationFinder({ locations }: { locations: readonly MapLocation[] }) {
  const [zip, setZip] = useState("");
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState("");
  const [result, setResult] = useState<FinderResult | null>(null);
  const canLocate = useSyncExternalStore(noSubscribe, geolocationAvailable, () => false);
  const { setNearest } = useLocationSelection();
  const id = useId();
  const inputId = `${id}-zip`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const answerRef = useRef<HTMLDivElement>(null);

  // On a phone the answer lands below the fold: bring it into view (the live region announces it).
  useEffect(() => {
    if (result) answerRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [result]);

  function showNearest(origin: LatLng, fromZip: string | null) {
    const { stores, facilities } = nearbyPlaces(origin, locations);
    setResult({ zip: fromZip, stores, facilities });
    setNearest(stores[0]?.id ?? null);
  }

  function showError(message: string) {
    setError(message);
    setResult(null);
    setNearest(null);
  }

  async function searchZip(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = zip.trim();
    setBusy("zip");
    setError("");
    const found = await zipPoint(value);
    setBusy(null);
    if (found.ok) showNearest(found.point, value);
    else
      showError(
        found.reason === "invalid"
          ? ZIP_INVALID_MESSAGE
          : found.reason === "unknown"
            ? finderZipUnknownMessage(value)
            : SEARCH_FAILED,
      );
  }

  async function locate() {
    setBusy("geolocation");
    setError("");
    const found = await devicePoint();
    setBusy(null);
    if (found.ok) showNearest(found.point, null);
    else showError(found.reason === "denied" ? LOCATION_DENIED : LOCATION_FAILED);
  }

  const [nearest, ...others] = result?.stores ?? [];
  const facilities = result?.facilities ?? [];
  return (
    <div className="card p-5 sm:p-6">
      {/* A zip is looked up in the browser. Sent before the scripts start, it leads to the list of
          every store: a GET, as a zip is no more personal than a search. */}
      <form action="/locations" method="get" onSubmit={searchZip} noValidate>
        <label htmlFor={inputId} className="block font-semibold text-ink-900 dark:text-white">
          Zip code
        </label>
        <p id={hintId} className="text-sm text-gray-600 dark:text-gray-300">
          We&apos;ll show the closest store and how far it is.
        </p>
        <div className="mt-2 flex gap-2">
          <input
            id={inputId}
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="e.g. 25301"
            value={zip}
            onChange={(e) => setZip(e.target.value)}
            aria-invalid={error === ZIP_INVALID_MESSAGE || undefined}
            aria-describedby={`${hintId} ${errorId}`}
            className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-ink-900 focus:outline-2 focus:outline-brand-400 dark:border-gray-600 dark:bg-gray-950 dark:text-gray-100 dark:placeholder:text-gray-400 dark:focus:border-brand-300"
          />
          <button type="submit" className="btn-dark shrink-0" disabled={busy !== null}>
            <SearchIcon size={18} />
            {busy === "zip" ? "Searching..." : "Search"}
          </button>
        </div>
        <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
        {canLocate && (
          <button
            type="button"
            onClick={() => void locate()}
            disabled={busy !== null}
            className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg px-1 font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-ink-900 disabled:opacity-60 dark:text-brand-300 dark:hover:decoration-brand-300"
          >
            <PinIcon size={18} />
            {busy === "geolocation" ? "Finding your location..." : "Use my location"}
          </button>
        )}
      </form>

      <div aria-live="polite" ref={answerRef} className="scroll-mt-24">
        {nearest && isFarFromStores(nearest.miles) && (
          <FarFromStores
            id={`${id}-result`}
            from={result?.zip ?? null}
            nearest={nearest}
            stores={locations.filter((l) => l.bookable)}
          />
        )}
        {nearest && !isFarFromStores(nearest.miles) && (
          <section
            aria-labelledby={`${id}-result`}
            className="mt-6 border-t border-gray-200 pt-5 dark:border-gray-700"
          >
            <h3
              id={`${id}-result`}
              className="text-sm font-bold tracking-wide text-gray-600 uppercase dark:text-gray-300"
            >
              {result?.zip ? `Nearest to ${result.zip}` : "Nearest to you"}
            </h3>
            <div data-testid="nearest-result" className="mt-2">
              <StoreNameAndAddress store={nearest} />
              <p className="mt-1 font-semibold text-ink-900 dark:text-brand-300">
                {formatMiles(nearest.miles)}
              </p>
              <OpeningStatus
                hours={nearest.openingHours}
                timeZone={nearest.timeZone}
                placeholder="Hours on the store's page"
                className="mt-1 min-h-6 text-sm text-gray-800 dark:text-gray-200"
              />
              <a
                href={telHref(nearest.phone)}
                className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-4 dark:text-brand-300"
              >
                <PhoneIcon size={18} />
                Call {nearest.name}: <span className="whitespace-nowrap">{nearest.phone}</span>
              </a>
              <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
                Its marker is ringed on the map.
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                {nearest.bookable && (
                  <Link href={storeScheduleHref(nearest.id)} className="btn-primary text-sm">
                    Schedule Service<span className="sr-only"> at {nearest.name}</span>
                  </Link>
                )}
                <SmartLink href={directionsUrl(nearest)} className="btn-outline-dark text-sm">
                  Get Directions<span className="sr-only"> to {nearest.name}</span>
                </SmartLink>
              </div>
            </div>
            {others.length > 0 && (
              <NearbyList id={`${id}-nearby`} title="Also nearby" places={others.slice(0, ALSO_NEARBY)} />
            )}
            {facilities.length > 0 && (
              <NearbyList
                id={`${id}-facilities`}
                title="Other Allegheny sites nearby"
                note="No service appointments at these sites."
                places={facilities}
              />
            )}
            <p className="mt-4 text-xs text-gray-600 dark:text-gray-300">
              Distances are straight-line miles{result?.zip ? " from the center of the zip code" : ""};
              driving distance will be longer.
            </p>
          </section>
        )}
      </div>
    </div>
  );
}

/**
 * The answer when every store is far away: where our stores are, and the closest one with its
 * number to call (a visitor that far off is better served by a call than by directions).
 */
function FarFromStores({
  id,
  from,
  nearest,
  stores,
}: {
  id: string;
  from: string | null;
  nearest: WithDistance<MapLocation>;
  stores: readonly MapLocation[];
}) {
  return (
    <section aria-labelledby={id} className="mt-6 border-t border-gray-200 pt-5 dark:border-gray-700">
      <h3 id={id} className="text-sm font-bold tracking-wide text-gray-600 uppercase dark:text-gray-300">
        {from ? `No store near ${from}` : "No store near you"}
      </h3>
      <p data-testid="far-from-stores" className="mt-2 text-gray-800 dark:text-gray-200">
        {farFromStoresMessage({ stores, from, closest: nearest })}
      </p>
      <div data-testid="nearest-result" className="mt-4">
        <StoreNameAndAddress store={nearest} />
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">Its marker is ringed on the map.</p>
        <a href={telHref(nearest.phone)} className="btn-primary mt-4 text-sm">
          <PhoneIcon size={16} />
          <span>
            Call {nearest.name}: <span className="whitespace-nowrap">{nearest.phone}</span>
          </span>
        </a>
      </div>
    </section>
  );
}

interface NearbyListProps {
  id: string;
  title: string;
  note?: string;
  places: readonly WithDistance<MapLocation>[];
}

function NearbyList({ id, title, note, places }: NearbyListProps) {
  return (
    <>
      <h4 id={id} className="mt-6 font-bold text-ink-900 dark:text-white">
        {title}
      </h4>
      {note && <p className="text-sm text-gray-600 dark:text-gray-300">{note}</p>}
      <ol aria-labelledby={id} className="mt-2 divide-y divide-gray-200 dark:divide-gray-700">
        {places.map((place) => (
          <li key={place.id} className="flex items-baseline justify-between gap-3 py-2">
            <Link
              href={locationPath(place)}
              className="font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-4 dark:text-brand-300"
            >
              {place.name}
            </Link>
            <span className="shrink-0 text-sm text-gray-700 dark:text-gray-300">
              {place.miles.toFixed(1)} mi
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

const noSubscribe = () => () => {};

/** Geolocation needs the API and a secure page (https or localhost); otherwise hide the button. */
function geolocationAvailable(): boolean {
  return "geolocation" in navigator && window.isSecureContext;
}

/** The nearest store's name (to its page) and address, as both answers show it. */
function StoreNameAndAddress({ store }: { store: MapLocation }) {
  return (
    <>
      <p className="text-xl font-extrabold text-ink-900 dark:text-white">
        <Link
          href={locationPath(store)}
          className="underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-ink-900 dark:hover:decoration-brand-300"
        >
          {store.name}
        </Link>
      </p>
      <p className="text-gray-700 dark:text-gray-300">
        {store.address}
        <br />
        {store.city}, {store.state} {store.zip}
      </p>
    </>
  );
}
