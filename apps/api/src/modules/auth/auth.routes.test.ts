import { SESSION_TTL_DEFAULT_MS, SESSION_TTL_REMEMBER_MS } from '@northstar/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

const registration = (email: string) => ({
  email,
  password: 'a long enough password',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  phone: '+44 20 0000 0000',
});

let ipCounter = 0;
// Registration is limited per IP; each test that registers speaks from its own address.
const nextIp = () => `192.0.2.${++ipCounter}`;

describe('auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (
    url: string,
    payload: unknown,
    extra: { headers?: Record<string, string>; ip?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: payload as Record<string, unknown>,
      headers: extra.headers,
      remoteAddress: extra.ip ?? nextIp(),
    });

  describe('POST /auth/register', () => {
    it('creates a pending user and answers 201 with requiresApproval', async () => {
      const res = await post('/auth/register', registration('  New.Person@Example.COM '));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        requiresApproval: true,
        message: 'Registration submitted. You will receive an email once your account is approved.',
      });
      const [row] = await t.db.select().from(users).where(eq(users.email, 'new.person@example.com'));
      expect(row).toMatchObject({ status: 'pending', role: 'user', company: 'Analytical Engines' });
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('refuses role and status in the body (mass assignment) with 400 and creates nothing', async () => {
      for (const extra of [{ role: 'admin' }, { status: 'approved' }]) {
        const email = `mass-${Object.keys(extra)[0]}@example.com`;
        const res = await post('/auth/register', { ...registration(email), ...extra });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_ERROR');
        expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      }
    });

    it('answers 409 EMAIL_TAKEN for an address that is already registered, whatever its case', async () => {
      await post('/auth/register', registration('taken@example.com'));
      const res = await post('/auth/register', registration('TAKEN@example.com'));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' },
        message: 'An account with this email already exists.',
      });
    });

    it('explains which field is wrong in a readable validation message', async () => {
      const res = await post('/auth/register', { ...registration('short@example.com'), password: 'short' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('password: Password must be at least 12 characters');
    });

    it('refuses guessable passwords with 400 WEAK_PASSWORD and a clear message, and creates nothing', async () => {
      // Long enough for the schema, guessable all the same: common, repeated, built from the name.
      const email = 'weak.person@example.com';
      for (const password of ['password1234', ' '.repeat(12), 'qwertyuiop123', 'weak.person@example.com']) {
        const res = await post('/auth/register', { ...registration(email), password });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('WEAK_PASSWORD');
        expect(res.json().message).toMatch(/^This password is too easy to guess\./);
      }
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      expect((await post('/auth/register', registration(email))).statusCode).toBe(201);
    });

    it('allows 10 registrations per hour from one IP, then 429 with Retry-After', async () => {
      const ip = '198.51.100.77';
      for (let i = 0; i < 10; i++) {
        const res = await post(
          '/auth/register',
          { ...registration(`burst${i}@example.com`), password: 'x' },
          { ip },
        );
        expect(res.statusCode).toBe(400);
      }
      const res = await post('/auth/register', registration('burst-final@example.com'), { ip });
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is unaffected.
      expect((await post('/auth/register', registration('burst-other@example.com'))).statusCode).toBe(201);
    });
  });

  describe('POST /auth/login', () => {
    it('returns the user and a bearer token bound to a 12-hour session by default', async () => {
      const user = await t.createUser({ email: 'login@example.com' });
      const res = await post('/auth/login', { email: 'Login@Example.com', password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toMatchObject({
        id: user.id,
        email: 'login@example.com',
        role: 'user',
        status: 'approved',
      });
      expect(body.user).not.toHaveProperty('passwordHash');
      expect(body.tokens.tokenType).toBe('Bearer');
      expect(body.tokens.access_token).toBe(body.tokens.accessToken);
      const lifetime = new Date(body.tokens.expiresAt).getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(SESSION_TTL_DEFAULT_MS - 60_000);
      expect(lifetime).toBeLessThanOrEqual(SESSION_TTL_DEFAULT_MS);

      const claims = t.app.jwt.decode<{ payload: Record<string, unknown>; header: Record<string, unknown> }>(
        body.tokens.accessToken,
        { complete: true },
      );
      expect(claims?.header).toMatchObject({ alg: 'RS256', kid: t.keys.kid });
      expect(claims?.payload).toMatchObject({ sub: user.id, role: 'user' });
      expect(claims?.payload.exp).toBe(Math.floor(new Date(body.tokens.expiresAt).getTime() / 1000));
      const [session] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, String(claims?.payload.sid)));
      expect(session).toMatchObject({ userId: user.id, remember: false });
    });

    it("tells the first sign-in (previousSignInAt null) from a returning one (the first one's time)", async () => {
      const user = await t.createUser({ email: 'returning@example.com' });
      const credentials = { email: 'returning@example.com', password: TEST_PASSWORD };
      const first = await post('/auth/login', credentials);
      expect(first.statusCode).toBe(200);
      expect(first.json().previousSignInAt).toBeNull();
      const [afterFirst] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(afterFirst?.lastSignInAt).toBeInstanceOf(Date);
      // Signing in is not an edit of the account.
      expect(afterFirst?.updatedAt).toEqual(user.updatedAt);

      const second = await post('/auth/login', credentials);
      expect(second.json().previousSignInAt).toBe(afterFirst?.lastSignInAt?.toISOString());
    });

    it('records no sign-in for a refused one (pending account, wrong password)', async () => {
      const pending = await t.createUser({ email: 'not-yet@example.com', status: 'pending' });
      const approved = await t.createUser({ email: 'mistyped@example.com' });
      const refusals = [
        await post('/auth/login', { email: pending.email, password: TEST_PASSWORD }),
        await post('/auth/login', { email: approved.email, password: 'not the password' }),
      ];
      expect(refusals.map((res) => res.statusCode)).toEqual([403, 401]);
      const lastSignIn = async (id: string) =>
        (await t.db.select().from(users).where(eq(users.id, id)))[0]?.lastSignInAt;
      expect([await lastSignIn(pending.id), await lastSignIn(approved.id)]).toEqual([null, null]);
    });

    it('issues a 30-day session with rememberMe', async () => {
      await t.createUser({ email: 'remember@example.com' });
      const res = await post('/auth/login', {
        email: 'remember@example.com',
        password: TEST_PASSWORD,
        rememberMe: true,
      });
      const lifetime = new Date(res.json().tokens.expiresAt).getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(SESSION_TTL_REMEMBER_MS - 60_000);
    });

    it('gives the same 401 body for an unknown e-mail and for a wrong password', async () => {
      await t.createUser({ email: 'known@example.com' });
      const unknown = await post('/auth/login', { email: 'nobody@example.com', password: TEST_PASSWORD });
      const wrong = await post('/auth/login', { email: 'known@example.com', password: 'not the password' });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
      expect(wrong.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' },
        message: 'Invalid email or password.',
      });
    });

    it.each([
      [
        'pending',
        'ACCOUNT_PENDING',
        'Your account is pending approval. You will receive an email once it is approved.',
      ],
      ['rejected', 'ACCOUNT_REJECTED', 'Your registration was not approved.'],
      ['disabled', 'ACCOUNT_DISABLED', 'Your account has been disabled. Contact support.'],
    ] as const)(
      'tells a %s user why only after a correct password (403 %s)',
      async (status, code, message) => {
        const user = await t.createUser({ status });
        const wrong = await post('/auth/login', { email: user.email, password: 'wrong password!!' });
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
        const right = await post('/auth/login', { email: user.email, password: TEST_PASSWORD });
        expect(right.statusCode).toBe(403);
        expect(right.json()).toEqual({ error: { code, message }, message });
        expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      },
    );
  });

  describe('GET /auth/me and POST /auth/logout', () => {
    it('returns the signed-in user', async () => {
      const { user, headers } = await t.signedInUser({ firstName: 'Grace' });
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        id: user.id,
        firstName: 'Grace',
        preferences: {},
        timezone: 'UTC',
      });
    });

    it('answers 401 without a token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    });

    it('revokes the session on logout so the same token is refused afterwards', async () => {
      const { headers } = await t.signedInUser();
      const other = await t.signedInUser();
      const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
      expect(out.statusCode).toBe(204);
      expect(out.body).toBe('');
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
      expect(me.statusCode).toBe(401);
      expect(me.json().error.code).toBe('TOKEN_INVALID');
      // Someone else's session is untouched.
      const otherMe = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: other.headers });
      expect(otherMe.statusCode).toBe(200);
    });

    it('accepts a bodiless logout sent with a JSON content type', async () => {
      const { headers } = await t.signedInUser();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(204);
    });
  });
});
