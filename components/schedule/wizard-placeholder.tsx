"use client";

import { LocationStep } from "./location-step";
import { StepHeading } from "./step-heading";
import { StepIndicator } from "./step-indicator";
import type { WizardStore } from "./types";

const nothing = () => {};

/**
 * What the prerendered page shows until the wizard, which reads the URL, takes over in the
 * browser: its first step, laid out exactly as the wizard lays it out, so nothing moves when it
 * does. Its buttons stay disabled until then.
 */
export function WizardPlaceholder({ stores }: { stores: readonly WizardStore[] }) {
  return (
    <div className="space-y-8" aria-busy="true">
      <StepIndicator current={1} canJumpTo={() => false} onJump={nothing} />
      <section aria-label="Step 1 of 5" className="card p-5 sm:p-8">
        <StepHeading lead="Choose the store where you'd like the work done.">Choose a Location</StepHeading>
        <LocationStep stores={stores} selectedId={null} wantedService={null} onChoose={nothing} disabled />
      </section>
    </div>
  );
}
