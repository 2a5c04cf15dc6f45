import { createDraft } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from './fact-test-helpers.ts';
import { applyFacts, readFacts } from './registry.ts';

// The frequency cap slot (facts/slots.ts) read with every other slot: a cap is never a daily budget.

const draft = createDraft();
const read = (text: string) =>
  applyFacts(
    draft,
    readFacts(text, { step: 8, awaiting: null, draft, now: TEST_NOW, act: { kind: 'inform' } as never }),
    {
      now: TEST_NOW,
      memory: { rejected: [], offers: [], deniedOffers: [] },
    },
  ).draft;

describe('the frequency cap slot', () => {
  it.each([
    ['frequency cap 3 per week', { impressions: 3, per: 'week' }],
    ['max 2 impressions per person a day', { impressions: 2, per: 'day' }],
    ['cap it at 3 per day', { impressions: 3, per: 'day' }],
    ['no more than twice a week per person', { impressions: 2, per: 'week' }],
  ])('reads "%s"', (text, cap) => {
    expect(read(text).bidding.optimization.frequencyCap).toEqual(cap);
  });

  it('reads a cap beside a daily budget without taking one for the other', () => {
    const next = read('$50 a day, frequency 4/week');
    expect(next.bidding.optimization.frequencyCap).toEqual({ impressions: 4, per: 'week' });
    expect(next.budget).toMatchObject({ totalBudget: 50, budgetType: 'daily' });
  });

  it('keeps the bid strategy read beside it', () => {
    const next = read('target CPA $40, frequency cap 3 per week');
    expect(next.bidding.strategy).toMatchObject({ type: 'target_cpa', targetCpa: 40 });
    expect(next.bidding.optimization.frequencyCap).toEqual({ impressions: 3, per: 'week' });
  });
});
