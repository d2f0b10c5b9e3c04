"use client";

import { useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

type Place = { lat: string; lng: string; accuracy: number | null };

/**
 * "Use my phone's location": asks the browser for the position (the phone asks the driver first)
 * and sends it with the form in two hidden fields. Without scripts, or when the driver says no,
 * the typed place below is what we go by.
 */
export function LocateButton({ lat, lng }: { lat: string; lng: string }) {
  const [place, setPlace] = useState<Place | null>(lat && lng ? { lat, lng, accuracy: null } : null);
  const [status, setStatus] = useState<string>("");
  // The button needs scripts: without them (or before they start) only the typed place is offered.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  function locate() {
    if (!("geolocation" in navigator)) {
      setStatus("This phone cannot share its position here. Please type where you are.");
      return;
    }
    setStatus("Finding your position…");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const found = {
          lat: position.coords.latitude.toFixed(5),
          lng: position.coords.longitude.toFixed(5),
          accuracy: Math.round(position.coords.accuracy),
        };
        setPlace(found);
        setStatus(`Position found (within about ${found.accuracy} m). It is sent with your request.`);
      },
      () => setStatus("We could not get your position. Please type where you are below."),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  return (
    <div className="space-y-2">
      <input type="hidden" name="lat" value={place?.lat ?? ""} />
      <input type="hidden" name="lng" value={place?.lng ?? ""} />
      {scripted ? (
        <button type="button" onClick={locate} className="btn-dark w-full sm:w-auto">
          Use my phone&apos;s location
        </button>
      ) : null}
      <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
        {status || (place ? `Position from your phone: ${place.lat}, ${place.lng}.` : "")}
      </p>
      {place ? (
        <button type="button" className="text-sm font-semibold underline" onClick={() => setPlace(null)}>
          Don&apos;t send my position
        </button>
      ) : null}
    </div>
  );
}
