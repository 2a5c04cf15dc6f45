import { createRedis } from '@northstar/server/redis-client';
import {
  canRunPrivateRedis,
  deleteKeys,
  type PrivateRedis,
  startPrivateRedis,
  uniquePrefix,
} from '@northstar/server/test-redis';
import type { InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';

// Two API instances on one database and a private redis-server this file stops and starts again.
describe.runIf(canRunPrivateRedis)('a Redis outage', () => {
  const prefix = uniquePrefix();
  const logs: string[] = [];
  let server: PrivateRedis;
  let clients: Redis[] = [];
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    server = await startPrivateRedis();
    clients = [createRedis(server.url), createRedis(server.url)];
    const options = {
      env: { REGISTER_LIMIT_PER_HOUR: '3' },
      config: { redisPrefix: prefix },
    };
    // A short open period so the test sees the recovery within a second or two (default 5 s).
    const redisBreaker = { openMs: 300 };
    a = await createTestApp({
      ...options,
      env: { ...options.env, LOG_LEVEL: 'info' },
      redis: clients[0],
      deps: { redisBreaker, logStream: { write: (line) => logs.push(line) } },
    });
    b = await createTestApp({ ...options, redis: clients[1], deps: { redisBreaker, database: a.database } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    for (const client of clients) client.disconnect();
    await server?.stop();
  });

  /** A short-lived client, so the check itself never waits on a dead connection. */
  async function keysInRedis(pattern: string): Promise<string[]> {
    const inspector = new Redis(server.url, { maxRetriesPerRequest: 0 });
    try {
      return await inspector.keys(prefix + pattern);
    } finally {
      inspector.disconnect();
    }
  }

  async function timed(t: TestApp, options: InjectOptions) {
    const started = performance.now();
    const res = await t.app.inject(options);
    return { res, ms: performance.now() - started };
  }

  const forgot = (t: TestApp, ip: string, i: number) =>
    timed(t, {
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: `outage-${i}@example.com` },
      remoteAddress: ip,
    });
  const register = (t: TestApp, ip: string, email: string) =>
    timed(t, {
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: 'long enough password', firstName: 'A', lastName: 'B' },
      remoteAddress: ip,
    });
  const logLines = (text: string) => logs.filter((line) => line.includes(text));

  it('shares the limits through Redis while it answers', async () => {
    // Warm-up: the first registration starts the password-hashing workers; the timings below are about Redis.
    for (const t of [a, b])
      expect(
        (await register(t, '203.0.113.9', `warm-${t === a ? 'a' : 'b'}@example.com`)).res.statusCode,
      ).toBe(201);
    const ip = '203.0.113.1';
    for (let i = 0; i < 5; i++) expect((await forgot(i % 2 ? b : a, ip, i)).res.statusCode).toBe(202);
    expect((await forgot(a, ip, 5)).res.statusCode).toBe(429);
    expect(await keysInRedis(`rl:*${ip}`)).toHaveLength(1);
  });

  it('stays ready and fast while Redis is down, each instance enforcing its own limits, logged once', async () => {
    await server.stop();

    const ready = await timed(a, { method: 'GET', url: '/api/v1/ready' });
    expect(ready.res.statusCode).toBe(200);
    expect(ready.res.json()).toEqual({ status: 'ready', redis: 'degraded' });
    expect(ready.ms).toBeLessThan(1_000);

    // Registration: 3 per IP per hour here, counted by each instance alone during the outage.
    const ip = '203.0.113.2';
    for (const t of [a, b]) {
      for (let i = 0; i < 3; i++) {
        const { res, ms } = await register(t, ip, `outage-${t === a ? 'a' : 'b'}-${i}@example.com`);
        expect(res.statusCode).toBe(201);
        expect(ms).toBeLessThan(1_000);
      }
      const refused = await register(t, ip, 'one-too-many@example.com');
      expect(refused.res.statusCode).toBe(429);
      expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(0);
    }

    const resetIp = '203.0.113.3';
    for (let i = 0; i < 5; i++) {
      const { res, ms } = await forgot(a, resetIp, i);
      expect(res.statusCode).toBe(202);
      expect(ms).toBeLessThan(1_000);
    }
    expect((await forgot(a, resetIp, 5)).res.statusCode).toBe(429);

    // Sign-in keeps working, its throttle counting in memory.
    const user = await a.createUser();
    const login = await timed(a, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: '203.0.113.4',
    });
    expect(login.res.statusCode).toBe(200);
    expect(login.ms).toBeLessThan(1_000);

    expect(logLines('Redis is unreachable')).toHaveLength(1);
  });

  it('shares the limits again once Redis is back, without a restart', async () => {
    await server.start();
    for (const t of [a, b]) {
      await expect
        .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/v1/ready' })).json().redis, {
          timeout: 10_000,
          interval: 100,
        })
        .toBe('ok');
    }

    const ip = '203.0.113.5';
    for (let i = 0; i < 5; i++) expect((await forgot(i % 2 ? a : b, ip, i)).res.statusCode).toBe(202);
    expect((await forgot(b, ip, 5)).res.statusCode).toBe(429);
    const [key] = await keysInRedis(`rl:*${ip}`);
    expect(key).toBeDefined();
    const inspector = new Redis(server.url);
    try {
      expect(Number(await inspector.get(key ?? ''))).toBeGreaterThanOrEqual(5);
    } finally {
      await deleteKeys(inspector, prefix);
      inspector.disconnect();
    }
    expect(logLines('Redis answers again')).toHaveLength(1);
    expect(logLines('Redis is unreachable')).toHaveLength(1);
  });
});
