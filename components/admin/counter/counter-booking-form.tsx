"use client";

import { useActionState, useId, type ReactNode } from "react";
import { STAFF_FIELD } from "@/components/admin/staff-field";
import { FormAlert } from "@/components/ui/form-alert";
import { bookAtCounterAction } from "@/lib/appointment-actions/counter-booking-action";
import type { CounterFormState } from "@/lib/appointment-actions/counter-booking-answer";
import type { CounterTime, CounterTire } from "@/lib/appointments/counter-page";

export interface CounterBookingProps {
  store: string;
  service: string;
  addOns: readonly string[];
  visit: string;
  date: string;
  dayLabel: string;
  times: readonly CounterTime[];
  tires: readonly CounterTire[] | null;
  /** Sent with the form: posting it twice (a double tap, a reload) books once. */
  idempotencyKey: string;
  /** A known customer's details to start with. */
  prefill?: Partial<Record<string, string>>;
}

const QUANTITIES = [1, 2, 3, 4, 5, 6];

function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <label className="block font-semibold">
      {label}
      {hint ? (
        <span className="block text-sm font-normal text-gray-600 dark:text-gray-400">{hint}</span>
      ) : null}
      {children}
    </label>
  );
}

function TireChoice({ tire, checked }: { tire: CounterTire; checked: boolean }) {
  return (
    <label className="flex min-h-11 items-start gap-2 py-1">
      <input
        type="radio"
        name="tire"
        value={tire.id}
        defaultChecked={checked}
        className="mt-0.5 size-5 shrink-0"
      />
      <span>
        {tire.label}
        <span
          className={`block text-sm ${tire.onShelf ? "text-green-800 dark:text-green-300" : "text-gray-600 dark:text-gray-400"}`}
        >
          {tire.stock}
        </span>
      </span>
    </label>
  );
}

/**
 * The booking itself: a free time, the tires if any, and the customer. Posts to a server action
 * with or without JavaScript; a refusal keeps everything typed and says what to put right.
 */
export function CounterBookingForm(props: CounterBookingProps) {
  const [state, post, pending] = useActionState<CounterFormState | null, FormData>(bookAtCounterAction, null);
  const id = useId();
  const kept = state?.values;
  const onSite = props.visit === "on-site";
  const value = (name: keyof NonNullable<typeof kept>) =>
    kept ? String(kept[name] ?? "") : (props.prefill?.[name] ?? "");
  const onShelf = props.tires?.filter((t) => t.onShelf) ?? [];
  const elsewhere = props.tires?.filter((t) => !t.onShelf) ?? [];
  return (
    <form action={post} noValidate key={state?.attempt ?? 0} className="card space-y-6 p-4 sm:p-6">
      <h2 className="text-xl font-bold text-ink-900 dark:text-white">2. Time and customer</h2>
      <input type="hidden" name="store" value={props.store} />
      <input type="hidden" name="service" value={props.service} />
      <input type="hidden" name="visit" value={props.visit} />
      <input type="hidden" name="date" value={props.date} />
      <input type="hidden" name="key" value={props.idempotencyKey} />
      {props.addOns.map((name) => (
        <input key={name} type="hidden" name="addOn" value={name} />
      ))}
      <fieldset>
        <legend className="font-semibold">Free times on {props.dayLabel}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {props.times.map((t, i) => (
            <label
              key={t.time}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 has-[:checked]:border-ink-900 has-[:checked]:bg-gray-100 dark:border-gray-600 dark:has-[:checked]:border-gray-100 dark:has-[:checked]:bg-gray-800"
            >
              <input
                type="radio"
                name="time"
                value={t.time}
                required
                defaultChecked={kept ? kept.time === t.time : i === 0}
                className="size-5 shrink-0"
              />
              <span className="text-sm">{t.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {props.tires && props.tires.length > 0 && (
        <fieldset>
          <legend className="font-semibold">Tires</legend>
          <div className="mt-2 space-y-1">
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="tire" value="" defaultChecked={!value("tire")} className="size-5" />
              No tires from stock
            </label>
            {onShelf.map((t) => (
              <TireChoice key={t.id} tire={t} checked={value("tire") === t.id} />
            ))}
            {elsewhere.length > 0 && (
              <details open={elsewhere.some((t) => t.id === value("tire")) || onShelf.length === 0}>
                <summary className="flex min-h-11 cursor-pointer items-center font-semibold underline">
                  {elsewhere.length} not on this store&apos;s shelf
                </summary>
                {elsewhere.map((t) => (
                  <TireChoice key={t.id} tire={t} checked={value("tire") === t.id} />
                ))}
              </details>
            )}
          </div>
          <div className="mt-2 max-w-40">
            <Field label="How many">
              <select name="tireQuantity" defaultValue={value("tireQuantity") || "4"} className={STAFF_FIELD}>
                {QUANTITIES.map((q) => (
                  <option key={q} value={q}>
                    {q}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </fieldset>
      )}

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Customer</legend>
        <Field label="First name">
          <input
            name="firstName"
            autoComplete="off"
            defaultValue={value("firstName")}
            required
            className={STAFF_FIELD}
          />
        </Field>
        <Field label="Last name">
          <input
            name="lastName"
            autoComplete="off"
            defaultValue={value("lastName")}
            required
            className={STAFF_FIELD}
          />
        </Field>
        <Field label="Phone">
          <input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            defaultValue={value("phone")}
            required
            className={STAFF_FIELD}
          />
        </Field>
        <Field label="E-mail (optional)" hint="With an address, the confirmation is e-mailed.">
          <input
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={value("email")}
            className={STAFF_FIELD}
          />
        </Field>
        <label className="flex items-start gap-2 sm:col-span-2">
          <input
            type="checkbox"
            name="texts"
            value="yes"
            defaultChecked={value("texts") === "yes"}
            className="mt-0.5 size-5 shrink-0"
          />
          <span>
            Text this phone about the visit
            <span className="block text-sm text-gray-600 dark:text-gray-400">
              Only if the customer agreed: the booking, the store&apos;s answers, a reminder the day before.
              They can reply STOP.
            </span>
          </span>
        </label>
      </fieldset>

      {onSite ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">Work site</legend>
          <Field label="Street or road">
            <input name="siteStreet" defaultValue={value("siteStreet")} required className={STAFF_FIELD} />
          </Field>
          <Field label="City">
            <input name="siteCity" defaultValue={value("siteCity")} required className={STAFF_FIELD} />
          </Field>
          <Field label="State (2 letters)">
            <input
              name="siteState"
              maxLength={2}
              defaultValue={value("siteState")}
              required
              className={`${STAFF_FIELD} uppercase`}
            />
          </Field>
          <Field label="ZIP">
            <input
              name="siteZip"
              inputMode="numeric"
              maxLength={5}
              defaultValue={value("siteZip")}
              required
              className={STAFF_FIELD}
            />
          </Field>
          <Field label="Machine">
            <input
              name="siteMachine"
              placeholder="John Deere 8R tractor"
              defaultValue={value("siteMachine")}
              required
              className={STAFF_FIELD}
            />
          </Field>
          <Field label="Directions (optional)">
            <input name="siteDirections" defaultValue={value("siteDirections")} className={STAFF_FIELD} />
          </Field>
        </fieldset>
      ) : (
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 font-semibold">Vehicle (optional)</legend>
          <Field label="Year">
            <input
              name="vehicleYear"
              inputMode="numeric"
              maxLength={4}
              defaultValue={value("vehicleYear")}
              className={STAFF_FIELD}
            />
          </Field>
          <Field label="Make">
            <input name="vehicleMake" defaultValue={value("vehicleMake")} className={STAFF_FIELD} />
          </Field>
          <Field label="Model">
            <input name="vehicleModel" defaultValue={value("vehicleModel")} className={STAFF_FIELD} />
          </Field>
        </fieldset>
      )}

      <Field label="Notes for the store (optional)">
        <textarea name="notes" rows={3} defaultValue={value("notes")} className={`${STAFF_FIELD} py-2`} />
      </Field>

      {state?.message ? <FormAlert id={`${id}-problem`}>{state.message}</FormAlert> : null}
      <button type="submit" disabled={pending} className="btn-primary w-full sm:w-auto">
        {pending ? "Booking…" : "Book appointment"}
      </button>
    </form>
  );
}
