"use client";

import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { createLocalStorageStore } from "@/lib/browser/local-storage-store";
import {
  parseSelectedLocation,
  SELECTED_LOCATION_STORAGE_KEY,
  toSelectedLocation,
  type SelectedLocation,
} from "@/lib/locations/public-location";

const selectedLocationStore = createLocalStorageStore<SelectedLocation | null>(
  SELECTED_LOCATION_STORAGE_KEY,
  parseSelectedLocation,
  (value) => JSON.stringify(value),
  null,
);

interface SelectedLocationContextValue {
  selectedLocation: SelectedLocation | null;
  setSelectedLocation: (location: SelectedLocation | null) => void;
}

const SelectedLocationContext = createContext<SelectedLocationContextValue | null>(null);

/** The visitor's chosen store, shared by the whole site and remembered across visits. */
export function SelectedLocationProvider({ children }: { children: ReactNode }) {
  const selectedLocation = useSyncExternalStore(
    selectedLocationStore.subscribe,
    selectedLocationStore.getSnapshot,
    selectedLocationStore.getServerSnapshot,
  );
  const value = useMemo<SelectedLocationContextValue>(
    () => ({
      selectedLocation,
      setSelectedLocation: (location) => selectedLocationStore.set(location && toSelectedLocation(location)),
    }),
    [selectedLocation],
  );
  return <SelectedLocationContext.Provider value={value}>{children}</SelectedLocationContext.Provider>;
}

export function useSelectedLocation(): SelectedLocationContextValue {
  const context = useContext(SelectedLocationContext);
  if (!context) throw new Error("useSelectedLocation must be used within a SelectedLocationProvider");
  return context;
}
