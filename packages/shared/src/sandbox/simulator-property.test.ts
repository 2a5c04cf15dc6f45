import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audienceSize } from '../audience/breadth.ts';
import type { CampaignDraft } from '../campaign/draft.ts';
import { OBJECTIVE_IDS } from '../campaign/objectives.ts';
import { UNIVERSAL_PLATFORM_IDS } from '../campaign/platforms.ts';
import { deliverInPieces, sandboxDraft } from '../testing/delivery-fixtures.ts';
import { addDays } from './clock.ts';
import { simulateDelivery } from './simulator.ts';
import type { DeliveryWindow } from './types.ts';

// The simulator's promises over random campaigns and windows: splitting a window changes nothing,
// the budget is never overspent, and every row is coherent.

const HOUR = 3_600_000;
const ZONES = ['UTC', 'America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata'];
const TARGETINGS: Partial<CampaignDraft['targeting']>[] = [
  {},
  { interests: ['golf'], devices: ['desktop'], demographics: { ageMin: 45, ageMax: 65, genders: ['male'] } },
  { geography: { countries: ['LU'], regions: [], cities: ['Gotham'] }, audiences: ['vip'] },
];

const drafts = fc
  .record({
    budgetType: fc.constantFrom('daily' as const, 'lifetime' as const),
    totalBudget: fc.oneof(
      fc.integer({ min: 0, max: 200_000 }),
      fc.double({ min: 0, max: 20_000, noNaN: true }),
    ),
    pacing: fc.constantFrom('standard' as const, 'accelerated' as const),
    platforms: fc.uniqueArray(fc.constantFrom(...UNIVERSAL_PLATFORM_IDS, 'coinzilla' as const), {
      minLength: 1,
      maxLength: 3,
    }),
    weights: fc.option(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 3, maxLength: 3 })),
    timezone: fc.constantFrom(...ZONES),
    // March and April hold the DST changes of New York, London and Sydney.
    start: fc.integer({ min: 0, max: 50 }).map((n) => addDays('2025-03-01', n)),
    length: fc.option(fc.integer({ min: 0, max: 20 })),
    objective: fc.constantFrom(...OBJECTIVE_IDS),
    targeting: fc.constantFrom(...TARGETINGS),
  })
  .map((d) =>
    sandboxDraft({
      objective: d.objective,
      platforms: d.platforms,
      targeting: d.targeting,
      budget: {
        budgetType: d.budgetType,
        totalBudget: d.totalBudget,
        pacing: d.pacing,
        allocation: d.weights ? Object.fromEntries(d.platforms.map((p, i) => [p, d.weights?.[i] ?? 0])) : {},
      },
      schedule: {
        startDate: d.start,
        endDate: d.length === null ? '' : addDays(d.start, d.length),
        timezone: d.timezone,
      },
    }),
  );

/** A window around the flight: from a day before it starts, 1 hour to 4 days long, cut into pieces. */
const windows = fc
  .record({
    draft: drafts,
    campaignId: fc.string({ minLength: 1, maxLength: 12 }),
    startHour: fc.integer({ min: -30, max: 24 * 25 }),
    hours: fc.integer({ min: 1, max: 96 }),
    cuts: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
    holdout: fc.option(fc.integer({ min: 5, max: 50 })),
  })
  .map(({ draft, campaignId, startHour, hours, cuts, holdout }) => {
    const flightStart = Date.parse(`${draft.schedule.startDate}T00:00:00Z`);
    const from = flightStart + startHour * HOUR;
    const to = from + hours * HOUR;
    const window: DeliveryWindow = {
      campaignId,
      draft,
      from: new Date(from),
      to: new Date(to),
      spentSoFar: 0,
      holdout: holdout === null ? null : { controlPercent: holdout, testType: 'audience' },
    };
    const instants = cuts.map((c) => new Date(from + Math.round(c * (to - from)))).sort((a, b) => +a - +b);
    return { window, cuts: instants };
  });

describe('sandbox delivery over random campaigns and windows', () => {
  it('gives the same totals however a window is split (whole counts and cents)', () => {
    fc.assert(
      fc.property(windows, ({ window, cuts }) => {
        const whole = deliverInPieces(window);
        const pieces = deliverInPieces(window, cuts);
        expect([...pieces.rows.keys()].sort()).toEqual([...whole.rows.keys()].sort());
        for (const [key, total] of whole.rows) {
          const split = pieces.rows.get(key);
          expect(split).toBeDefined();
          if (!split) continue;
          expect([split.impressions, split.reach, split.clicks, split.conversions]).toEqual([
            total.impressions,
            total.reach,
            total.clicks,
            total.conversions,
          ]);
          expect(split.spend).toBeCloseTo(total.spend, 6);
          expect(split.revenue).toBeCloseTo(total.revenue, 6);
        }
        expect(pieces.holdout).toEqual(whole.holdout);
        // Deterministic: the same call again gives the same answer.
        expect(simulateDelivery(structuredClone(window))).toEqual(simulateDelivery(window));
      }),
      { numRuns: 300 },
    );
  });

  it('never spends past a lifetime budget or a day past a daily one, whatever the records say', () => {
    const records = fc.record({
      spentShare: fc.double({ min: 0, max: 1.2, noNaN: true }),
      // Some callers keep no per-day records at all.
      onDate: fc.option(
        fc.array(fc.double({ min: 0, max: 1.2, noNaN: true }), { minLength: 5, maxLength: 5 }),
      ),
    });
    fc.assert(
      fc.property(windows, records, ({ window }, { spentShare, onDate }) => {
        const total = window.draft.budget.totalBudget;
        const first = window.draft.schedule.startDate;
        // Records for the days around the window's start, in any proportion of the budget.
        const startDate = new Date(window.from).toISOString().slice(0, 10);
        const spentOnDate = onDate
          ? Object.fromEntries(onDate.map((share, i) => [addDays(startDate, i - 1), share * total]))
          : undefined;
        const spentSoFar = window.draft.budget.budgetType === 'lifetime' ? spentShare * total : 0;
        const got = simulateDelivery({ ...window, spentSoFar, spentOnDate });
        const spend = got.rows.reduce((s, r) => s + r.spend, 0);
        if (window.draft.budget.budgetType === 'lifetime') {
          expect(spend).toBeLessThanOrEqual(Math.max(0, total - spentSoFar) + 1e-6);
        }
        const byDate = new Map<string, number>();
        for (const row of got.rows) byDate.set(row.date, (byDate.get(row.date) ?? 0) + row.spend);
        for (const [date, spent] of byDate) {
          expect(date >= first).toBe(true);
          if (window.draft.budget.budgetType === 'daily') {
            expect(spent + (spentOnDate?.[date] ?? 0)).toBeLessThanOrEqual(total + 1e-6);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('spends no more than a lifetime budget over a whole flight delivered hour by hour', () => {
    fc.assert(
      fc.property(drafts, fc.integer({ min: 1, max: 30 }), (draft, hoursPerStep) => {
        const lifetime: CampaignDraft = { ...draft, budget: { ...draft.budget, budgetType: 'lifetime' } };
        const from = Date.parse(`${draft.schedule.startDate}T00:00:00Z`) - 24 * HOUR;
        const to = from + 24 * 24 * HOUR;
        const cuts = [];
        for (let t = from + hoursPerStep * HOUR; t < to; t += hoursPerStep * HOUR) cuts.push(new Date(t));
        const window = {
          campaignId: 'cmp_flight',
          draft: lifetime,
          from: new Date(from),
          to: new Date(to),
          spentSoFar: 0,
        };
        expect(deliverInPieces(window, cuts).spend).toBeLessThanOrEqual(draft.budget.totalBudget + 1e-6);
      }),
      { numRuns: 60 },
    );
  });

  it('writes coherent rows: whole counts, reach within impressions and the audience, cents, revenue for sales', () => {
    fc.assert(
      fc.property(windows, ({ window }) => {
        const people = audienceSize(window.draft.targeting).people;
        const { rows } = simulateDelivery(window);
        for (const row of rows) {
          for (const n of [row.impressions, row.reach, row.clicks, row.conversions]) {
            expect(Number.isInteger(n) && n >= 0).toBe(true);
          }
          expect(row.impressions + row.spend).toBeGreaterThan(0);
          expect(row.reach).toBeLessThanOrEqual(Math.min(row.impressions, people));
          expect(row.clicks).toBeLessThanOrEqual(row.impressions);
          expect(row.conversions).toBeLessThanOrEqual(row.clicks);
          expect(Math.abs(row.spend * 100 - Math.round(row.spend * 100))).toBeLessThan(1e-6);
          expect(row.spend).toBeGreaterThanOrEqual(0);
          if (window.draft.objective !== 'sales') expect(row.revenue).toBe(0);
          expect(window.draft.platforms.selected).toContain(row.platform);
        }
      }),
      { numRuns: 300 },
    );
  });
});
