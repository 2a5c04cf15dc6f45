import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../test/fake-api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const LIMIT = '3';
let api: FakeApi;
let t: TestApp;

beforeAll(async () => {
  api = await startFakeApi();
  t = await createTestApp({ fakeApi: api, env: { CHAT_RATE_LIMIT_PER_MINUTE: LIMIT } });
});

afterAll(async () => {
  await t?.close();
  await api?.close();
});

function expectLimited(res: Awaited<ReturnType<TestApp['send']>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error.code).toBe('RATE_LIMITED');
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('the per-user chat rate limit', () => {
  it('counts starts and messages together and answers 429 with Retry-After past the limit', async () => {
    const user = t.user();
    const id = (await t.start(user.headers)).json().conversation.conversationId;
    expect((await t.send(user.headers, id, 'Call it Limits')).statusCode).toBe(200);
    expect((await t.send(user.headers, id, 'The objective is sales')).statusCode).toBe(200);
    expectLimited(await t.send(user.headers, id, 'One too many'));
    expectLimited(await t.start(user.headers));

    // The refused message was not stored.
    const restored = (
      await t.app.inject({ method: 'GET', url: `/api/v1/ai/conversations/${id}`, headers: user.headers })
    ).json();
    expect(restored.messages).toHaveLength(3 + 4);
  });

  it('keys the limit on the user, not the connection', async () => {
    const busy = t.user();
    for (let i = 0; i < 3; i++) await t.start(busy.headers);
    expectLimited(await t.start(busy.headers));
    // Another user from the same address is not affected.
    expect((await t.start(t.user().headers)).statusCode).toBe(201);
  });

  it('is shared by every instance through Redis', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const second = await createTestApp({
      fakeApi: api,
      db: t.db,
      env: { CHAT_RATE_LIMIT_PER_MINUTE: LIMIT },
      deps: { redis },
    });
    const first = await createTestApp({
      fakeApi: api,
      db: t.db,
      env: { CHAT_RATE_LIMIT_PER_MINUTE: LIMIT },
      deps: { redis },
    });
    const user = t.user();
    try {
      expect((await first.start(user.headers)).statusCode).toBe(201);
      expect((await second.start(user.headers)).statusCode).toBe(201);
      expect((await first.start(user.headers)).statusCode).toBe(201);
      expectLimited(await second.start(user.headers));
    } finally {
      await first.close();
      await second.close();
      const keys = await redis.keys(`northstar-ai-rl:*chat:${user.id}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
