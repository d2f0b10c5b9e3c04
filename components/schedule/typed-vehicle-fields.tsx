import { useId } from "react";
import type { CustomerForm, FieldErrors } from "@/lib/booking-form/customer-fields";
import { VEHICLE_MAKE_MAX, VEHICLE_MODEL_MAX, VEHICLE_TRIM_MAX } from "@/lib/scheduling/vehicle-text";
import { TextField } from "./text-field";

interface TypedVehicleFieldsProps {
  form: CustomerForm;
  onChange: (changes: Partial<CustomerForm>) => void;
  fieldErrors: FieldErrors;
}

/**
 * The vehicle as text, for one our lists do not have. Same labels as the selects they replace,
 * so the customer (and a screen reader) meets the same questions.
 */
export function TypedVehicleFields({ form, onChange, fieldErrors }: TypedVehicleFieldsProps) {
  const id = useId();
  const text = { type: "text", autoComplete: "off", spellCheck: false } as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <TextField
        {...text}
        id={`${id}-year`}
        name="vehicleYear"
        label="Vehicle Year*"
        value={form.vehicleYear}
        onChange={(vehicleYear) => onChange({ vehicleYear })}
        problem={fieldErrors.vehicleYear}
        inputMode="numeric"
        maxLength={4}
        required
      />
      <TextField
        {...text}
        id={`${id}-make`}
        name="vehicleMake"
        label="Vehicle Make*"
        value={form.vehicleMake}
        onChange={(vehicleMake) => onChange({ vehicleMake })}
        problem={fieldErrors.vehicleMake}
        maxLength={VEHICLE_MAKE_MAX}
        required
      />
      <TextField
        {...text}
        id={`${id}-model`}
        name="vehicleModel"
        label="Vehicle Model*"
        value={form.vehicleModel}
        onChange={(vehicleModel) => onChange({ vehicleModel })}
        problem={fieldErrors.vehicleModel}
        maxLength={VEHICLE_MODEL_MAX}
        required
      />
      <TextField
        {...text}
        id={`${id}-trim`}
        name="vehicleTrim"
        label="Trim (optional)"
        value={form.vehicleTrim}
        onChange={(vehicleTrim) => onChange({ vehicleTrim })}
        problem={fieldErrors.vehicleTrim}
        maxLength={VEHICLE_TRIM_MAX}
      />
    </div>
  );
}
