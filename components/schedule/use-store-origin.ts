"use client";

import { useState } from "react";
import type { LatLng } from "@/lib/geo/distance";
import { devicePoint, zipPoint } from "@/components/locations/find-origin";
import { finderZipUnknownMessage, ZIP_INVALID_MESSAGE } from "@/lib/geo/zip-rules";

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

/** The scheduler's "nearest store" search; distances are worked out against the page's stores. */
export function useStoreOrigin() {
  const [origin, setOrigin] = useState<StoreOrigin | null>(null);
  const [busy, setBusy] = useState<"zip" | "position" | null>(null);
  const [error, setError] = useState("");

  async function fromZip(value: string) {
    const zip = value.trim();
    setBusy("zip");
    setError("");
    const found = await zipPoint(zip);
    setBusy(null);
    if (found.ok) setOrigin({ ...found.point, zip });
    else
      setError(
        found.reason === "invalid"
          ? ZIP_INVALID_MESSAGE
          : found.reason === "unknown"
            ? finderZipUnknownMessage(zip)
            : LOOKUP_FAILED,
      );
  }

  async function fromPosition() {
    setBusy("position");
    setError("");
    const found = await devicePoint();
    setBusy(null);
    if (found.ok) setOrigin({ ...found.point, zip: null });
    else setError(found.reason === "denied" ? LOCATION_DENIED : LOCATION_FAILED);
  }

  return { origin, busy, error, fromZip, fromPosition };
}
