import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from "react";
import { FormAlert } from "@/components/ui/form-alert";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { customerFieldErrors } from "@/lib/booking-form/customer-form";
import {
  type CustomerForm,
  type CustomerTextField,
  type FieldErrors,
} from "@/lib/booking-form/customer-fields";
import { formatPhone } from "@/lib/core/phone";
import { fieldInputClass } from "@/components/ui/form-fields";
import { siteChanges, siteErrorsOf, siteOf } from "@/lib/booking-form/site-form";
import type { CodePending } from "@/lib/booking-form/booking-errors";
import { ContactCodeField } from "./contact-code-field";
import { SiteFields } from "./site-fields";
import { TextField } from "./text-field";
import { TextUpdatesFieldset } from "./text-updates-fieldset";
import { VehicleFieldset } from "./vehicle-fieldset";
import { WizardActions } from "./wizard-actions";

interface InformationStepProps {
  form: CustomerForm;
  onChange: (changes: Partial<CustomerForm>) => void;
  submitting: boolean;
  /** Each field's problem, shown next to it (empty until the first submit attempt). */
  fieldErrors: FieldErrors;
  /** The one message above the buttons. */
  error: string | null;
  onSubmit: () => void;
  /** The wizard's Back; the plain request form has none. */
  onBack?: () => void;
  summary: ReactNode;
  /**
   * The plain request form's server action: the form posts to it when its fields are fine (with
   * JavaScript or without). The wizard sends the request itself instead.
   */
  action?: (form: FormData) => void;
  /** A code was sent to the customer's address: the field to type it in, above the buttons. */
  codePending?: CodePending | null;
  code?: string;
  onCodeChange?: (code: string) => void;
  onResendCode?: () => void;
  /** On-site work: the site and the machine are asked for instead of the vehicle. */
  onSite?: {
    storeName: string;
    area: ComponentProps<typeof SiteFields>["area"];
    onSwitchStore: (storeId: number) => void;
  } | null;
}

/** Step 4: who is coming and in what vehicle. */
export function InformationStep({
  form,
  onChange,
  submitting,
  fieldErrors,
  error,
  onSubmit,
  onBack,
  summary,
  onSite = null,
  action,
  codePending = null,
  code,
  onCodeChange,
  onResendCode,
}: InformationStepProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // After a refused submit, the first field to fix takes focus (once its error is rendered), so
  // keyboard and screen-reader users land on it with its message read out.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const field = (name: CustomerTextField, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={form[name]}
      onChange={(value) => onChange({ [name]: name === "phone" ? formatPhone(value) : value })}
      problem={fieldErrors[name]}
      {...props}
    />
  );

  function submit(event: FormEvent) {
    const invalid = Object.keys(customerFieldErrors(form, Date.now(), Boolean(onSite))).length > 0;
    onSubmit();
    // Left alone, the form runs its server action (see `action`).
    if (action && !invalid && !submitting) return;
    event.preventDefault();
    if (!submitting && invalid) setFocusRequest((n) => n + 1);
  }

  return (
    <form
      ref={formRef}
      // The wizard's step is rendered only by the browser's scripts, which send the request, so it
      // is never posted by the browser itself; were it ever, it would post (nothing in an address)
      // to the plain request form, which works without JavaScript.
      {...(action ? { action } : { method: "post", action: "/schedule/request" })}
      onSubmit={submit}
      noValidate
      className="space-y-6"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      {summary}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-ink-900 dark:text-white">
          Your contact information
        </legend>
        {field("firstName", "First Name*", { autoComplete: "given-name", required: true, maxLength: 60 })}
        {field("lastName", "Last Name*", { autoComplete: "family-name", required: true, maxLength: 60 })}
        {field("email", "Email*", { type: "email", autoComplete: "email", required: true, maxLength: 254 })}
        {field("phone", onSite ? "Phone you'll answer on site*" : "Phone*", {
          type: "tel",
          autoComplete: "tel-national",
          inputMode: "tel",
          required: true,
          placeholder: "(304) 555-0123",
        })}
      </fieldset>
      {onSite ? (
        <SiteFields
          site={siteOf(form)}
          onChange={(changes) => onChange(siteChanges(changes))}
          errors={siteErrorsOf(fieldErrors)}
          storeName={onSite.storeName}
          area={onSite.area}
          onSwitchStore={onSite.onSwitchStore}
        />
      ) : (
        <VehicleFieldset form={form} onChange={onChange} fieldErrors={fieldErrors} />
      )}
      <div>
        <label
          htmlFor={`${id}-notes`}
          className="mb-1 block text-sm font-semibold text-gray-800 dark:text-gray-200"
        >
          Notes (optional)
        </label>
        <textarea
          id={`${id}-notes`}
          name="notes"
          rows={3}
          maxLength={1000}
          value={form.notes}
          onChange={(event) => onChange({ notes: event.target.value })}
          className={`${fieldInputClass} py-2`}
          placeholder={
            onSite
              ? "What happened to the tire, what the crew should bring, anything else they should know"
              : "Tire size, symptoms, or anything the technician should know"
          }
        />
      </div>
      <TextUpdatesFieldset form={form} onChange={onChange} fieldErrors={fieldErrors} />
      <HoneypotField />
      {codePending && (
        <ContactCodeField
          pending={codePending}
          code={code}
          onCodeChange={onCodeChange}
          onResend={onResendCode}
          submitting={submitting}
        />
      )}
      {error && <FormAlert id={`${id}-error`}>{error}</FormAlert>}
      <p className="text-sm text-gray-700 dark:text-gray-300">
        * Required. This is a request: the store will contact you to confirm.
      </p>
      <WizardActions onBack={onBack}>
        <button type="submit" className="btn-primary" aria-disabled={submitting}>
          {submitting ? "Scheduling..." : "Schedule Appointment"}
        </button>
      </WizardActions>
    </form>
  );
}
