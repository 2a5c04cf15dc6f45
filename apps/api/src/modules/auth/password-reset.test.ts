import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashResetToken } from './auth.service.ts';

const NEW_PASSWORD = 'a brand new passphrase';
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://app.northstar.test' } });
  });
  afterAll(() => t.close());

  const forgot = (email: string, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password } });

  /** Requests a link and returns the token from the e-mail. */
  async function requestToken(email: string): Promise<string> {
    expect((await forgot(email)).statusCode).toBe(202);
    const mail = await t.lastMailTo(email);
    const match = /https:\/\/app\.northstar\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      mail?.text ?? '',
    );
    if (!match?.[1]) throw new Error(`no reset link in ${mail?.text}`);
    return match[1];
  }

  it('answers 202 with the same body for known, unknown and pending accounts', async () => {
    const known = await t.createUser();
    const pending = await t.createUser({ status: 'pending' });
    const bodies = await Promise.all([
      forgot(known.email),
      forgot('ghost@example.com'),
      forgot(pending.email),
    ]);
    for (const res of bodies) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(bodies[0]?.body);
    }
    expect(bodies[0]?.json().message).toMatch(/If an account exists/);
    await t.app.mailer.drain();
    expect(await t.lastMailTo('ghost@example.com')).toBeUndefined();
    expect(await t.lastMailTo(pending.email)).toBeUndefined();
  });

  it('e-mails a 256-bit single-use link valid 30 minutes, storing only its sha256', async () => {
    const user = await t.createUser();
    const token = await requestToken(user.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row?.tokenHash).toBe(hashResetToken(token));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.map((m) => m.text).join()).not.toContain(row?.tokenHash);
  });

  it('resets the password, ends every session, and the new password signs in', async () => {
    const { user, headers } = await t.signedInUser();
    const second = await t.login(user.email);
    const token = await requestToken(user.email);
    expect((await reset(token)).statusCode).toBe(204);

    for (const h of [headers, second.headers]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: h });
      expect(me.statusCode).toBe(401);
    }
    await expect(t.login(user.email, user.password)).rejects.toThrow(/401/);
    await expect(t.login(user.email, NEW_PASSWORD)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('refuses a reused token with 400 RESET_TOKEN_INVALID', async () => {
    const user = await t.createUser();
    const token = await requestToken(user.email);
    expect((await reset(token)).statusCode).toBe(204);
    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: { code: 'RESET_TOKEN_INVALID', message: 'This reset link is invalid or has expired.' },
      message: 'This reset link is invalid or has expired.',
    });
    await expect(t.login(user.email, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('refuses an expired token and leaves the password unchanged', async () => {
    const user = await t.createUser();
    const token = await requestToken(user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await reset(token)).json().error.code).toBe('RESET_TOKEN_INVALID');
    await expect(t.login(user.email, user.password)).resolves.toBeTruthy();
  });

  it('invalidates an older link when a newer one is requested', async () => {
    const user = await t.createUser();
    const first = await requestToken(user.email);
    const second = await requestToken(user.email);
    expect(first).not.toBe(second);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(204);
  });

  it('refuses made-up tokens and weak new passwords', async () => {
    expect((await reset('made-up-token')).statusCode).toBe(400);
    const user = await t.createUser();
    const token = await requestToken(user.email);
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('VALIDATION_ERROR');
    const guessable = await reset(token, 'password1234');
    expect(guessable.statusCode).toBe(400);
    expect(guessable.json().error.code).toBe('WEAK_PASSWORD');
    // A refused password does not use the link up.
    expect((await reset(token)).statusCode).toBe(204);
  });

  it('allows 5 requests per 15 minutes per IP, then 429 with Retry-After', async () => {
    const ip = '203.0.113.250';
    for (let i = 0; i < 5; i++) expect((await forgot(`flood${i}@example.com`, ip)).statusCode).toBe(202);
    const res = await forgot('flood-last@example.com', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please wait before requesting another reset.',
      },
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });
});
