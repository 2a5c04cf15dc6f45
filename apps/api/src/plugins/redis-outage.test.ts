import { createRedis } from '@northstar/server/redis-client';
import {
  breakerProbeBound,
  canRunPrivateRedis,
  deleteKeys,
  type PrivateRedis,
  redisCommandsDuring,
  startPrivateRedis,
  uniquePrefix,
  untilRedisReportsOk,
} from '@northstar/server/test-redis';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';

// Two API instances on one database and a private redis-server this file stops and starts again.
// Long enough that many requests share one open period, short enough that the recovery shows within seconds.
const OPEN_MS = 2_000;

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
    const redisBreaker = { openMs: OPEN_MS };
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

  const forgot = (t: TestApp, ip: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: `outage-${i}@example.com` },
      remoteAddress: ip,
    });
  const register = (t: TestApp, ip: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: 'long enough password', firstName: 'A', lastName: 'B' },
      remoteAddress: ip,
    });
  const logLines = (text: string) => logs.filter((line) => line.includes(text));

  it('shares the limits through Redis while it answers', async () => {
    // Warm-up: the first registration starts the password-hashing workers; the timings below are about Redis.
    for (const t of [a, b])
      expect((await register(t, '203.0.113.9', `warm-${t === a ? 'a' : 'b'}@example.com`)).statusCode).toBe(
        201,
      );
    const ip = '203.0.113.1';
    for (let i = 0; i < 5; i++) expect((await forgot(i % 2 ? b : a, ip, i)).statusCode).toBe(202);
    expect((await forgot(a, ip, 5)).statusCode).toBe(429);
    expect(await keysInRedis(`rl:*${ip}`)).toHaveLength(1);
  });

  it('stays ready while Redis is down, never waiting on it, each instance enforcing its own limits, logged once', async () => {
    await server.stop();

    const { commands, elapsedMs } = await redisCommandsDuring(clients, async () => {
      const ready = await a.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', redis: 'degraded' });

      // Registration: 3 per IP per hour here, counted by each instance alone during the outage.
      const ip = '203.0.113.2';
      for (const t of [a, b]) {
        for (let i = 0; i < 3; i++) {
          expect((await register(t, ip, `outage-${t === a ? 'a' : 'b'}-${i}@example.com`)).statusCode).toBe(
            201,
          );
        }
        const refused = await register(t, ip, 'one-too-many@example.com');
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }

      const resetIp = '203.0.113.3';
      for (let i = 0; i < 5; i++) expect((await forgot(a, resetIp, i)).statusCode).toBe(202);
      expect((await forgot(a, resetIp, 5)).statusCode).toBe(429);

      // Sign-in keeps working, its throttle counting in memory.
      const user = await a.createUser();
      const login = await a.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
        remoteAddress: '203.0.113.4',
      });
      expect(login.statusCode).toBe(200);
    });
    // ~20 requests, each counting several limits: only the breakers' probes reached the dead Redis.
    expect(commands).toBeLessThanOrEqual(breakerProbeBound(clients.length, elapsedMs, OPEN_MS));

    expect(logLines('Redis is unreachable')).toHaveLength(1);
  });

  it('shares the limits again once Redis is back, without a restart', async () => {
    await server.start();
    await untilRedisReportsOk([a.app, b.app]);

    const ip = '203.0.113.5';
    for (let i = 0; i < 5; i++) expect((await forgot(i % 2 ? a : b, ip, i)).statusCode).toBe(202);
    expect((await forgot(b, ip, 5)).statusCode).toBe(429);
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
