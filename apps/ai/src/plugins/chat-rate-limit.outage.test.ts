import { createRedis } from '@northstar/server/redis-client';
import {
  breakerProbeBound,
  canRunPrivateRedis,
  type PrivateRedis,
  redisCommandsDuring,
  startPrivateRedis,
  untilRedisReportsOk,
} from '@northstar/server/test-redis';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../test/fake-api.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Two AI instances on one database and a private redis-server this file stops and starts again.
// Long enough that many requests share one open period, short enough that the recovery shows within seconds.
const OPEN_MS = 2_000;

describe.runIf(canRunPrivateRedis)('the chat limit through a Redis outage', () => {
  const env = { CHAT_RATE_LIMIT_PER_MINUTE: '3' };
  let api: FakeApi;
  let server: PrivateRedis;
  let clients: Redis[] = [];
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    api = await startFakeApi();
    server = await startPrivateRedis();
    clients = [createRedis(server.url), createRedis(server.url)];
    const redisBreaker = { openMs: OPEN_MS };
    a = await createTestApp({ fakeApi: api, env, deps: { redis: clients[0], redisBreaker } });
    b = await createTestApp({ fakeApi: api, env, db: a.db, deps: { redis: clients[1], redisBreaker } });
    // A first reply pays for the planner's warm-up; the timings below are about Redis, not that.
    for (const t of [a, b]) expect((await t.start(t.user().headers)).statusCode).toBe(201);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    for (const client of clients) client.disconnect();
    await server?.stop();
    await api?.close();
  });

  const startStatus = async (t: TestApp, headers: Record<string, string>) =>
    (await t.start(headers)).statusCode;

  it('stays ready while Redis is down, never waiting on it, each instance limiting on its own', async () => {
    await server.stop();
    const { commands, elapsedMs } = await redisCommandsDuring(clients, async () => {
      const ready = await a.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', redis: 'degraded' });

      const user = a.user();
      for (const t of [a, b]) {
        for (let i = 0; i < 3; i++) expect(await startStatus(t, user.headers)).toBe(201);
        expect(await startStatus(t, user.headers)).toBe(429);
      }
    });
    // Eight chat starts: only the breakers' probes reached the dead Redis.
    expect(commands).toBeLessThanOrEqual(breakerProbeBound(clients.length, elapsedMs, OPEN_MS));
  });

  it('shares the limit through Redis again once it is back', async () => {
    await server.start();
    await untilRedisReportsOk([a.app, b.app]);
    const user = a.user();
    expect(await startStatus(a, user.headers)).toBe(201);
    expect(await startStatus(b, user.headers)).toBe(201);
    expect(await startStatus(a, user.headers)).toBe(201);
    expect(await startStatus(b, user.headers)).toBe(429);
    const inspector = new Redis(server.url);
    try {
      expect(Number(await inspector.get(`northstar-ai-rl:chat:${user.id}`))).toBeGreaterThanOrEqual(3);
    } finally {
      inspector.disconnect();
    }
  });
});
