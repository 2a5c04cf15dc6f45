import type { Db } from '@northstar/server/database';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { campaignDailyMetrics, campaignDelivery, campaigns } from '../../db/schema.ts';

// Reads and writes of forecasts kept at launch, always keyed by the owner.

export async function setLaunchForecast(tx: Db, campaignId: string, forecast: unknown | null): Promise<void> {
  await tx
    .update(campaigns)
    .set({ launchForecast: forecast as Record<string, unknown> | null })
    .where(eq(campaigns.id, campaignId));
}

/** People reached so far: the delivery rows' reach summed (delivery keeps no running total of it). */
export async function deliveredReach(db: Db, userId: string, campaignId: string): Promise<number> {
  const [row] = await db
    .select({ reach: sql<number>`coalesce(sum(${campaignDailyMetrics.reach}), 0)`.mapWith(Number) })
    .from(campaignDailyMetrics)
    .where(and(eq(campaignDailyMetrics.campaignId, campaignId), eq(campaignDailyMetrics.userId, userId)));
  return row?.reach ?? 0;
}

/** The owner's completed campaigns launched with a forecast, with what each delivered. */
export async function finishedWithForecast(db: Db, userId: string) {
  return db
    .select({
      forecast: campaigns.launchForecast,
      impressions: sql<number>`coalesce(${campaignDelivery.impressions}, 0)`.mapWith(Number),
      clicks: sql<number>`coalesce(${campaignDelivery.clicks}, 0)`.mapWith(Number),
      conversions: sql<number>`coalesce(${campaignDelivery.conversions}, 0)`.mapWith(Number),
      reach: sql<number>`coalesce((select sum(m.reach) from ${campaignDailyMetrics} m
        where m.campaign_id = ${campaigns.id} and m.user_id = ${userId}), 0)`.mapWith(Number),
    })
    .from(campaigns)
    .leftJoin(campaignDelivery, eq(campaignDelivery.campaignId, campaigns.id))
    .where(
      and(
        eq(campaigns.userId, userId),
        eq(campaigns.status, 'completed'),
        isNotNull(campaigns.launchForecast),
      ),
    );
}
