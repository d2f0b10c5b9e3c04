/** The five steps of the scheduling wizard and the rules for moving between them. */
export const WIZARD_STEPS = ["Location", "Service", "Date & Time", "Information", "Confirmation"] as const;
export type WizardStep = 1 | 2 | 3 | 4 | 5;

export interface WizardProgress {
  hasStore: boolean;
  hasService: boolean;
  hasTime: boolean;
  booked: boolean;
}

/** The furthest step the customer may be on with what they have chosen. */
export function furthestStep({ hasStore, hasService, hasTime, booked }: WizardProgress): WizardStep {
  if (booked) return 5;
  if (!hasStore) return 1;
  if (!hasService) return 2;
  if (!hasTime) return 3;
  return 4;
}

/**
 * Which steps the indicator lets the customer jump to: any step they have unlocked, except the
 * confirmation (reached only by booking) and, once booked, any step at all.
 */
export function canJumpTo(step: WizardStep, current: WizardStep, progress: WizardProgress): boolean {
  if (step === 5 || progress.booked || step === current) return false;
  return step <= furthestStep(progress);
}

/** The step to show for a requested `?step=`: never past what the choices allow. */
export function effectiveStep(requested: number | null, progress: WizardProgress): WizardStep {
  const furthest = furthestStep(progress);
  if (progress.booked) return 5;
  const wanted =
    requested && Number.isInteger(requested) && requested >= 1 && requested <= 4 ? requested : furthest;
  return Math.min(wanted, furthest) as WizardStep;
}
