import { describe, expect, it } from 'vitest';
import { completeDraft, FIXTURE_NOW } from '../testing/draft-fixtures.ts';
import { campaignDraftSchema } from './draft.ts';
import { createDraft } from './draft-factory.ts';
import { BUILDER_STEPS, nextButtonLabel } from './steps.ts';
import {
  allocationTotal,
  canMoveBackward,
  canMoveForward,
  canOpenStep,
  nextStep,
  previousStep,
  stepState,
  validateAll,
  validateStep,
} from './validation.ts';

const valid = completeDraft();

describe('validateStep', () => {
  it('accepts the complete fixture on every step', () => {
    expect(campaignDraftSchema.safeParse(valid).success).toBe(true);
    for (const { number } of BUILDER_STEPS) expect(validateStep(valid, number)).toEqual([]);
  });

  it('step 1 requires a campaign name (not just spaces) and an objective', () => {
    expect(validateStep({ ...valid, campaignName: '   ', objective: '' }, 1)).toEqual([
      'Campaign name is required',
      'Campaign objective is required',
    ]);
  });

  it('step 2 requires a primary KPI', () => {
    expect(validateStep({ ...valid, kpis: { ...valid.kpis, primary: '' } }, 2)).toEqual([
      'Primary KPI is required',
    ]);
  });

  it('step 3 requires a platform', () => {
    const draft = { ...valid, platforms: { selected: [], settings: {} } };
    expect(validateStep(draft, 3)).toEqual(['Select at least one platform']);
  });

  it('step 4 requires a country', () => {
    const draft = {
      ...valid,
      targeting: { ...valid.targeting, geography: { countries: [], regions: [], cities: [] } },
    };
    expect(validateStep(draft, 4)).toEqual(['Select at least one country']);
  });

  it('step 5 requires a non-blank headline', () => {
    const copy = (headlines: string[]) => ({
      ...valid.creatives,
      copy: { ...valid.creatives.copy, headlines },
    });
    expect(validateStep({ ...valid, creatives: copy([]) }, 5)).toEqual(['At least one headline is required']);
    expect(validateStep({ ...valid, creatives: copy(['  ']) }, 5)).toEqual([
      'At least one headline is required',
    ]);
  });

  it('step 7 requires a positive budget and a start date', () => {
    const draft = {
      ...valid,
      budget: { ...valid.budget, totalBudget: 0 },
      schedule: { ...valid.schedule, startDate: '' },
    };
    expect(validateStep(draft, 7)).toEqual(['Budget must be greater than 0', 'Start date is required']);
  });

  it('step 7 requires a given allocation to total 100% across the selected platforms', () => {
    const withAllocation = (allocation: typeof valid.budget.allocation) => ({
      ...valid,
      budget: { ...valid.budget, allocation },
    });
    expect(validateStep(withAllocation({ 'google-ads': 60, facebook: 30 }), 7)).toEqual([
      'Budget allocation must total 100%',
    ]);
    // Shares for platforms that are not selected do not count.
    expect(validateStep(withAllocation({ 'google-ads': 60, facebook: 40, tiktok: 50 }), 7)).toEqual([]);
    // No allocation at all is fine: the budget is split automatically.
    expect(validateStep(withAllocation({}), 7)).toEqual([]);
    expect(validateStep(withAllocation({ 'google-ads': 33.333, facebook: 66.667 }), 7)).toEqual([]);
  });

  it('has no rules on steps 6, 8 and 9', () => {
    const empty = createDraft({ now: FIXTURE_NOW });
    for (const step of [6, 8, 9]) expect(validateStep(empty, step)).toEqual([]);
  });
});

describe('validateAll', () => {
  it('reports every step under its page key, empty for valid steps', () => {
    const errors = validateAll(createDraft({ now: FIXTURE_NOW }));
    expect(errors).toEqual({
      page1: ['Campaign name is required'],
      page2: ['Primary KPI is required'],
      page3: ['Select at least one platform'],
      page4: ['Select at least one country'],
      page5: ['At least one headline is required'],
      page6: [],
      page7: ['Budget must be greater than 0'],
      page8: [],
      page9: [],
    });
  });

  it('sums only the selected platforms for the allocation', () => {
    expect(allocationTotal(valid)).toBe(100);
    expect(allocationTotal({ ...valid, budget: { ...valid.budget, allocation: {} } })).toBeNull();
  });
});

describe('builder navigation', () => {
  it('opens steps up to one past the current step', () => {
    expect(canOpenStep(4, 3)).toBe(true);
    expect(canOpenStep(1, 3)).toBe(true);
    expect(canOpenStep(5, 3)).toBe(false);
    expect(canOpenStep(10, 9)).toBe(false);
    expect(canOpenStep(0, 3)).toBe(false);
  });

  it('blocks forward moves below step 6 when the step fails validation', () => {
    const invalid = createDraft({ now: FIXTURE_NOW });
    for (const step of [1, 2, 3, 4, 5]) expect(canMoveForward(invalid, step)).toBe(false);
    expect(canMoveForward(valid, 1)).toBe(true);
  });

  it('never blocks forward moves from step 6 onward, even when step 7 fails', () => {
    const invalid = createDraft({ now: FIXTURE_NOW });
    for (const step of [6, 7, 8, 9]) expect(canMoveForward(invalid, step)).toBe(true);
  });

  it('always allows moving backward, within 1..9', () => {
    expect(canMoveBackward(2)).toBe(true);
    expect(canMoveBackward(1)).toBe(false);
    expect(previousStep(1)).toBe(1);
    expect(nextStep(9)).toBe(9);
    expect(nextStep(3)).toBe(4);
  });

  it('labels Next as Launch Campaign on step 9', () => {
    expect(nextButtonLabel(9)).toBe('Launch Campaign');
    expect(nextButtonLabel(8)).toBe('Next');
  });
});

describe('stepState', () => {
  it('shows the current step as active regardless of completion', () => {
    expect(stepState(3, 3, 100)).toBe('active');
  });
  it('locks steps beyond the next one', () => {
    expect(stepState(6, 3, 100)).toBe('locked');
  });
  it('shows complete, partial and empty for reachable steps', () => {
    expect(stepState(2, 3, 100)).toBe('complete');
    expect(stepState(2, 3, 40)).toBe('partial');
    expect(stepState(4, 3, 0)).toBe('empty');
  });
});
