import { usingPostgres } from '@northstar/server/test-database';
import { analyticsSummarySchema } from '@northstar/shared/analytics/schemas';
import { type CampaignDraft, campaignSchema } from '@northstar/shared/campaign/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDailyMetrics } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, namedDraft } from '../campaigns/campaigns.test-fixtures.ts';

// Issue 13 "Sandbox delivery": the job over the real simulator and database.

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A campaign starting today (UTC) for `days` days with a lifetime budget. */
function flight(name: string, budget: number, days: number): CampaignDraft {
  const base = namedDraft(name);
  const start = new Date();
  return {
    ...base,
    schedule: {
      startDate: isoDay(start),
      endDate: isoDay(new Date(start.getTime() + (days - 1) * DAY_MS)),
      timezone: 'UTC',
    },
    budget: { ...base.budget, totalBudget: budget, budgetType: 'lifetime' },
  };
}

describe('sandbox delivery job', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t);
  });
  afterAll(() => t.close());

  const launch = async (headers: Record<string, string>, draft: CampaignDraft) => {
    const created = await api.post('/campaigns', headers, { draft });
    const id = created.json().campaign.id as string;
    const res = await api.post(`/campaigns/${id}/launch`, headers);
    expect(res.statusCode).toBe(200);
    return id;
  };
  const campaignOf = async (headers: Record<string, string>, id: string) =>
    campaignSchema.parse((await api.get(`/campaigns/${id}`, headers)).json().campaign);
  const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

  it('delivers launched campaigns into the metrics table and the analytics summary, user by user', async () => {
    const owner = await t.signedInUser();
    const other = await t.signedInUser();
    const id = await launch(owner.headers, flight('Delivered', 3000, 10));
    const result = await t.app.deliveryJob.tick(inDays(2));
    expect(result?.campaigns).toBeGreaterThanOrEqual(1);

    const campaign = await campaignOf(owner.headers, id);
    expect(campaign.delivery?.spend).toBeGreaterThan(0);
    expect(campaign.delivery?.impressions).toBeGreaterThan(campaign.delivery?.clicks ?? 0);
    const rows = await t.db
      .select()
      .from(campaignDailyMetrics)
      .where(eq(campaignDailyMetrics.campaignId, id));
    expect(new Set(rows.map((r) => r.platform))).toEqual(new Set(['google-ads', 'facebook']));

    const range = `from=${isoDay(inDays(-1))}&to=${isoDay(inDays(3))}`;
    const summary = analyticsSummarySchema.parse(
      (await api.get(`/analytics/summary?${range}`, owner.headers)).json(),
    );
    expect(summary.totals.spend).toBeCloseTo(campaign.delivery?.spend ?? 0, 6);
    expect(summary.totals.impressions).toBeCloseTo(campaign.delivery?.impressions ?? 0, 6);
    expect(summary.campaigns.active).toBe(1);
    expect(summary.daily).toHaveLength(5);

    const theirs = analyticsSummarySchema.parse(
      (await api.get(`/analytics/summary?${range}`, other.headers)).json(),
    );
    expect(theirs.totals.spend).toBe(0);
    expect(theirs.campaigns.active).toBe(0);
  });

  it('stops delivering while paused and delivers again after a resume', async () => {
    const { headers } = await t.signedInUser();
    const id = await launch(headers, flight('Paused', 5000, 30));
    await api.post(`/campaigns/${id}/pause`, headers);
    const before = (await campaignOf(headers, id)).delivery?.spend ?? 0;
    await t.app.deliveryJob.tick(inDays(3));
    expect((await campaignOf(headers, id)).delivery?.spend).toBe(before);
    expect((await campaignOf(headers, id)).status).toBe('paused');
  });

  it('never spends more than the lifetime budget and completes the campaign when it is spent or over', async () => {
    const { headers } = await t.signedInUser();
    const id = await launch(headers, flight('Short', 800, 3));
    await t.app.deliveryJob.tick(inDays(1));
    await t.app.deliveryJob.tick(inDays(5));
    const campaign = await campaignOf(headers, id);
    expect(campaign.status).toBe('completed');
    expect(campaign.delivery?.spend).toBeLessThanOrEqual(800 + 1e-6);
    const [summed] = await t.db
      .select({ spend: sql<number>`sum(${campaignDailyMetrics.spend})::float8` })
      .from(campaignDailyMetrics)
      .where(eq(campaignDailyMetrics.campaignId, id));
    expect(summed?.spend).toBeCloseTo(campaign.delivery?.spend ?? -1, 6);
    const history = (await api.get(`/campaigns/${id}/history`, headers)).json().items;
    expect(history[0]).toMatchObject({ action: 'completed', actor: { kind: 'system', userId: null } });
  });

  it('keeps a deleted campaign’s figures out of the user’s analytics', async () => {
    const { headers } = await t.signedInUser();
    const id = await launch(headers, flight('Deleted', 2000, 10));
    await t.app.deliveryJob.tick(inDays(1));
    await api.del(`/campaigns/${id}`, headers);
    const range = `from=${isoDay(inDays(-1))}&to=${isoDay(inDays(2))}`;
    const summary = (await api.get(`/analytics/summary?${range}`, headers)).json();
    expect(summary.totals.spend).toBeCloseTo(0, 6);
  });
});

// Two API instances on one PostgreSQL: the advisory lock lets exactly one of them run each tick.
describe.runIf(usingPostgres())('one delivery job runner across instances', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ deps: { database: first.database } });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('runs the catch-up on one instance only', async () => {
    const { headers } = await first.signedInUser();
    const api = apiClient(first);
    const created = await api.post('/campaigns', headers, { draft: flight('Twice', 4000, 20) });
    await api.post(`/campaigns/${created.json().campaign.id}/launch`, headers);
    const at = new Date(Date.now() + DAY_MS);
    const results = await Promise.all([first.app.deliveryJob.tick(at), second.app.deliveryJob.tick(at)]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });
});
