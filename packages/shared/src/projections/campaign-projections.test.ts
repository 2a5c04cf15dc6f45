import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDraft } from '../campaign/draft-factory.ts';
import { projectCampaign, projectionInputFromDraft, scheduleDays } from './campaign-projections.ts';
import { DEFAULT_PROJECTION_INPUT, dailyBudget, rangeSpread } from './input.ts';
import { projectOutcome } from './outcome.ts';
import { type ProjectionInput, projectionInputSchema } from './schemas.ts';

const input = (patch: Partial<ProjectionInput> = {}): ProjectionInput => ({
  ...DEFAULT_PROJECTION_INPUT,
  ...patch,
});
const width = ([min, max]: [number, number]) => (max - min) / ((max + min) / 2);

describe('projectCampaign defaults', () => {
  it('uses a 25,000 budget over 30 days, 833 a day', () => {
    const p = projectCampaign(DEFAULT_PROJECTION_INPUT);
    expect(DEFAULT_PROJECTION_INPUT.budget).toBe(25_000);
    expect(DEFAULT_PROJECTION_INPUT.durationDays).toBe(30);
    expect(p.totalBudget).toBe(25_000);
    expect(p.dailyBudget).toBe(833);
    expect(projectionInputSchema.safeParse(DEFAULT_PROJECTION_INPUT).success).toBe(true);
  });
});

describe('projectCampaign figures', () => {
  it('derives impressions from budget and CPM, clicks from CTR, conversions from CVR', () => {
    const p = projectCampaign(input({ budget: 20_000, cpm: 20, ctr: 0.02, cvr: 0.05 }));
    // 1,000,000 impressions, 20,000 clicks, 1,000 conversions at the point estimate, inside each range.
    const holds = ([min, max]: [number, number], n: number) => {
      expect(min).toBeLessThan(n);
      expect(max).toBeGreaterThan(n);
    };
    holds(p.estimatedImpressions, 1_000_000);
    holds(p.estimatedClicks, 20_000);
    holds([p.details.conversions.min, p.details.conversions.max], 1000);
    expect(p.conversionRate).toBe(5);
    expect(p.details.clicks.ctr).toBe(2);
    expect(p.details.conversions.costPerConversion).toBe(20);
  });

  it('widens each step down the funnel: clicks vary more than impressions, conversions more than clicks', () => {
    const p = projectCampaign(input({ budget: 20_000, cpm: 20, ctr: 0.02, cvr: 0.05 }));
    const conversions: [number, number] = [p.details.conversions.min, p.details.conversions.max];
    expect(width(p.estimatedClicks)).toBeGreaterThan(width(p.estimatedImpressions));
    expect(width(conversions)).toBeGreaterThan(width(p.estimatedClicks));
  });

  it('agrees with projectOutcome on the figures both show', () => {
    const i = input({ objective: 'sales', platforms: ['facebook'], ctr: 0.015, cvr: 0.025 });
    const panel = projectCampaign(i);
    const outcome = projectOutcome(i);
    expect(panel.estimatedReach).toEqual(outcome.reach);
    expect(panel.estimatedImpressions).toEqual(outcome.impressions);
    expect(panel.estimatedClicks).toEqual(outcome.clicks);
    expect(panel.predictedROAS).toEqual(outcome.roas);
    expect(panel.confidence).toBe(Math.round(outcome.confidence * 100));
  });

  it('reaches fewer people than it serves impressions', () => {
    const p = projectCampaign(input());
    expect(p.estimatedReach[1]).toBeLessThan(p.estimatedImpressions[1]);
    expect(p.details.impressions.avgFrequency).toBeGreaterThan(1);
  });

  it('spreads reach over more people when more platforms are used', () => {
    const one = projectCampaign(input({ platforms: ['facebook'] }));
    const three = projectCampaign(input({ platforms: ['facebook', 'tiktok', 'linkedin'] }));
    expect(three.details.impressions.avgFrequency).toBeLessThan(one.details.impressions.avgFrequency);
  });

  it('raises ROAS with the value of a conversion and reports sales above awareness', () => {
    const sales = projectCampaign(input({ objective: 'sales', ctr: 0.015, cvr: 0.025 }));
    const awareness = projectCampaign(input({ objective: 'awareness', ctr: 0.015, cvr: 0.025 }));
    expect(sales.predictedROAS[0]).toBeGreaterThan(awareness.predictedROAS[0]);
  });

  it('moves the ROAS trend against the price trend', () => {
    expect(projectCampaign(input({ priceTrend: 'rising' })).details.roas.trend).toBe('falling');
    expect(projectCampaign(input({ priceTrend: 'falling' })).details.roas.trend).toBe('rising');
    expect(projectCampaign(input()).details.roas.trend).toBe('stable');
  });

  it('never projects spend above the budget', () => {
    const p = projectCampaign(input({ budget: 10_000 }));
    expect(p.details.spend).toEqual({ min: 9200, max: 10_000, daily: 333, total: 10_000 });
  });

  it('returns zeros for a zero budget without dividing by zero', () => {
    const p = projectCampaign(input({ budget: 0 }));
    expect(p.estimatedImpressions).toEqual([0, 0]);
    expect(p.predictedROAS).toEqual([0, 0]);
    expect(p.details.conversions.costPerConversion).toBeNull();
  });
});

describe('projection ranges', () => {
  it('are wider for smaller budgets', () => {
    const small = projectCampaign(input({ budget: 1_000 }));
    const large = projectCampaign(input({ budget: 250_000 }));
    expect(width(small.estimatedImpressions)).toBeGreaterThan(width(large.estimatedImpressions));
    expect(small.confidence).toBeLessThan(large.confidence);
  });

  it('shrink monotonically as the budget grows (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e8, noNaN: true }),
        fc.double({ min: 1, max: 1e8, noNaN: true }),
        (a, d) => {
          expect(rangeSpread(a + d)).toBeLessThanOrEqual(rangeSpread(a));
          expect(rangeSpread(a)).toBeLessThanOrEqual(0.5);
          expect(rangeSpread(a)).toBeGreaterThan(0.1);
        },
      ),
    );
  });

  it('always order min <= max with non-negative figures (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          budget: fc.double({ min: 0, max: 1e7, noNaN: true }),
          durationDays: fc.integer({ min: 1, max: 365 }),
          cpm: fc.double({ min: 0.5, max: 100, noNaN: true }),
          ctr: fc.double({ min: 0, max: 0.2, noNaN: true }),
          cvr: fc.double({ min: 0, max: 0.5, noNaN: true }),
          objective: fc.constantFrom(
            'awareness',
            'traffic',
            'engagement',
            'leads',
            'sales',
            'app_installs' as const,
          ),
          platforms: fc.subarray(['google-ads', 'facebook', 'instagram', 'tiktok', 'linkedin']),
        }),
        (r) => {
          const p = projectCampaign(input(r));
          for (const [min, max] of [
            p.estimatedReach,
            p.estimatedImpressions,
            p.estimatedClicks,
            p.predictedROAS,
          ]) {
            expect(min).toBeGreaterThanOrEqual(0);
            expect(min).toBeLessThanOrEqual(max);
          }
          expect(p.confidence).toBeGreaterThanOrEqual(0);
          expect(p.confidence).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('helpers', () => {
  it('rounds the daily budget and guards a zero duration', () => {
    expect(dailyBudget(25_000, 30)).toBe(833);
    expect(dailyBudget(100, 0)).toBe(100);
  });

  it('counts schedule days inclusively and refuses inverted ranges', () => {
    expect(scheduleDays('2025-03-01', '2025-03-30')).toBe(30);
    expect(scheduleDays('2025-03-30', '2025-03-01')).toBeNull();
    expect(scheduleDays('2025-03-01', '')).toBeNull();
  });

  it('builds an input from a draft: daily budgets run over the schedule, unset budgets use the default', () => {
    const draft = createDraft({ now: new Date('2025-03-01T00:00:00Z') });
    expect(projectionInputFromDraft(draft, { cpm: 18 })).toMatchObject({
      budget: 25_000,
      durationDays: 30,
      cpm: 18,
    });
    const daily = {
      ...draft,
      budget: { ...draft.budget, totalBudget: 100 },
      schedule: { ...draft.schedule, endDate: '2025-03-10' },
    };
    expect(projectionInputFromDraft(daily, { cpm: 18 })).toMatchObject({ budget: 1000, durationDays: 10 });
    const lifetime = { ...daily, budget: { ...daily.budget, budgetType: 'lifetime' as const } };
    expect(projectionInputFromDraft(lifetime, { cpm: 18 }).budget).toBe(100);
  });
});
