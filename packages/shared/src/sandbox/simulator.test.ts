import { describe, expect, it } from 'vitest';
import { audienceSize, targetingCpmMultiplier } from '../audience/breadth.ts';
import { OBJECTIVE_BENCHMARKS } from '../projections/input.ts';
import { sandboxDraft, utcDays } from '../testing/delivery-fixtures.ts';
import { DAILY_RATE_NOISE, marketCpm } from './day-plan.ts';
import { MAX_DAILY_FREQUENCY } from './platform-day.ts';
import { platformFactors } from './platform-factors.ts';
import { sandboxDelivery, scheduleBounds, simulateDelivery } from './simulator.ts';
import type { DeliveryRow, DeliveryWindow } from './types.ts';

const sum = (rows: DeliveryRow[], key: keyof Omit<DeliveryRow, 'platform' | 'date'>) =>
  rows.reduce((total, row) => total + row[key], 0);

function windowOf(patch: Partial<DeliveryWindow> & Pick<DeliveryWindow, 'from' | 'to'>): DeliveryWindow {
  return { campaignId: 'cmp_sim', draft: sandboxDraft({}), spentSoFar: 0, ...patch };
}

describe('sandboxDelivery', () => {
  it('is the sandbox source and gives the same rows for the same campaign, draft and window', () => {
    expect(sandboxDelivery.kind).toBe('sandbox');
    const window = windowOf(utcDays('2025-04-03'));
    const first = sandboxDelivery.deliver(window);
    expect(first.rows.length).toBe(2);
    expect(sandboxDelivery.deliver(structuredClone(window))).toEqual(first);
    expect(sandboxDelivery.deliver({ ...window, campaignId: 'cmp_other' }).rows).not.toEqual(first.rows);
  });

  it("dates rows by the local day of the campaign's time zone", () => {
    const draft = sandboxDraft({ schedule: { timezone: 'America/New_York' } });
    // 00:00-04:00Z on 3 April is the evening of 2 April in New York (EDT, UTC-4).
    const evening = simulateDelivery(
      windowOf({ draft, from: new Date('2025-04-03T00:00:00Z'), to: new Date('2025-04-03T04:00:00Z') }),
    );
    expect(new Set(evening.rows.map((r) => r.date))).toEqual(new Set(['2025-04-02']));
    // An unknown zone counts as UTC.
    const lost = sandboxDraft({ schedule: { timezone: 'Mars/Olympus' } });
    const utc = simulateDelivery(windowOf({ draft: lost, ...utcDays('2025-04-03') }));
    expect(new Set(utc.rows.map((r) => r.date))).toEqual(new Set(['2025-04-03']));
  });

  it('delivers nothing outside the schedule and only the scheduled part of a window', () => {
    expect(simulateDelivery(windowOf(utcDays('2025-03-20', 12))).rows).toEqual([]);
    expect(simulateDelivery(windowOf(utcDays('2025-05-01', 5))).rows).toEqual([]);
    const straddling = simulateDelivery(windowOf(utcDays('2025-03-30', 4)));
    expect([...new Set(straddling.rows.map((r) => r.date))].sort()).toEqual(['2025-04-01', '2025-04-02']);
    const lastDays = simulateDelivery(windowOf(utcDays('2025-04-29', 4)));
    expect([...new Set(lastDays.rows.map((r) => r.date))].sort()).toEqual(['2025-04-29', '2025-04-30']);
    const ny = sandboxDraft({ schedule: { timezone: 'America/New_York' } });
    expect(scheduleBounds(ny)).toEqual({
      start: new Date('2025-04-01T04:00:00Z'),
      end: new Date('2025-05-01T04:00:00Z'),
    });
    const inverted = sandboxDraft({ schedule: { startDate: '2025-04-10', endDate: '2025-04-01' } });
    expect(scheduleBounds(inverted)).toBeNull();
    expect(simulateDelivery(windowOf({ draft: inverted, ...utcDays('2025-04-01', 10) })).rows).toEqual([]);
  });

  it('prices each day at the market model CPM for the date, raised for narrow targeting', () => {
    const narrowTargeting = {
      interests: ['fashion'],
      audiences: ['customers'],
      devices: ['mobile' as const],
    };
    const broad = simulateDelivery(windowOf(utcDays('2025-04-02'))).rows;
    const draft = sandboxDraft({ targeting: narrowTargeting });
    const narrow = simulateDelivery(windowOf({ draft, ...utcDays('2025-04-02') })).rows;
    const multiplier = targetingCpmMultiplier(audienceSize(draft.targeting).breadth);
    expect(multiplier).toBeGreaterThan(1.1);
    for (const [rows, m] of [
      [broad, 1],
      [narrow, multiplier],
    ] as const) {
      for (const row of rows) {
        const cpm = (row.spend / row.impressions) * 1000;
        expect(cpm / (marketCpm(row.platform, row.date) * m)).toBeCloseTo(1, 3);
      }
    }
    expect(sum(narrow, 'spend')).toBeCloseTo(sum(broad, 'spend'), 1);
    expect(sum(narrow, 'impressions')).toBeLessThan(sum(broad, 'impressions') / 1.1);
  });

  it('cannot spend what a tiny audience cannot absorb, and never reaches more than the audience', () => {
    const tiny = {
      geography: { countries: ['LU'], regions: [], cities: ['Gotham'] },
      audiences: ['vip-list'],
    };
    const draft = sandboxDraft({ targeting: tiny, budget: { budgetType: 'daily', totalBudget: 5000 } });
    const people = audienceSize(draft.targeting).people;
    const rows = simulateDelivery(windowOf({ draft, ...utcDays('2025-04-02') })).rows;
    expect(rows.length).toBe(2);
    expect(sum(rows, 'spend')).toBeLessThan(1000);
    for (const row of rows) {
      expect(row.reach).toBeLessThanOrEqual(people);
      expect(row.reach).toBeLessThanOrEqual(row.impressions);
      expect(row.impressions).toBeLessThanOrEqual(
        people * platformFactors(row.platform).reach * MAX_DAILY_FREQUENCY,
      );
    }
  });

  it('keeps CTR and CVR within 15% of the benchmark times the platform factor', () => {
    const draft = sandboxDraft({ objective: 'leads', budget: { totalBudget: 3_000_000 } });
    const rows = simulateDelivery(windowOf({ draft, ...utcDays('2025-04-01', 30) })).rows;
    expect(rows.length).toBe(60);
    const bench = OBJECTIVE_BENCHMARKS.leads;
    const ctrs = new Set<number>();
    for (const row of rows) {
      const f = platformFactors(row.platform);
      const ctr = row.clicks / row.impressions / (bench.ctr * f.ctr);
      const cvr = row.conversions / row.clicks / (bench.cvr * f.cvr);
      for (const ratio of [ctr, cvr]) {
        expect(ratio).toBeGreaterThan(1 - DAILY_RATE_NOISE - 0.01);
        expect(ratio).toBeLessThan(1 + DAILY_RATE_NOISE + 0.01);
      }
      ctrs.add(Math.round(ctr * 100));
      expect(row.revenue).toBe(0);
    }
    // The rates do wobble from day to day.
    expect(ctrs.size).toBeGreaterThan(5);
  });

  it('books revenue only for sales, at the value of each purchase', () => {
    const rows = simulateDelivery(windowOf(utcDays('2025-04-02'))).rows;
    expect(sum(rows, 'conversions')).toBeGreaterThan(0);
    for (const row of rows)
      expect(row.revenue).toBe(row.conversions * OBJECTIVE_BENCHMARKS.sales.valuePerConversion);
  });

  it('leaves out rows with nothing delivered', () => {
    const draft = sandboxDraft({ budget: { totalBudget: 0 } });
    expect(simulateDelivery(windowOf({ draft, ...utcDays('2025-04-02') }))).toEqual({
      rows: [],
      holdout: [],
    });
    const empty = windowOf({ from: new Date('2025-04-02T10:00:00Z'), to: new Date('2025-04-02T10:00:00Z') });
    expect(simulateDelivery(empty).rows).toEqual([]);
  });
});
