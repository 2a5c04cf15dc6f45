import { describe, expect, it } from 'vitest';
import { createDraft } from '../campaign/draft-factory.ts';
import { deliverInPieces, sandboxDraft, utcDays } from '../testing/delivery-fixtures.ts';
import { flightOf, pacedShare, platformShares } from './budget.ts';
import { simulateDelivery } from './simulator.ts';
import type { DeliveryRow, DeliveryWindow } from './types.ts';

// Budget, budget type, allocation and pacing, as the sandbox delivers them.

const HOUR = 3_600_000;
const sum = (rows: DeliveryRow[]) => rows.reduce((total, row) => total + row.spend, 0);

function windowOf(patch: Partial<DeliveryWindow> & Pick<DeliveryWindow, 'from' | 'to'>): DeliveryWindow {
  return { campaignId: 'cmp_budget', draft: sandboxDraft({}), spentSoFar: 0, ...patch };
}

/** Delivers each day of [date, date + days) as its own window, like a daily catch-up. */
function dayByDay(window: Omit<DeliveryWindow, 'from' | 'to'>, date: string, days: number) {
  const cuts = Array.from({ length: days - 1 }, (_, i) => new Date(utcDays(date, i + 1).to));
  return deliverInPieces({ ...window, ...utcDays(date, days) }, cuts);
}

describe('budget helpers', () => {
  it('take the flight from the schedule: 30 days for a lifetime budget without an end date', () => {
    const draft = sandboxDraft({ schedule: { startDate: '2025-04-01', endDate: '' } });
    expect(flightOf(draft, 'UTC')).toEqual({ start: '2025-04-01', end: '2025-04-30' });
    const daily = sandboxDraft({ schedule: { endDate: '' }, budget: { budgetType: 'daily' } });
    expect(flightOf(daily, 'UTC')).toEqual({ start: '2025-04-01', end: null });
    const undated = {
      ...createDraft({ now: new Date('2025-05-05T23:30:00Z') }),
      schedule: { startDate: '', endDate: '', timezone: 'Asia/Tokyo' },
    };
    expect(flightOf(undated, 'Asia/Tokyo')?.start).toBe('2025-05-06');
  });

  it('share a day between the selected platforms and pace it', () => {
    const draft = sandboxDraft({
      platforms: ['facebook', 'tiktok', 'linkedin'],
      budget: { allocation: { facebook: 30, tiktok: 30, 'google-ads': 40 } },
    });
    expect(platformShares(draft)).toEqual([
      ['facebook', 0.5],
      ['tiktok', 0.5],
      ['linkedin', 0],
    ]);
    expect(pacedShare('standard', 0, 24 * HOUR, 12 * HOUR)).toBe(0.5);
    expect(pacedShare('accelerated', 0, 24 * HOUR, 4 * HOUR)).toBe(0.5);
    expect(pacedShare('accelerated', 0, 24 * HOUR, 9 * HOUR)).toBe(1);
    expect(pacedShare('standard', 0, 24 * HOUR, -HOUR)).toBe(0);
  });
});

describe('sandbox spend', () => {
  it('spreads a lifetime budget over the flight and hands what a pause left to the days after it', () => {
    const window = { campaignId: 'cmp_life', draft: sandboxDraft({}), spentSoFar: 0 };
    const whole = dayByDay(window, '2025-04-01', 30);
    expect(whole.spend).toBeLessThanOrEqual(30_000);
    expect(whole.spend).toBeGreaterThan(29_999);
    expect(whole.spentOnDate['2025-04-01']).toBeCloseTo(1000, 1);
    // Paused from 1 to 10 April: the 20 days left share the whole budget.
    const resumed = dayByDay(window, '2025-04-11', 20);
    expect(resumed.spentOnDate['2025-04-11']).toBeCloseTo(1500, 1);
    expect(resumed.spend).toBeGreaterThan(29_999);
    expect(resumed.spend).toBeLessThanOrEqual(30_000);
  });

  it('runs a lifetime budget with no end date for 30 days', () => {
    const draft = sandboxDraft({ schedule: { endDate: '' } });
    const run = dayByDay({ campaignId: 'cmp_open', draft, spentSoFar: 0 }, '2025-04-01', 40);
    expect(Object.keys(run.spentOnDate).sort().at(-1)).toBe('2025-04-30');
    expect(run.spend).toBeGreaterThan(29_999);
  });

  it('spends a daily budget each day, less what the day already spent', () => {
    const draft = sandboxDraft({ budget: { budgetType: 'daily', totalBudget: 500 } });
    const run = dayByDay({ campaignId: 'cmp_daily', draft, spentSoFar: 0 }, '2025-04-01', 5);
    for (const spent of Object.values(run.spentOnDate)) {
      expect(spent).toBeLessThanOrEqual(500);
      expect(spent).toBeGreaterThan(499.9);
    }
    const late = simulateDelivery(
      windowOf({ draft, ...utcDays('2025-04-02'), spentSoFar: 0, spentOnDate: { '2025-04-02': 499 } }),
    );
    expect(sum(late.rows)).toBeLessThanOrEqual(1);
  });

  it('splits each day by the allocation, evenly without one, and skips a platform allocated nothing', () => {
    const split = (allocation: Record<string, number>) => {
      const draft = sandboxDraft({ budget: { allocation, budgetType: 'daily', totalBudget: 1000 } });
      const rows = simulateDelivery(windowOf({ draft, ...utcDays('2025-04-02') })).rows;
      return Object.fromEntries(rows.map((r) => [r.platform, r.spend]));
    };
    expect(split({ 'google-ads': 60, facebook: 40 })).toEqual({ 'google-ads': 600, facebook: 400 });
    expect(split({})).toEqual({ 'google-ads': 500, facebook: 500 });
    expect(split({ 'google-ads': 100, facebook: 0 })).toEqual({ 'google-ads': 1000 });
  });

  it('paces standard evenly over the local day and accelerated within its first eight hours', () => {
    const at = (pacing: 'standard' | 'accelerated', fromHour: number, toHour: number) => {
      const draft = sandboxDraft({ budget: { pacing, budgetType: 'daily', totalBudget: 1000 } });
      const start = new Date('2025-04-02T00:00:00Z').getTime();
      const window = windowOf({
        draft,
        from: new Date(start + fromHour * HOUR),
        to: new Date(start + toHour * HOUR),
      });
      return sum(simulateDelivery(window).rows);
    };
    expect(at('standard', 0, 6)).toBeCloseTo(250, 1);
    expect(at('standard', 6, 24)).toBeCloseTo(750, 1);
    expect(at('accelerated', 0, 4)).toBeCloseTo(500, 1);
    expect(at('accelerated', 0, 8)).toBeCloseTo(1000, 1);
    expect(at('accelerated', 8, 24)).toBe(0);
  });

  it('spends a lifetime budget to the cent when the caller keeps no per-day records (5-minute catch-ups)', () => {
    const draft = sandboxDraft({
      schedule: { timezone: 'America/New_York' },
      budget: { pacing: 'accelerated' },
    });
    const step = 5 * 60_000;
    const start = Date.parse('2025-04-01T00:00:00Z');
    let spentSoFar = 0;
    for (let t = start; t < start + 32 * 24 * HOUR; t += step) {
      const window = {
        campaignId: 'cmp_ticks',
        draft,
        from: new Date(t),
        to: new Date(t + step),
        spentSoFar,
      };
      spentSoFar += sum(simulateDelivery(window).rows);
      expect(spentSoFar).toBeLessThanOrEqual(30_000 + 1e-6);
    }
    expect(spentSoFar).toBeGreaterThan(29_999.9);
  });
});
