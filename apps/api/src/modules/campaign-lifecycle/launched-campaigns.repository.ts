import type { Db } from '@northstar/server/database';
import type { CampaignStatus } from '@northstar/shared/campaign';
import type { LiftResult } from '@northstar/shared/incrementality';
import type { DeliveryRow } from '@northstar/shared/sandbox';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { campaignDailyMetrics, campaignDelivery, campaigns, incrementalityTests } from '../../db/schema.ts';

/** Launched and not over: the statuses delivery looks after. */
export const OPEN_STATUSES: CampaignStatus[] = ['ready', 'scheduled', 'active', 'paused'];

/** A holdout test running on the campaign, as delivery needs it. */
export interface RunningTestRow {
  testType: 'geographic' | 'audience';
  controlGroupSize: number;
  confidenceLevel: number;
  startedAt: Date;
  endsAt: Date;
  testUsers: number;
  testConversions: number;
  controlUsers: number;
  controlConversions: number;
}

export interface LaunchedCampaignRow {
  id: string;
  userId: string;
  name: string;
  status: CampaignStatus;
  draft: unknown;
  createdAt: Date;
  deliveredThrough: Date;
  spend: number;
  test: RunningTestRow | null;
}

const launchedColumns = {
  id: campaigns.id,
  userId: campaigns.userId,
  name: campaigns.name,
  status: campaigns.status,
  draft: campaigns.draft,
  createdAt: campaigns.createdAt,
  deliveredThrough: campaignDelivery.deliveredThrough,
  spend: campaignDelivery.spend,
  test: {
    testType: incrementalityTests.testType,
    controlGroupSize: incrementalityTests.controlGroupSize,
    confidenceLevel: incrementalityTests.confidenceLevel,
    startedAt: incrementalityTests.startedAt,
    endsAt: incrementalityTests.endsAt,
    testUsers: incrementalityTests.testUsers,
    testConversions: incrementalityTests.testConversions,
    controlUsers: incrementalityTests.controlUsers,
    controlConversions: incrementalityTests.controlConversions,
  },
};

// Only a running test takes part in delivery; a completed one is history.
const runningTest = and(
  eq(incrementalityTests.campaignId, campaigns.id),
  eq(incrementalityTests.status, 'running'),
);

/**
 * The next batch of open campaigns behind on delivery, in id order after `afterId`, locked for this
 * transaction. SKIP LOCKED: a campaign being paused right now is caught up by its pause instead.
 */
export async function lockBehindCampaigns(
  tx: Db,
  before: Date,
  afterId: string | null,
  limit: number,
): Promise<LaunchedCampaignRow[]> {
  return tx
    .select(launchedColumns)
    .from(campaigns)
    .innerJoin(campaignDelivery, eq(campaignDelivery.campaignId, campaigns.id))
    .leftJoin(incrementalityTests, runningTest)
    .where(
      and(
        inArray(campaigns.status, OPEN_STATUSES),
        lt(campaignDelivery.deliveredThrough, before),
        afterId ? gt(campaigns.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(campaigns.id))
    .limit(limit)
    .for('update', { of: campaigns, skipLocked: true });
}

/** One campaign with its delivery state, locked; undefined if it is not the user's or not launched. */
export async function lockLaunchedCampaign(
  tx: Db,
  userId: string,
  id: string,
): Promise<LaunchedCampaignRow | undefined> {
  const [row] = await tx
    .select(launchedColumns)
    .from(campaigns)
    .innerJoin(campaignDelivery, eq(campaignDelivery.campaignId, campaigns.id))
    .leftJoin(incrementalityTests, runningTest)
    .where(and(eq(campaigns.id, id), eq(campaigns.userId, userId)))
    .for('update', { of: campaigns });
  return row;
}

export async function insertDeliveryState(
  tx: Db,
  state: { campaignId: string; userId: string; deliveredThrough: Date },
): Promise<void> {
  await tx.insert(campaignDelivery).values(state).onConflictDoNothing();
}

/** A running test's groups after the window (absolute), and its result once it is over. */
export interface TestWrite {
  testUsers: number;
  testConversions: number;
  controlUsers: number;
  controlConversions: number;
  completed: boolean;
  result: LiftResult | null;
}

export interface DeliveryWrite {
  campaign: { id: string; userId: string };
  rows: readonly DeliveryRow[];
  /** Set when the campaign moves on (scheduled, active, completed). */
  status?: CampaignStatus | undefined;
  test?: TestWrite | undefined;
}

const METRICS = ['impressions', 'reach', 'clicks', 'conversions', 'spend', 'revenue'] as const;

/** One row per campaign, platform and day: an insert may not touch the same key twice. */
function mergedRows(writes: readonly DeliveryWrite[]) {
  const merged = new Map<string, DeliveryRow & { campaign_id: string; user_id: string }>();
  for (const w of writes) {
    for (const r of w.rows) {
      const key = `${w.campaign.id}|${r.platform}|${r.date}`;
      const seen = merged.get(key);
      if (!seen) merged.set(key, { campaign_id: w.campaign.id, user_id: w.campaign.userId, ...r });
      else for (const m of METRICS) seen[m] += r[m];
    }
  }
  return merged;
}

/**
 * Writes a batch of advances in three statements whatever its size: the rows are added to the daily
 * metrics (the triggers of migration 0007 roll them up per user and day), each campaign's totals grow
 * and its clock moves to `through`, and the campaigns that moved on get their new status. The batch
 * travels as one JSON parameter, which both drivers pass the same way.
 */
export async function recordDeliveries(
  tx: Db,
  writes: readonly DeliveryWrite[],
  through: Date,
): Promise<void> {
  if (writes.length === 0) return;
  const rows = [...mergedRows(writes).values()];
  if (rows.length > 0) {
    await tx.execute(sql`
      insert into ${campaignDailyMetrics} as m
        (campaign_id, user_id, platform, date, impressions, reach, clicks, conversions, spend, revenue)
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(campaign_id uuid, user_id uuid,
        platform text, date date, impressions float8, reach float8, clicks float8, conversions float8,
        spend float8, revenue float8)
      on conflict (campaign_id, platform, date) do update set
        impressions = m.impressions + excluded.impressions, reach = m.reach + excluded.reach,
        clicks = m.clicks + excluded.clicks, conversions = m.conversions + excluded.conversions,
        spend = m.spend + excluded.spend, revenue = m.revenue + excluded.revenue`);
  }
  const totals = writes.map((w) => {
    const sum = (key: 'impressions' | 'reach' | 'clicks' | 'conversions' | 'spend' | 'revenue') =>
      w.rows.reduce((n, r) => n + r[key], 0);
    return {
      id: w.campaign.id,
      impressions: sum('impressions'),
      reach: sum('reach'),
      clicks: sum('clicks'),
      conversions: sum('conversions'),
      spend: sum('spend'),
      revenue: sum('revenue'),
    };
  });
  await tx.execute(sql`
    update ${campaignDelivery} as d
    set delivered_through = greatest(d.delivered_through, ${through.toISOString()}::timestamptz),
      impressions = d.impressions + v.impressions, reach = d.reach + v.reach, clicks = d.clicks + v.clicks,
      conversions = d.conversions + v.conversions, spend = d.spend + v.spend, revenue = d.revenue + v.revenue
    from jsonb_to_recordset(${JSON.stringify(totals)}::jsonb) as v(id uuid, impressions float8,
      reach float8, clicks float8, conversions float8, spend float8, revenue float8)
    where d.campaign_id = v.id`);
  const tests = writes.flatMap((w) => (w.test ? [{ id: w.campaign.id, ...w.test }] : []));
  if (tests.length > 0) {
    await tx.execute(sql`
      update ${incrementalityTests} as t set test_users = v."testUsers",
        test_conversions = v."testConversions", control_users = v."controlUsers",
        control_conversions = v."controlConversions",
        status = case when v.completed then 'completed' else t.status end,
        result = case when v.completed then v.result else t.result end
      from jsonb_to_recordset(${JSON.stringify(tests)}::jsonb) as v(id uuid, "testUsers" float8,
        "testConversions" float8, "controlUsers" float8, "controlConversions" float8, completed boolean,
        result jsonb)
      where t.campaign_id = v.id and t.status = 'running'`);
  }
  const moved = writes.flatMap((w) => (w.status ? [{ id: w.campaign.id, status: w.status }] : []));
  if (moved.length > 0) {
    await tx.execute(sql`
      update ${campaigns} as c set status = v.status, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) as v(id uuid, status text)
      where c.id = v.id`);
  }
}

/** The user's pause or resume: a user write, so the campaign's version moves (delivery's moves do not). */
export async function setCampaignStatus(tx: Db, id: string, status: CampaignStatus): Promise<void> {
  await tx
    .update(campaigns)
    .set({ status, version: sql`${campaigns.version} + 1`, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id));
}
