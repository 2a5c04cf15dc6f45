import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

describe('users routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (url: string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1${url}`,
      headers,
      payload: payload as Record<string, unknown>,
    });
  const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers,
      payload: payload as Record<string, unknown>,
    });

  describe('PUT /users/{id}/preferences', () => {
    it('deep-merges into the stored preferences and replaces arrays', async () => {
      const { user, headers } = await t.signedInUser();
      const first = await put(`/users/${user.id}/preferences`, headers, {
        preferences: {
          dashboard: { moduleOrder: ['analytics', 'northstar-hub'] },
          appearance: { mode: 'dark' },
        },
      });
      expect(first.statusCode).toBe(200);
      const second = await put(`/users/${user.id}/preferences`, headers, {
        preferences: { dashboard: { moduleOrder: ['settings'] }, colorTheme: 'dark-ocean' },
      });
      expect(second.json()).toEqual({
        preferences: {
          dashboard: { moduleOrder: ['settings'] },
          appearance: { mode: 'dark' },
          colorTheme: 'dark-ocean',
        },
      });
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
      expect(me.json().user.preferences).toEqual(second.json().preferences);
    });

    it('keeps both of two concurrent updates', async () => {
      const { user, headers } = await t.signedInUser();
      await Promise.all([
        put(`/users/${user.id}/preferences`, headers, { preferences: { colorTheme: 'light-forest' } }),
        put(`/users/${user.id}/preferences`, headers, { preferences: { appearance: { mode: 'light' } } }),
      ]);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.preferences).toEqual({ colorTheme: 'light-forest', appearance: { mode: 'light' } });
    });

    it('refuses custom colours whose text would be unreadable, and keeps a readable set', async () => {
      const { user, headers } = await t.signedInUser();
      const readable = { background: '#fdf6e3', card: '#ffffff', content: '#eee8d5', text: '#073642' };
      const ok = await put(`/users/${user.id}/preferences`, headers, {
        preferences: { customColors: readable, isCustomTheme: true },
      });
      expect(ok.statusCode).toBe(200);

      const res = await put(`/users/${user.id}/preferences`, headers, {
        preferences: { customColors: { ...readable, text: '#f5f5f5' }, isCustomTheme: true },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.message).toContain(
        'preferences.customColors.text: Text on the background colour has a contrast of 1.01:1; it needs at least 4.5:1 to stay readable.',
      );
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.preferences).toEqual({ customColors: readable, isCustomTheme: true });
    });

    it('refuses unknown preference keys', async () => {
      const { user, headers } = await t.signedInUser();
      const res = await put(`/users/${user.id}/preferences`, headers, { preferences: { isAdmin: true } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    });

    it('refuses another user’s preferences (BOLA) with 403 and changes nothing', async () => {
      const victim = await t.createUser();
      const { headers } = await t.signedInUser();
      const res = await put(`/users/${victim.id}/preferences`, headers, { preferences: { colorTheme: 'x' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
      const [row] = await t.db.select().from(users).where(eq(users.id, victim.id));
      expect(row?.preferences).toEqual({});
    });

    it('lets an admin update anyone, and answers 404 for an unknown id', async () => {
      const target = await t.createUser();
      const admin = await t.signedInUser({ role: 'admin' });
      const ok = await put(`/users/${target.id}/preferences`, admin.headers, {
        preferences: { colorTheme: 'dark-royal' },
      });
      expect(ok.json()).toEqual({ preferences: { colorTheme: 'dark-royal' } });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const missing = await put(`/users/${id}/preferences`, admin.headers, { preferences: {} });
        expect(missing.statusCode).toBe(404);
      }
    });

    it('answers 401 without a session', async () => {
      const target = await t.createUser();
      const res = await put(`/users/${target.id}/preferences`, {}, { preferences: {} });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('PUT /users/{id}/profile', () => {
    const profile = {
      firstName: 'Katherine',
      lastName: 'Johnson',
      company: 'NASA',
      phone: '+1 555 0100',
      timezone: 'America/New_York',
      language: 'en',
    };

    it('updates the settings profile and returns the user', async () => {
      const { user, headers } = await t.signedInUser();
      const res = await put(`/users/${user.id}/profile`, headers, profile);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ ...profile, id: user.id, email: user.email });
    });

    it('refuses the e-mail, role or status as profile fields', async () => {
      const { user, headers } = await t.signedInUser();
      for (const extra of [{ email: 'new@example.com' }, { role: 'admin' }, { status: 'approved' }]) {
        const res = await put(`/users/${user.id}/profile`, headers, { ...profile, ...extra });
        expect(res.statusCode).toBe(400);
      }
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ email: user.email, role: 'user' });
    });

    it('refuses an unknown time zone', async () => {
      const { user, headers } = await t.signedInUser();
      const res = await put(`/users/${user.id}/profile`, headers, { ...profile, timezone: 'Mars/Olympus' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/timezone/);
    });

    it('refuses another user’s profile (BOLA) with 403', async () => {
      const victim = await t.createUser({ firstName: 'Victim' });
      const { headers } = await t.signedInUser();
      const res = await put(`/users/${victim.id}/profile`, headers, profile);
      expect(res.statusCode).toBe(403);
      const [row] = await t.db.select().from(users).where(eq(users.id, victim.id));
      expect(row?.firstName).toBe('Victim');
    });
  });

  describe('POST /users/{id}/password', () => {
    it('refuses a wrong current password with a clear 400', async () => {
      const { user, headers } = await t.signedInUser();
      const res = await post(`/users/${user.id}/password`, headers, {
        currentPassword: 'not my password',
        newPassword: 'a different passphrase',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Your current password is incorrect.');
      await expect(t.login(user.email, TEST_PASSWORD)).resolves.toBeTruthy();
    });

    it('changes the password and ends every session, this one included', async () => {
      const { user, headers } = await t.signedInUser();
      const other = await t.login(user.email);
      const res = await post(`/users/${user.id}/password`, headers, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'a different passphrase',
      });
      expect(res.statusCode).toBe(204);
      for (const h of [headers, other.headers]) {
        expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: h })).statusCode).toBe(
          401,
        );
      }
      await expect(t.login(user.email, TEST_PASSWORD)).rejects.toThrow(/401/);
      await expect(t.login(user.email, 'a different passphrase')).resolves.toBeTruthy();
    });

    it('refuses a guessable new password with 400 WEAK_PASSWORD and keeps the old one', async () => {
      const { user, headers } = await t.signedInUser();
      const res = await post(`/users/${user.id}/password`, headers, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'password1234',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'WEAK_PASSWORD' });
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).statusCode).toBe(200);
      await expect(t.login(user.email, TEST_PASSWORD)).resolves.toBeTruthy();
    });

    it('refuses changing another user’s password', async () => {
      const victim = await t.createUser();
      const { headers } = await t.signedInUser();
      const res = await post(`/users/${victim.id}/password`, headers, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'attacker chosen passphrase',
      });
      expect(res.statusCode).toBe(403);
      await expect(t.login(victim.email, TEST_PASSWORD)).resolves.toBeTruthy();
    });
  });

  describe('POST /users/{id}/sessions/revoke-all', () => {
    it('signs the user out everywhere', async () => {
      const { user, headers } = await t.signedInUser();
      const other = await t.login(user.email);
      expect((await post(`/users/${user.id}/sessions/revoke-all`, headers)).statusCode).toBe(204);
      for (const h of [headers, other.headers]) {
        expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: h })).statusCode).toBe(
          401,
        );
      }
    });

    it('refuses to sign out someone else', async () => {
      const victim = await t.signedInUser();
      const { headers } = await t.signedInUser();
      expect((await post(`/users/${victim.user.id}/sessions/revoke-all`, headers)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: victim.headers })).statusCode,
      ).toBe(200);
    });
  });
});
