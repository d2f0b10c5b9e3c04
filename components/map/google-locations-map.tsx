"use client";

import { GridAlgorithm, MarkerClusterer } from "@googlemaps/markerclusterer";
import {
  AdvancedMarker,
  APILoadingStatus,
  APIProvider,
  InfoWindow,
  Map,
  useApiLoadingStatus,
  useMap,
  __resetModuleState,
} from "@vis.gl/react-google-maps";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocationSelection } from "@/components/locations/location-selection";
import { MAP_CENTER, MAP_HEIGHT_PX, MAP_ZOOM, type MapLocation } from "@/lib/map/map-location";
import { LocationPopupContent } from "./location-popup";
import { MapLegend } from "./map-legend";
import { MapSpinner } from "./map-spinner";
import { MARKER_SHAPE_CLASS, markerKind } from "./marker-styles";
import { NearestLegendEntry } from "./nearest-legend-entry";

/** Waits before the 1st, 2nd and 3rd retry of a failed script load. */
const RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
/** Module-level so the provider's load effect sees the same array on every render. */
const LIBRARIES = ["marker"];

interface GoogleLocationsMapProps {
  apiKey: string;
  /** Advanced markers need a map id; Google's DEMO_MAP_ID works until the operator sets one. */
  mapId: string;
  locations: readonly MapLocation[];
  /** What to show if the script still fails after every retry: the offline map. */
  fallback: ReactNode;
}

/** Google Maps with our markers, used only when an API key is configured. */
export default function GoogleLocationsMap({ apiKey, mapId, locations, fallback }: GoogleLocationsMapProps) {
  const [attempt, setAttempt] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  const attemptRef = useRef(0);

  // Stable on purpose: the provider re-runs its loader whenever this callback changes.
  const onError = useCallback(() => {
    const delay = RETRY_DELAYS_MS[attemptRef.current];
    if (delay === undefined) {
      setGaveUp(true);
      return;
    }
    attemptRef.current += 1;
    window.setTimeout(() => {
      // The library remembers a failed load for the page's lifetime; forget it so the remounted
      // provider (new key below) injects the script again instead of reporting the old failure.
      __resetModuleState();
      setAttempt(attemptRef.current);
    }, delay);
  }, []);

  if (gaveUp) return fallback;
  return (
    <div>
      <div
        role="region"
        aria-label="Map of our locations"
        className="relative overflow-hidden rounded-xl border border-gray-300 dark:border-gray-700"
        style={{ height: MAP_HEIGHT_PX }}
      >
        <APIProvider key={attempt} apiKey={apiKey} version="weekly" libraries={LIBRARIES} onError={onError}>
          <LocationsGoogleMap mapId={mapId} locations={locations} />
        </APIProvider>
      </div>
      <MapLegend>
        <NearestLegendEntry />
      </MapLegend>
    </div>
  );
}

function LocationsGoogleMap({ mapId, locations }: { mapId: string; locations: readonly MapLocation[] }) {
  const status = useApiLoadingStatus();
  const [openId, setOpenId] = useState<number | null>(null);
  const [markers, setMarkers] = useState<Record<number, google.maps.marker.AdvancedMarkerElement>>({});
  const { select, nearestId } = useLocationSelection();

  const registerMarker = useCallback(
    (id: number, marker: google.maps.marker.AdvancedMarkerElement | null) => {
      setMarkers((current) => {
        if (marker ? current[id] === marker : !current[id]) return current;
        const next = { ...current };
        if (marker) next[id] = marker;
        else delete next[id];
        return next;
      });
    },
    [],
  );

  const open = useCallback(
    (id: number) => {
      setOpenId(id);
      select(id);
    },
    [select],
  );

  if (status !== APILoadingStatus.LOADED) return <MapSpinner />;
  const openLocation = locations.find((l) => l.id === openId);
  return (
    <Map
      mapId={mapId}
      defaultCenter={MAP_CENTER}
      defaultZoom={MAP_ZOOM}
      mapTypeControl={false}
      streetViewControl={false}
      fullscreenControl
      // Two fingers to pan on phones, so the page itself still scrolls past the map.
      gestureHandling="cooperative"
      style={{ width: "100%", height: "100%" }}
    >
      {locations.map((location) => (
        <LocationMarker
          key={location.id}
          location={location}
          nearest={location.id === nearestId}
          onRegister={registerMarker}
          onOpen={open}
        />
      ))}
      <Clusterer markers={markers} />
      {openLocation && (
        <InfoWindow anchor={markers[openLocation.id] ?? null} onClose={() => setOpenId(null)}>
          <LocationPopupContent location={openLocation} surface="light" />
        </InfoWindow>
      )}
    </Map>
  );
}

interface LocationMarkerProps {
  location: MapLocation;
  /** The finder's answer: ringed and drawn above its neighbours. */
  nearest: boolean;
  onRegister: (id: number, marker: google.maps.marker.AdvancedMarkerElement | null) => void;
  onOpen: (id: number) => void;
}

function LocationMarker({ location, nearest, onRegister, onOpen }: LocationMarkerProps) {
  const { id } = location;
  const ref = useCallback(
    (marker: google.maps.marker.AdvancedMarkerElement | null) => onRegister(id, marker),
    [id, onRegister],
  );
  return (
    <AdvancedMarker
      ref={ref}
      position={{ lat: location.lat, lng: location.lng }}
      title={location.name}
      onClick={() => onOpen(id)}
      zIndex={nearest ? 1 : 0}
      // Centre the marker on the spot rather than hanging it above like a pin.
      anchorLeft="-50%"
      anchorTop="-50%"
    >
      <span
        className={`block size-6 border-2 border-white shadow-md ${MARKER_SHAPE_CLASS[markerKind(location)]} ${nearest ? "ring-4 ring-ink-900" : ""}`}
      />
    </AdvancedMarker>
  );
}

/**
 * Groups markers that would overlap when zoomed out: a 60 px grid, and a cluster needs at least
 * two markers (a lone marker is always drawn as itself), the library's classic defaults.
 */
function Clusterer({ markers }: { markers: Record<number, google.maps.marker.AdvancedMarkerElement> }) {
  const map = useMap();
  const clusterer = useMemo(
    () => (map ? new MarkerClusterer({ map, algorithm: new GridAlgorithm({ gridSize: 60 }) }) : null),
    [map],
  );
  useEffect(() => () => clusterer?.setMap(null), [clusterer]);
  useEffect(() => {
    if (!clusterer) return;
    clusterer.clearMarkers();
    clusterer.addMarkers(Object.values(markers));
  }, [clusterer, markers]);
  return null;
}
