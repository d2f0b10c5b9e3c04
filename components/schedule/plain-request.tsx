"use client";

import { useRouter } from "next/navigation";
import { useActionState, useState, type ReactNode } from "react";
import { customerFieldErrors, firstCustomerProblem } from "@/lib/booking-form/customer-form";
import { EMPTY_FORM } from "@/lib/booking-form/customer-fields";
import { requestAppointment } from "@/lib/booking-form/booking-action";
import type { CustomerForm } from "@/lib/booking-form/customer-fields";
import { formatAppointmentDate, formatAppointmentTime } from "@/lib/scheduling/format";
import { arrivalWindowAt } from "@/lib/scheduling/on-site";
import { ConfirmationStep, confirmationHeading } from "./confirmation-step";
import { InformationStep } from "./information-step";
import { StepHeading } from "./step-heading";

/** A store, service and day chosen on the plain form, with the day's free times. */
export interface PlainRequestChoice {
  storeEmail: string;
  storeName: string;
  serviceName: string;
  onSite: boolean;
  date: string;
  /** Start times (HH:MM); for on-site work, arrival windows. */
  free: string[];
  /** Makes a repeated post of the same request answer with the first booking. */
  idempotencyKey: string;
}

const NO_AREA_CHECK = { answer: null, checking: false, failed: false };
const nothing = () => {};

/**
 * The request form that works in any browser (/schedule/request): the choices (a GET form, as
 * they are nothing personal) and, once they name a day with free times, the customer's details,
 * posted to a server action. The answer replaces the page's form: the confirmation, or the same
 * messages as the wizard next to the fields.
 */
export function PlainRequest({ choices, choice }: { choices: ReactNode; choice: PlainRequestChoice | null }) {
  const router = useRouter();
  const [answer, action, pending] = useActionState(requestAppointment, null);
  const [form, setForm] = useState<CustomerForm>(
    // The vehicle lists need JavaScript: the vehicle is typed, as for one the lists lack.
    () => answer?.customer ?? { ...EMPTY_FORM, vehicleUnlisted: "yes" },
  );
  const [attempted, setAttempted] = useState(false);

  if (answer?.confirmation)
    return (
      <section
        aria-label={answer.confirmation.status === "confirmed" ? "Booked" : "Request sent"}
        className="card p-5 sm:p-8"
      >
        <StepHeading>{confirmationHeading(answer.confirmation)}</StepHeading>
        <ConfirmationStep confirmation={answer.confirmation} onStartOver={() => router.push("/schedule")} />
      </section>
    );

  const onSite = choice?.onSite ?? false;
  const fieldErrors = attempted ? customerFieldErrors(form, undefined, onSite) : (answer?.fieldErrors ?? {});
  const problem =
    (attempted ? firstCustomerProblem(form, undefined, onSite) : null) ?? answer?.problem ?? null;
  return (
    <>
      {choices}
      {choice && choice.free.length === 0 && (
        <p role="status" className="card p-5 font-semibold">
          {onSite
            ? "No service truck is free on this date. Please choose another day."
            : "No open times on this date. Please choose another day."}
        </p>
      )}
      {choice && choice.free.length > 0 && (
        <section aria-labelledby="plain-request-details" className="card p-5 sm:p-8">
          <h2 id="plain-request-details" className="mb-4 text-2xl font-bold text-ink-900 dark:text-white">
            {choice.serviceName} at {choice.storeName}
          </h2>
          <InformationStep
            form={form}
            onChange={(changes) => setForm((f) => ({ ...f, ...changes }))}
            submitting={pending}
            fieldErrors={fieldErrors}
            error={problem}
            onSubmit={() => setAttempted(true)}
            action={action}
            codePending={answer?.codePending ?? null}
            summary={<TimeChoice choice={choice} chosen={answer?.time ?? ""} />}
            onSite={
              onSite ? { storeName: choice.storeName, area: NO_AREA_CHECK, onSwitchStore: nothing } : null
            }
          />
        </section>
      )}
    </>
  );
}

/** The day's free times as radio buttons, with what the request is for in hidden fields. */
function TimeChoice({ choice, chosen }: { choice: PlainRequestChoice; chosen: string }) {
  return (
    <fieldset>
      <input type="hidden" name="storeGroupEmail" value={choice.storeEmail} />
      <input type="hidden" name="serviceName" value={choice.serviceName} />
      <input type="hidden" name="date" value={choice.date} />
      <input type="hidden" name="idempotencyKey" value={choice.idempotencyKey} />
      <legend className="mb-2 text-lg font-bold text-ink-900 dark:text-white">
        {choice.onSite ? "Arrival window" : "Time"} on {formatAppointmentDate(choice.date)}*
      </legend>
      <div className={choice.onSite ? "grid gap-2 sm:grid-cols-2" : "grid grid-cols-3 gap-2 sm:grid-cols-6"}>
        {choice.free.map((time) => (
          <label
            key={time}
            className="flex min-h-11 items-center gap-2 rounded-lg border-2 border-gray-300 px-2 font-semibold dark:border-gray-600"
          >
            <input type="radio" name="time" value={time} defaultChecked={time === chosen} />
            {choice.onSite
              ? (arrivalWindowAt(time)?.label ?? formatAppointmentTime(time))
              : formatAppointmentTime(time)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
