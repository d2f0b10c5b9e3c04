import { fetchJson, HttpError } from "@/lib/http/fetch-json";
import type { LatLng } from "@/lib/geo/distance";
import { isValidZip, type ZipLookupResponse } from "@/lib/geo/zip-rules";

/**
 * Where a visitor is, for "nearest store" searches (the locations page's finder and the
 * scheduler's first step): a zip's centre through our own /api/zip (cached by the browser), or the
 * device's position. Each caller words the failures its own way.
 */
export type ZipPoint = { ok: true; point: LatLng } | { ok: false; reason: "invalid" | "unknown" | "failed" };
export type DevicePoint = { ok: true; point: LatLng } | { ok: false; reason: "denied" | "failed" };

export async function zipPoint(zip: string): Promise<ZipPoint> {
  if (!isValidZip(zip)) return { ok: false, reason: "invalid" };
  try {
    const place = await fetchJson<ZipLookupResponse>(`/api/zip/${zip}`);
    const first = place.places[0];
    const point = { lat: Number(first?.latitude), lng: Number(first?.longitude) };
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return { ok: false, reason: "failed" };
    return { ok: true, point };
  } catch (failure) {
    // A zip we don't know is the visitor's to fix; anything else is ours, and worth a retry.
    return {
      ok: false,
      reason: failure instanceof HttpError && failure.status === 404 ? "unknown" : "failed",
    };
  }
}

export function devicePoint(): Promise<DevicePoint> {
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({ ok: true, point: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      (failure) =>
        resolve({ ok: false, reason: failure.code === failure.PERMISSION_DENIED ? "denied" : "failed" }),
      { timeout: 15_000, maximumAge: 5 * 60_000 },
    ),
  );
}
