"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useEffectEvent } from "react";
import {
  EMPTY_VEHICLE,
  useVehicleOptions,
  type VehicleChoice,
} from "@/components/vehicles/use-vehicle-options";
import { changeScheduleQuery, parseScheduleLink, type LinkedVehicle } from "@/lib/scheduling/schedule-link";

type Check = { checked: false } | { checked: true; vehicle: VehicleChoice | null };

const pick = (list: readonly (string | number)[], wanted: string) =>
  list.map(String).find((name) => name.toLowerCase() === wanted.toLowerCase());

/**
 * Whether a vehicle carried in by a link is one of ours, checked against the same lists the
 * vehicle selects load (sharing their cache). Names come back in the lists' spelling, so the
 * selects can show them. An unknown trim is dropped alone; anything else unknown drops it all.
 */
function useCheckedVehicle(linked: LinkedVehicle | null): Check {
  const { years, makes, models, trims } = useVehicleOptions(linked ?? EMPTY_VEHICLE, linked !== null);
  if (!linked || years.error || makes.error || models.error) return { checked: true, vehicle: null };
  if (!years.data || !makes.data || !models.data) return { checked: false };
  const year = pick(years.data, linked.year);
  const make = pick(makes.data, linked.make);
  const model = pick(models.data, linked.model);
  if (!year || !make || !model) return { checked: true, vehicle: null };
  if (!linked.trim || trims.error) return { checked: true, vehicle: { year, make, model, trim: "" } };
  if (!trims.data) return { checked: false };
  return { checked: true, vehicle: { year, make, model, trim: pick(trims.data, linked.trim) ?? "" } };
}

/**
 * Takes a vehicle carried in by the link (e.g. from the tire size finder) into the form once,
 * then drops it from the URL: from there on it is the customer's to change, and a reload keeps
 * their change (kept with the rest of the form) rather than the link's.
 */
export function useCarriedVehicle(onVehicle: (vehicle: VehicleChoice) => void) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  // The address without its vehicle: carried in when that is another address (even a vehicle
  // that cannot be read is dropped from it).
  const rest = changeScheduleQuery(search, { vehicle: null }).toString();
  const carried = rest !== search.toString();
  const check = useCheckedVehicle(carried ? (parseScheduleLink(search).vehicle ?? null) : null);

  const take = useEffectEvent(() => {
    if (check.checked && check.vehicle) onVehicle(check.vehicle);
    router.replace(rest ? `${pathname}?${rest}` : pathname, { scroll: false });
  });

  useEffect(() => {
    if (carried && check.checked) take();
  }, [carried, check.checked]);
}
