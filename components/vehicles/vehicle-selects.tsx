"use client";

import { useId } from "react";
import { FieldError } from "@/components/ui/field-error";
import { useVehicleOptions, type VehicleChoice } from "./use-vehicle-options";

interface VehicleSelectsProps {
  value: VehicleChoice;
  onChange: (field: keyof VehicleChoice, value: string) => void;
  labels: Record<keyof VehicleChoice, string>;
  required?: readonly (keyof VehicleChoice)[];
  /** A problem to show under a select, which is then marked invalid and described by it. */
  errors?: Partial<Record<keyof VehicleChoice, string>>;
  tone?: "light" | "dark";
  /** Four across on large screens (a full-width band); false keeps two, for a narrower card. */
  wide?: boolean;
}

/** Year → make → model → trim. A select is enabled once the one before it is chosen and its list has loaded. */
export function VehicleSelects({
  value,
  onChange,
  labels,
  required = [],
  errors = {},
  tone = "light",
  wide = true,
}: VehicleSelectsProps) {
  const { years, makes, models, trims } = useVehicleOptions(value);
  const fields: {
    key: keyof VehicleChoice;
    options?: (string | number)[];
    loading: boolean;
    enabled: boolean;
  }[] = [
    { key: "year", options: years.data, loading: years.isLoading, enabled: true },
    { key: "make", options: makes.data, loading: makes.isLoading, enabled: Boolean(value.year) },
    { key: "model", options: models.data, loading: models.isLoading, enabled: Boolean(value.make) },
    { key: "trim", options: trims.data, loading: trims.isLoading, enabled: Boolean(value.model) },
  ];
  const baseId = useId();
  const failed = years.error || makes.error || models.error || trims.error;

  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${wide ? "lg:grid-cols-4" : ""}`}>
      {fields.map((field) => {
        const id = `${baseId}-${field.key}`;
        const disabled = !field.enabled || field.loading || !field.options;
        const error = errors[field.key];
        return (
          <div key={field.key}>
            <label
              htmlFor={id}
              className={`mb-1 block text-sm font-semibold ${tone === "dark" ? "text-gray-100" : "text-gray-800 dark:text-gray-200"}`}
            >
              {labels[field.key]}
            </label>
            <select
              id={id}
              name={field.key}
              value={value[field.key]}
              required={required.includes(field.key)}
              disabled={disabled}
              aria-busy={field.loading || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onChange(field.key, event.target.value)}
              className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 aria-invalid:border-red-700 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:disabled:bg-gray-900 dark:disabled:text-gray-500 dark:aria-invalid:border-red-400"
            >
              <option value="">
                {field.loading ? "Loading…" : `Select ${labels[field.key].replace(/\*$/, "")}`}
              </option>
              {field.options?.map((option) => (
                <option key={option} value={String(option)}>
                  {option}
                </option>
              ))}
            </select>
            {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
          </div>
        );
      })}
      {failed && (
        <p role="alert" className="col-span-full text-sm text-red-700 dark:text-red-400">
          We couldn&apos;t load vehicle information. Please try again, or call your store for help.
        </p>
      )}
    </div>
  );
}
