import { incrementalityTestResponseSchema } from '@northstar/shared/incrementality';
import { trueLift } from '@northstar/shared/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, namedDraft } from '../campaigns/campaigns.test-fixtures.ts';

// Issue 13 item 8: a holdout test on a launched campaign runs in the sandbox and reports its lift.

const DAY_MS = 86_400_000;
const setup = { testType: 'audience', controlGroupSize: 20, testDuration: 14, confidenceLevel: 99.9 };

describe('incrementality tests that run', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t);
  });
  afterAll(() => t.close());

  const launched = async (headers: Record<string, string>) => {
    const base = namedDraft('Holdout', { objective: 'sales' });
    const draft = {
      ...base,
      schedule: { ...base.schedule, endDate: '' },
      budget: { ...base.budget, totalBudget: 2000, budgetType: 'daily' as const },
    };
    const id = (await api.post('/campaigns', headers, { draft })).json().campaign.id as string;
    expect((await api.post(`/campaigns/${id}/launch`, headers)).statusCode).toBe(200);
    return { id, draft };
  };
  const testOf = async (headers: Record<string, string>, id: string) =>
    incrementalityTestResponseSchema.parse((await api.get(`/campaigns/${id}/incrementality`, headers)).json())
      .test;

  it('refuses a test on an unlaunched campaign, another user’s, a bad setup, and a second one', async () => {
    const { headers } = await t.signedInUser();
    const draft = (await api.post('/campaigns', headers, { draft: namedDraft('Draft') })).json().campaign;
    expect((await api.put(`/campaigns/${draft.id}/incrementality`, headers, setup)).statusCode).toBe(409);
    const { id } = await launched(headers);
    const other = await t.signedInUser();
    expect((await api.put(`/campaigns/${id}/incrementality`, other.headers, setup)).statusCode).toBe(404);
    for (const bad of [
      { ...setup, testType: 'channel' },
      { ...setup, controlGroupSize: 80 },
      { ...setup, testDuration: 3 },
      { ...setup, extra: true },
    ]) {
      expect((await api.put(`/campaigns/${id}/incrementality`, headers, bad)).statusCode).toBe(400);
    }
    expect(await testOf(headers, id)).toBeNull();
    expect((await api.put(`/campaigns/${id}/incrementality`, headers, setup)).statusCode).toBe(201);
    expect((await api.put(`/campaigns/${id}/incrementality`, headers, setup)).statusCode).toBe(409);
  });

  it('holds out the control group while running, then completes with a lift that covers the true one', async () => {
    const { headers } = await t.signedInUser();
    const { id, draft } = await launched(headers);
    const started = await api.put(`/campaigns/${id}/incrementality`, headers, setup);
    expect(started.statusCode).toBe(201);
    expect(started.json().test).toMatchObject({ status: 'running', result: null });

    await t.app.deliveryJob.tick(new Date(Date.now() + 7 * DAY_MS));
    const running = await testOf(headers, id);
    expect(running?.status).toBe('running');
    expect(running?.test.users).toBeGreaterThan(0);
    // 20% held out: one control user for every four exposed ones.
    expect((running?.control.users ?? 0) / (running?.test.users ?? 1)).toBeCloseTo(0.25, 1);

    await t.app.deliveryJob.tick(new Date(Date.now() + 15 * DAY_MS));
    const done = await testOf(headers, id);
    expect(done?.status).toBe('completed');
    const result = done?.result;
    if (!result) throw new Error('a completed test of this size has a result');
    const truth = trueLift(id, draft);
    expect(result.interval[0]).toBeLessThanOrEqual(truth);
    expect(result.interval[1] ?? Number.POSITIVE_INFINITY).toBeGreaterThanOrEqual(truth);
    expect(result.lift).toBeGreaterThan(result.interval[0]);

    const actions = (await api.get(`/campaigns/${id}/history`, headers))
      .json()
      .items.map((e: { action: string }) => e.action);
    expect(actions).toContain('test_started');
    expect(actions[0]).toBe('test_completed');
    // Over: a new test may start.
    expect((await api.put(`/campaigns/${id}/incrementality`, headers, setup)).statusCode).toBe(201);
  });
});
