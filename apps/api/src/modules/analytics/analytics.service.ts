import { analyticsTotals, emptyStatusCounts, fillDays, unitTrends } from '@northstar/shared/analytics';
import type { AnalyticsQuery, AnalyticsSummary } from '@northstar/shared/analytics/schemas';
import type { HistoryEntry } from '@northstar/shared/campaign/schemas';
import type { ServiceContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { listActivity } from '../campaigns/campaign-history.repository.ts';
import {
  activeCampaignNames,
  dailyTotals,
  deliveryBreakdown,
  launchedObjectives,
  objectiveDailyTotals,
  statusCounts,
} from './analytics.repository.ts';
import { RECOMMENDATION_WINDOW_DAYS, recommendationsFrom } from './recommendations.ts';

const DAY_MS = 86_400_000;

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

export function createAnalyticsService({ db }: ServiceContext) {
  return {
    /** The signed-in user's delivery over [from, to]: totals, campaigns per status, every day. */
    async summary(actor: UserRow, range: AnalyticsQuery): Promise<AnalyticsSummary> {
      const [rows, counts, objectives] = await Promise.all([
        dailyTotals(db, actor.id, range.from, range.to),
        statusCounts(db, actor.id),
        launchedObjectives(db, actor.id),
      ]);
      // One objective (the usual account): its trend is the per-user roll-up, no scan of the campaigns'
      // rows; several need the rows split by objective.
      const only = objectives.length === 1 ? objectives[0] : undefined;
      const byObjective = only
        ? rows.map((r) => ({ ...r, objective: only }))
        : objectives.length > 1
          ? await objectiveDailyTotals(db, actor.id, range.from, range.to)
          : [];
      const sum = (key: 'spend' | 'impressions' | 'clicks' | 'conversions' | 'revenue') =>
        rows.reduce((n, r) => n + r[key], 0);
      return {
        totals: analyticsTotals({
          spend: sum('spend'),
          impressions: sum('impressions'),
          clicks: sum('clicks'),
          conversions: sum('conversions'),
          revenue: sum('revenue'),
        }),
        campaigns: { ...emptyStatusCounts(), ...counts },
        daily: fillDays(
          range.from,
          range.to,
          rows.map(({ reach: _reach, ...day }) => day),
        ),
        byUnit: unitTrends(range.from, range.to, byObjective),
      };
    },

    activity: (actor: UserRow, limit: number): Promise<HistoryEntry[]> => listActivity(db, actor.id, limit),

    async recommendations(actor: UserRow, now = new Date()) {
      const from = new Date(now.getTime() - RECOMMENDATION_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
      const [breakdown, active] = await Promise.all([
        deliveryBreakdown(db, actor.id, from),
        activeCampaignNames(db, actor.id),
      ]);
      return recommendationsFrom(breakdown, new Map(active.map((c) => [c.id, c.name])));
    },
  };
}
