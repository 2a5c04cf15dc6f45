import { createDraft } from '@northstar/shared/campaign';
import { type CampaignDraft, campaignSchema } from '@northstar/shared/campaign/schemas';
import { forecastAccuracySchema, forecastResponseSchema } from '@northstar/shared/forecast/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, namedDraft } from '../campaigns/campaigns.test-fixtures.ts';

// Issue 22 "Budget curve" and "Forecast accuracy": POST /forecasts, the forecast kept at launch and
// GET /forecasts/accuracy, on the real app and database.

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

/** A lifetime flight of `days` days starting `startIn` days from today (UTC). */
function flight(name: string, budget: number, days: number, startIn = 0, patch: Partial<CampaignDraft> = {}) {
  const base = namedDraft(name, patch);
  return {
    ...base,
    schedule: {
      startDate: isoDay(inDays(startIn)),
      endDate: isoDay(inDays(startIn + days - 1)),
      timezone: 'UTC',
    },
    budget: { ...base.budget, totalBudget: budget, budgetType: 'lifetime' as const },
  };
}

describe('forecasts', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t);
  });
  afterAll(() => t.close());

  const forecast = async (headers: Record<string, string>, body: unknown) => {
    const res = await api.post('/forecasts', headers, body);
    expect(res.statusCode, res.body).toBe(200);
    return forecastResponseSchema.parse(res.json());
  };
  const launch = async (headers: Record<string, string>, draft: CampaignDraft) => {
    const created = await api.post('/campaigns', headers, { draft });
    const id = created.json().campaign.id as string;
    expect((await api.post(`/campaigns/${id}/launch`, headers)).statusCode).toBe(200);
    return id;
  };
  const campaignOf = async (headers: Record<string, string>, id: string) =>
    campaignSchema.parse((await api.get(`/campaigns/${id}`, headers)).json().campaign);

  describe('POST /forecasts', () => {
    it('refuses an anonymous caller', async () => {
      const res = await api.post('/forecasts', {}, { draft: namedDraft('Anon') });
      expect(res.statusCode).toBe(401);
    });

    it('answers a quarter to four times the budget, its own included, sorted, in the objective’s unit', async () => {
      const { headers } = await t.signedInUser();
      const draft = flight('Curve', 9_000, 30, 1, { objective: 'leads' });
      const body = await forecast(headers, { draft });
      expect(body).toMatchObject({ unit: 'leads', method: 'modeled', current: { budget: 9_000 } });
      const budgets = body.points.map((p) => p.budget);
      expect(budgets.length).toBeGreaterThanOrEqual(5);
      expect(budgets).toContain(9_000);
      expect(budgets[0]).toBe(2_250);
      expect(budgets.at(-1)).toBe(36_000);
      expect([...budgets].sort((a, b) => a - b)).toEqual(budgets);
      body.points.forEach((p, i) => {
        expect(p.results.low).toBeLessThanOrEqual(p.results.mid);
        expect(p.results.mid).toBeLessThanOrEqual(p.results.high);
        expect(p.reach.high).toBeLessThanOrEqual(body.audience.people);
        const before = body.points[i - 1];
        if (before) {
          expect(p.results.mid).toBeGreaterThanOrEqual(before.results.mid);
          expect(p.costPerResult.mid).toBeGreaterThanOrEqual(before.costPerResult.mid);
        }
      });
    });

    it('forecasts exactly the budgets asked for plus the draft’s own, in the draft’s daily terms', async () => {
      const { headers } = await t.signedInUser();
      const base = flight('Daily', 0, 10, 1);
      const draft = { ...base, budget: { ...base.budget, budgetType: 'daily' as const, totalBudget: 300 } };
      const body = await forecast(headers, { draft, budgets: [1_000, 100, 1_000, 300] });
      expect(body.points.map((p) => p.budget)).toEqual([100, 300, 1_000]);
      expect(body.current.budget).toBe(300);
      // The daily amount is spent each of the ten days: 1,000 a day buys ~10x what 100 does.
      const [low, , high] = body.points;
      expect((high?.impressions.mid ?? 0) / (low?.impressions.mid ?? 1)).toBeCloseTo(10, 0);
    });

    it('never forecasts reach past a narrow audience, however large the budget', async () => {
      const { headers } = await t.signedInUser();
      const base = flight('Narrow', 500_000, 30, 1, { objective: 'awareness' });
      const draft = {
        ...base,
        targeting: {
          ...base.targeting,
          geography: { countries: ['LU'], regions: [], cities: [] },
          interests: ['golf', 'sailing'],
        },
      };
      const body = await forecast(headers, { draft });
      expect(body.points.at(-1)?.reach.high).toBe(body.audience.people);
      for (const p of body.points) expect(p.reach.high).toBeLessThanOrEqual(body.audience.people);
    });

    it('gives the same figures for the same draft until validUntil', async () => {
      const { headers } = await t.signedInUser();
      const draft = flight('Same', 12_000, 20, 1);
      const first = await forecast(headers, { draft });
      const second = await forecast(headers, { draft });
      expect(second.points).toEqual(first.points);
      const until = Date.parse(first.validUntil);
      expect(until).toBeGreaterThan(Date.now());
      expect(until).toBeLessThanOrEqual(Date.now() + 3_600_000);
    });

    it('refuses a draft with too little to forecast from: 422 FORECAST_UNAVAILABLE and what is missing', async () => {
      const { headers } = await t.signedInUser();
      const res = await api.post('/forecasts', headers, { draft: createDraft() });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'FORECAST_UNAVAILABLE',
        missing: ['budget', 'platforms'],
      });
      expect(res.json().error.message).toContain('a budget');
      expect(res.body).not.toMatch(/"points"/);
    });

    it('rejects budgets that are not positive amounts with 400', async () => {
      const { headers } = await t.signedInUser();
      const res = await api.post('/forecasts', headers, { draft: namedDraft('Bad'), budgets: [-5] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('the forecast at launch', () => {
    it('keeps the launched budget’s point and sets delivery so far against it, pro-rated', async () => {
      const { headers } = await t.signedInUser();
      const draft = flight('Launched', 6_000, 10, 0, { objective: 'traffic' });
      const quoted = await forecast(headers, { draft, budgets: [6_000] });
      const id = await launch(headers, draft);

      const launched = await campaignOf(headers, id);
      expect(launched.forecast?.atLaunch).toEqual(quoted.points[0]);

      await t.app.deliveryJob.tick(inDays(4));
      const running = await campaignOf(headers, id);
      const f = running.forecast;
      if (!f) throw new Error('a forecast');
      expect(f.elapsed).toBeGreaterThan(0.2);
      expect(f.elapsed).toBeLessThan(0.6);
      expect(f.delivered.clicks).toBe(running.delivery?.clicks);
      expect(f.delivered.results).toBe(f.delivered.clicks);
      expect(f.delivered.reach).toBeGreaterThan(0);
      expect(f.proRated.clicks.mid).toBe(Math.round(f.atLaunch.clicks.mid * f.elapsed));
    });

    it('is null for a campaign never launched', async () => {
      const { headers } = await t.signedInUser();
      const created = await api.post('/campaigns', headers, { draft: namedDraft('Draft only') });
      expect(campaignSchema.parse(created.json().campaign).forecast).toBeNull();
    });
  });

  describe('GET /forecasts/accuracy', () => {
    it('says so when none has finished', async () => {
      const { headers } = await t.signedInUser();
      const res = await api.get('/forecasts/accuracy', headers);
      expect(res.statusCode).toBe(200);
      expect(forecastAccuracySchema.parse(res.json())).toEqual({
        finished: 0,
        figures: {
          impressions: { inside: 0, total: 0 },
          clicks: { inside: 0, total: 0 },
          results: { inside: 0, total: 0 },
        },
      });
    });

    it('counts the caller’s finished campaigns landing inside their range, never another user’s', async () => {
      const owner = await t.signedInUser();
      const other = await t.signedInUser();
      // Whole flights from tomorrow, so every day of the flight delivers.
      const finished = await launch(owner.headers, flight('Finished', 4_000, 3, 1, { objective: 'sales' }));
      await launch(owner.headers, flight('Running', 4_000, 30, 1));
      await launch(other.headers, flight('Someone else', 4_000, 3, 1));
      await t.app.deliveryJob.tick(inDays(6));

      // What the finished campaign's own details say landed inside its range at launch.
      const details = await campaignOf(owner.headers, finished);
      expect(details.status).toBe('completed');
      const f = details.forecast;
      if (!f) throw new Error('a forecast');
      const inside = (key: 'impressions' | 'clicks' | 'results') =>
        Number(f.delivered[key] >= f.atLaunch[key].low && f.delivered[key] <= f.atLaunch[key].high);
      expect(f.delivered.results).toBe(details.delivery?.conversions);

      const mine = forecastAccuracySchema.parse((await api.get('/forecasts/accuracy', owner.headers)).json());
      expect(mine).toEqual({
        finished: 1,
        figures: {
          impressions: { inside: inside('impressions'), total: 1 },
          clicks: { inside: inside('clicks'), total: 1 },
          results: { inside: inside('results'), total: 1 },
        },
      });
      const theirs = forecastAccuracySchema.parse(
        (await api.get('/forecasts/accuracy', other.headers)).json(),
      );
      expect(theirs.finished).toBe(1);
    });
  });
});
