import type { Objective } from '../campaign/objectives.ts';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../campaign/statuses.ts';
import type { ForecastUnit } from '../forecast/schemas.ts';
import type { AnalyticsTotals, DailyMetrics, RecommendationKind, UnitTrend } from './schemas.ts';

// The analytics figures' arithmetic and labels, without zod: a page that shows them loads no schema
// (the contracts they follow are in schemas.ts; docs/product.md#analytics).

/** The label every page showing sandbox figures carries. */
export const SANDBOX_NOTICE =
  "Sandbox delivery: simulated on the sandbox market's prices; no ad account connected";

/** Longest range one summary covers (a little over two years of days). */
export const ANALYTICS_MAX_DAYS = 800;

const DAY_MS = 86_400_000;
/** Days from `from` to `to` inclusive (both YYYY-MM-DD). */
export const dayCount = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

/** Totals and their derived rates from summed counts; rates are null where they would divide by zero. */
export function analyticsTotals(sum: Omit<AnalyticsTotals, 'ctr' | 'cpc' | 'cpm' | 'roas'>): AnalyticsTotals {
  return {
    ...sum,
    ctr: ratio(sum.clicks, sum.impressions),
    cpc: ratio(sum.spend, sum.clicks),
    cpm: sum.impressions > 0 ? (sum.spend / sum.impressions) * 1000 : null,
    roas: ratio(sum.revenue, sum.spend),
  };
}

/** Every day from `from` to `to`, zero-filled where `rows` has none. */
export function fillDays(from: string, to: string, rows: readonly DailyMetrics[]): DailyMetrics[] {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const days: DailyMetrics[] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let i = 0; i < dayCount(from, to); i++) {
    const date = new Date(start + i * DAY_MS).toISOString().slice(0, 10);
    days.push(byDate.get(date) ?? { date, spend: 0, revenue: 0, impressions: 0, clicks: 0, conversions: 0 });
  }
  return days;
}

/** The delivered metric that counts an objective's results; null where the sandbox records none. */
export const RESULT_METRIC: Readonly<Record<Objective, 'reach' | 'clicks' | 'conversions' | null>> = {
  awareness: 'reach',
  traffic: 'clicks',
  // The sandbox simulates clicks and conversions, not reactions, comments or shares.
  engagement: null,
  leads: 'conversions',
  sales: 'conversions',
  app_installs: 'conversions',
};

export const OBJECTIVE_UNIT: Readonly<Record<Objective, ForecastUnit>> = {
  awareness: 'reach',
  traffic: 'clicks',
  engagement: 'engagements',
  leads: 'leads',
  sales: 'purchases',
  app_installs: 'installs',
};

export interface ObjectiveDayRow {
  date: string;
  objective: Objective;
  spend: number;
  reach: number;
  clicks: number;
  conversions: number;
}

/** Rows per day and objective folded into one trend per unit over every day of [from, to]. */
export function unitTrends(from: string, to: string, rows: readonly ObjectiveDayRow[]): UnitTrend[] {
  const days = fillDays(from, to, []).map((d) => d.date);
  const index = new Map(days.map((d, i) => [d, i]));
  const trends = new Map<ForecastUnit, UnitTrend & { total: number }>();
  for (const row of rows) {
    const i = index.get(row.date);
    const unit = OBJECTIVE_UNIT[row.objective];
    if (i === undefined || !unit) continue;
    const metric = RESULT_METRIC[row.objective];
    let trend = trends.get(unit);
    if (!trend) {
      trend = { unit, spend: days.map(() => 0), results: metric ? days.map(() => 0) : null, total: 0 };
      trends.set(unit, trend);
    }
    trend.spend[i] = (trend.spend[i] ?? 0) + row.spend;
    trend.total += row.spend;
    if (trend.results && metric) trend.results[i] = (trend.results[i] ?? 0) + row[metric];
  }
  return [...trends.values()].sort((a, b) => b.total - a.total).map(({ total: _total, ...trend }) => trend);
}

export const emptyStatusCounts = (): Record<CampaignStatus, number> =>
  Object.fromEntries(CAMPAIGN_STATUSES.map((s) => [s, 0])) as Record<CampaignStatus, number>;

export const RECOMMENDATION_TITLES: Readonly<Record<RecommendationKind, string>> = {
  budget: 'Budget Optimization',
  audience: 'Audience Expansion',
  schedule: 'Schedule Optimization',
};
export const NOT_ENOUGH_DATA = 'Not enough data yet';
