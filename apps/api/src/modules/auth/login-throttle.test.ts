import { MemoryCounterStore } from '@northstar/server/counter-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { networkOf } from './login-throttle.ts';

describe('login brute-force throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip: string) => t.attemptLogin(email, password, ip);

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

describe('login throttling across accounts and across IPs', () => {
  // A clock of our own in the counters: lock periods pass without waiting for them.
  let now = Date.UTC(2026, 10, 24, 9);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { counters: new MemoryCounterStore(() => now) } });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip: string) => t.attemptLogin(email, password, ip);
  const retryAfterOf = (res: Awaited<ReturnType<typeof attempt>>) => Number(res.headers['retry-after']);
  let nextIp = 0;
  /** A fresh address each call: a botnet never repeats one. */
  const botIp = () => `10.66.${Math.floor(++nextIp / 250)}.${nextIp % 250}`;

  it('throttles one IP spraying many accounts after 30 failures, with Retry-After', async () => {
    const ip = '203.0.113.66';
    const codes: number[] = [];
    for (let i = 0; i < 40; i++)
      codes.push((await attempt(`victim-${i}@example.com`, 'Summer2026!!', ip)).statusCode);
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(codes.slice(30)).toEqual(Array(10).fill(429));
    const blocked = await attempt('victim-41@example.com', 'Summer2026!!', ip);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(retryAfterOf(blocked)).toBeGreaterThan(0);
    expect(retryAfterOf(blocked)).toBeLessThanOrEqual(15 * 60);
    // Another address is not affected.
    expect((await attempt('victim-0@example.com', 'Summer2026!!', '203.0.113.67')).statusCode).toBe(401);
  });

  it('counts an IPv6 client by its /64, so rotating addresses does not escape the per-IP limit', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 31; i++)
      codes.push(
        (await attempt(`v6-${i}@example.com`, 'guess guess', `2001:db8:1:2::${i.toString(16)}`)).statusCode,
      );
    expect(codes.filter((c) => c === 401)).toHaveLength(30);
    expect(codes.at(-1)).toBe(429);
    expect((await attempt('v6-1@example.com', 'guess guess', '2001:db8:1:3::1')).statusCode).toBe(401);
  });

  it('never uses up a shared IP with successful sign-ins, and lets its known users in during a spray', async () => {
    const office = '203.0.113.70';
    const colleagues = await Promise.all(Array.from({ length: 3 }, () => t.createUser()));
    for (let round = 0; round < 15; round++)
      for (const user of colleagues)
        expect((await attempt(user.email, TEST_PASSWORD, office)).statusCode).toBe(200);
    // Now a spray from the same address: 30 failures, then refused...
    for (let i = 0; i < 30; i++)
      expect((await attempt(`spray-${i}@example.com`, 'guess guess', office)).statusCode).toBe(401);
    expect((await attempt('spray-x@example.com', 'guess guess', office)).statusCode).toBe(429);
    const newcomer = await t.createUser();
    expect((await attempt(newcomer.email, TEST_PASSWORD, office)).statusCode).toBe(429);
    // ...but those who signed in from here before still get in.
    expect((await attempt(colleagues[0]?.email ?? '', TEST_PASSWORD, office)).statusCode).toBe(200);
  });

  it('throttles one account guessed from many IPs after 20 failures: 20 of 90 guesses checked', async () => {
    const user = await t.createUser();
    const codes: number[] = [];
    for (let source = 0; source < 30; source++) {
      const ip = botIp();
      for (let guess = 0; guess < 3; guess++)
        codes.push((await attempt(user.email, `guess ${source}-${guess}`, ip)).statusCode);
    }
    expect(codes.filter((c) => c === 401)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(70);
    const blocked = await attempt(user.email, TEST_PASSWORD, botIp());
    expect(blocked.statusCode).toBe(429);
    expect(retryAfterOf(blocked)).toBeLessThanOrEqual(60);
  });

  it('locks an account under attack for 1, 2, 4, then at most 5 minutes, one guess per period', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 20; i++)
      expect((await attempt(user.email, `guess ${i}`, botIp())).statusCode).toBe(401);
    const waits: number[] = [];
    const checked: number[] = [];
    for (let period = 0; period < 7; period++) {
      const refused = await attempt(user.email, 'guess again', botIp());
      expect(refused.statusCode).toBe(429);
      const wait = retryAfterOf(refused);
      waits.push(wait);
      now += wait * 1000;
      // The first attempt after the lock is checked; the next one finds a new, longer lock.
      checked.push((await attempt(user.email, `guess after ${period}`, botIp())).statusCode);
    }
    expect(waits).toEqual([60, 120, 240, 300, 300, 300, 300]);
    expect(checked).toEqual(Array(7).fill(401));

    // The attack stops: the owner, from an address the account has never seen, waits at most 5 minutes.
    const owner = await attempt(user.email, TEST_PASSWORD, '198.51.100.200');
    expect(owner.statusCode).toBe(429);
    expect(retryAfterOf(owner)).toBeLessThanOrEqual(300);
    now += retryAfterOf(owner) * 1000;
    expect((await attempt(user.email, TEST_PASSWORD, '198.51.100.200')).statusCode).toBe(200);
  });

  it('lets the owner in from an address they signed in from before, while the account is locked', async () => {
    const user = await t.createUser();
    const home = '198.51.100.201';
    expect((await attempt(user.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i < 21; i++) await attempt(user.email, `guess ${i}`, botIp());
    expect((await attempt(user.email, TEST_PASSWORD, botIp())).statusCode).toBe(429);
    expect((await attempt(user.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    // Still locked for everyone else: the owner's sign-in gives the attacker no fresh allowance.
    expect((await attempt(user.email, 'guess more', botIp())).statusCode).toBe(429);
  });

  it('lets the owner in from where they reset the password, while the account is locked', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 21; i++) await attempt(user.email, `guess ${i}`, botIp());
    const cafe = '198.51.100.202';
    expect((await attempt(user.email, TEST_PASSWORD, cafe)).statusCode).toBe(429);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: cafe,
    });
    const link = (await t.lastMailTo(user.email))?.text.match(/token=([\w-]+)/)?.[1];
    expect(link).toBeDefined();
    const newPassword = 'a brand new passphrase';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: link, password: newPassword },
      remoteAddress: cafe,
    });
    expect(reset.statusCode).toBe(204);
    expect((await attempt(user.email, newPassword, cafe)).statusCode).toBe(200);
  });
});

describe('networkOf', () => {
  it('keeps IPv4 addresses and reduces IPv6 ones to their /64', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});
