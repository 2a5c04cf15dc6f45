import { analyticsSummarySchema, recommendationsResponseSchema } from '@northstar/shared/analytics/schemas';
import { type CampaignDraft, historyResponseSchema } from '@northstar/shared/campaign/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, namedDraft } from '../campaigns/campaigns.test-fixtures.ts';

describe('analytics routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t);
  });
  afterAll(() => t.close());

  it('gives a new account zeros, null rates, every status at 0 and every day of the range', async () => {
    const { headers } = await t.signedInUser();
    const res = await api.get('/analytics/summary?from=2026-11-01&to=2026-11-07', headers);
    expect(res.statusCode).toBe(200);
    const summary = analyticsSummarySchema.parse(res.json());
    expect(summary.totals).toEqual({
      spend: 0,
      impressions: 0,
      clicks: 0,
      conversions: 0,
      revenue: 0,
      ctr: null,
      cpc: null,
      cpm: null,
      roas: null,
    });
    expect(summary.byUnit).toEqual([]);
    expect(Object.values(summary.campaigns).every((n) => n === 0)).toBe(true);
    expect(Object.keys(summary.campaigns)).toHaveLength(7);
    expect(summary.daily.map((d) => d.date)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
  });

  it('counts the user’s campaigns by status', async () => {
    const { headers } = await t.signedInUser();
    await api.post('/campaigns', headers, { draft: namedDraft('A') });
    await api.post('/campaigns', headers, { draft: namedDraft('B'), status: 'saved' });
    const summary = (await api.get('/analytics/summary?from=2026-11-01&to=2026-11-01', headers)).json();
    expect(summary.campaigns).toMatchObject({ draft: 1, saved: 1, active: 0 });
  });

  it.each([
    ['', 'a missing range'],
    ['?from=2026-11-08&to=2026-11-01', 'from after to'],
    ['?from=2026-02-30&to=2026-03-01', 'an impossible date'],
    ['?from=2020-01-01&to=2026-01-01', 'more than 800 days'],
    ['?from=2026-11-01&to=2026-11-02&extra=1', 'an unknown parameter'],
  ])('answers 400 for %s (%s)', async (query) => {
    const { headers } = await t.signedInUser();
    const res = await api.get(`/analytics/summary${query}`, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('needs a signed-in user', async () => {
    expect((await api.get('/analytics/summary?from=2026-11-01&to=2026-11-02', {})).statusCode).toBe(401);
    expect((await api.get('/analytics/activity', {})).statusCode).toBe(401);
  });

  it('lists recent activity across the user’s own campaigns only, newest first', async () => {
    const mine = await t.signedInUser();
    const theirs = await t.signedInUser();
    const first = (await api.post('/campaigns', mine.headers, { draft: namedDraft('First') })).json()
      .campaign;
    await api.post('/campaigns', mine.headers, { draft: namedDraft('Second') });
    await api.post(`/campaigns/${first.id}/launch`, mine.headers);
    await api.post('/campaigns', theirs.headers, { draft: namedDraft('Theirs') });
    const { items } = historyResponseSchema.parse(
      (await api.get('/analytics/activity?limit=3', mine.headers)).json(),
    );
    expect(items.map((e) => `${e.action} ${e.campaignName}`)).toEqual([
      'activated First',
      'launched First',
      'created Second',
    ]);
  });

  it('says "not enough data yet" on every recommendation for a new account', async () => {
    const { headers } = await t.signedInUser();
    const { items } = recommendationsResponseSchema.parse(
      (await api.get('/analytics/recommendations', headers)).json(),
    );
    expect(items.map((r) => r.title)).toEqual([
      'Budget Optimization',
      'Audience Expansion',
      'Schedule Optimization',
    ]);
    expect(items.every((r) => !r.enoughData && /needs/.test(r.message))).toBe(true);
  });

  describe('the trend in each objective’s unit', () => {
    const DAY_MS = 86_400_000;
    const isoDay = (d: Date) => d.toISOString().slice(0, 10);
    /** A complete campaign starting today (UTC) for ten days. */
    const flight = (name: string, objective: CampaignDraft['objective']): CampaignDraft => {
      const base = namedDraft(name);
      const start = new Date();
      return {
        ...base,
        objective,
        schedule: {
          startDate: isoDay(start),
          endDate: isoDay(new Date(start.getTime() + 9 * DAY_MS)),
          timezone: 'UTC',
        },
        budget: { ...base.budget, totalBudget: 3000, budgetType: 'lifetime' },
      };
    };
    const launch = async (headers: Record<string, string>, draft: CampaignDraft) => {
      const id = (await api.post('/campaigns', headers, { draft })).json().campaign.id as string;
      expect((await api.post(`/campaigns/${id}/launch`, headers)).statusCode).toBe(200);
    };
    const range = () =>
      `from=${isoDay(new Date(Date.now() - DAY_MS))}&to=${isoDay(new Date(Date.now() + 3 * DAY_MS))}`;
    const summaryOf = async (headers: Record<string, string>) =>
      analyticsSummarySchema.parse((await api.get(`/analytics/summary?${range()}`, headers)).json());
    const total = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

    it('gives a leads account its leads and spend per day, and no revenue to chart', async () => {
      const { headers } = await t.signedInUser();
      await launch(headers, flight('Leads', 'leads'));
      await t.app.deliveryJob.tick(new Date(Date.now() + 2 * DAY_MS));
      const summary = await summaryOf(headers);
      expect(summary.byUnit.map((u) => u.unit)).toEqual(['leads']);
      const [leads] = summary.byUnit;
      expect(leads?.spend).toEqual(summary.daily.map((d) => d.spend));
      expect(leads?.results).toEqual(summary.daily.map((d) => d.conversions));
      expect(total(leads?.spend ?? [])).toBeGreaterThan(0);
      expect(summary.totals.revenue).toBe(0);
    });

    it('splits a mixed account by unit, the most spent first, each unit with its own spend', async () => {
      const { headers } = await t.signedInUser();
      await launch(headers, flight('Traffic', 'traffic'));
      await launch(headers, {
        ...flight('Sales', 'sales'),
        budget: { ...flight('Sales', 'sales').budget, totalBudget: 9000 },
      });
      await launch(headers, flight('Engagement', 'engagement'));
      await t.app.deliveryJob.tick(new Date(Date.now() + 2 * DAY_MS));
      const summary = await summaryOf(headers);
      const units = summary.byUnit.map((u) => u.unit);
      expect(units[0]).toBe('purchases');
      expect(new Set(units)).toEqual(new Set(['purchases', 'clicks', 'engagements']));
      // Every unit's spend adds up to the account's, day by day.
      summary.daily.forEach((day, i) => {
        expect(total(summary.byUnit.map((u) => u.spend[i] ?? 0))).toBeCloseTo(day.spend, 6);
      });
      // The sandbox records no engagements: a null series, never a made-up count.
      expect(summary.byUnit.find((u) => u.unit === 'engagements')?.results).toBeNull();
      const clicks = summary.byUnit.find((u) => u.unit === 'clicks')?.results ?? [];
      expect(total(clicks)).toBeGreaterThan(0);
      expect(total(clicks)).toBeLessThan(summary.totals.clicks);
    });
  });
});
