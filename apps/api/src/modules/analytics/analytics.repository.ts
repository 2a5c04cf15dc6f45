import type { Db } from '@northstar/server/database';
import type { ObjectiveDayRow } from '@northstar/shared/analytics';
import type { DailyMetrics } from '@northstar/shared/analytics/schemas';
import type { CampaignStatus, Objective } from '@northstar/shared/campaign';
import { and, asc, between, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { campaignCounts, campaignDailyMetrics, campaigns, userDailyMetrics } from '../../db/schema.ts';

/** The user's delivery per day in [from, to], from the per-user roll-up (one row per day at most). */
export async function dailyTotals(
  db: Db,
  userId: string,
  from: string,
  to: string,
): Promise<(DailyMetrics & { reach: number })[]> {
  return db
    .select({
      date: userDailyMetrics.date,
      spend: userDailyMetrics.spend,
      reach: userDailyMetrics.reach,
      revenue: userDailyMetrics.revenue,
      impressions: userDailyMetrics.impressions,
      clicks: userDailyMetrics.clicks,
      conversions: userDailyMetrics.conversions,
    })
    .from(userDailyMetrics)
    .where(and(eq(userDailyMetrics.userId, userId), between(userDailyMetrics.date, from, to)))
    .orderBy(asc(userDailyMetrics.date));
}

/** The objectives of the user's launched campaigns: the only ones that can have delivery. */
export async function launchedObjectives(db: Db, userId: string): Promise<Objective[]> {
  const objective = sql<Objective>`${campaigns.draft}->>'objective'`;
  const rows = await db
    .selectDistinct({ objective })
    .from(campaigns)
    .where(and(eq(campaigns.userId, userId), isNotNull(campaigns.launchedAt)));
  return rows.map((r) => r.objective);
}

/**
 * The user's delivery per day and campaign objective in [from, to], for an account whose launched
 * campaigns have several objectives (one objective reads the per-user roll-up instead).
 */
export async function objectiveDailyTotals(
  db: Db,
  userId: string,
  from: string,
  to: string,
): Promise<ObjectiveDayRow[]> {
  const objective = sql<ObjectiveDayRow['objective']>`${campaigns.draft}->>'objective'`;
  const rows = await db
    .select({
      date: campaignDailyMetrics.date,
      objective,
      spend: sql<number>`sum(${campaignDailyMetrics.spend})::float8`,
      reach: sql<number>`sum(${campaignDailyMetrics.reach})::float8`,
      clicks: sql<number>`sum(${campaignDailyMetrics.clicks})::float8`,
      conversions: sql<number>`sum(${campaignDailyMetrics.conversions})::float8`,
    })
    .from(campaignDailyMetrics)
    .innerJoin(campaigns, eq(campaigns.id, campaignDailyMetrics.campaignId))
    .where(and(eq(campaignDailyMetrics.userId, userId), between(campaignDailyMetrics.date, from, to)))
    .groupBy(campaignDailyMetrics.date, objective);
  return rows.map((r) => ({
    ...r,
    spend: Number(r.spend),
    reach: Number(r.reach),
    clicks: Number(r.clicks),
    conversions: Number(r.conversions),
  }));
}

/** How many of the user's campaigns are in each status (kept by triggers, at most 14 rows). */
export async function statusCounts(db: Db, userId: string): Promise<Partial<Record<CampaignStatus, number>>> {
  const rows = await db
    .select({ status: campaignCounts.status, total: sql<number>`sum(${campaignCounts.total})::int` })
    .from(campaignCounts)
    .where(eq(campaignCounts.userId, userId))
    .groupBy(campaignCounts.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.total)]));
}

export interface BreakdownRow {
  spend: number;
  impressions: number;
  reach: number;
  clicks: number;
  conversions: number;
  revenue: number;
}

const sums = {
  spend: sql<number>`sum(${campaignDailyMetrics.spend})::float8`,
  impressions: sql<number>`sum(${campaignDailyMetrics.impressions})::float8`,
  reach: sql<number>`sum(${campaignDailyMetrics.reach})::float8`,
  clicks: sql<number>`sum(${campaignDailyMetrics.clicks})::float8`,
  conversions: sql<number>`sum(${campaignDailyMetrics.conversions})::float8`,
  revenue: sql<number>`sum(${campaignDailyMetrics.revenue})::float8`,
};

/** The user's delivery since `from`, by platform, by weekday (0 = Sunday) and by campaign. */
export async function deliveryBreakdown(db: Db, userId: string, from: string) {
  const since = and(eq(campaignDailyMetrics.userId, userId), gte(campaignDailyMetrics.date, from));
  const weekday = sql<number>`extract(dow from ${campaignDailyMetrics.date})::int`;
  const [platforms, weekdays, campaigns, days] = await Promise.all([
    db
      .select({ platform: campaignDailyMetrics.platform, ...sums })
      .from(campaignDailyMetrics)
      .where(since)
      .groupBy(campaignDailyMetrics.platform),
    db
      .select({ weekday, ...sums })
      .from(campaignDailyMetrics)
      .where(since)
      .groupBy(weekday),
    db
      .select({ campaignId: campaignDailyMetrics.campaignId, ...sums })
      .from(campaignDailyMetrics)
      .where(since)
      .groupBy(campaignDailyMetrics.campaignId),
    db
      .select({ days: sql<number>`count(distinct ${campaignDailyMetrics.date})::int` })
      .from(campaignDailyMetrics)
      .where(since),
  ]);
  return { platforms, weekdays, campaigns, days: Number(days[0]?.days ?? 0) };
}
export type DeliveryBreakdown = Awaited<ReturnType<typeof deliveryBreakdown>>;

/** The user's active campaigns by id and name: the audience card names the one it is about. */
export function activeCampaignNames(db: Db, userId: string) {
  return db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(and(eq(campaigns.userId, userId), eq(campaigns.status, 'active')));
}
