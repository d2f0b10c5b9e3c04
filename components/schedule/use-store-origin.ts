"use client";

import { useState } from "react";
import type { LatLng } from "@/lib/geo/distance";
import {
  finderZipUnknownMessage,
  isValidZip,
  ZIP_INVALID_MESSAGE,
  type ZipLookupResponse,
} from "@/lib/geo/zip-rules";
import { fetchJson, HttpError } from "@/lib/http/fetch-json";

/** Where the customer is: a zip's centre, or the device's position. */
export interface StoreOrigin extends LatLng {
  /** "24201", or null for the device's position. */
  zip: string | null;
}

const LOOKUP_FAILED =
  "We couldn't look up that zip code just now. Please try again, or choose a store below.";
const LOCATION_DENIED =
  "Location access is turned off for this site. Allow it in your browser settings, or enter your zip code.";
const LOCATION_FAILED = "We couldn't determine your location. Please enter your zip code instead.";

/**
 * The scheduler's "nearest store" search: a zip through our own /api/zip (cached by the browser),
 * or the device's position; distances are worked out in the browser against the page's stores.
 */
export function useStoreOrigin() {
  const [origin, setOrigin] = useState<StoreOrigin | null>(null);
  const [busy, setBusy] = useState<"zip" | "position" | null>(null);
  const [error, setError] = useState("");

  async function fromZip(value: string) {
    const zip = value.trim();
    if (!isValidZip(zip)) {
      setError(ZIP_INVALID_MESSAGE);
      return;
    }
    setBusy("zip");
    setError("");
    try {
      const place = await fetchJson<ZipLookupResponse>(`/api/zip/${zip}`);
      const first = place.places[0];
      const point = { lat: Number(first?.latitude), lng: Number(first?.longitude) };
      if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) throw new Error("No coordinates");
      setOrigin({ ...point, zip });
    } catch (failure) {
      setError(
        failure instanceof HttpError && failure.status === 404 ? finderZipUnknownMessage(zip) : LOOKUP_FAILED,
      );
    } finally {
      setBusy(null);
    }
  }

  function fromPosition() {
    setBusy("position");
    setError("");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setOrigin({ lat: position.coords.latitude, lng: position.coords.longitude, zip: null });
        setBusy(null);
      },
      (failure) => {
        setError(failure.code === failure.PERMISSION_DENIED ? LOCATION_DENIED : LOCATION_FAILED);
        setBusy(null);
      },
      { timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }

  return { origin, busy, error, fromZip, fromPosition };
}
