"use client";

import Link from "next/link";
import { useId, useState, useSyncExternalStore, type FormEvent } from "react";
import { PinIcon, SearchIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";
import { formatMiles, nearestFirst, preferFirst, type LatLng, type WithDistance } from "@/lib/geo/distance";
import { isValidZip, ZIP_INVALID_MESSAGE, type ZipLookupResponse } from "@/lib/geo/zip-rules";
import { fetchJson } from "@/lib/http/fetch-json";
import { directionsUrl } from "@/lib/locations/public-location";
import { locationCardId, scheduleHref, type MapLocation } from "@/lib/map/map-location";

const SEARCH_FAILED = "Error finding the nearest location. Please try again.";
const LOCATION_DENIED =
  "Location access is turned off for this site. Allow it in your browser settings, or search by zip code.";
const LOCATION_FAILED = "We couldn't determine your location. Please search by zip code instead.";

/** How many locations to list after the nearest store. */
const ALSO_NEARBY = 3;

const KIND_LABEL: Record<MapLocation["kind"], string> = {
  store: "Store",
  plant: "Retread plant",
  warehouse: "Warehouse",
  office: "Office",
};

type Busy = "zip" | "geolocation" | null;

interface FinderResult {
  /** "24273" or null when the search used the visitor's position. */
  zip: string | null;
  ranked: WithDistance<MapLocation>[];
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
  const id = useId();
  const inputId = `${id}-zip`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  function showNearest(origin: LatLng, fromZip: string | null) {
    // The nearest store that takes appointments comes first, even if a facility is closer.
    const ranked = preferFirst(nearestFirst(origin, locations), (l) => l.bookable);
    setResult({ zip: fromZip, ranked });
  }

  async function searchZip(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = zip.trim();
    if (!isValidZip(value)) {
      setError(ZIP_INVALID_MESSAGE);
      setResult(null);
      return;
    }
    setBusy("zip");
    setError("");
    try {
      const place = await fetchJson<ZipLookupResponse>(`/api/zip/${value}`);
      const first = place.places[0];
      const origin = { lat: Number(first?.latitude), lng: Number(first?.longitude) };
      if (!Number.isFinite(origin.lat) || !Number.isFinite(origin.lng)) throw new Error("No coordinates");
      showNearest(origin, value);
    } catch {
      // Unknown zips (404) included: the customer needs one clear next step, not a status code.
      setError(SEARCH_FAILED);
      setResult(null);
    } finally {
      setBusy(null);
    }
  }

  function locate() {
    setBusy("geolocation");
    setError("");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        showNearest({ lat: position.coords.latitude, lng: position.coords.longitude }, null);
        setBusy(null);
      },
      (failure) => {
        setError(failure.code === failure.PERMISSION_DENIED ? LOCATION_DENIED : LOCATION_FAILED);
        setResult(null);
        setBusy(null);
      },
      { timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }

  const [nearest, ...others] = result?.ranked ?? [];
  return (
    <div className="card p-5 sm:p-6">
      <form onSubmit={searchZip} noValidate>
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
            onClick={locate}
            disabled={busy !== null}
            className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg px-1 font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-ink-900 disabled:opacity-60 dark:text-brand-300 dark:hover:decoration-brand-300"
          >
            <PinIcon size={18} />
            {busy === "geolocation" ? "Finding your location..." : "Use my location"}
          </button>
        )}
      </form>

      <div aria-live="polite">
        {nearest && (
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
              <p className="text-xl font-extrabold text-ink-900 dark:text-white">{nearest.name}</p>
              <p className="text-gray-700 dark:text-gray-300">
                {nearest.address}
                <br />
                {nearest.city}, {nearest.state} {nearest.zip}
              </p>
              <p className="mt-1 font-semibold text-ink-900 dark:text-brand-300">
                {formatMiles(nearest.miles)}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                {nearest.bookable && (
                  <Link href={scheduleHref(nearest)} className="btn-primary text-sm">
                    Schedule Service<span className="sr-only"> at {nearest.name}</span>
                  </Link>
                )}
                <SmartLink href={directionsUrl(nearest)} className="btn-outline-dark text-sm">
                  Get Directions<span className="sr-only"> to {nearest.name}</span>
                </SmartLink>
              </div>
            </div>
            {others.length > 0 && (
              <>
                <h4 id={`${id}-nearby`} className="mt-6 font-bold text-ink-900 dark:text-white">
                  Also nearby
                </h4>
                <ol
                  aria-labelledby={`${id}-nearby`}
                  className="mt-2 divide-y divide-gray-200 dark:divide-gray-700"
                >
                  {others.slice(0, ALSO_NEARBY).map((place) => (
                    <li key={place.id} className="flex items-baseline justify-between gap-3 py-2">
                      <a
                        href={`#${locationCardId(place)}`}
                        className="font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-4 dark:text-brand-300"
                      >
                        {place.name}
                        {place.kind !== "store" && (
                          <span className="font-normal text-gray-600 dark:text-gray-300">
                            {" "}
                            ({KIND_LABEL[place.kind]})
                          </span>
                        )}
                      </a>
                      <span className="shrink-0 text-sm text-gray-700 dark:text-gray-300">
                        {place.miles.toFixed(1)} mi
                      </span>
                    </li>
                  ))}
                </ol>
              </>
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

const noSubscribe = () => () => {};

/** Geolocation needs the API and a secure page (https or localhost); otherwise hide the button. */
function geolocationAvailable(): boolean {
  return "geolocation" in navigator && window.isSecureContext;
}
