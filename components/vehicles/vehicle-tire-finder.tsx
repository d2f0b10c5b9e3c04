"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSelectedLocation } from "@/components/locations/selected-location-provider";
import { brandCore, telHref } from "@/data/brand-core";
import { fetchJson } from "@/lib/http/fetch-json";
import type { StoreTimeZones } from "@/lib/inventory/stock-stores";
import type { TireResult } from "@/lib/tires/search";
import { toast, toastStore } from "@/lib/toast/toast-store";
import type { TireSizeLookup } from "@/lib/vehicles/catalog";
import { FinderTires } from "./finder-tires";
import { TireSizeResult } from "./tire-size-result";
import { EMPTY_VEHICLE, isCompleteVehicle, withChange, type VehicleChoice } from "./use-vehicle-options";
import { VehicleSelects } from "./vehicle-selects";

/**
 * Where the finder sits: "home" (SPEC's home finder: starred labels, a button enabled once all
 * four are chosen, a searching state of at least 800 ms) or "shop" (the /tires selector: plain
 * labels, SPEC's notices for an incomplete selection, a missing store and the search).
 */
export type FinderVariant = "home" | "shop";

const VARIANTS = {
  home: {
    labels: { year: "Vehicle Year*", make: "Vehicle Make*", model: "Vehicle Model*", trim: "Trim*" },
    required: ["year", "make", "model", "trim"] as const,
    submit: "Find My Tires",
    name: "Vehicle tire size finder",
  },
  shop: {
    labels: { year: "Year", make: "Make", model: "Model", trim: "Class/Trim" },
    required: undefined,
    submit: "Find Tires",
    name: "Shop for tires by vehicle",
  },
} as const;

/** The home finder shows its searching state for at least this long, so the answer never flickers in. */
const FINDER_DELAY_MS = 800;

type State =
  | { kind: "idle" }
  | { kind: "searching" }
  | { kind: "found"; vehicle: VehicleChoice; lookup: TireSizeLookup; tires: TireResult[] }
  | { kind: "error" };

async function findTires(vehicle: VehicleChoice) {
  const { year, make, model, trim } = vehicle;
  const path = [year, make, model, trim].map(encodeURIComponent).join("/");
  const [lookup, search] = await Promise.all([
    fetchJson<TireSizeLookup>(`/api/vehicles/tire-size/${path}`),
    // The tires are a bonus: a failed search still shows the size.
    fetchJson<{ results: TireResult[] }>(
      `/api/tires/search?${new URLSearchParams({ year, make, model, trim, sort: "price-asc" })}`,
    ).catch(() => ({ results: [] })),
  ]);
  // A vehicle whose trims differ in size lists them all; under the finder, only the looked-up size.
  return { lookup, tires: search.results.filter((t) => t.size === lookup.size) };
}

/**
 * The one vehicle finder (home page and /tires): year, make, model and trim, then the factory size
 * with its source and a few priced tires in it. Browsing needs no store; booking asks for one.
 * Given the stores' time zones (on /tires), the tires show their stock at the visitor's store.
 */
export function VehicleTireFinder({
  variant,
  stockTimeZones,
}: {
  variant: FinderVariant;
  stockTimeZones?: StoreTimeZones;
}) {
  const { selectedLocation } = useSelectedLocation();
  const settings = VARIANTS[variant];
  const [vehicle, setVehicle] = useState<VehicleChoice>(EMPTY_VEHICLE);
  const [state, setState] = useState<State>({ kind: "idle" });
  const searching = state.kind === "searching";
  const complete = isCompleteVehicle(vehicle);
  const answerRef = useRef<HTMLDivElement>(null);

  // On a phone the answer lands below the fold, under the selects and the button: its top is
  // brought to the top of the screen (the live region announces it), unless it is there already.
  useEffect(() => {
    const answer = answerRef.current;
    if (!answer || (state.kind !== "found" && state.kind !== "error")) return;
    // A desktop shows the answer beside or just under the form: nothing moves there.
    if (!window.matchMedia("(max-width: 1023px)").matches) return;
    const top = answer.getBoundingClientRect().top;
    if (top >= 0 && top < window.innerHeight * 0.3) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    answer.scrollIntoView({ block: "start", behavior: reduced ? "instant" : "smooth" });
  }, [state.kind]);

  function change(field: keyof VehicleChoice, value: string) {
    setVehicle((v) => withChange(v, field, value));
    setState({ kind: "idle" });
    // A notice about the selection as it was ("Incomplete Selection") is out of date now.
    if (variant === "shop") toastStore.dismiss();
  }

  /** SPEC's notices on /tires; false when the selection is incomplete (nothing is searched). */
  function announce(): boolean {
    // One notice at a time: a new one replaces the last rather than stacking over the button.
    toastStore.dismiss();
    if (!complete) {
      toast({
        variant: "destructive",
        title: "Incomplete Selection",
        description: "Please select all vehicle details to find your tires.",
      });
      return false;
    }
    const { year, make, model, trim } = vehicle;
    if (!selectedLocation)
      toast({
        title: "Location Not Selected",
        description: "Please select a location to see available inventory.",
      });
    else
      toast({
        title: "Finding Tires",
        description: `Searching for tires for your ${year} ${make} ${model} ${trim} at ${selectedLocation.name}`,
      });
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (searching) return;
    if (variant === "shop" ? !announce() : !complete) return;
    setState({ kind: "searching" });
    const chosen = vehicle;
    const [found] = await Promise.all([
      findTires(chosen).catch(() => null),
      new Promise((resolve) => setTimeout(resolve, variant === "home" ? FINDER_DELAY_MS : 0)),
    ]);
    setState(found ? { kind: "found", vehicle: chosen, ...found } : { kind: "error" });
  }

  return (
    // The vehicle lists load in the browser; sent before they do, the form is a plain search
    // (a vehicle is nothing personal, so GET), which asks what to look for.
    <form
      action="/search"
      method="get"
      onSubmit={submit}
      noValidate={variant === "shop"}
      aria-label={settings.name}
      className={variant === "home" ? "card space-y-5 p-5 sm:p-6" : "space-y-4"}
    >
      <VehicleSelects
        value={vehicle}
        onChange={change}
        labels={settings.labels}
        required={settings.required}
      />
      {variant === "home" && <p className="text-xs text-gray-600 dark:text-gray-400">* Required</p>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          className={variant === "home" ? "btn-primary w-full sm:w-auto" : "btn-primary"}
          disabled={variant === "home" ? !complete || searching : searching}
        >
          {variant === "home" && searching ? "Searching..." : settings.submit}
        </button>
        {variant === "shop" && (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {selectedLocation ? (
              <>
                Shopping at <strong>{selectedLocation.name}</strong>. Change your store at the top of the
                page.
              </>
            ) : (
              "Browse prices without a store; you choose one when you book the installation."
            )}
          </p>
        )}
      </div>
      <div ref={answerRef} aria-live="polite" className="scroll-mt-24 empty:hidden">
        {state.kind === "found" && (
          <>
            <TireSizeResult vehicle={state.vehicle} result={state.lookup} />
            <FinderTires
              results={state.tires}
              size={state.lookup.size}
              vehicle={state.vehicle}
              stockTimeZones={stockTimeZones}
            />
          </>
        )}
        {state.kind === "error" && (
          <div role="alert" className="rounded-xl border-2 border-red-700 p-5">
            <p className="font-bold text-red-800 dark:text-red-300">Information Not Found</p>
            <p className="mt-1 text-sm">
              We couldn&apos;t find a size for that vehicle. Call us at{" "}
              <a href={telHref(brandCore.phone)} className="font-semibold underline">
                {brandCore.phone}
              </a>{" "}
              and we&apos;ll look it up for you.
            </p>
          </div>
        )}
      </div>
    </form>
  );
}
