import { useId } from "react";
import type { CustomerForm, FieldErrors } from "@/lib/booking-form/customer-fields";
import { formatPhone } from "@/lib/core/phone";
import { TEXT_CONSENT_WORDING } from "@/lib/scheduling/text-consent";
import { TextField } from "./text-field";

interface TextUpdatesFieldsetProps {
  form: CustomerForm;
  onChange: (changes: Partial<CustomerForm>) => void;
  fieldErrors: FieldErrors;
}

/**
 * The customer's choice of texts about the appointment: off until they tick it, then the mobile
 * number (the phone above to start with) and, under the box, the exact words they agree to, which
 * are kept with the appointment. Posted as `textUpdates` and `textMobile` by the plain form too.
 */
export function TextUpdatesFieldset({ form, onChange, fieldErrors }: TextUpdatesFieldsetProps) {
  const id = useId();
  const chosen = form.textUpdates === "yes";
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-lg font-bold text-ink-900 dark:text-white">Texts (optional)</legend>
      <div>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-gray-800 dark:text-gray-200">
          <input
            type="checkbox"
            name="textUpdates"
            value="yes"
            checked={chosen}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? { textUpdates: "yes", textMobile: form.textMobile || form.phone }
                  : { textUpdates: "" },
              )
            }
            aria-describedby={`${id}-consent`}
            className="size-5 shrink-0 accent-ink-900 dark:accent-brand-400"
          />
          Text me about this appointment
        </label>
        <p id={`${id}-consent`} className="text-sm text-gray-700 dark:text-gray-300">
          {TEXT_CONSENT_WORDING}
        </p>
      </div>
      {chosen && (
        <div className="sm:max-w-xs">
          <TextField
            id={`${id}-mobile`}
            name="textMobile"
            label="Mobile number for texts*"
            value={form.textMobile}
            onChange={(value) => onChange({ textMobile: formatPhone(value) })}
            problem={fieldErrors.textMobile}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            required
            placeholder="(304) 555-0123"
          />
        </div>
      )}
    </fieldset>
  );
}
