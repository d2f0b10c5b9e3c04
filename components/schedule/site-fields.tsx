import { useId, type ComponentProps } from "react";
import { FieldError } from "@/components/ui/field-error";
import { fieldInputClass } from "@/components/ui/form-fields";
import { SITE_LIMITS, US_STATES } from "@/lib/scheduling/on-site";
import type { SiteErrors, SiteForm } from "@/lib/booking-form/site-form";
import type { ServiceAreaReply } from "./use-service-area";

interface SiteFieldsProps {
  site: SiteForm;
  onChange: (changes: Partial<SiteForm>) => void;
  errors: SiteErrors;
  storeName: string;
  /** Whether the store's trucks reach the site, once zip and state are known. */
  area: { answer: ServiceAreaReply | null; checking: boolean; failed: boolean };
  /** Books the request with the store whose trucks reach the site instead. */
  onSwitchStore: (storeId: number) => void;
}

const labelClass = "mb-1 block text-sm font-semibold text-gray-800 dark:text-gray-200";
const legendClass = "mb-2 text-lg font-bold text-ink-900 dark:text-white";

/**
 * Step 4 for on-site work, in place of the car: where the machine is and how to find it, what it
 * is and which tire. The service area is checked as soon as the zip is in.
 */
export function SiteFields({ site, onChange, errors, storeName, area, onSwitchStore }: SiteFieldsProps) {
  const id = useId();
  const describe = (name: keyof SiteForm, hint?: string) =>
    [errors[name] ? `${id}-${name}-error` : "", hint ?? ""].filter(Boolean).join(" ") || undefined;

  const input = (name: keyof SiteForm, label: string, props: ComponentProps<"input"> = {}, hint?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={`site-${name}`}
        value={site[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describe(name, hint)}
        className={fieldInputClass}
        {...props}
      />
      {errors[name] && <FieldError id={`${id}-${name}-error`}>{errors[name]}</FieldError>}
    </div>
  );

  const { answer } = area;
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>Where the work is</legend>
        <div className="sm:col-span-2">
          {input("street", "Street or road*", {
            autoComplete: "address-line1",
            required: true,
            maxLength: SITE_LIMITS.street,
            placeholder: "1450 Mill Creek Rd",
          })}
        </div>
        {input("city", "City or town*", {
          autoComplete: "address-level2",
          required: true,
          maxLength: SITE_LIMITS.city,
        })}
        <div className="grid grid-cols-[1fr_8rem] gap-4">
          <div>
            <label htmlFor={`${id}-state`} className={labelClass}>
              State*
            </label>
            <select
              id={`${id}-state`}
              name="site-state"
              value={site.state}
              onChange={(event) => onChange({ state: event.target.value })}
              autoComplete="address-level1"
              required
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={describe("state")}
              className={fieldInputClass}
            >
              <option value="">Choose…</option>
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
            {errors.state && <FieldError id={`${id}-state-error`}>{errors.state}</FieldError>}
          </div>
          {input("zip", "Zip code*", {
            autoComplete: "postal-code",
            inputMode: "numeric",
            required: true,
            maxLength: 5,
            pattern: "[0-9]{5}",
          })}
        </div>
        <div className="sm:col-span-2" aria-live="polite" data-testid="service-area">
          {area.checking && (
            <p className="text-sm text-gray-700 dark:text-gray-300">Checking how far the site is…</p>
          )}
          {answer?.ok && (
            <p className="rounded-lg border-l-4 border-green-700 bg-green-50 p-3 text-green-900 dark:bg-green-950/40 dark:text-green-100">
              The site is about {answer.miles} miles from {storeName}, within the {answer.radiusMiles} miles
              our service trucks cover from there.
            </p>
          )}
          {answer && !answer.ok && (
            <div className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
              <p>{answer.message}</p>
              {answer.nearestStore && (
                <button
                  type="button"
                  className="btn-primary mt-3"
                  onClick={() => onSwitchStore(answer.nearestStore!.id)}
                >
                  Book with {answer.nearestStore.name} instead
                </button>
              )}
            </div>
          )}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-directions`} className={labelClass}>
            Directions for the crew (optional)
          </label>
          <textarea
            id={`${id}-directions`}
            name="site-directions"
            rows={2}
            maxLength={SITE_LIMITS.directions}
            value={site.directions}
            onChange={(event) => onChange({ directions: event.target.value })}
            className={`${fieldInputClass} py-2`}
            placeholder="Gate code, which field, pit or building, where to park"
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>The machine and the tire</legend>
        <div className="sm:col-span-2">
          {input("machine", "Machine: kind, make and model*", {
            required: true,
            maxLength: SITE_LIMITS.machine,
            placeholder: "Tractor, John Deere 8R 410",
          })}
        </div>
        {input("tireSize", "Tire size (optional)", {
          maxLength: SITE_LIMITS.tireSize,
          placeholder: "18.4-38",
        })}
        {input("position", "Which tire (optional)", {
          maxLength: SITE_LIMITS.position,
          placeholder: "Rear left",
        })}
      </fieldset>
    </>
  );
}
