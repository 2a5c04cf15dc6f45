import { createRedis } from '@northstar/server/redis-client';
import { canRunPrivateRedis, type PrivateRedis, startPrivateRedis } from '@northstar/server/test-redis';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../test/fake-api.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Two AI instances on one database and a private redis-server this file stops and starts again.
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
    // A short open period so the test sees the recovery within a second or two (default 5 s).
    const redisBreaker = { openMs: 300 };
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

  async function timedStart(t: TestApp, headers: Record<string, string>) {
    const started = performance.now();
    const res = await t.start(headers);
    return { status: res.statusCode, ms: performance.now() - started };
  }

  it('stays ready and fast while Redis is down, each instance limiting on its own', async () => {
    await server.stop();
    const ready = await a.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', redis: 'degraded' });

    const user = a.user();
    for (const t of [a, b]) {
      for (let i = 0; i < 3; i++) {
        const { status, ms } = await timedStart(t, user.headers);
        expect(status).toBe(201);
        expect(ms).toBeLessThan(1_000);
      }
      expect((await timedStart(t, user.headers)).status).toBe(429);
    }
  });

  it('shares the limit through Redis again once it is back', async () => {
    await server.start();
    for (const t of [a, b]) {
      await expect
        .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/v1/ready' })).json().redis, {
          timeout: 10_000,
          interval: 100,
        })
        .toBe('ok');
    }
    const user = a.user();
    expect((await timedStart(a, user.headers)).status).toBe(201);
    expect((await timedStart(b, user.headers)).status).toBe(201);
    expect((await timedStart(a, user.headers)).status).toBe(201);
    expect((await timedStart(b, user.headers)).status).toBe(429);
    const inspector = new Redis(server.url);
    try {
      expect(Number(await inspector.get(`northstar-ai-rl:chat:${user.id}`))).toBeGreaterThanOrEqual(3);
    } finally {
      inspector.disconnect();
    }
  });
});
