import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeDraft, FIXTURE_NOW } from '../testing/draft-fixtures.ts';
import { completionByStep, overallCompletion, STEP_FIELDS, stepCompletion } from './completion.ts';
import type { CampaignDraft } from './draft.ts';
import { createDraft } from './draft-factory.ts';

const valid = completeDraft();
const empty = createDraft({ now: FIXTURE_NOW });

describe('step completion', () => {
  it('is 100% for every step of a fully filled draft', () => {
    expect(completionByStep(valid)).toEqual([100, 100, 100, 100, 100, 100, 100, 100, 100]);
    expect(overallCompletion(valid)).toBe(100);
  });

  it('counts the share of the step fields that are filled', () => {
    // Step 1 has five fields: name, objective, industry, tags, description.
    expect(STEP_FIELDS[1]).toHaveLength(5);
    const draft = { ...valid, industry: '', tags: [], description: '' };
    expect(stepCompletion(draft, 1)).toBe(40);
  });

  it('counts defaults as filled', () => {
    // Objective defaults to awareness: 1 of 5 fields, and no error once a name is typed.
    expect(stepCompletion({ ...empty, campaignName: 'X' }, 1)).toBe(40);
  });

  it('caps a step with errors at 50%', () => {
    // Step 7 of a new draft: 5 of 7 fields filled by defaults (71%), but the budget is 0;
    // with a budget, 6 of 7 (86%) and no error.
    expect(stepCompletion(empty, 7)).toBe(50);
    expect(stepCompletion({ ...empty, budget: { ...empty.budget, totalBudget: 100 } }, 7)).toBe(86);
  });

  it('caps a step with an unbalanced allocation even when all its fields are filled', () => {
    const draft = { ...valid, budget: { ...valid.budget, allocation: { 'google-ads': 10, facebook: 10 } } };
    expect(stepCompletion(draft, 7)).toBe(50);
  });

  it('counts step 6 as done once policies are acknowledged and the review has a verdict', () => {
    const pending = { ...valid, compliance: { ...valid.compliance, status: 'pending' as const } };
    expect(stepCompletion(pending, 6)).toBe(50);
    const unacknowledged = {
      ...valid,
      compliance: { ...valid.compliance, platformPolicies: { facebook: true } },
    };
    expect(stepCompletion(unacknowledged, 6)).toBe(50);
  });

  it('averages the nine steps and rounds', () => {
    const steps = completionByStep(empty);
    expect(overallCompletion(empty)).toBe(Math.round(steps.reduce((a, b) => a + b, 0) / 9));
    expect(overallCompletion(empty)).toBeGreaterThan(0);
    expect(overallCompletion(empty)).toBeLessThan(50);
  });

  it('returns 0 for a step outside 1..9', () => {
    expect(stepCompletion(valid, 12)).toBe(0);
  });
});

describe('completion properties', () => {
  const arbitraryDraft = fc
    .record({
      campaignName: fc.string({ maxLength: 20 }),
      industry: fc.string({ maxLength: 10 }),
      primary: fc.constantFrom('', 'cpm', 'roas'),
      countries: fc.subarray(['US', 'CA', 'GB']),
      headlines: fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
      totalBudget: fc.double({ min: 0, max: 1e6, noNaN: true }),
      startDate: fc.constantFrom('', '2025-03-10'),
      allocation: fc.dictionary(
        fc.constantFrom('google-ads', 'facebook', 'tiktok'),
        fc.integer({ min: 0, max: 100 }),
      ),
      selected: fc.subarray(['google-ads', 'facebook', 'tiktok'] as const),
    })
    .map(
      (r): CampaignDraft => ({
        ...valid,
        campaignName: r.campaignName,
        industry: r.industry,
        kpis: { ...valid.kpis, primary: r.primary },
        platforms: { selected: [...r.selected], settings: {} },
        targeting: { ...valid.targeting, geography: { countries: r.countries, regions: [], cities: [] } },
        creatives: { ...valid.creatives, copy: { ...valid.creatives.copy, headlines: r.headlines } },
        budget: { ...valid.budget, totalBudget: r.totalBudget, allocation: r.allocation },
        schedule: { ...valid.schedule, startDate: r.startDate },
      }),
    );

  it('keeps every step and the overall figure within 0..100 as whole numbers', () => {
    fc.assert(
      fc.property(arbitraryDraft, (draft) => {
        for (const n of [...completionByStep(draft), overallCompletion(draft)]) {
          expect(Number.isInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
          expect(n).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
