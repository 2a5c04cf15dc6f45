import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

describe('login brute-force throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('refuses the 11th attempt after 10 failures, even with the right password, with Retry-After', async () => {
    const user = await t.createUser();
    const ip = '198.51.100.10';
    for (let i = 0; i < 10; i++)
      expect((await attempt(user.email, `wrong password ${i}`, ip)).statusCode).toBe(401);
    const blocked = await attempt(user.email, TEST_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many login attempts. Please wait a moment and try again.',
      },
      message: 'Too many login attempts. Please wait a moment and try again.',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('throttles an unknown e-mail exactly like a known one', async () => {
    const ip = '198.51.100.11';
    for (let i = 0; i < 10; i++)
      expect((await attempt('ghost@example.com', 'guess guess', ip)).statusCode).toBe(401);
    expect((await attempt('ghost@example.com', 'guess guess', ip)).statusCode).toBe(429);
  });

  it('keys the counter on e-mail + IP: the owner elsewhere and other accounts still sign in', async () => {
    const victim = await t.createUser();
    const bystander = await t.createUser();
    const attacker = '198.51.100.12';
    for (let i = 0; i < 11; i++) await attempt(victim.email, 'wrong wrong wrong', attacker);
    expect((await attempt(victim.email, TEST_PASSWORD, attacker)).statusCode).toBe(429);
    expect((await attempt(victim.email, TEST_PASSWORD, '198.51.100.13')).statusCode).toBe(200);
    expect((await attempt(bystander.email, TEST_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('clears the failures on a successful sign-in', async () => {
    const user = await t.createUser();
    const ip = '198.51.100.14';
    for (let i = 0; i < 9; i++) await attempt(user.email, 'not it at all', ip);
    expect((await attempt(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await attempt(user.email, 'not it at all', ip)).statusCode).toBe(401);
    expect((await attempt(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('holds against a parallel burst: no more than 10 guesses get a password check', async () => {
    const user = await t.createUser();
    const ip = '198.51.100.15';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(user.email, `parallel guess ${i}`, ip)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
  });
});
