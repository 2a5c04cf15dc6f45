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
