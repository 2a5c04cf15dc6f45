import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { forecastCurve } from '@northstar/shared/forecast';
import { type ForecastPoint, forecastRequestSchema } from '@northstar/shared/forecast/schemas';
import { describe, expect, it } from 'vitest';
import { contextFor } from './planner.ts';
import { stopAt } from './planner-flow.ts';
import { Chat, NOW, OPTS, stateAt } from './planner-test-helpers.ts';

// Issue 22: the assistant quotes the same low–high results, and the same cost per result, as
// POST /forecasts gives at that budget. The API answers POST /forecasts with forecastCurve on the
// request's parsed draft (apps/api forecasts.service.ts); the budgets are asked as the API is asked.

const base = stateAt(1, {}).draft;
const dental: Partial<CampaignDraft> = {
  campaignName: 'Smile Bright',
  objective: 'leads',
  industry: 'dental clinic',
  platforms: { selected: ['google-ads', 'facebook', 'instagram'], settings: {} },
  budget: {
    totalBudget: 35_000,
    budgetType: 'lifetime',
    currency: 'USD',
    allocation: {},
    pacing: 'standard',
  },
  schedule: { ...base.schedule, startDate: '2025-03-17', endDate: '2025-04-15', timezone: 'UTC' },
};

function chatAtBudgetStep(draft: Partial<CampaignDraft> = dental): Chat {
  const state = stateAt(7, draft);
  return new Chat(stopAt(state, 7, contextFor(state, '', OPTS), [], false).state);
}

/** POST /forecasts for `draft` (and `budgets`): the point at `budget`. */
function forecastAt(draft: CampaignDraft, budget: number, budgets?: number[]): ForecastPoint {
  const request = forecastRequestSchema.parse({ draft, ...(budgets ? { budgets } : {}) });
  const curve = forecastCurve(request.draft, { budgets: request.budgets, now: NOW });
  if (!curve.ok) throw new Error(`no forecast: ${curve.missing.join(', ')}`);
  const point = curve.forecast.points.find((p) => p.budget === budget);
  if (!point) throw new Error(`no point at ${budget}`);
  return point;
}

/** "projected: 1,234–1,567 leads at $30–$41 per lead": the reply's results and cost per result. */
function quoted(reply: string) {
  const m = /projected: ([\d,]+)–([\d,]+) leads at \$([\d,.]+)–\$([\d,.]+) per lead/.exec(reply);
  if (!m) throw new Error(`no quoted leads in: ${reply}`);
  const n = (s: string | undefined) => Number((s ?? '').replaceAll(',', ''));
  return { results: [n(m[1]), n(m[2])], cost: [n(m[3]), n(m[4])] };
}

/** The cost band as a reply writes it: whole dollars from $10, cents under, rounded outward. */
const writtenCost = ({ low, high }: { low: number; high: number }) =>
  low >= 10 ? [Math.floor(low), Math.ceil(high)] : [Math.floor(low * 100) / 100, Math.ceil(high * 100) / 100];

describe('the assistant quotes POST /forecasts', () => {
  it('"What would 50k get me?" quotes the leads and cost per lead the forecast gives at $50,000', () => {
    const chat = chatAtBudgetStep();
    const draft = chat.state.draft;
    const reply = chat.send('What would 50k get me?').response;
    const said = quoted(reply);
    // Asked as the budget curve asks for another budget of the same draft, and as the what-if's draft.
    const asked = forecastAt(draft, 50_000, [50_000]);
    const whatIf = forecastAt({ ...draft, budget: { ...draft.budget, totalBudget: 50_000 } }, 50_000);
    expect(said.results).toEqual([asked.results.low, asked.results.high]);
    expect(said.results).toEqual([whatIf.results.low, whatIf.results.high]);
    expect(said.cost).toEqual(writtenCost(whatIf.costPerResult));
  });

  it('"what can I expect?" at the budget step quotes the curve’s point at the plan', () => {
    const chat = chatAtBudgetStep();
    const plan = forecastAt(chat.state.draft, 35_000);
    const said = quoted(chat.send('what can I expect?').response);
    expect(said.results).toEqual([plan.results.low, plan.results.high]);
    expect(said.cost).toEqual(writtenCost(plan.costPerResult));
  });

  it('quotes a daily budget run until stopped as the curve does, its cost per lead included', () => {
    // The curve holds the cost per result from falling between its budgets; the reply quotes that band.
    const daily: Partial<CampaignDraft> = {
      ...dental,
      platforms: { selected: ['facebook', 'google-ads'], settings: {} },
      budget: {
        totalBudget: 1_000,
        budgetType: 'daily',
        currency: 'USD',
        allocation: {},
        pacing: 'standard',
      },
      schedule: { ...base.schedule, startDate: '2025-03-17', endDate: '', timezone: 'UTC' },
    };
    const chat = chatAtBudgetStep(daily);
    const plan = forecastAt(chat.state.draft, 1_000);
    const said = quoted(chat.send('what can I expect?').response);
    expect(said.results).toEqual([plan.results.low, plan.results.high]);
    expect(said.cost).toEqual(writtenCost(plan.costPerResult));
  });
});
