import { deleteKeys, redisAvailable, TEST_REDIS_URL, uniquePrefix } from '@northstar/server/test-redis';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';

const hasRedis = await redisAvailable();

// Two API instances on one database and one Redis: a limit must hold across both.
describe.runIf(hasRedis)('rate limits shared through Redis', () => {
  const prefix = uniquePrefix();
  let redis: Redis;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    redis = new Redis(TEST_REDIS_URL);
    a = await createTestApp({ redis, config: { redisPrefix: prefix } });
    // Instance b shares a's database so the same users exist on both.
    b = await createTestApp({ redis, config: { redisPrefix: prefix }, deps: { database: a.database } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await deleteKeys(redis, prefix);
    redis.disconnect();
  });

  it('counts login failures across instances and answers 429 with Retry-After from Redis', async () => {
    const user = await a.createUser();
    const ip = '198.51.100.40';
    for (let i = 0; i < 10; i++) {
      const res = await (i % 2 === 0 ? a : b).attemptLogin(user.email, 'wrong password!', ip);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await b.attemptLogin(user.email, TEST_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const keys = await redis.keys(`${prefix}login:*`);
    expect(keys).toHaveLength(1);
    expect(await redis.pttl(keys[0] ?? '')).toBeGreaterThan(0);
  });

  it('shares the forgot-password limit of @fastify/rate-limit across instances', async () => {
    const ip = '198.51.100.41';
    for (let i = 0; i < 5; i++) {
      const res = await (i % 2 === 0 ? a : b).app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: `shared${i}@example.com` },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(202);
    }
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: 'shared-last@example.com' },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await redis.keys(`${prefix}rl:*`)).not.toHaveLength(0);
  });

  it('reports ready while Redis answers', async () => {
    expect((await a.app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);
  });
});

describe('an unreachable Redis', () => {
  let t: TestApp;
  let deadRedis: Redis;
  beforeAll(async () => {
    // Port 1 on localhost: connection refused, and no retries.
    deadRedis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    deadRedis.on('error', () => {});
    t = await createTestApp({ redis: deadRedis, config: { redisPrefix: uniquePrefix() } });
  });
  afterAll(async () => {
    await t.close();
    deadRedis.disconnect();
  });

  it('keeps the instance ready (the database decides) and reports Redis as degraded', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', redis: 'degraded' });
  });

  it('keeps login working, throttled by this instance alone', async () => {
    const user = await t.createUser();
    const ip = '198.51.100.42';
    expect((await t.attemptLogin(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await t.attemptLogin(user.email, 'wrong password!', ip)).statusCode).toBe(401);
    expect((await t.attemptLogin(user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('keeps registration open and still limited per IP', async () => {
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: {
          email: `still-open-${i}@example.com`,
          password: 'long enough password',
          firstName: 'A',
          lastName: 'B',
        },
        remoteAddress: '198.51.100.43',
      });
    for (let i = 0; i < 10; i++) expect((await register(i)).statusCode).toBe(201);
    expect((await register(10)).statusCode).toBe(429);
  });
});
