"use client";

import { useActionState, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { AXLE_WORDS, ROAD_VEHICLES, type Axle } from "@/data/road-service";
import { FieldError } from "@/components/ui/field-error";
import { FormAlert } from "@/components/ui/form-alert";
import { fieldIds, fieldInputClass, fieldLabelClass } from "@/components/ui/form-fields";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { requestRoadService } from "@/lib/road-service-form/road-call-action";
import {
  DIRECTIONS,
  DUALS,
  EMPTY_ROAD_CALL_VALUES,
  ROAD_CALL_FIELDS,
  ROAD_STATES,
  ROAD_TEXT_CONSENT,
  SIDES,
  type RoadCallField,
} from "@/lib/road-service/road-call-request";
import { AxleDiagram } from "./axle-diagram";
import { LocateButton } from "./locate-button";

const ALL_AXLES = Object.keys(AXLE_WORDS) as Axle[];

const legendClass = "text-lg font-bold text-ink-900 dark:text-white";
const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-gray-600 dark:has-[:checked]:bg-gray-800";

/**
 * The road-service request: made for a phone at the roadside. It posts to its server action with
 * or without JavaScript (the answer is the call's status page, or this form again with the
 * problems beside the fields); scripts add only the phone's position and the axle picture.
 */
export function RoadCallForm() {
  const [answer, post, pending] = useActionState(requestRoadService, null, "/road-service");
  const values = answer?.values ?? EMPTY_ROAD_CALL_VALUES;
  const problems = answer?.problems ?? {};
  const id = useId();
  const { fieldId, problemId, describedBy } = fieldIds<RoadCallField>(id, problems);
  const [vehicle, setVehicle] = useState(values.vehicle);
  const [axle, setAxle] = useState(values.axle);
  const [side, setSide] = useState(values.side);
  const [dual, setDual] = useState(values.dual);
  const [account, setAccount] = useState(values.account || "none");
  const formRef = useRef<HTMLFormElement>(null);
  const axles = ROAD_VEHICLES.find((v) => v.id === vehicle)?.axles ?? ALL_AXLES;

  // After a refused post, the first field to fix takes the focus (the alert above says why).
  useEffect(() => {
    const first = ROAD_CALL_FIELDS.find((f) => problems[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [answer]); // eslint-disable-line react-hooks/exhaustive-deps

  const problem = (field: RoadCallField) =>
    problems[field] ? <FieldError id={problemId(field)}>{problems[field]}</FieldError> : null;
  const text = (
    field: RoadCallField,
    label: ReactNode,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <div>
      <label htmlFor={fieldId(field)} className={fieldLabelClass}>
        {label}
      </label>
      <input
        id={fieldId(field)}
        name={field}
        defaultValue={values[field]}
        aria-invalid={Boolean(problems[field])}
        aria-describedby={describedBy(field, extra["aria-describedby"])}
        className={fieldInputClass}
        {...extra}
      />
      {problem(field)}
    </div>
  );
  const radios = (
    field: RoadCallField,
    legend: string,
    choices: readonly (readonly [string, string])[],
    current: string,
    onPick: (value: string) => void,
  ) => (
    <fieldset aria-describedby={describedBy(field)} className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-gray-800 dark:text-gray-200">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map(([value, label]) => (
          <label key={value} className={choiceClass}>
            <input
              type="radio"
              name={field}
              value={value}
              checked={current === value}
              onChange={() => onPick(value)}
              className="size-5 accent-brand-600"
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {problem(field)}
    </fieldset>
  );

  return (
    <form
      ref={formRef}
      action={post}
      noValidate
      className="card space-y-8 p-5 sm:p-8"
      key={JSON.stringify(values)}
    >
      {answer?.error ? <FormAlert>{answer.error}</FormAlert> : null}
      <HoneypotField />

      <fieldset className="space-y-3">
        <legend className={legendClass}>1. What is broken down?*</legend>
        {radios(
          "vehicle",
          "Vehicle",
          ROAD_VEHICLES.map((v) => [v.id, v.label] as const),
          vehicle,
          (v) => {
            setVehicle(v);
            setAxle("");
          },
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className={legendClass}>2. Where are you?*</legend>
        <LocateButton lat={values.lat} lng={values.lng} />
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Or type it: a highway and mile marker or exit, or an address, town or ZIP.
        </p>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {text("highway", "Highway", { placeholder: "I-81", autoComplete: "off", maxLength: 40 })}
          <div>
            <label htmlFor={fieldId("direction")} className={fieldLabelClass}>
              Direction
            </label>
            <select
              id={fieldId("direction")}
              name="direction"
              defaultValue={values.direction}
              className={fieldInputClass}
            >
              <option value="">Not sure</option>
              {Object.entries(DIRECTIONS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          {text("marker", "Mile marker or exit", { inputMode: "decimal", placeholder: "70", maxLength: 5 })}
          <div>
            <label htmlFor={fieldId("state")} className={fieldLabelClass}>
              State
            </label>
            <select
              id={fieldId("state")}
              name="state"
              defaultValue={values.state}
              aria-invalid={Boolean(problems.state)}
              aria-describedby={describedBy("state")}
              className={fieldInputClass}
            >
              <option value="">Choose</option>
              {ROAD_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
            {problem("state")}
          </div>
        </div>
        {text("place", "Address, town or ZIP, or a landmark", {
          placeholder: "Pilot truck stop, Wytheville, VA 24382",
          autoComplete: "street-address",
          maxLength: 200,
        })}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className={legendClass}>3. Which tire?</legend>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Not sure? Leave it: the crew checks on site.
        </p>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <AxleDiagram
            axles={axles.length > 3 ? ROAD_VEHICLES[0].axles : axles}
            axle={axle}
            side={side}
            dual={dual}
          />
          <div className="min-w-0 flex-1 space-y-4">
            {radios(
              "axle",
              "Axle",
              [...axles.map((a) => [a, AXLE_WORDS[a]] as const), ["unknown", "Not sure"]],
              axle,
              setAxle,
            )}
            {radios("side", "Side", [...Object.entries(SIDES), ["unknown", "Not sure"]], side, setSide)}
            {radios(
              "dual",
              "On a dual wheel",
              [...Object.entries(DUALS), ["unknown", "Not sure"]],
              dual,
              setDual,
            )}
          </div>
        </div>
        <div className="grid grid-cols-2 gap-4">
          {text("size", "Tire size, if you know it", {
            placeholder: "295/75R22.5",
            autoComplete: "off",
            maxLength: 32,
          })}
          {text("count", "How many tires", { inputMode: "numeric", maxLength: 2 })}
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className={legendClass}>4. Account and billing</legend>
        {radios(
          "account",
          "Billing",
          [
            ["national", "National account (billed to the account)"],
            ["none", "No account: I pay at the truck"],
          ],
          account,
          setAccount,
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {account === "national"
            ? text("accountNumber", "Account number*", {
                placeholder: "NA-10472",
                autoComplete: "off",
                maxLength: 30,
              })
            : null}
          {text("company", account === "national" ? "Company*" : "Company (optional)", {
            autoComplete: "organization",
            maxLength: 100,
          })}
          {text("po", "PO or authorization number (optional)", { autoComplete: "off", maxLength: 40 })}
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className={legendClass}>5. How do we reach you?*</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("name", "Your name*", { autoComplete: "name", maxLength: 100 })}
          {text("phone", "Callback phone*", {
            type: "tel",
            inputMode: "tel",
            autoComplete: "tel-national",
            placeholder: "(304) 555-0123",
          })}
          {text("email", "Email (optional)", { type: "email", autoComplete: "email", maxLength: 254 })}
        </div>
        <label className="flex items-start gap-3 text-sm text-gray-800 dark:text-gray-200">
          <input
            type="checkbox"
            name="texts"
            defaultChecked={values.texts !== "" || answer === null}
            className="mt-1 size-5 accent-brand-600"
          />
          <span>{ROAD_TEXT_CONSENT}</span>
        </label>
        <div>
          <label htmlFor={fieldId("notes")} className={fieldLabelClass}>
            Anything the crew should know (optional)
          </label>
          <textarea
            id={fieldId("notes")}
            name="notes"
            rows={3}
            maxLength={1000}
            defaultValue={values.notes}
            aria-invalid={Boolean(problems.notes)}
            aria-describedby={describedBy("notes")}
            className={`${fieldInputClass} py-2`}
            placeholder="Unit number, load, safe place to pull over, gate code"
          />
          {problem("notes")}
        </div>
      </fieldset>

      <button type="submit" disabled={pending} className="btn-primary w-full sm:w-auto">
        {pending ? "Sending…" : "Send road-service request"}
      </button>
    </form>
  );
}
