import type { CampaignDraft } from './draft.ts';
import { BUILDER_STEPS, isStepNumber, STEP_COUNT, type StepKey, type StepNumber } from './steps.ts';

// Each step's message (docs/product.md#builder-validation), shown under the step's key (page1..page9).
export const VALIDATION_MESSAGES = {
  campaignName: 'Campaign name is required',
  objective: 'Campaign objective is required',
  primaryKpi: 'Primary KPI is required',
  platforms: 'Select at least one platform',
  countries: 'Select at least one country',
  headlines: 'At least one headline is required',
  budget: 'Budget must be greater than 0',
  startDate: 'Start date is required',
  allocation: 'Budget allocation must total 100%',
} as const;

export type ValidationErrors = Record<StepKey, string[]>;

/** Steps from which moving forward is never blocked (docs/product.md#builder-validation). */
export const UNBLOCKED_FROM_STEP = 6;
const ALLOCATION_TOLERANCE = 0.01;

const blank = (value: string | undefined | null) => !value || value.trim() === '';

/** Sum of the allocation over the selected platforms, or null when none of them has an allocation. */
export function allocationTotal(draft: CampaignDraft): number | null {
  const { allocation } = draft.budget;
  const given = draft.platforms.selected.filter((p) => allocation[p] !== undefined);
  if (given.length === 0) return null;
  return given.reduce((sum, p) => sum + (allocation[p] ?? 0), 0);
}

/** A validation error and the draft field it is about (dot path), for the launch gate's findings. */
export interface FieldError {
  field: string;
  message: string;
}

const when = (failed: boolean, field: string, message: string): FieldError[] =>
  failed ? [{ field, message }] : [];

const RULES: Record<StepNumber, (d: CampaignDraft) => FieldError[]> = {
  1: (d) => [
    ...when(blank(d.campaignName), 'campaignName', VALIDATION_MESSAGES.campaignName),
    ...when(blank(d.objective), 'objective', VALIDATION_MESSAGES.objective),
  ],
  2: (d) => when(blank(d.kpis.primary), 'kpis.primary', VALIDATION_MESSAGES.primaryKpi),
  3: (d) => when(d.platforms.selected.length === 0, 'platforms.selected', VALIDATION_MESSAGES.platforms),
  4: (d) =>
    when(
      d.targeting.geography.countries.length === 0,
      'targeting.geography.countries',
      VALIDATION_MESSAGES.countries,
    ),
  5: (d) =>
    when(
      !d.creatives.copy.headlines.some((h) => !blank(h)),
      'creatives.copy.headlines',
      VALIDATION_MESSAGES.headlines,
    ),
  6: () => [],
  7: (d) => {
    const budget = d.budget.totalBudget;
    const total = allocationTotal(d);
    return [
      ...when(!(Number.isFinite(budget) && budget > 0), 'budget.totalBudget', VALIDATION_MESSAGES.budget),
      ...when(blank(d.schedule.startDate), 'schedule.startDate', VALIDATION_MESSAGES.startDate),
      ...when(
        total !== null && Math.abs(total - 100) > ALLOCATION_TOLERANCE,
        'budget.allocation',
        VALIDATION_MESSAGES.allocation,
      ),
    ];
  },
  8: () => [],
  9: () => [],
};

/** Errors of one step with their fields; an out-of-range step has none. */
export function validateStepFields(draft: CampaignDraft, step: number): FieldError[] {
  return isStepNumber(step) ? RULES[step](draft) : [];
}

/** Errors of one step; an out-of-range step has none. */
export function validateStep(draft: CampaignDraft, step: number): string[] {
  return validateStepFields(draft, step).map((e) => e.message);
}

/** Errors of all nine steps, every key present (empty array when the step is valid). */
export function validateAll(draft: CampaignDraft): ValidationErrors {
  return Object.fromEntries(
    BUILDER_STEPS.map((s) => [s.key, validateStep(draft, s.number)]),
  ) as ValidationErrors;
}

export const hasErrors = (errors: Partial<Record<string, readonly string[]>>): boolean =>
  Object.values(errors).some((list) => (list?.length ?? 0) > 0);

/** A step can be opened when it is at most one past the current step. */
export function canOpenStep(target: number, currentStep: number): boolean {
  return isStepNumber(target) && target <= currentStep + 1;
}

/**
 * Forward moves are blocked only below step 6 and only when the current step fails validation.
 * On step 9 "forward" is the launch; the launch gate (launch-gate.ts) decides that.
 */
export function canMoveForward(draft: CampaignDraft, currentStep: number): boolean {
  if (currentStep >= UNBLOCKED_FROM_STEP) return true;
  return validateStep(draft, currentStep).length === 0;
}

/** Moving backward is always allowed (down to step 1). */
export const canMoveBackward = (currentStep: number): boolean => currentStep > 1;

export const nextStep = (currentStep: number): StepNumber => clampStep(currentStep + 1);
export const previousStep = (currentStep: number): StepNumber => clampStep(currentStep - 1);
const clampStep = (n: number): StepNumber =>
  Math.min(STEP_COUNT, Math.max(1, Math.trunc(n) || 1)) as StepNumber;

export type StepState = 'active' | 'locked' | 'complete' | 'partial' | 'empty';

/** Appearance of a step button given the current step and the step's completion percent. */
export function stepState(step: number, currentStep: number, completionPercent: number): StepState {
  if (step === currentStep) return 'active';
  if (!canOpenStep(step, currentStep)) return 'locked';
  if (completionPercent >= 100) return 'complete';
  if (completionPercent > 0) return 'partial';
  return 'empty';
}
