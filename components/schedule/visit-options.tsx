import { useId, type ReactNode } from "react";
import { formatAppointmentTime } from "@/lib/scheduling/format";
import type { StoreVisit } from "@/components/schedule/wizard-storage";
import { formatDuration } from "@/components/schedule/wizard-visit";
import type { WizardService } from "./types";

interface OfferedAddOn {
  service: WizardService;
  reason: string;
}

interface VisitOptionsProps {
  /** The services worth adding to the main one at this store (none: no "Add to this visit"). */
  offered: readonly OfferedAddOn[];
  /** Names of the add-ons ticked. */
  chosen: readonly string[];
  onToggle: (name: string, added: boolean) => void;
  /** Minutes of work in the visit as it stands. */
  totalMinutes: number;
  visit: StoreVisit;
  onVisit: (visit: StoreVisit) => void;
  dropOff: { opensAt: string; readyBy: string };
}

// The focus ring goes round the whole card, not the small box inside it.
const choiceCard =
  "card flex h-full cursor-pointer items-start gap-3 p-4 hover:border-brand-400 has-checked:border-2 has-checked:border-brand-500 has-checked:ring-2 has-checked:ring-brand-200 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:has-checked:ring-brand-700";
const control = "mt-0.5 size-5 shrink-0 accent-ink-900 focus-visible:outline-none dark:accent-brand-400";
const legend = "mb-3 text-lg font-bold text-ink-900 dark:text-white";

/**
 * Step 3's first questions: services worth adding to the main one, and whether the customer
 * waits (then picks a start time) or drops the vehicle off for the day. Native tick boxes and
 * radio buttons, so keys and screen readers work as everywhere else.
 */
export function VisitOptions(props: VisitOptionsProps) {
  const { offered, chosen, onToggle, totalMinutes, visit, onVisit, dropOff } = props;
  const group = useId();
  return (
    <div className="mb-8 space-y-8">
      {offered.length > 0 && (
        <fieldset>
          <legend className={legend}>Add to this visit</legend>
          <ul className="grid gap-3 sm:grid-cols-2">
            {offered.map(({ service, reason }) => (
              <li key={service.name}>
                <Choice
                  type="checkbox"
                  checked={chosen.includes(service.name)}
                  onChange={(added) => onToggle(service.name, added)}
                  title={service.name}
                  description={
                    <>
                      <span className="font-semibold text-gray-900 dark:text-gray-100">
                        Adds about {formatDuration(service.durationMinutes)}.
                      </span>{" "}
                      {reason}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          <p aria-live="polite" className="mt-3 text-gray-800 dark:text-gray-200" data-testid="visit-total">
            Total time: <strong>about {formatDuration(totalMinutes)}</strong>
          </p>
        </fieldset>
      )}
      <fieldset>
        <legend className={legend}>Will you wait, or leave the vehicle with us?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <Choice
            type="radio"
            name={group}
            checked={visit === "wait"}
            onChange={() => onVisit("wait")}
            title="I'll wait"
            description="Pick a start time and stay at the store while we work."
          />
          <Choice
            type="radio"
            name={group}
            checked={visit === "drop-off"}
            onChange={() => onVisit("drop-off")}
            title="Drop off"
            description={`Bring the vehicle when the store opens at ${formatAppointmentTime(dropOff.opensAt)}. It will be ready by ${formatAppointmentTime(dropOff.readyBy)}.`}
          />
        </div>
      </fieldset>
    </div>
  );
}

/**
 * One tick box or radio button as a card, the whole of which ticks it. Its accessible name is
 * the title; the text under it is read after it, as its description.
 */
function Choice(props: {
  type: "checkbox" | "radio";
  /** The radio group's name. */
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  title: string;
  description: ReactNode;
}) {
  const { type, name, checked, onChange, title, description } = props;
  const id = useId();
  return (
    <label className={choiceCard}>
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className={control}
      />
      <span>
        <span id={`${id}-title`} className="block font-bold text-ink-900 dark:text-white">
          {title}
        </span>
        <span id={`${id}-description`} className="mt-1 block text-sm text-gray-700 dark:text-gray-300">
          {description}
        </span>
      </span>
    </label>
  );
}
