import { WIZARD_STEPS, type WizardStep } from "@/components/schedule/wizard-state";

interface StepIndicatorProps {
  current: WizardStep;
  canJumpTo: (step: WizardStep) => boolean;
  onJump: (step: WizardStep) => void;
}

/** Where the customer is, and a way back to any step already unlocked. */
export function StepIndicator({ current, canJumpTo, onJump }: StepIndicatorProps) {
  return (
    <nav aria-label="Scheduling steps">
      <ol className="grid grid-cols-5 gap-0.5 sm:gap-2">
        {WIZARD_STEPS.map((label, index) => {
          const step = (index + 1) as WizardStep;
          const isCurrent = step === current;
          const done = step < current;
          const enabled = canJumpTo(step);
          return (
            <li key={label}>
              <button
                type="button"
                onClick={() => onJump(step)}
                disabled={!enabled}
                aria-current={isCurrent ? "step" : undefined}
                className={`flex w-full flex-col items-center gap-1 rounded-lg px-0 py-1 text-center text-[0.6875rem] font-semibold tracking-tight sm:flex-row sm:gap-2 sm:p-2 sm:text-left sm:text-sm ${
                  isCurrent
                    ? "text-ink-900 dark:text-white"
                    : enabled
                      ? "text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
                      : "cursor-not-allowed text-gray-500 opacity-60 dark:text-gray-400"
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-black ${
                    isCurrent
                      ? "border-ink-900 bg-brand-400 text-ink-900"
                      : done
                        ? "border-ink-900 bg-ink-900 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-ink-900"
                        : "border-gray-300 text-gray-500 dark:border-gray-600"
                  }`}
                >
                  {done ? "✓" : step}
                </span>
                <span className="leading-tight sm:tracking-normal">
                  <span className="sr-only">Step {step}: </span>
                  {label}
                  {done && <span className="sr-only"> (completed)</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
