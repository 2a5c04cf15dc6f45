import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OBJECTIVE_IDS } from '../campaign/objectives.ts';
import { flights, PLATFORM_MIXES } from '../testing/coverage-fixtures.ts';
import { sandboxDraft } from '../testing/delivery-fixtures.ts';
import {
  CURVE_FACTORS,
  FORECAST_VALID_MS,
  forecastCurve,
  forecastPoint,
  proRatedPoint,
} from './forecast-curve.ts';
import { forecastResponseSchema } from './schemas.ts';

const NOW = Date.UTC(2026, 10, 28, 15, 20);

const anyFlight = fc
  .tuple(fc.constantFrom(...PLATFORM_MIXES), fc.constantFrom(...OBJECTIVE_IDS))
  .chain(([mix, objective]) => flights(mix, objective));

function curveOf(draft: Parameters<typeof forecastCurve>[0], budgets?: number[]) {
  const curve = forecastCurve(draft, { budgets, now: NOW });
  if (!curve.ok) throw new Error(`not forecast: ${curve.missing.join(', ')}`);
  return curve.forecast;
}

describe('forecastCurve', () => {
  it('answers the contract with a quarter to four times the budget, its own included, sorted', () => {
    const draft = sandboxDraft({ budget: { budgetType: 'daily', totalBudget: 400 } });
    const forecast = forecastResponseSchema.parse(curveOf(draft));
    expect(forecast.unit).toBe('purchases');
    expect(forecast.current.budget).toBe(400);
    expect(forecast.points.map((p) => p.budget)).toEqual(CURVE_FACTORS.map((f) => 400 * f));
    expect(forecast.points.length).toBeGreaterThanOrEqual(5);
  });

  it('forecasts exactly the budgets asked for plus the draft’s own, sorted and without repeats', () => {
    const draft = sandboxDraft({ budget: { budgetType: 'lifetime', totalBudget: 30_000 } });
    const budgets = curveOf(draft, [50_000, 10_000, 50_000, 30_000]).points.map((p) => p.budget);
    expect(budgets).toEqual([10_000, 30_000, 50_000]);
  });

  it('never lets results fall or cost per result fall as the budget rises, nor reach pass the audience', () => {
    fc.assert(
      fc.property(anyFlight, ({ draft }) => {
        const forecast = curveOf(draft);
        forecast.points.forEach((p, i) => {
          expect(p.reach.high).toBeLessThanOrEqual(forecast.audience.people);
          expect(p.results.low).toBeLessThanOrEqual(p.results.mid);
          expect(p.results.mid).toBeLessThanOrEqual(p.results.high);
          const before = forecast.points[i - 1];
          if (!before) return;
          for (const k of ['low', 'mid', 'high'] as const) {
            expect(p.results[k]).toBeGreaterThanOrEqual(before.results[k]);
            expect(p.costPerResult[k]).toBeGreaterThanOrEqual(before.costPerResult[k]);
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('caps reach at the audience when the budget outgrows a narrow one', () => {
    const draft = sandboxDraft({
      objective: 'awareness',
      budget: { budgetType: 'daily', totalBudget: 50_000 },
      targeting: {
        geography: { countries: ['LU'], regions: [], cities: [] },
        interests: ['golf', 'sailing'],
      },
    });
    const forecast = curveOf(draft);
    const top = forecast.points.at(-1);
    expect(top?.reach.high).toBe(forecast.audience.people);
    // Past the audience's room more budget buys nothing: the top of the curve is flat.
    expect(top?.impressions.mid).toBe(forecast.points.at(-2)?.impressions.mid);
  });

  it('gives the same figures for the same draft until validUntil, which ends the hour', () => {
    const draft = sandboxDraft({});
    const a = forecastCurve(draft, { now: NOW });
    const b = forecastCurve(draft, { now: NOW + 30 * 60_000 });
    expect(b).toEqual(a);
    if (!a.ok) throw new Error('forecast');
    expect(Date.parse(a.forecast.validUntil)).toBe(Math.ceil(NOW / FORECAST_VALID_MS) * FORECAST_VALID_MS);
  });

  it('refuses a draft with too little to forecast from and says what is missing', () => {
    const draft = sandboxDraft({ platforms: [], budget: { totalBudget: 0 } });
    expect(forecastCurve(draft, { now: NOW })).toEqual({ ok: false, missing: ['budget', 'platforms'] });
    const inverted = sandboxDraft({
      objective: '',
      schedule: { startDate: '2025-05-02', endDate: '2025-05-01' },
    });
    expect(forecastCurve(inverted, { now: NOW })).toEqual({ ok: false, missing: ['objective', 'schedule'] });
    expect(forecastPoint(inverted, 1000)).toBeNull();
  });

  it('pro-rates a point by the share of the flight elapsed', () => {
    const point = forecastPoint(sandboxDraft({}), 30_000);
    if (!point) throw new Error('forecast');
    const half = proRatedPoint(point, 0.5);
    expect(half.clicks.mid).toBe(Math.round(point.clicks.mid / 2));
    expect(half.clicks.low).toBeLessThanOrEqual(point.clicks.low / 2);
    expect(half.budget).toBe(point.budget);
  });
});
