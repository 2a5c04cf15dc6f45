import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { ForecastPoint, ForecastResponse, ForecastUnit } from '@northstar/shared/forecast/schemas';
import type { ForecastMissing } from '../../lib/forecasts.ts';

// The budget curve's words and derived figures, kept pure so they are tested without a chart.

export const UNIT_WORDS: Readonly<Record<ForecastUnit, { one: string; many: string }>> = {
  reach: { one: 'person reached', many: 'people reached' },
  clicks: { one: 'click', many: 'clicks' },
  engagements: { one: 'engagement', many: 'engagements' },
  leads: { one: 'lead', many: 'leads' },
  purchases: { one: 'purchase', many: 'purchases' },
  installs: { one: 'install', many: 'installs' },
};

const MISSING_WORDS: Readonly<Record<ForecastMissing[number], string>> = {
  budget: 'a budget',
  platforms: 'platforms',
  objective: 'an objective',
  schedule: 'dates',
};

const joinWords = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** "Add a budget and platforms to see a forecast." */
export const missingText = (missing: ForecastMissing) =>
  `Add ${joinWords(missing.map((m) => MISSING_WORDS[m]))} to see a forecast.`;

/** The point at the draft's own budget (the server always includes it; the nearest otherwise). */
export function planIndex(forecast: ForecastResponse): number {
  let best = 0;
  forecast.points.forEach((p, i) => {
    const bestPoint = forecast.points[best] as ForecastPoint;
    if (Math.abs(p.budget - forecast.current.budget) < Math.abs(bestPoint.budget - forecast.current.budget))
      best = i;
  });
  return best;
}

/**
 * Spend per unit of budget: a daily budget is spent every day of the flight (30 days without an end
 * date, as the projection assumes), a lifetime budget once.
 */
export function spendPerBudget(draft: Pick<CampaignDraft, 'budget' | 'schedule'>): number {
  if (draft.budget.budgetType !== 'daily') return 1;
  return flightDays(draft.schedule.startDate, draft.schedule.endDate) ?? 30;
}

// As the projection's scheduleDays, without loading the projection model into the builder's step.
function flightDays(startDate: string, endDate: string): number | null {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null;
  return Math.round((end - start) / 86_400_000) + 1;
}

export type Marginal =
  | { kind: 'cost'; cost: number; fromBudget: number; toBudget: number }
  | { kind: 'saturated'; fromBudget: number; toBudget: number }
  | null;

/**
 * The cost of the next result at the plan: the extra spend between the plan's point and the next one,
 * divided by the extra results (mid figures). At the top of the curve, the step that ends at the plan.
 */
export function marginalAtPlan(forecast: ForecastResponse, spendFactor: number): Marginal {
  const i = planIndex(forecast);
  const plan = forecast.points[i];
  const [a, b] = forecast.points[i + 1] ? [plan, forecast.points[i + 1]] : [forecast.points[i - 1], plan];
  if (!a || !b) return null;
  const extraSpend = (b.budget - a.budget) * spendFactor;
  const extraResults = b.results.mid - a.results.mid;
  if (!(extraSpend > 0)) return null;
  if (!(extraResults > 0)) return { kind: 'saturated', fromBudget: a.budget, toBudget: b.budget };
  return { kind: 'cost', cost: extraSpend / extraResults, fromBudget: a.budget, toBudget: b.budget };
}
