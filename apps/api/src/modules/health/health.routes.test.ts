import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness without touching the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('reports ready while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('does not expose the bench probe unless BENCH_PROBE=1', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/_bench/probe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('bench probe (BENCH_PROBE=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BENCH_PROBE: '1' } });
  });
  afterAll(() => t.close());

  it('answers {ok:true} to a validly signed token and 401 to anything else', async () => {
    const { headers } = await t.signedInUser();
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/_bench/probe', headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/_bench/probe' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/_bench/probe',
      headers: { authorization: `${headers.authorization}x` },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('readiness without a database', () => {
  it('answers 503 UNAVAILABLE once the database is gone, while liveness stays 200', async () => {
    const t = await createTestApp();
    await t.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.code).toBe('UNAVAILABLE');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    await t.close();
  });
});
