import type { Db } from '@northstar/server/database';
import type { PlatformId } from '@northstar/shared/campaign';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { campaignDailyMetrics, campaignDelivery, campaigns } from '../../db/schema.ts';

// Reads and writes of forecasts kept at launch, always keyed by the owner.

export async function setLaunchForecast(tx: Db, campaignId: string, forecast: unknown | null): Promise<void> {
  await tx
    .update(campaigns)
    .set({ launchForecast: forecast as Record<string, unknown> | null })
    .where(eq(campaigns.id, campaignId));
}

/**
 * Impressions delivered so far per platform (for people reached, each counted once: the rows' daily
 * reach counts again people an earlier day reached).
 */
export async function deliveredByPlatform(
  db: Db,
  userId: string,
  campaignId: string,
): Promise<[PlatformId, number][]> {
  const rows = await db
    .select({
      platform: campaignDailyMetrics.platform,
      impressions: sql<number>`coalesce(sum(${campaignDailyMetrics.impressions}), 0)`.mapWith(Number),
    })
    .from(campaignDailyMetrics)
    .where(and(eq(campaignDailyMetrics.campaignId, campaignId), eq(campaignDailyMetrics.userId, userId)))
    .groupBy(campaignDailyMetrics.platform);
  return rows.map((row) => [row.platform as PlatformId, row.impressions]);
}

/** The owner's completed campaigns launched with a forecast, with what each delivered. */
export async function finishedWithForecast(db: Db, userId: string) {
  return db
    .select({
      forecast: campaigns.launchForecast,
      impressions: sql<number>`coalesce(${campaignDelivery.impressions}, 0)`.mapWith(Number),
      clicks: sql<number>`coalesce(${campaignDelivery.clicks}, 0)`.mapWith(Number),
      conversions: sql<number>`coalesce(${campaignDelivery.conversions}, 0)`.mapWith(Number),
      id: campaigns.id,
      draft: campaigns.draft,
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
