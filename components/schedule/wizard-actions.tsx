import type { ReactNode } from "react";

/**
 * The row of buttons under every step, laid out once: on a phone the step's main button comes
 * first and both span the width; from the small breakpoint up, Back sits left and the main
 * button right. Back looks the same on every step and every screen.
 */
export function WizardActions({ onBack, children }: { onBack?: () => void; children?: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <button type="button" onClick={onBack} className="btn-outline-dark">
          Back
        </button>
      ) : (
        <span aria-hidden="true" className="hidden sm:block" />
      )}
      {children}
    </div>
  );
}
