"use client";

import { useState, type FormEvent } from "react";
import { useSelectedLocation } from "@/components/locations/selected-location-provider";
import { Toaster } from "@/components/ui/toaster";
import { fetchJson } from "@/lib/http/fetch-json";
import { toast } from "@/lib/toast/toast-store";
import type { TireSizeLookup } from "@/lib/vehicles/catalog";
import { TireSizeResult } from "./tire-size-result";
import { EMPTY_VEHICLE, isCompleteVehicle, withChange, type VehicleChoice } from "./use-vehicle-options";
import { VehicleSelects } from "./vehicle-selects";

const LABELS = { year: "Year", make: "Make", model: "Model", trim: "Class/Trim" };

/** The /tires "SHOP FOR TIRES" form: checks the vehicle and store, then shows the factory size. */
export function TireShopSelector() {
  const { selectedLocation } = useSelectedLocation();
  const [vehicle, setVehicle] = useState<VehicleChoice>(EMPTY_VEHICLE);
  const [result, setResult] = useState<{ vehicle: VehicleChoice; lookup: TireSizeLookup } | null>(null);

  function change(field: keyof VehicleChoice, value: string) {
    setVehicle((v) => withChange(v, field, value));
    setResult(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteVehicle(vehicle)) {
      toast({
        variant: "destructive",
        title: "Incomplete Selection",
        description: "Please select all vehicle details to find your tires.",
      });
      return;
    }
    if (!selectedLocation) {
      toast({
        title: "Location Not Selected",
        description: "Please select a location to see available inventory.",
      });
      return;
    }
    const { year, make, model, trim } = vehicle;
    toast({
      title: "Finding Tires",
      description: `Searching for tires for your ${year} ${make} ${model} ${trim} at ${selectedLocation.name}`,
    });
    const path = [year, make, model, trim].map(encodeURIComponent).join("/");
    try {
      const lookup = await fetchJson<TireSizeLookup>(`/api/vehicles/tire-size/${path}`);
      setResult({ vehicle, lookup });
    } catch {
      toast({
        variant: "destructive",
        title: "Information Not Found",
        description:
          "We couldn't look up that vehicle right now. Please call your store and we'll find your size.",
      });
    }
  }

  return (
    <section
      id="shop"
      aria-labelledby="shop-title"
      className="border-b border-gray-200 bg-gray-50 py-10 dark:border-gray-800 dark:bg-gray-900/40"
    >
      <div className="container-page">
        <h2
          id="shop-title"
          className="text-sm font-black tracking-[0.2em] text-ink-900 uppercase dark:text-brand-300"
        >
          SHOP FOR TIRES
        </h2>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <VehicleSelects value={vehicle} onChange={change} labels={LABELS} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <button type="submit" className="btn-primary">
              Find Tires
            </button>
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {selectedLocation ? (
                <>
                  Shopping at <strong>{selectedLocation.name}</strong>. Change your store at the top of the
                  page.
                </>
              ) : (
                "Choose your store at the top of the page to see what it has in stock."
              )}
            </p>
          </div>
        </form>
        <div className="mt-6 max-w-xl empty:hidden" aria-live="polite">
          {result && <TireSizeResult vehicle={result.vehicle} result={result.lookup} />}
        </div>
      </div>
      <Toaster />
    </section>
  );
}
