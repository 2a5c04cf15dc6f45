import { createDraft } from '@northstar/shared/campaign';
import { describe, expect, it } from 'vitest';
import { forecastStub } from '../../test/forecast-fixtures.ts';
import { marginalAtPlan, missingText, planIndex, spendPerBudget } from './forecast-figures.ts';

describe('the budget curve’s figures', () => {
  it('says what a draft lacks in words', () => {
    expect(missingText(['budget', 'platforms'])).toBe('Add a budget and platforms to see a forecast.');
    expect(missingText(['schedule'])).toBe('Add dates to see a forecast.');
    expect(missingText(['objective', 'budget', 'platforms'])).toBe(
      'Add an objective, a budget and platforms to see a forecast.',
    );
  });

  it('finds the plan among the points and prices the next result between it and the next point', () => {
    const forecast = forecastStub(1000);
    const i = planIndex(forecast);
    expect(forecast.points[i]?.budget).toBe(1000);
    const plan = forecast.points[i];
    const next = forecast.points[i + 1];
    if (!plan || !next) throw new Error('no points');
    const marginal = marginalAtPlan(forecast, 1);
    expect(marginal).toEqual({
      kind: 'cost',
      cost: (next.budget - plan.budget) / (next.results.mid - plan.results.mid),
      fromBudget: 1000,
      toBudget: 2000,
    });
    // Diminishing returns: the next result costs more than the average one at the plan.
    if (marginal?.kind !== 'cost') throw new Error('no cost');
    expect(marginal.cost).toBeGreaterThan(plan.costPerResult.mid);
  });

  it('spends a daily budget on every day of the flight, so the next result costs that many times more', () => {
    const draft = createDraft();
    const daily = {
      ...draft,
      budget: { ...draft.budget, budgetType: 'daily' as const },
      schedule: { ...draft.schedule, startDate: '2025-07-01', endDate: '2025-07-10' },
    };
    expect(spendPerBudget(daily)).toBe(10);
    expect(spendPerBudget({ ...daily, budget: { ...daily.budget, budgetType: 'lifetime' } })).toBe(1);
    const forecast = forecastStub(100);
    const once = marginalAtPlan(forecast, 1);
    const tenDays = marginalAtPlan(forecast, 10);
    if (once?.kind !== 'cost' || tenDays?.kind !== 'cost') throw new Error('no cost');
    expect(tenDays.cost).toBeCloseTo(once.cost * 10, 6);
  });

  it('prices the last step when the plan tops the curve, and says so when more budget buys nothing', () => {
    const top = forecastStub(4000, { budgets: [1000, 2000] });
    expect(marginalAtPlan(top, 1)).toMatchObject({ kind: 'cost', fromBudget: 2000, toBudget: 4000 });
    const flat = forecastStub(1000, { budgets: [2000] });
    const [plan, next] = flat.points;
    if (!plan || !next) throw new Error('no points');
    next.results = { ...plan.results };
    expect(marginalAtPlan(flat, 1)).toEqual({ kind: 'saturated', fromBudget: 1000, toBudget: 2000 });
  });
});
