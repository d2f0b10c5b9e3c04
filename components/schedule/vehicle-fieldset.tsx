import { useId } from "react";
import { VehicleSelects } from "@/components/vehicles/vehicle-selects";
import type { VehicleChoice } from "@/components/vehicles/use-vehicle-options";
import type { CustomerForm, FieldErrors } from "@/lib/booking-form/customer-fields";
import { TypedVehicleFields } from "./typed-vehicle-fields";

interface VehicleFieldsetProps {
  form: CustomerForm;
  onChange: (changes: Partial<CustomerForm>) => void;
  fieldErrors: FieldErrors;
}

const VEHICLE_LABELS = {
  year: "Vehicle Year*",
  make: "Vehicle Make*",
  model: "Vehicle Model*",
  trim: "Trim (optional)",
};
const VEHICLE_FIELDS = {
  year: "vehicleYear",
  make: "vehicleMake",
  model: "vehicleModel",
  trim: "vehicleTrim",
} as const satisfies Record<keyof VehicleChoice, keyof CustomerForm>;
// Choosing a level of the vehicle clears the levels below it.
const CLEARED_BELOW: Record<keyof VehicleChoice, Partial<CustomerForm>> = {
  year: { vehicleMake: "", vehicleModel: "", vehicleTrim: "" },
  make: { vehicleModel: "", vehicleTrim: "" },
  model: { vehicleTrim: "" },
  trim: {},
};
// Typed text may name a vehicle the lists lack, which a select could not show (it would look
// empty yet count as chosen): going back to the lists starts the vehicle over.
const NO_VEHICLE: Partial<CustomerForm> = {
  vehicleYear: "",
  vehicleMake: "",
  vehicleModel: "",
  vehicleTrim: "",
};

/**
 * The vehicle, from our lists (year, make, model, trim), or typed by hand when the lists do not
 * have it (an older or less common vehicle). Typed vehicles are not looked up: no lists, no sizes.
 */
export function VehicleFieldset({ form, onChange, fieldErrors }: VehicleFieldsetProps) {
  const id = useId();
  const unlisted = form.vehicleUnlisted === "yes";
  const vehicle: VehicleChoice = {
    year: form.vehicleYear,
    make: form.vehicleMake,
    model: form.vehicleModel,
    trim: form.vehicleTrim,
  };

  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-bold text-ink-900 dark:text-white">Your vehicle</legend>
      {/* Before the fields it swaps, so the fields it brings come next in the tab order. */}
      <div>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-gray-800 dark:text-gray-200">
          <input
            type="checkbox"
            name="vehicleUnlisted"
            checked={unlisted}
            // What was chosen from the lists is a fine start for typing; typed text is not for the lists.
            onChange={(event) =>
              onChange(
                event.target.checked ? { vehicleUnlisted: "yes" } : { ...NO_VEHICLE, vehicleUnlisted: "" },
              )
            }
            aria-describedby={`${id}-unlisted-hint`}
            className="size-5 shrink-0 accent-ink-900 dark:accent-brand-400"
          />
          My vehicle isn&apos;t listed
        </label>
        <p id={`${id}-unlisted-hint`} className="text-sm text-gray-700 dark:text-gray-300">
          Older or less common vehicle? Tick this and type its year, make and model.
        </p>
      </div>
      {unlisted ? (
        <TypedVehicleFields form={form} onChange={onChange} fieldErrors={fieldErrors} />
      ) : (
        <VehicleSelects
          value={vehicle}
          labels={VEHICLE_LABELS}
          required={["year", "make", "model"]}
          errors={{
            year: fieldErrors.vehicleYear,
            make: fieldErrors.vehicleMake,
            model: fieldErrors.vehicleModel,
          }}
          onChange={(key, value) => onChange({ ...CLEARED_BELOW[key], [VEHICLE_FIELDS[key]]: value })}
        />
      )}
    </fieldset>
  );
}
