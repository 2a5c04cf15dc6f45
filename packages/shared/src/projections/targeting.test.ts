import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audienceSize, targetingCpmMultiplier } from '../audience/breadth.ts';
import type { CampaignDraft } from '../campaign/draft.ts';
import { createDraft } from '../campaign/draft-factory.ts';
import { projectionInputFromDraft } from './campaign-projections.ts';
import { DEFAULT_PROJECTION_INPUT } from './input.ts';
import { modelFigures, projectOutcome } from './outcome.ts';
import type { ProjectionInput } from './schemas.ts';

const NOW = new Date('2025-03-10T12:00:00Z');

function draftWith(targeting: Partial<CampaignDraft['targeting']>): CampaignDraft {
  const base = createDraft({ now: NOW, campaignId: 'cmp_t' });
  return {
    ...base,
    objective: 'leads',
    platforms: { selected: ['facebook'], settings: {} },
    budget: { ...base.budget, totalBudget: 10_000, budgetType: 'lifetime' },
    schedule: { ...base.schedule, startDate: '2025-04-01', endDate: '2025-04-30' },
    targeting: { ...base.targeting, geography: { countries: ['US'], regions: [], cities: [] }, ...targeting },
  };
}

const broad = draftWith({});
const narrow = draftWith({
  geography: { countries: ['US'], regions: [], cities: ['Austin'] },
  interests: ['dentistry'],
});

describe('projections respond to targeting', () => {
  it('keeps the live CPM for the untargeted adult audience', () => {
    const input = projectionInputFromDraft(broad, { cpm: 18 });
    expect(input.cpm).toBe(18);
    expect(input.audience).toBe(audienceSize(broad.targeting).people);
  });

  it('prices a narrow audience higher and so projects fewer impressions and results', () => {
    const wide = projectionInputFromDraft(broad, { cpm: 18 });
    const slim = projectionInputFromDraft(narrow, { cpm: 18 });
    const multiplier = targetingCpmMultiplier(audienceSize(narrow.targeting).breadth);
    expect(multiplier).toBeGreaterThan(1.2);
    expect(slim.cpm).toBeCloseTo(18 * multiplier, 2);
    const [a, b] = [projectOutcome(wide), projectOutcome(slim)];
    // Same spread (same budget), so both ends move by the multiplier (the CPM is quoted in cents).
    expect((b.impressions[0] * multiplier) / a.impressions[0]).toBeCloseTo(1, 3);
    expect(b.impressions[1]).toBeLessThan(a.impressions[1]);
    expect(b.results[1]).toBeLessThan(a.results[1]);
    expect(b.cpm?.[0]).toBeGreaterThan(a.cpm?.[0] ?? Number.POSITIVE_INFINITY);
  });

  it('never reaches more people than the audience holds; the same people see the ads more often', () => {
    const input: ProjectionInput = {
      ...DEFAULT_PROJECTION_INPUT,
      budget: 50_000,
      cpm: 20,
      audience: 100_000,
    };
    const uncapped = projectOutcome({ ...input, audience: undefined });
    const capped = projectOutcome(input);
    expect(uncapped.reach[1]).toBeGreaterThan(100_000);
    expect(capped.reach).toEqual([100_000, 100_000]);
    expect(capped.impressions).toEqual(uncapped.impressions);
    // 2.5M impressions over 100,000 people.
    expect(capped.frequency).toBe(25);
  });

  it('caps reach at the audience and below the impressions, and changes nothing else (property)', () => {
    const inputs = fc.record({
      budget: fc.double({ min: 0, max: 2_000_000, noNaN: true }),
      durationDays: fc.integer({ min: 1, max: 365 }),
      cpm: fc.double({ min: 1, max: 60, noNaN: true }),
      audience: fc.integer({ min: 0, max: 400_000_000 }),
    });
    fc.assert(
      fc.property(inputs, (i) => {
        const input: ProjectionInput = { ...DEFAULT_PROJECTION_INPUT, ...i };
        const f = modelFigures(input);
        const free = modelFigures({ ...input, audience: undefined });
        expect(f.reach[0]).toBeLessThanOrEqual(f.reach[1]);
        expect(f.reach[1]).toBeLessThanOrEqual(i.audience);
        expect(f.reach[1]).toBeLessThanOrEqual(f.impressions[1]);
        expect(f.reach[1]).toBeLessThanOrEqual(free.reach[1]);
        expect(f.frequency).toBeGreaterThanOrEqual(free.frequency);
        expect({ ...f, reach: null, frequency: null }).toEqual({ ...free, reach: null, frequency: null });
      }),
      { numRuns: 300 },
    );
  });
});
