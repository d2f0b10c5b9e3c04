"use client";

import { useId, useState, useSyncExternalStore } from "react";
import { PinIcon, SearchIcon } from "@/components/ui/icons";
import type { useStoreOrigin } from "./use-store-origin";

const noSubscribe = () => () => {};
const geolocationAvailable = () => "geolocation" in navigator;

/** Step 1's search: a zip code or "Use my location", to put the nearest stores first. */
export function StoreOriginForm({ search }: { search: ReturnType<typeof useStoreOrigin> }) {
  const [zip, setZip] = useState("");
  const canLocate = useSyncExternalStore(noSubscribe, geolocationAvailable, () => false);
  const id = useId();
  return (
    <form
      className="mb-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void search.fromZip(zip);
      }}
    >
      <label htmlFor={`${id}-zip`} className="block font-semibold text-ink-900 dark:text-white">
        Find the nearest store
      </label>
      <p id={`${id}-hint`} className="text-sm text-gray-600 dark:text-gray-300">
        Enter your zip code and we&apos;ll list the stores nearest first.
      </p>
      <div className="mt-2 flex max-w-md gap-2">
        <input
          id={`${id}-zip`}
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="e.g. 24201"
          value={zip}
          onChange={(e) => setZip(e.target.value)}
          aria-describedby={`${id}-hint ${id}-error`}
          aria-invalid={Boolean(search.error) || undefined}
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-ink-900 focus:outline-2 focus:outline-brand-400 dark:border-gray-600 dark:bg-gray-950 dark:text-gray-100 dark:placeholder:text-gray-400"
        />
        <button type="submit" className="btn-dark shrink-0" disabled={search.busy !== null}>
          <SearchIcon size={18} />
          {search.busy === "zip" ? "Finding..." : "Find stores"}
        </button>
      </div>
      <p
        id={`${id}-error`}
        role="alert"
        className="mt-2 text-sm font-semibold text-red-700 dark:text-red-400"
      >
        {search.error}
      </p>
      {canLocate && (
        <button
          type="button"
          onClick={() => void search.fromPosition()}
          disabled={search.busy !== null}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-ink-900 disabled:opacity-60 dark:text-brand-300 dark:hover:decoration-brand-300"
        >
          <PinIcon size={18} />
          {search.busy === "position" ? "Finding your location..." : "Use my location"}
        </button>
      )}
    </form>
  );
}
