import { deleteKeys, redisAvailable, TEST_REDIS_URL, uniquePrefix } from '@northstar/server/test-redis';
import {
  incrementalityTestByIdResponseSchema,
  incrementalityTestResponseSchema,
} from '@northstar/shared/incrementality';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiClient, namedDraft } from '../campaigns/campaigns.test-fixtures.ts';

// Issue 21 item 4: the API is the one owner of a holdout test. A conversation keeps only the test's id
// and reads it back here; only its owner reads or starts it; starting is a rate-limited write.

const DAY_MS = 86_400_000;
const setup = { testType: 'audience', controlGroupSize: 20, testDuration: 14, confidenceLevel: 95 };

async function launch(t: TestApp, headers: Record<string, string>, name = 'Holdout') {
  const api = apiClient(t);
  const base = namedDraft(name, { objective: 'sales' });
  const draft = { ...base, schedule: { ...base.schedule, endDate: '' } };
  const id = (await api.post('/campaigns', headers, { draft })).json().campaign.id as string;
  expect((await api.post(`/campaigns/${id}/launch`, headers)).statusCode).toBe(200);
  return id;
}

describe('a holdout test read back by its id', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t);
  });
  afterAll(() => t.close());

  it('gives the started test an id that reads the same test back, with its campaign’s name', async () => {
    const { headers } = await t.signedInUser();
    const campaignId = await launch(t, headers, 'Spring holdout');
    const started = await api.put(`/campaigns/${campaignId}/incrementality`, headers, setup);
    expect(started.statusCode).toBe(201);
    const test = incrementalityTestResponseSchema.parse(started.json()).test;
    expect(test).toMatchObject({ campaignId, campaignName: 'Spring holdout', status: 'running', ...setup });
    expect(test?.id).toMatch(/^[0-9a-f-]{36}$/);

    const byId = await api.get(`/incrementality-tests/${test?.id}`, headers);
    expect(byId.statusCode).toBe(200);
    expect(incrementalityTestByIdResponseSchema.parse(byId.json()).test).toEqual(test);
    // The same test by its campaign.
    expect((await api.get(`/campaigns/${campaignId}/incrementality`, headers)).json().test).toEqual(test);
  });

  it('reads the test as delivery moves it, and a replaced test gets a new id (the old one is gone)', async () => {
    const { headers } = await t.signedInUser();
    const campaignId = await launch(t, headers);
    const first = (await api.put(`/campaigns/${campaignId}/incrementality`, headers, setup)).json().test;
    await t.app.deliveryJob.tick(new Date(Date.now() + 15 * DAY_MS));
    const done = (await api.get(`/incrementality-tests/${first.id}`, headers)).json().test;
    expect(done).toMatchObject({ id: first.id, status: 'completed' });
    expect(done.test.users).toBeGreaterThan(0);

    const second = (await api.put(`/campaigns/${campaignId}/incrementality`, headers, setup)).json().test;
    expect(second.id).not.toBe(first.id);
    expect((await api.get(`/incrementality-tests/${second.id}`, headers)).json().test.status).toBe('running');
    const old = await api.get(`/incrementality-tests/${first.id}`, headers);
    expect(old.statusCode).toBe(404);
  });

  it('lets only the owner read or start a test: anyone else gets 404 and changes nothing', async () => {
    const owner = await t.signedInUser();
    const intruder = await t.signedInUser();
    const campaignId = await launch(t, owner.headers);
    const test = (await api.put(`/campaigns/${campaignId}/incrementality`, owner.headers, setup)).json().test;

    const read = await api.get(`/incrementality-tests/${test.id}`, intruder.headers);
    expect(read.statusCode).toBe(404);
    expect(read.json().error).toEqual({ code: 'NOT_FOUND', message: 'Holdout test not found.' });
    expect((await api.get(`/campaigns/${campaignId}/incrementality`, intruder.headers)).statusCode).toBe(404);

    // Another user's campaign, launched and without a test, cannot get one from the intruder.
    const other = await launch(t, owner.headers, 'Untested');
    const start = await api.put(`/campaigns/${other}/incrementality`, intruder.headers, setup);
    expect(start.statusCode).toBe(404);
    expect(start.json().error.code).toBe('NOT_FOUND');
    expect((await api.get(`/campaigns/${other}/incrementality`, owner.headers)).json().test).toBeNull();
  });

  it('answers 404 for unknown or malformed ids, and 401 without a session', async () => {
    const { headers } = await t.signedInUser();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'%20or%20'1'='1"]) {
      const res = await api.get(`/incrementality-tests/${id}`, headers);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code, id).toBe('NOT_FOUND');
    }
    expect((await api.put('/campaigns/not-a-uuid/incrementality', headers, setup)).statusCode).toBe(404);
    expect((await api.get('/incrementality-tests/00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(
      401,
    );
  });
});

describe('the holdout test start limit (INCREMENTALITY_RATE_LIMIT_PER_MINUTE)', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp({ env: { INCREMENTALITY_RATE_LIMIT_PER_MINUTE: '3' } });
    api = apiClient(t);
  });
  afterAll(() => t.close());

  it('reads its limit from the environment, 30 a minute by default', async () => {
    expect(t.config.rateLimits.incrementality).toEqual({ max: 3, windowMs: 60_000 });
    const { loadConfig } = await import('../../config/env.ts');
    expect(loadConfig({}).rateLimits.incrementality).toEqual({ max: 30, windowMs: 60_000 });
  });

  it('answers 429 with Retry-After past the limit, per user, whatever the request was', async () => {
    const { headers } = await t.signedInUser();
    const campaignId = await launch(t, headers);
    // Refusals count too: a write attempt is a write attempt.
    expect((await api.put(`/campaigns/${campaignId}/incrementality`, headers, setup)).statusCode).toBe(201);
    expect((await api.put(`/campaigns/${campaignId}/incrementality`, headers, setup)).statusCode).toBe(409);
    expect((await api.put('/campaigns/not-a-uuid/incrementality', headers, setup)).statusCode).toBe(404);
    const limited = await api.put(`/campaigns/${campaignId}/incrementality`, headers, setup);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another user has their own allowance; reading is not limited.
    const other = await t.signedInUser();
    const theirs = await launch(t, other.headers);
    expect((await api.put(`/campaigns/${theirs}/incrementality`, other.headers, setup)).statusCode).toBe(201);
    expect((await api.get(`/campaigns/${campaignId}/incrementality`, headers)).statusCode).toBe(200);
  });
});

const hasRedis = await redisAvailable();

describe.runIf(hasRedis)('the holdout test start limit shared through Redis', () => {
  const prefix = uniquePrefix();
  let redis: Redis;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    redis = new Redis(TEST_REDIS_URL);
    const env = { INCREMENTALITY_RATE_LIMIT_PER_MINUTE: '2' };
    a = await createTestApp({ redis, env, config: { redisPrefix: prefix } });
    b = await createTestApp({ redis, env, config: { redisPrefix: prefix }, deps: { database: a.database } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await deleteKeys(redis, prefix);
    redis.disconnect();
  });

  it('counts one user’s starts across instances', async () => {
    const { headers } = await a.signedInUser();
    const campaignId = await launch(a, headers);
    const put = (t: TestApp) => apiClient(t).put(`/campaigns/${campaignId}/incrementality`, headers, setup);
    expect((await put(a)).statusCode).toBe(201);
    expect((await put(b)).statusCode).toBe(409);
    const limited = await put(a);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
