import { describe, expect, it } from 'vitest';
import { OBJECTIVE_IDS } from '../campaign/objectives.ts';
import { sandboxDraft, utcDays } from '../testing/delivery-fixtures.ts';
import { holdoutBaseline, trueLift } from './holdout.ts';
import { measureLift, normalQuantile } from './lift.ts';
import { simulateDelivery } from './simulator.ts';
import type { DeliveryWindow, HoldoutRow } from './types.ts';

const holdout = { controlPercent: 20, testType: 'audience' as const };

function runTest(
  campaignId: string,
  days: number,
  patch: Parameters<typeof sandboxDraft>[0] = {},
): HoldoutRow[] {
  const window: DeliveryWindow = {
    campaignId,
    draft: sandboxDraft(patch),
    ...utcDays('2025-04-01', days),
    spentSoFar: 0,
    holdout,
  };
  return simulateDelivery(window).holdout;
}

const row = (test: [number, number], control: [number, number]): HoldoutRow => ({
  date: '2025-04-01',
  test: { users: test[0], conversions: test[1] },
  control: { users: control[0], conversions: control[1] },
});

describe('the true lift', () => {
  it('is seeded per campaign, stays the same for it, and sits in the objective range (3-20%)', () => {
    const draft = sandboxDraft({ objective: 'sales' });
    expect(trueLift('cmp_a', draft)).toBe(trueLift('cmp_a', structuredClone(draft)));
    expect(trueLift('cmp_a', draft)).not.toBe(trueLift('cmp_b', draft));
    for (const objective of OBJECTIVE_IDS) {
      for (let i = 0; i < 40; i++) {
        const lift = trueLift(`cmp_${i}`, { objective });
        expect(lift).toBeGreaterThanOrEqual(0.03);
        expect(lift).toBeLessThanOrEqual(0.2);
        const baseline = holdoutBaseline(`cmp_${i}`, { objective });
        expect(baseline).toBeGreaterThan(0.005);
        expect(baseline).toBeLessThan(0.04);
      }
    }
    expect(trueLift('cmp_a', { objective: 'app_installs' })).toBeGreaterThan(
      trueLift('cmp_a', { objective: 'awareness' }),
    );
  });
});

describe('holdout rows', () => {
  it('are written per local day only while a holdout test runs, with the control share held out', () => {
    const window: DeliveryWindow = {
      campaignId: 'cmp_h',
      draft: sandboxDraft({}),
      ...utcDays('2025-04-01', 3),
      spentSoFar: 0,
    };
    expect(simulateDelivery(window).holdout).toEqual([]);
    const rows = simulateDelivery({
      ...window,
      holdout: { controlPercent: 25, testType: 'geographic' },
    }).holdout;
    expect(rows.map((r) => r.date)).toEqual(['2025-04-01', '2025-04-02', '2025-04-03']);
    for (const r of rows) {
      expect(r.control.users / (r.test.users + r.control.users)).toBeCloseTo(0.25, 3);
      expect(r.test.conversions).toBeLessThanOrEqual(r.test.users);
      expect(r.control.conversions).toBeGreaterThan(0);
    }
  });

  it("count the people the ads reached as the test group's users", () => {
    const window: DeliveryWindow = {
      campaignId: 'cmp_u',
      draft: sandboxDraft({}),
      ...utcDays('2025-04-02'),
      spentSoFar: 0,
      holdout,
    };
    const got = simulateDelivery(window);
    expect(got.holdout[0]?.test.users).toBe(got.rows.reduce((s, r) => s + r.reach, 0));
  });
});

describe('measureLift', () => {
  it('measures the relative lift with a Katz log interval on the rate ratio', () => {
    // 1,200 of 100,000 exposed vs 1,000 of 100,000 held out: +20%.
    const m = measureLift([row([60_000, 700], [50_000, 500]), row([40_000, 500], [50_000, 500])], 95);
    expect(m.lift).toBeCloseTo(0.2, 10);
    expect([m.testConversions, m.controlConversions, m.testUsers, m.controlUsers]).toEqual([
      1200, 1000, 100_000, 100_000,
    ]);
    const se = Math.sqrt(1 / 1200 - 1 / 100_000 + 1 / 1000 - 1 / 100_000);
    expect(m.interval[0]).toBeCloseTo(1.2 * Math.exp(-1.959964 * se) - 1, 5);
    expect(m.interval[1]).toBeCloseTo(1.2 * Math.exp(1.959964 * se) - 1, 5);
    expect(m.significant).toBe(true);
    expect(m.incrementalConversions).toBe(200);
    // Percent or fraction, the same level; a higher level widens the interval.
    expect(measureLift([row([100_000, 1200], [100_000, 1000])], 0.95).interval).toEqual(m.interval);
    const wide = measureLift([row([100_000, 1200], [100_000, 1000])], 99).interval;
    expect(wide[0]).toBeLessThan(m.interval[0]);
    expect(wide[1]).toBeGreaterThan(m.interval[1]);
  });

  it('says so when there is nothing to measure', () => {
    const m = measureLift([row([500, 3], [100, 0])], 95);
    expect(m).toMatchObject({
      measurable: false,
      significant: false,
      lift: 0,
      interval: [-1, Number.POSITIVE_INFINITY],
    });
    expect(measureLift([], 95).measurable).toBe(false);
  });

  it('has the standard normal quantiles', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.95)).toBeCloseTo(1.644854, 5);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 10);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 5);
    expect(normalQuantile(0.9995)).toBeCloseTo(3.290527, 5);
  });

  it('covers the true lift at 95% for most campaigns over a four-week test', () => {
    let covered = 0;
    for (let i = 0; i < 50; i++) {
      const campaignId = `cmp_cover_${i}`;
      const draft = sandboxDraft({});
      const m = measureLift(runTest(campaignId, 28), 95);
      const truth = trueLift(campaignId, draft);
      if (m.interval[0] <= truth && truth <= m.interval[1]) covered++;
    }
    expect(covered).toBeGreaterThanOrEqual(45);
  });

  it('reaches significance with a big sample and not with a tiny one', () => {
    const big = measureLift(
      runTest('cmp_big', 28, { objective: 'app_installs', budget: { totalBudget: 300_000 } }),
      95,
    );
    expect(big.significant).toBe(true);
    expect(big.interval[0]).toBeGreaterThan(0);
    const tiny = measureLift(
      runTest('cmp_big', 3, { objective: 'app_installs', budget: { totalBudget: 30 } }),
      95,
    );
    expect(tiny.testUsers).toBeGreaterThan(0);
    expect(tiny.significant).toBe(false);
  });
});
