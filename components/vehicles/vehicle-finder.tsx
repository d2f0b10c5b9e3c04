"use client";

import { useState, type FormEvent } from "react";
import { brand, telHref } from "@/data/brand";
import { fetchJson } from "@/lib/http/fetch-json";
import type { TireSizeLookup } from "@/lib/vehicles/catalog";
import { TireSizeResult } from "./tire-size-result";
import { EMPTY_VEHICLE, isCompleteVehicle, withChange, type VehicleChoice } from "./use-vehicle-options";
import { VehicleSelects } from "./vehicle-selects";

const LABELS = { year: "Vehicle Year*", make: "Vehicle Make*", model: "Vehicle Model*", trim: "Trim*" };
/** The finder shows its searching state for at least this long, so the answer never flickers in. */
const FINDER_DELAY_MS = 800;

type State =
  | { kind: "idle" }
  | { kind: "searching" }
  | { kind: "found"; vehicle: VehicleChoice; lookup: TireSizeLookup }
  | { kind: "error" };

/** The home page's vehicle tire-size finder. Choosing any level clears the levels below and the result. */
export function VehicleFinder() {
  const [vehicle, setVehicle] = useState<VehicleChoice>(EMPTY_VEHICLE);
  const [state, setState] = useState<State>({ kind: "idle" });
  const searching = state.kind === "searching";

  function change(field: keyof VehicleChoice, value: string) {
    setVehicle((v) => withChange(v, field, value));
    setState({ kind: "idle" });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteVehicle(vehicle) || searching) return;
    setState({ kind: "searching" });
    const { year, make, model, trim } = vehicle;
    const path = [year, make, model, trim].map(encodeURIComponent).join("/");
    const [lookup] = await Promise.all([
      fetchJson<TireSizeLookup>(`/api/vehicles/tire-size/${path}`).catch(() => null),
      new Promise((resolve) => setTimeout(resolve, FINDER_DELAY_MS)),
    ]);
    setState(lookup ? { kind: "found", vehicle, lookup } : { kind: "error" });
  }

  return (
    <form onSubmit={submit} className="card space-y-5 p-5 sm:p-6" aria-label="Vehicle tire size finder">
      <VehicleSelects
        value={vehicle}
        onChange={change}
        labels={LABELS}
        required={["year", "make", "model", "trim"]}
      />
      <p className="text-xs text-gray-600 dark:text-gray-400">* Required</p>
      <button
        type="submit"
        className="btn-primary w-full sm:w-auto"
        disabled={!isCompleteVehicle(vehicle) || searching}
      >
        {searching ? "Searching..." : "Find My Tires"}
      </button>
      <div aria-live="polite" className="empty:hidden">
        {state.kind === "found" && <TireSizeResult vehicle={state.vehicle} result={state.lookup} />}
        {state.kind === "error" && (
          <div role="alert" className="rounded-xl border-2 border-red-700 p-5">
            <p className="font-bold text-red-800 dark:text-red-300">Information Not Found</p>
            <p className="mt-1 text-sm">
              We couldn&apos;t find a size for that vehicle. Call us at{" "}
              <a href={telHref(brand.phone)} className="font-semibold underline">
                {brand.phone}
              </a>{" "}
              and we&apos;ll look it up for you.
            </p>
          </div>
        )}
      </div>
    </form>
  );
}
