import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDraft } from '../campaign/draft-factory.ts';
import { OBJECTIVE_IDS, type Objective } from '../campaign/objectives.ts';
import { projectionInputFromDraft } from './campaign-projections.ts';
import { DEFAULT_PROJECTION_INPUT, OBJECTIVE_BENCHMARKS, type Range } from './input.ts';
import { outcomeFor, type ProjectedOutcome, projectOutcome } from './outcome.ts';
import type { ProjectionInput } from './schemas.ts';

const input = (patch: Partial<ProjectionInput> = {}): ProjectionInput => {
  const objective = patch.objective ?? 'leads';
  const bench = OBJECTIVE_BENCHMARKS[objective];
  return {
    ...DEFAULT_PROJECTION_INPUT,
    known: undefined,
    objective,
    ctr: bench.ctr,
    cvr: bench.cvr,
    ...patch,
  };
};
const holds = ([min, max]: Range, n: number) => min <= n && n <= max;

const arbitraryInput = fc.record({
  budget: fc.double({ min: 0, max: 1e7, noNaN: true }),
  durationDays: fc.integer({ min: 1, max: 365 }),
  cpm: fc.double({ min: 0.5, max: 100, noNaN: true }),
  ctr: fc.double({ min: 0, max: 0.2, noNaN: true }),
  cvr: fc.double({ min: 0, max: 0.5, noNaN: true }),
  objective: fc.constantFrom(...OBJECTIVE_IDS),
  platforms: fc.subarray(['google-ads', 'facebook', 'instagram', 'tiktok', 'linkedin']),
});

/** Every range the projection quotes, by name. */
const rangesOf = (p: ProjectedOutcome): [string, Range][] =>
  Object.entries({
    results: p.results,
    impressions: p.impressions,
    reach: p.reach,
    clicks: p.clicks,
    costPerResult: p.costPerResult,
    cpm: p.cpm,
    cpc: p.cpc,
    roas: p.roas,
  }).flatMap(([name, r]) => (r ? [[name, r] as [string, Range]] : []));

/** count x cost = spend, the most results with the lowest cost and the fewest with the highest. */
function expectSpendConsistent(counts: Range, costs: Range | null, spend: number, per = 1) {
  if (!costs) {
    expect(counts[0] === 0 || spend === 0).toBe(true);
    return;
  }
  const tolerance = spend * 1e-3;
  expect(Math.abs((counts[1] * costs[0]) / per - spend)).toBeLessThanOrEqual(tolerance);
  expect(Math.abs((counts[0] * costs[1]) / per - spend)).toBeLessThanOrEqual(tolerance);
}

describe('outcomeFor', () => {
  it.each([
    ['awareness', 'reach', 'cpm', false],
    ['traffic', 'clicks', 'cpc', false],
    ['engagement', 'engagements', 'cost_per_engagement', false],
    ['leads', 'leads', 'cpl', false],
    ['sales', 'purchases', 'cpa', true],
    ['app_installs', 'installs', 'cpi', false],
  ] as const)('measures %s in %s, costs it in %s, ROAS %s', (objective, unit, metric, roas) => {
    const o = outcomeFor(objective);
    expect(o.unit).toBe(unit);
    expect(o.cost.metric).toBe(metric);
    expect(o.roas).toBe(roas);
    const p = projectOutcome(input({ objective }));
    expect(p.unit).toBe(unit);
    expect(p.label).toBe('Projection');
    expect('roas' in p).toBe(roas);
  });
});

describe('projectOutcome per objective', () => {
  // 20,000 at a $20 CPM: 1,000,000 impressions, 20,000 clicks at 2%, 1,000 conversions at 5%.
  const base = { budget: 20_000, cpm: 20, ctr: 0.02, cvr: 0.05 };

  it('projects leads as clicks x CVR and the cost per lead as spend / leads', () => {
    const p = projectOutcome(input({ ...base, objective: 'leads' }));
    expect(holds(p.results, 1000)).toBe(true);
    expect(p.costPerResult && holds(p.costPerResult, 20)).toBe(true);
    expect(p.results[1]).toBeLessThan(p.clicks[1]);
    expectSpendConsistent(p.results, p.costPerResult, p.spend);
  });

  it('projects app installs with a cost per install and no ROAS', () => {
    const p = projectOutcome(input({ ...base, objective: 'app_installs' }));
    expect(p.unit).toBe('installs');
    expect(holds(p.results, 1000)).toBe(true);
    expect(p.roas).toBeUndefined();
  });

  it('projects sales as purchases with CPA and a ROAS from the same purchases', () => {
    const p = projectOutcome(input({ ...base, objective: 'sales', valuePerConversion: 150 }));
    expect(holds(p.results, 1000)).toBe(true);
    // 1,000 purchases x $150 / $20,000 = 7.5x at the point estimate.
    expect(p.roas && holds(p.roas, 7.5)).toBe(true);
    const [low, high] = p.roas ?? [0, 0];
    expect(low).toBeCloseTo((p.results[0] * 150) / p.spend, 2);
    expect(high).toBeCloseTo((p.results[1] * 150) / p.spend, 2);
  });

  it('projects traffic as clicks whose cost per result is the CPC', () => {
    const p = projectOutcome(input({ ...base, objective: 'traffic' }));
    expect(p.results).toEqual(p.clicks);
    expect(p.costPerResult).toEqual(p.cpc);
    expect(p.cpc && holds(p.cpc, 1)).toBe(true);
  });

  it('projects engagements at least as many as clicks, since a click is an engagement', () => {
    const p = projectOutcome(input({ ...base, objective: 'engagement', engagementRate: 0.03 }));
    expect(p.unit).toBe('engagements');
    expect(holds(p.results, 30_000)).toBe(true);
    expect(p.results[0]).toBeGreaterThanOrEqual(p.clicks[0]);
    expectSpendConsistent(p.results, p.costPerResult, p.spend);
  });

  it('projects awareness as people reached, costed by CPM from the same impressions', () => {
    const p = projectOutcome(input({ ...base, objective: 'awareness' }));
    expect(p.results).toEqual(p.reach);
    expect(p.costPerResult).toEqual(p.cpm);
    expect(p.cpm && holds(p.cpm, 20)).toBe(true);
    expect(p.reach[1]).toBeLessThan(p.impressions[1]);
    expectSpendConsistent(p.impressions, p.cpm, p.spend, 1000);
  });

  it('quotes no cost per result while the low end has no results', () => {
    const zero = projectOutcome(input({ budget: 0, objective: 'sales' }));
    expect(zero.results).toEqual([0, 0]);
    expect(zero.costPerResult).toBeNull();
    expect(zero.cpc).toBeNull();
    expect(zero.roas).toEqual([0, 0]);
    const tiny = projectOutcome(input({ budget: 30, objective: 'sales' }));
    expect(tiny.results[0]).toBe(0);
    expect(tiny.costPerResult).toBeNull();
  });
});

describe('projectOutcome confidence', () => {
  it('is lower for each input that was defaulted rather than given', () => {
    const given = projectOutcome(input({ platforms: ['facebook'] })).confidence;
    const noBudget = projectOutcome(input({ platforms: ['facebook'], known: { budget: false } })).confidence;
    const noPlatforms = projectOutcome(input({ platforms: [] })).confidence;
    const noDates = projectOutcome(input({ platforms: ['facebook'], known: { dates: false } })).confidence;
    for (const c of [noBudget, noPlatforms, noDates]) expect(c).toBeLessThan(given);
    expect(projectOutcome(input({ platforms: [] })).assumed).toEqual(['platforms']);
  });

  it('is lower for results deeper in the funnel and higher for larger budgets', () => {
    const of = (objective: Objective, budget = 25_000) =>
      projectOutcome(input({ objective, budget, platforms: ['facebook'] })).confidence;
    expect(of('leads')).toBeLessThan(of('traffic'));
    expect(of('traffic')).toBeLessThan(of('awareness'));
    expect(of('leads', 2_000)).toBeLessThan(of('leads', 200_000));
  });

  it('marks what a draft left to the defaults', () => {
    const draft = createDraft({ now: new Date('2025-03-01T00:00:00Z') });
    const bare = projectionInputFromDraft(
      { ...draft, schedule: { ...draft.schedule, endDate: '' } },
      { cpm: 18 },
    );
    expect(projectOutcome(bare).assumed).toEqual(['budget', 'dates', 'platforms']);
    const set = projectionInputFromDraft(
      {
        ...draft,
        objective: 'leads',
        budget: { ...draft.budget, totalBudget: 20_000, budgetType: 'lifetime' },
        platforms: { selected: ['linkedin'], settings: {} },
        schedule: { ...draft.schedule, startDate: '2025-03-01', endDate: '2025-03-30' },
      },
      { cpm: 18 },
    );
    const p = projectOutcome(set);
    expect(p.assumed).toEqual([]);
    expect(p.confidence).toBeGreaterThan(projectOutcome(bare).confidence);
  });
});

describe('projectOutcome properties', () => {
  it('orders every range min <= max, never negative, confidence within 0..1', () => {
    fc.assert(
      fc.property(arbitraryInput, (r) => {
        const p = projectOutcome(input(r));
        for (const [name, [min, max]] of rangesOf(p)) {
          expect(min, name).toBeGreaterThanOrEqual(0);
          expect(min, name).toBeLessThanOrEqual(max);
        }
        expect(p.reach[1]).toBeLessThanOrEqual(p.impressions[1]);
        expect(p.confidence).toBeGreaterThanOrEqual(0);
        expect(p.confidence).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('never projects fewer results, impressions, people or clicks for a larger budget', () => {
    fc.assert(
      fc.property(arbitraryInput, fc.double({ min: 0, max: 1e7, noNaN: true }), (r, more) => {
        const small = projectOutcome(input(r));
        const large = projectOutcome(input({ ...r, budget: r.budget + more }));
        for (const key of ['results', 'impressions', 'reach', 'clicks'] as const) {
          expect(large[key][0], key).toBeGreaterThanOrEqual(small[key][0]);
          expect(large[key][1], key).toBeGreaterThanOrEqual(small[key][1]);
        }
      }),
    );
  });

  it('is consistent: clicks x CPC, results x cost per result and impressions x CPM all give the spend', () => {
    fc.assert(
      fc.property(arbitraryInput, (r) => {
        const p = projectOutcome(input(r));
        expectSpendConsistent(p.clicks, p.cpc, p.spend);
        expectSpendConsistent(p.impressions, p.cpm, p.spend, 1000);
        const per = outcomeFor(p.objective).cost.per;
        const basis = per === 1000 ? p.impressions : p.results;
        expectSpendConsistent(basis, p.costPerResult, p.spend, per);
      }),
    );
  });

  it('projects ROAS for sales only', () => {
    fc.assert(
      fc.property(arbitraryInput, (r) => {
        expect(projectOutcome(input(r)).roas !== undefined).toBe(r.objective === 'sales');
      }),
    );
  });
});
