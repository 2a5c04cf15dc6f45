import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 14 item 7: a database that is gone is the service being unavailable (503), not a bug (500).

describe('an unreachable database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 UNAVAILABLE with Retry-After instead of 500, and no internals', async () => {
    const { headers } = await t.signedInUser();
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().error).toEqual({
      code: 'UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(503);
  });
});
